// The route the embeddable plan draws (spec 4.2): `from` (a touchscreen, or with `fromType` an entrance or a map
// location), `to` (a map location, or with `toType=shop` a shop) and `accessible=1`. Computed by core's routing,
// the same as `/api/wayfinding/routing`; an unknown, unroutable or malformed start or destination means no route.
import type { Database } from '@center-platform/core/db';
import { DomainError } from '@center-platform/core/errors';
import {
  findRoute,
  loadWayfindingGraph,
  NoRouteError,
  type RouteFrom,
  type RouteTo,
} from '@center-platform/core/wayfinding';
import type { Kysely } from 'kysely';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FROM_TYPES: RouteFrom['type'][] = ['touchscreen', 'entrance', 'location'];

/** What the renderer draws: one polyline per floor, and the map location to highlight. */
export interface EmbedRoute {
  accessible: boolean;
  destinationLocationId: string;
  legs: { floorId: string; polyline: [number, number][] }[];
}

export interface EmbedRouteRequest {
  from: RouteFrom;
  to: RouteTo;
  accessible: boolean;
}

/** The route a query asks for, or undefined unless `from` and `to` are both uuids. */
export function routeRequestFromQuery(query: Record<string, string | undefined>): EmbedRouteRequest | undefined {
  const { from, to } = query;
  if (!from || !to || !UUID.test(from) || !UUID.test(to)) return undefined;
  const fromType = FROM_TYPES.find((type) => type === query.fromType) ?? 'touchscreen';
  return {
    from: { type: fromType, id: from.toLowerCase() },
    to: { type: query.toType === 'shop' ? 'shop' : 'location', id: to.toLowerCase() },
    accessible: query.accessible === '1' || query.accessible === 'true',
  };
}

/** The route of a center's plan, or undefined when its start or destination is unknown or no path joins them. */
export async function embedRoute(
  db: Kysely<Database>,
  centerId: string,
  request: EmbedRouteRequest,
): Promise<EmbedRoute | undefined> {
  try {
    const route = findRoute(await loadWayfindingGraph(db, centerId), request);
    return {
      accessible: route.accessible,
      destinationLocationId: route.destinationLocationId,
      legs: route.legs.map(({ floorId, polyline }) => ({ floorId, polyline })),
    };
  } catch (error) {
    if (error instanceof NoRouteError || (error instanceof DomainError && error.kind === 'not_found')) return undefined;
    throw error;
  }
}
