import { DomainError } from '../errors';
import { aStar } from './astar';
import type { Arc, ConnectorType, WayfindingGraph } from './graph';

export type RouteFrom = { type: 'touchscreen' | 'entrance' | 'location'; id: string };
export type RouteTo = { type: 'location' | 'shop'; id: string };

export interface RouteStep {
  kind: 'walk' | 'connector';
  /** the step in English (the same as texts.en) */
  text: string;
  /** the step for a visitor, in German and English */
  texts: { de: string; en: string };
  connectorType?: ConnectorType;
  toFloorNumber?: number;
  distance: number;
  /** the walked metres (rounded), where the plan has a scale */
  meters?: number;
}

export interface RouteLeg {
  floorId: string;
  floorNumber: number;
  /** the walked points in the floor's SVG coordinates */
  polyline: [number, number][];
  steps: RouteStep[];
}

export interface Route {
  distance: number;
  /** the walked metres of the route (the sum of its walks), where the plan has a scale */
  meters?: number;
  accessible: boolean;
  /** the map location reached (for a shop: the nearest of its locations) */
  destinationLocationId: string;
  legs: RouteLeg[];
}

/** No path between start and destination (the HTTP layer answers 422 `NO_ROUTE`). */
export class NoRouteError extends Error {
  readonly code = 'NO_ROUTE';
  constructor(readonly accessible: boolean) {
    super(accessible ? 'No step-free route exists between these places.' : 'No route exists between these places.');
    this.name = 'NoRouteError';
  }
}

// The plan gives distances in its own units; with a scale (the plan settings' `metersPerUnit`) the walking texts
// say how far, else they name where to go. `distance` keeps the plan's number either way.
const CONNECTORS: Record<ConnectorType, { en: string; de: string; deTo: string }> = {
  stairs: { en: 'stairs', de: 'die Treppe', deTo: 'zur Treppe' },
  escalator: { en: 'escalator', de: 'die Rolltreppe', deTo: 'zur Rolltreppe' },
  lift: { en: 'lift', de: 'den Aufzug', deTo: 'zum Aufzug' },
};
const floorName = (n: number) => ({
  en: n === 0 ? 'the ground floor' : n > 0 ? `floor ${n}` : `basement ${-n}`,
  de: n === 0 ? 'ins Erdgeschoss' : n > 0 ? `ins ${n}. Obergeschoss` : `ins ${-n}. Untergeschoss`,
});
const step = (texts: { de: string; en: string }) => ({ text: texts.en, texts });
const round = (n: number) => Math.round(n * 10) / 10;
/** Metres as a visitor reads them: whole metres up to 20, then steps of 5 (a plan's scale is not exact). */
const metersOf = (units: number, metersPerUnit: number) => {
  const meters = units * metersPerUnit;
  return meters <= 20 ? Math.max(1, Math.round(meters)) : Math.round(meters / 5) * 5;
};

/** A walk to `to` (English `the lift`, German `zum Aufzug`), with how far where the plan has a scale. */
function walk(units: number, to: { en: string; de: string }, metersPerUnit: number | null): RouteStep {
  if (metersPerUnit === null) {
    return { kind: 'walk', ...step({ en: `Walk to ${to.en}.`, de: `Gehen Sie ${to.de}.` }), distance: round(units) };
  }
  const meters = metersOf(units, metersPerUnit);
  return {
    kind: 'walk',
    ...step({ en: `Walk about ${meters} m to ${to.en}.`, de: `Gehen Sie etwa ${meters} m ${to.de}.` }),
    distance: round(units),
    meters,
  };
}

function startNode(graph: WayfindingGraph, from: RouteFrom): number {
  const node = graph.byRef.get(`${from.type}:${from.id}`);
  if (node === undefined)
    throw new DomainError('not_found', 'START_NOT_FOUND', `No ${from.type} ${from.id} on the plan.`);
  return node;
}

function goalNodes(graph: WayfindingGraph, to: RouteTo): number[] {
  const locationIds = to.type === 'shop' ? (graph.shopLocations.get(to.id) ?? []) : [to.id];
  const goals = locationIds.flatMap((id) => {
    const node = graph.byRef.get(`location:${id}`);
    return node === undefined ? [] : [node];
  });
  if (goals.length === 0) {
    throw new DomainError('not_found', 'DESTINATION_NOT_FOUND', `No ${to.type} ${to.id} on the plan.`);
  }
  return goals;
}

/**
 * The cheapest route from a touchscreen, entrance or map location to a map location (or a shop's location),
 * split into one leg per floor. NOT_FOUND for an unknown start or destination, {@link NoRouteError} when no path
 * (with `accessible`: no step-free path) connects them.
 */
export function findRoute(
  graph: WayfindingGraph,
  options: { from: RouteFrom; to: RouteTo; accessible?: boolean },
): Route {
  const accessible = options.accessible ?? false;
  const start = startNode(graph, options.from);
  const goals = goalNodes(graph, options.to);
  const path = aStar(graph, start, goals, accessible);
  if (!path) throw new NoRouteError(accessible);
  const legs: RouteLeg[] = [];
  let leg: RouteLeg | undefined;
  let walked = 0;
  const destination = graph.nodes[path.nodes[path.nodes.length - 1] as number];
  for (let k = 0; k < path.nodes.length; k++) {
    const node = graph.nodes[path.nodes[k] as number];
    if (!node) continue;
    if (!leg) {
      leg = { floorId: node.floorId, floorNumber: node.floorNumber, polyline: [], steps: [] };
      legs.push(leg);
    }
    leg.polyline.push([node.x, node.y]);
    const nextIndex = path.nodes[k + 1];
    if (nextIndex === undefined) break;
    const next = graph.nodes[nextIndex];
    // the cheapest usable arc between the two (an edge may be stored in both directions)
    let arc: Arc | undefined;
    for (const a of graph.adjacency[path.nodes[k] as number] ?? []) {
      if (a.to === nextIndex && (!accessible || a.accessible) && (!arc || a.cost < arc.cost)) arc = a;
    }
    if (!next || !arc) continue;
    if (next.floorNumber === node.floorNumber) {
      walked += arc.cost;
      continue;
    }
    // a floor change: close this leg with its walk and the connector ride
    const type = arc.connectorType ?? 'stairs';
    if (walked > 0) {
      leg.steps.push(
        walk(walked, { en: `the ${CONNECTORS[type].en}`, de: CONNECTORS[type].deTo }, graph.metersPerUnit),
      );
    }
    const floor = floorName(next.floorNumber);
    leg.steps.push({
      kind: 'connector',
      ...step({
        en: `Take the ${CONNECTORS[type].en} to ${floor.en}.`,
        de: `Nehmen Sie ${CONNECTORS[type].de} ${floor.de}.`,
      }),
      connectorType: type,
      toFloorNumber: next.floorNumber,
      distance: round(arc.cost),
    });
    walked = 0;
    leg = undefined;
  }
  if (leg) {
    const label = destination?.label;
    leg.steps.push(
      walk(
        walked,
        { en: label ?? 'your destination', de: label ? `zu ${label}` : 'zu Ihrem Ziel' },
        graph.metersPerUnit,
      ),
    );
  }
  const walkedMeters = legs.flatMap((l) => l.steps).reduce((sum, s) => sum + (s.meters ?? 0), 0);
  return {
    distance: round(path.cost),
    ...(graph.metersPerUnit !== null && { meters: walkedMeters }),
    accessible,
    destinationLocationId: destination?.refId as string,
    legs,
  };
}
