import {
  type AccountServices,
  getNewsPerformance,
  getOneNewsPerformance,
  PerformanceBatchInput,
  PerformanceRange,
  rolesOf,
  rule,
} from '@center-platform/core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { staffRoute } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { uuidParam } from '../http/params';
import { parseQuery } from '../http/query';

/**
 * Content performance is read where news are edited and where they are analysed: the roles of the editorial
 * and analytics areas (2.11), behind the content module (news are mall-core content), on the center of the
 * session (a news item of another center is not found).
 */
export const NEWS_PERFORMANCE_RULE = rule('mall-core', rolesOf('editorial', 'analytics'), { centerScoped: true });

/** SUPER_ADMIN reads any center's news; every other caller only the news of its session's center. */
function scopeOf(c: Context<AppEnv>) {
  const principal = c.get('principal');
  return principal?.role === 'SUPER_ADMIN' ? {} : { centerId: principal?.centerId ?? '' };
}

/**
 * Spec 4.6, 8: `GET /api/content/news/{id}/performance?from=&to=` (one item) and
 * `POST /api/content/news/performance` with `{ ids, from?, to? }` (up to 40 items; unknown ids in `notFound`).
 */
export function newsPerformanceRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const rule = NEWS_PERFORMANCE_RULE;

  staffRoute(app, { method: 'get', path: '/api/content/news/:id/performance', rule }, async (c) => {
    const id = uuidParam(c, 'id');
    const range = parseQuery(c, PerformanceRange);
    return c.json({ success: true, data: await getOneNewsPerformance(services.db, id, range, scopeOf(c)) });
  });

  staffRoute(app, { method: 'post', path: '/api/content/news/performance', rule }, async (c) => {
    const { ids, from, to } = await parseBody(c, PerformanceBatchInput);
    return c.json({ success: true, data: await getNewsPerformance(services.db, ids, { from, to }, scopeOf(c)) });
  });
  return app;
}
