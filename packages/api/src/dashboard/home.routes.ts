import { type AccountServices, getDashboardHome } from '@center-platform/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { staffRoute } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { HOME_RULE } from './rules';

/** Spec 4.6: `GET /api/dashboard/home?centerId=`. */
export function dashboardRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  staffRoute(
    app,
    { method: 'get', path: '/api/dashboard/home', rule: HOME_RULE, centerQuery: 'centerId' },
    async (c) => {
      const centerId = c.req.query('centerId');
      if (!z.uuid().safeParse(centerId).success)
        throw new ApiError(400, 'INVALID_REQUEST', 'query.centerId: expected a uuid');
      return c.json({ success: true, data: await getDashboardHome(services.db, centerId as string) });
    },
  );
  return app;
}
