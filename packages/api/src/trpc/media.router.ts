import { listMediaLibrary, MediaLibraryInput } from '@center-platform/core';
import { MEDIA_LIBRARY_RULE } from '../media/media-library.routes';
import { router, ruledProcedure } from './init';

/** The tRPC twin of `GET /api/media` (spec 4.6): same rule, same core function. */
export const mediaRouter = router({
  library: ruledProcedure(MEDIA_LIBRARY_RULE)
    .input(MediaLibraryInput)
    .query(({ ctx, input }) => listMediaLibrary(ctx.services.db, input, ctx.mediaCdnBaseUrl)),
});
