import { listMediaLibrary, listMediaPage, MediaLibraryInput, MediaPageQuery } from '@center-platform/core/media';
import { router, ruledProcedure } from '../trpc/init';
import { MEDIA_LIBRARY_RULE } from './rules';

/** The tRPC twin of `GET /api/media` (spec 4.6): same rule, same core function. */
export const mediaRouter = router({
  library: ruledProcedure(MEDIA_LIBRARY_RULE)
    .input(MediaLibraryInput)
    .query(({ ctx, input }) => listMediaLibrary(ctx.services.db, input, ctx.mediaCdnBaseUrl)),
  /** The Media library screen's list: a page at a time, sorted, filtered by kind, searched (issue 24). */
  page: ruledProcedure(MEDIA_LIBRARY_RULE)
    .input(MediaPageQuery)
    .query(({ ctx, input }) => listMediaPage(ctx.services.db, input, ctx.mediaCdnBaseUrl)),
});
