import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { errorBody } from '../http/errors';
import { route } from '../http/route';
import { RETIRED_RULE } from './rules';

export interface RetiredRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  /** method and path of the route that took over */
  replacement: string;
}

/** The retired paths: older names of routes that exist now under the path the interface names. */
export const RETIRED_ROUTES: readonly RetiredRoute[] = [
  { method: 'post', path: '/api/import/legacy-mec', replacement: 'POST /api/import/mec' },
  { method: 'get', path: '/api/import/legacy-mec/:runId', replacement: 'GET /api/import/mec/{runId}' },
  { method: 'get', path: '/api/dashboard/overview', replacement: 'GET /api/dashboard/home?centerId=' },
  { method: 'get', path: '/api/news/:id/performance', replacement: 'GET /api/content/news/{id}/performance' },
  { method: 'post', path: '/api/news/performance', replacement: 'POST /api/content/news/performance' },
  { method: 'get', path: '/api/footfall', replacement: 'GET /api/analytics/footfall?centerId=' },
  { method: 'get', path: '/api/media-library', replacement: 'GET /api/media?centerId=' },
  { method: 'post', path: '/api/migrate', replacement: 'POST /api/system/maintenance/migrate' },
];

/** 410 `{ success: false, error: { code: 'GONE', message, replacement } }` for each retired route. */
export function retiredRoutes() {
  const app = new Hono<AppEnv>();
  for (const retired of RETIRED_ROUTES) {
    const { method, path, replacement } = retired;
    const summary = `Retired (410): use ${replacement}`;
    route(app, { method, path, tag: 'Retired', summary, access: { staff: RETIRED_RULE } }, (c) => {
      const body = errorBody('GONE', `This route was retired; use ${replacement}.`);
      return c.json({ ...body, error: { ...body.error, replacement } }, 410);
    });
  }
  return app;
}
