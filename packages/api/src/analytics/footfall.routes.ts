import { type AccountServices, FootfallQuery, getFootfall } from '@center-platform/core';
import { Hono } from 'hono';
import { staffRoute } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { parseQuery } from '../http/query';
import { FOOTFALL_RULE } from './rules';

/**
 * Spec 4.6 `GET /api/analytics/footfall?centerId=&from=&to=`: prepared. Until live measurements exist every
 * valid request answers `{ series: [], status: 'no_live_data', message }`.
 */
export function footfallRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  staffRoute(
    app,
    { method: 'get', path: '/api/analytics/footfall', rule: FOOTFALL_RULE, centerQuery: 'centerId' },
    async (c) => c.json({ success: true, data: await getFootfall(services.db, parseQuery(c, FootfallQuery)) }),
  );
  return app;
}
