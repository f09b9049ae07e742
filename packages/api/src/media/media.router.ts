import { listMediaLibrary, MediaLibraryInput } from '@center-platform/core/media';
import { router, ruledProcedure } from '../trpc/init';
import { MEDIA_LIBRARY_RULE } from './rules';

/** The tRPC twin of `GET /api/media` (spec 4.6): same rule, same core function. */
export const mediaRouter = router({
  library: ruledProcedure(MEDIA_LIBRARY_RULE)
    .input(MediaLibraryInput)
    .query(({ ctx, input }) => listMediaLibrary(ctx.services.db, input, ctx.mediaCdnBaseUrl)),
});
