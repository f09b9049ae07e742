import {
  type AccountServices,
  getNewsPerformance,
  getOneNewsPerformance,
  PerformanceBatchInput,
  PerformanceRange,
} from '@center-platform/core';
import { Hono } from 'hono';
import { actorOf, centerScopeOf } from '../auth/actor';
import { staffRoute } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { uuidParam } from '../http/params';
import { parseQuery } from '../http/query';
import { NEWS_PERFORMANCE_RULE } from './rules';

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
    return c.json({
      success: true,
      data: await getOneNewsPerformance(services.db, id, range, centerScopeOf(actorOf(c))),
    });
  });

  staffRoute(app, { method: 'post', path: '/api/content/news/performance', rule }, async (c) => {
    const { ids, from, to } = await parseBody(c, PerformanceBatchInput);
    return c.json({
      success: true,
      data: await getNewsPerformance(services.db, ids, { from, to }, centerScopeOf(actorOf(c))),
    });
  });
  return app;
}
