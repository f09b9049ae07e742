import { DomainError } from '@center-platform/core/errors';
import { findRoute, loadWayfindingGraph, NoRouteError, type Route } from '@center-platform/core/wayfinding';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context';
import { errorBody } from '../../http/errors';
import { createVisitorLimiters, rateLimit } from '../../http/rate-limit';
import { visitorActionCors } from '../cors';
import type { PublicApp } from '../public-app';
import { commonErrors, errorResponse } from '../schemas/common';

const ROUTING_PATH = '/api/wayfinding/routing';

const Point = z.tuple([z.number(), z.number()]);
const RouteStep = z.object({
  kind: z.enum(['walk', 'connector']),
  text: z.string().openapi({ description: 'The step in English (texts.en)' }),
  texts: z.object({ de: z.string(), en: z.string() }).openapi({ description: 'The step in German and English' }),
  connectorType: z.enum(['stairs', 'escalator', 'lift']).optional(),
  toFloorNumber: z.number().int().optional(),
  distance: z.number().openapi({ description: 'Cost in SVG units (connectors: their fixed cost per floor)' }),
  meters: z
    .number()
    .int()
    .optional()
    .openapi({ description: "A walk's metres (rounded), when the plan settings give a scale (metersPerUnit)" }),
});
const RouteLeg = z.object({
  floorId: z.uuid(),
  floorNumber: z.number().int(),
  polyline: z.array(Point).openapi({ description: 'The walked points in the floor SVG coordinates' }),
  steps: z.array(RouteStep),
});
export const RouteResponse = z
  .object({
    success: z.literal(true),
    data: z.object({
      distance: z.number(),
      meters: z
        .number()
        .int()
        .optional()
        .openapi({ description: 'The walked metres (the sum of the walks), when the plan has a scale' }),
      accessible: z.boolean(),
      destinationLocationId: z
        .uuid()
        .openapi({ description: 'The map location reached (for a shop: the nearest of its locations)' }),
      legs: z.array(RouteLeg),
    }),
  })
  .openapi('WayfindingRoute');

export const RoutingRequest = z
  .object({
    centerId: z.uuid(),
    from: z.object({ type: z.enum(['touchscreen', 'entrance', 'location']), id: z.uuid() }),
    to: z.object({ type: z.enum(['location', 'shop']), id: z.uuid() }),
    // no `default` in the document: generated clients would make the field required; absent means false
    accessible: z
      .boolean()
      .optional()
      .openapi({ description: 'true for a step-free route (lifts only); default false' }),
  })
  .openapi('WayfindingRoutingRequest');

const queryParam = (name: string) => ({ param: { name, in: 'query' as const } });
const RoutingQuery = z.object({
  centerId: z.uuid().openapi(queryParam('centerId')),
  fromTouchscreen: z.uuid().openapi(queryParam('fromTouchscreen')),
  to: z.uuid().openapi({ ...queryParam('to'), description: 'A map location id (or a shop id with toType=shop)' }),
  toType: z
    .enum(['location', 'shop'])
    .optional()
    .openapi({ ...queryParam('toType'), description: 'What `to` names; default location' }),
  // also 1 and 0, as kiosks send it; documented as the boolean it is
  accessible: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true')
    .openapi({ ...queryParam('accessible'), type: 'boolean', description: 'true for a step-free route (lifts only)' }),
});

const responses = {
  200: { content: { 'application/json': { schema: RouteResponse } }, description: 'The route, one leg per floor' },
  400: errorResponse('Malformed input; the message names each invalid field'),
  404: errorResponse('No such center, start or destination'),
  422: errorResponse('NO_ROUTE: no path (with accessible: no step-free path) connects start and destination'),
  429: errorResponse('RATE_LIMITED: too many routing requests from this address; see Retry-After'),
  ...commonErrors,
};

const postRouting = createRoute({
  method: 'post',
  path: ROUTING_PATH,
  tags: ['Wayfinding'],
  summary: 'A route from a touchscreen, entrance or map location to a map location or shop',
  request: { body: { content: { 'application/json': { schema: RoutingRequest } }, required: true } },
  responses: { ...responses, 415: errorResponse('The body is not JSON (Content-Type application/json)') },
});

const getRouting = createRoute({
  method: 'get',
  path: ROUTING_PATH,
  tags: ['Wayfinding'],
  summary: 'The touchscreen variant: a route from a touchscreen to a map location or shop',
  request: { query: RoutingQuery },
  responses,
});

/** Routing is a visitor computation, not a write: GET and POST (and their preflights) are open to every origin. */
const routingCors = visitorActionCors(['GET', 'POST']);

type Computed = { ok: true; route: Route } | { ok: false; status: 404 | 422; code: string; message: string };

async function compute(deps: AppDeps, centerId: string, options: Parameters<typeof findRoute>[1]): Promise<Computed> {
  try {
    return { ok: true, route: findRoute(await loadWayfindingGraph(deps.db, centerId), options) };
  } catch (e) {
    if (e instanceof NoRouteError) return { ok: false, status: 422, code: e.code, message: e.message };
    if (e instanceof DomainError && e.kind === 'not_found') {
      return { ok: false, status: 404, code: e.code, message: e.message };
    }
    throw e;
  }
}

/** `POST /api/wayfinding/routing` and its GET variant (spec 4.1), CORS-open and rate limited per IP (spec 7, 8). */
export function registerWayfindingRoutes(app: PublicApp, deps: AppDeps) {
  const limiter = deps.visitorLimiters?.routing ?? createVisitorLimiters(deps.redis).routing;
  app.use(ROUTING_PATH, routingCors);
  app.use(
    ROUTING_PATH,
    rateLimit(limiter, { enabled: deps.config.publicVisitorRateLimit, trustProxy: deps.config.trustProxy }),
  );
  app.openapi(postRouting, async (c) => {
    const { centerId, from, to, accessible } = c.req.valid('json');
    const result = await compute(deps, centerId, { from, to, accessible: accessible ?? false });
    if (!result.ok) return c.json(errorBody(result.code, result.message), result.status);
    return c.json({ success: true as const, data: result.route }, 200);
  });
  app.openapi(getRouting, async (c) => {
    const q = c.req.valid('query');
    const result = await compute(deps, q.centerId, {
      from: { type: 'touchscreen', id: q.fromTouchscreen },
      to: { type: q.toType ?? 'location', id: q.to },
      accessible: q.accessible,
    });
    if (!result.ok) return c.json(errorBody(result.code, result.message), result.status);
    return c.json({ success: true as const, data: result.route }, 200);
  });
}
