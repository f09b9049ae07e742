import type { AccountServices } from '@center-platform/core/accounts';
import { FootfallQuery, getFootfall } from '@center-platform/core/analytics';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { route } from '../http/route';
import { FOOTFALL_RULE } from './rules';

/**
 * Spec 4.6 `GET /api/analytics/footfall?centerId=&from=&to=`: prepared. Until live measurements exist every
 * valid request answers `{ series: [], status: 'no_live_data', message }`.
 */
export function footfallRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  route(
    app,
    {
      method: 'get',
      path: '/api/analytics/footfall',
      tag: 'Analytics',
      summary: 'The footfall series of a center (prepared: no live data yet)',
      access: { staff: FOOTFALL_RULE, centerQuery: 'centerId' },
      request: { query: FootfallQuery },
    },
    (_c, { query }) => getFootfall(services.db, query),
  );
  return app;
}
