import type { AccountServices } from '@center-platform/core/accounts';
import { FootfallCountsInput, FootfallQuery, getFootfall, recordFootfall } from '@center-platform/core/analytics';
import { Hono } from 'hono';
import { z } from 'zod';
import { centerOfPath } from '../agency/path-center';
import type { AppEnv } from '../context';
import { route, UuidParam } from '../http/route';
import { FOOTFALL_REPORT_RULE, FOOTFALL_RULE } from './rules';

/**
 * Spec 4.6 `GET /api/analytics/footfall?centerId=&from=&to=`: the visitors per measured day; a center no counter
 * reports for answers `{ series: [], status: 'no_live_data', message }`. The counting system reports with
 * `PUT /api/agencyos/v1/centers/{centerId}/footfall` (the bridge or an organization key).
 */
export function footfallRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  route(
    app,
    {
      method: 'get',
      path: '/api/analytics/footfall',
      tag: 'Analytics',
      summary: 'The footfall series of a center: visitors per measured day',
      access: { staff: FOOTFALL_RULE, centerQuery: 'centerId' },
      request: { query: FootfallQuery },
    },
    (_c, { query }) => getFootfall(services.db, query),
  );
  route(
    app,
    {
      method: 'put',
      path: '/api/agencyos/v1/centers/:centerId/footfall',
      tag: 'Analytics',
      summary: 'Report the visitors a center’s counters measured per day',
      description:
        'For the counting system: `{ days: [{ day: "YYYY-MM-DD", visitors }] }`, up to a year at once; a day reported ' +
        'again replaces its count; a day after today is 400 DAY_IN_FUTURE.',
      access: {
        agency: FOOTFALL_REPORT_RULE,
        centerParam: 'centerId',
        target: centerOfPath(services.db),
      },
      request: { params: z.object({ centerId: UuidParam }), body: FootfallCountsInput },
    },
    (_c, { body, target }) => recordFootfall(services.db, target.centerId as string, body),
  );
  return app;
}
