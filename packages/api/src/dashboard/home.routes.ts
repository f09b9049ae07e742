import type { AccountServices } from '@center-platform/core/accounts';
import { getDashboardHome } from '@center-platform/core/dashboard';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { CenterQuery, route } from '../http/route';
import { HOME_RULE } from './rules';

/** Spec 4.6: `GET /api/dashboard/home?centerId=`. */
export function dashboardRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  route(
    app,
    {
      method: 'get',
      path: '/api/dashboard/home',
      tag: 'Dashboard',
      summary: 'The dashboard home of a center',
      access: { staff: HOME_RULE, centerQuery: 'centerId' },
      request: { query: CenterQuery },
    },
    (_c, { query }) => getDashboardHome(services.db, query.centerId),
  );
  return app;
}
