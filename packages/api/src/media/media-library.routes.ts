import { listMediaLibrary, MediaLibraryQuery } from '@center-platform/core/media';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { route } from '../http/route';
import { MEDIA_LIBRARY_RULE } from './rules';

/** Spec 4.6 `GET /api/media?centerId=&kind=&limit=&offset=`: the media library list of a center. */
export function mediaLibraryRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  route(
    app,
    {
      method: 'get',
      path: '/api/media',
      tag: 'Media',
      summary: 'The media library of a center, paged',
      access: { staff: MEDIA_LIBRARY_RULE, centerQuery: 'centerId' },
      request: { query: MediaLibraryQuery },
    },
    async (c, { query }) => {
      const page = await listMediaLibrary(deps.db, query, deps.config.media.cdnBaseUrl);
      return c.json({ success: true, ...page });
    },
  );
  return app;
}
