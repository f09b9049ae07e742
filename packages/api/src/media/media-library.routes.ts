import { listMediaLibrary, MediaLibraryQuery } from '@center-platform/core';
import { Hono } from 'hono';
import { staffRoute } from '../auth/staff-routes';
import type { AppDeps, AppEnv } from '../context';
import { parseQuery } from '../http/query';
import { MEDIA_LIBRARY_RULE } from './rules';

/** Spec 4.6 `GET /api/media?centerId=&kind=&limit=&offset=`: the media library list of a center. */
export function mediaLibraryRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  staffRoute(
    app,
    { method: 'get', path: '/api/media', rule: MEDIA_LIBRARY_RULE, centerQuery: 'centerId' },
    async (c) => {
      const query = parseQuery(c, MediaLibraryQuery);
      const page = await listMediaLibrary(deps.db, query, deps.config.media.cdnBaseUrl);
      return c.json({ success: true, ...page });
    },
  );
  return app;
}
