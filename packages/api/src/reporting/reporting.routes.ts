import type { AccountServices } from '@center-platform/core/accounts';
import { ReportingRange, readClientReporting } from '@center-platform/core/reporting';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { route, UuidParam } from '../http/route';
import { REPORTING_RULES } from './rules';

/** Spec 4.8: `GET /api/centers/{centerId}/reporting?from=YYYY-MM&to=YYYY-MM`, the client reporting of a center. */
export function reportingRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  route(
    app,
    {
      method: 'get',
      path: '/api/centers/:centerId/reporting',
      tag: 'Reporting',
      summary: 'The client reporting of a center (from, to: YYYY-MM)',
      access: { staff: REPORTING_RULES.read, centerParam: 'centerId' },
      request: { params: z.object({ centerId: UuidParam }), query: ReportingRange },
    },
    (_c, { params, query }) => readClientReporting(services.db, params.centerId, query),
  );
  return app;
}
