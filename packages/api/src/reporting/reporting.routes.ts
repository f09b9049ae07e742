import { type AccountServices, ReportingRange, readClientReporting } from '@center-platform/core';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { uuidParam } from '../http/params';
import { parseQuery } from '../http/query';
import { route } from '../http/route';
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
    },
    async (c) => {
      const centerId = uuidParam(c, 'centerId');
      const range = parseQuery(c, ReportingRange);
      return c.json({ success: true, data: await readClientReporting(services.db, centerId, range) });
    },
  );
  return app;
}
