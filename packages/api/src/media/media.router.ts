import {
  deleteMedia,
  listMediaLibrary,
  listMediaPage,
  MediaFileInput,
  MediaLibraryInput,
  MediaPageQuery,
  mediaUsage,
  UpdateMediaInput,
  updateMedia,
} from '@center-platform/core/media';
import { TRPCError } from '@trpc/server';
import { router, ruledProcedure, type TrpcContext } from '../trpc/init';
import { MEDIA_LIBRARY_RULE, MEDIA_WRITE_RULE } from './rules';

function storageOf(ctx: TrpcContext) {
  if (!ctx.mediaStorage) throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'No media store is configured.' });
  return ctx.mediaStorage;
}

/** The tRPC twins of the media library routes (spec 4.6, issue 26): same rules, same core functions. Uploads are REST only (multipart). */
export const mediaRouter = router({
  library: ruledProcedure(MEDIA_LIBRARY_RULE)
    .input(MediaLibraryInput)
    .query(({ ctx, input }) => listMediaLibrary(ctx.services.db, input, ctx.mediaCdnBaseUrl)),
  /** The Media library screen's list: a page at a time, sorted, filtered by kind, searched (issue 24). */
  page: ruledProcedure(MEDIA_LIBRARY_RULE)
    .input(MediaPageQuery)
    .query(({ ctx, input }) => listMediaPage(ctx.services.db, input, ctx.mediaCdnBaseUrl)),
  usage: ruledProcedure(MEDIA_LIBRARY_RULE)
    .input(MediaFileInput)
    .query(({ ctx, input }) => mediaUsage(ctx.services.db, input)),
  update: ruledProcedure(MEDIA_WRITE_RULE)
    .input(UpdateMediaInput)
    .mutation(({ ctx, input }) => updateMedia(ctx.services.db, input, ctx.mediaCdnBaseUrl)),
  remove: ruledProcedure(MEDIA_WRITE_RULE)
    .input(MediaFileInput)
    .mutation(({ ctx, input }) => deleteMedia(ctx.services.db, storageOf(ctx), input)),
});
