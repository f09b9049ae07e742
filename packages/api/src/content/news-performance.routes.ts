import type { AccountServices } from '@center-platform/core/accounts';
import {
  getNewsPerformance,
  getOneNewsPerformance,
  PerformanceBatchInput,
  PerformanceRange,
} from '@center-platform/core/content';
import { Hono } from 'hono';
import { z } from 'zod';
import { actorOf, centerScopeOf } from '../auth/actor';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { route, UuidParam } from '../http/route';
import { NEWS_PERFORMANCE_RULE } from './rules';

/**
 * Spec 4.6, 8: `GET /api/content/news/{id}/performance?from=&to=` and `POST` with `{ from?, to? }` (one item), and
 * `POST /api/content/news/performance` with `{ ids, from?, to? }` (up to 40 items; unknown ids in `notFound`).
 */
export function newsPerformanceRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const rule = NEWS_PERFORMANCE_RULE;

  route(
    app,
    {
      method: 'get',
      path: '/api/content/news/:id/performance',
      tag: 'Content',
      summary: 'The performance of one news item',
      access: { staff: rule },
      request: { params: z.object({ id: UuidParam }), query: PerformanceRange },
    },
    (c, { params, query }) => getOneNewsPerformance(services.db, params.id, query, centerScopeOf(actorOf(c))),
  );

  // the POST of the spec's table (4.6): the same read with the range in a JSON body
  route(
    app,
    {
      method: 'post',
      path: '/api/content/news/:id/performance',
      tag: 'Content',
      summary: 'The performance of one news item, the range `{ from?, to? }` in the body',
      access: { staff: rule },
      request: { params: z.object({ id: UuidParam }), body: PerformanceRange },
    },
    (c, { params, body }) =>
      getOneNewsPerformance(services.db, params.id, PerformanceRange.parse(body), centerScopeOf(actorOf(c))),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/content/news/performance',
      tag: 'Content',
      summary: 'The performance of up to 40 news items (unknown ids in notFound)',
      access: { staff: rule },
    },
    async (c) => {
      const { ids, from, to } = await parseBody(c, PerformanceBatchInput);
      return getNewsPerformance(services.db, ids, { from, to }, centerScopeOf(actorOf(c)));
    },
  );
  return app;
}
