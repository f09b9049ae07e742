import { type AccountServices, listFloors } from '@center-platform/core';
import { Hono } from 'hono';
import { staffRoute } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { uuidParam } from '../http/params';
import { CENTERPLAN_RULE } from '../trpc/centerplan.router';

/** The include values the context read knows (comma-separated in `?include=`). */
const INCLUDES = new Set(['floors_summary']);

/**
 * Spec 4.6: `GET /api/agencyos/v1/centers/{centerId}/context` — the context an agent or agency tool reads about
 * one center (session or bearer key; the rule of the center plan area, center-scoped). Without `include` it
 * answers the center; `include=floors_summary` adds the compact floors (never the `mapSvg` body). An unknown
 * include value is a 400.
 */
export function agencyContextRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  staffRoute(
    app,
    {
      method: 'get',
      path: '/api/agencyos/v1/centers/:centerId/context',
      rule: CENTERPLAN_RULE,
      centerParam: 'centerId',
    },
    async (c) => {
      const centerId = uuidParam(c, 'centerId');
      const includes = (c.req.queries('include') ?? [])
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter((value) => value !== '');
      const unknown = includes.filter((value) => !INCLUDES.has(value));
      if (unknown.length > 0) {
        throw new ApiError(
          400,
          'INVALID_REQUEST',
          `query.include: unknown value ${unknown.map((v) => `"${v}"`).join(', ')}; known: floors_summary`,
        );
      }
      const center = await services.db
        .selectFrom('centers')
        .select(['id', 'name', 'slug'])
        .where('id', '=', centerId)
        .executeTakeFirst();
      if (!center) throw new ApiError(404, 'CENTER_NOT_FOUND', 'No such center.');
      const data: Record<string, unknown> = { center };
      if (includes.includes('floors_summary')) data.floors = await listFloors(services.db, centerId);
      return c.json({ success: true, data });
    },
  );
  return app;
}
