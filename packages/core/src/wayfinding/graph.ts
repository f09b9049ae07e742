import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import type { ConnectorType, GraphEdgeInput, GraphNodeInput } from './graph-rules';

export type { ConnectorType, GraphEdgeInput, GraphNodeInput, WayfindingNodeKind } from './graph-rules';

/**
 * Cost of a connector per floor changed, in the plan's SVG units (spec 2.7 leaves them open; chosen here):
 * stairs 15, escalator 10, lift 20 per floor plus {@link LIFT_WAIT} once for the wait at the door.
 */
export const CONNECTOR_COST_PER_FLOOR: Record<ConnectorType, number> = { stairs: 15, escalator: 10, lift: 20 };
export const LIFT_WAIT = 30;

export interface GraphInput {
  floors: { id: string; floorNumber: number }[];
  /** map locations: to resolve a shop to its location(s) */
  locations: { id: string; shopId: string | null }[];
  nodes: GraphNodeInput[];
  edges: GraphEdgeInput[];
  /** the plan's scale (its settings' `metersPerUnit`): metres per SVG unit, when the center gave one */
  metersPerUnit?: number | null;
}

/** One directed arc of the compiled graph (every stored edge becomes two). */
export interface Arc {
  to: number;
  cost: number;
  /** false for an edge stored as not accessible, or a stairs/escalator connector */
  accessible: boolean;
  connectorType: ConnectorType | null;
}

/** A center's walkable graph, compiled for routing: nodes by index, adjacency lists, lookups. */
export interface WayfindingGraph {
  nodes: (GraphNodeInput & { floorNumber: number })[];
  adjacency: Arc[][];
  floorNumbers: Map<string, number>;
  /** `${kind}:${refId}` -> node index */
  byRef: Map<string, number>;
  /** shop id -> its map location ids */
  shopLocations: Map<string, string[]>;
  /** min over walking arcs of cost / euclidean distance (at most 1): keeps the A* heuristic admissible */
  walkRatio: number;
  /** connector positions by floor number (for the A* heuristic across floors) */
  connectorsByFloor: Map<number, { x: number; y: number; connectorType: ConnectorType }[]>;
  /** metres per SVG unit, or null when the plan has no scale */
  metersPerUnit: number | null;
}

const euclid = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/** Compiles the stored rows into a routable graph (pure; the bench builds graphs in memory with it). */
export function buildWayfindingGraph(input: GraphInput): WayfindingGraph {
  const floorNumbers = new Map(input.floors.map((f) => [f.id, f.floorNumber]));
  const index = new Map<string, number>();
  const nodes: WayfindingGraph['nodes'] = [];
  for (const node of input.nodes) {
    const floorNumber = floorNumbers.get(node.floorId);
    if (floorNumber === undefined) continue; // a node on a floor of another center: ignored
    index.set(node.id, nodes.length);
    nodes.push({ ...node, floorNumber });
  }
  const adjacency: Arc[][] = nodes.map(() => []);
  const byRef = new Map<string, number>();
  nodes.forEach((node, i) => {
    if (node.refId) byRef.set(`${node.kind}:${node.refId}`, i);
  });
  let walkRatio = 1;
  for (const edge of input.edges) {
    const from = index.get(edge.fromNodeId);
    const to = index.get(edge.toNodeId);
    if (from === undefined || to === undefined || from === to) continue;
    const distance = euclid(nodes[from] as GraphNodeInput, nodes[to] as GraphNodeInput);
    const cost = edge.weight ?? distance;
    if (distance > 0) walkRatio = Math.min(walkRatio, cost / distance);
    adjacency[from]?.push({ to, cost, accessible: edge.isAccessible, connectorType: null });
    adjacency[to]?.push({ to: from, cost, accessible: edge.isAccessible, connectorType: null });
  }
  // connectors: every pair of a group on different floors is linked, priced per floor changed
  const groups = new Map<string, number[]>();
  nodes.forEach((node, i) => {
    if (node.kind !== 'connector' || !node.connectorGroup || !node.connectorType) return;
    const members = groups.get(node.connectorGroup) ?? [];
    members.push(i);
    groups.set(node.connectorGroup, members);
  });
  for (const members of groups.values()) {
    for (const a of members) {
      for (const b of members) {
        const na = nodes[a];
        const nb = nodes[b];
        if (a === b || !na || !nb || na.floorNumber === nb.floorNumber) continue;
        const type = na.connectorType as ConnectorType;
        const floors = Math.abs(na.floorNumber - nb.floorNumber);
        const cost = CONNECTOR_COST_PER_FLOOR[type] * floors + (type === 'lift' ? LIFT_WAIT : 0);
        adjacency[a]?.push({ to: b, cost, accessible: type === 'lift', connectorType: type });
      }
    }
  }
  const shopLocations = new Map<string, string[]>();
  for (const location of input.locations) {
    if (!location.shopId) continue;
    shopLocations.set(location.shopId, [...(shopLocations.get(location.shopId) ?? []), location.id]);
  }
  const connectorsByFloor: WayfindingGraph['connectorsByFloor'] = new Map();
  for (const node of nodes) {
    if (node.kind !== 'connector' || !node.connectorType) continue;
    const list = connectorsByFloor.get(node.floorNumber) ?? [];
    list.push({ x: node.x, y: node.y, connectorType: node.connectorType });
    connectorsByFloor.set(node.floorNumber, list);
  }
  return {
    nodes,
    adjacency,
    floorNumbers,
    byRef,
    shopLocations,
    walkRatio: Math.max(0, walkRatio),
    connectorsByFloor,
    metersPerUnit: input.metersPerUnit ?? null,
  };
}

/** The nodes of a center's graph, by id (the compiled graph and the staff editor read the same columns). */
export function listGraphNodes(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('wayfindingNodes')
    .select(['id', 'floorId', 'kind', 'x', 'y', 'connectorGroup', 'connectorType', 'refId', 'label'])
    .where('centerId', '=', centerId)
    .orderBy('id')
    .execute();
}

/** Reads a center's graph: one query per table (floors, map locations, nodes, edges). */
export async function readGraphInput(db: Kysely<Database>, centerId: string): Promise<GraphInput> {
  const [floors, locations, nodes, edges, plan] = await Promise.all([
    db.selectFrom('mapFloors').select(['id', 'floorNumber']).where('centerId', '=', centerId).execute(),
    db.selectFrom('mapLocations').select(['id', 'shopId']).where('centerId', '=', centerId).execute(),
    listGraphNodes(db, centerId),
    db
      .selectFrom('wayfindingEdges')
      .select(['fromNodeId', 'toNodeId', 'weight', 'isAccessible'])
      .where('centerId', '=', centerId)
      .execute(),
    db.selectFrom('centerplans').select('settings').where('centerId', '=', centerId).executeTakeFirst(),
  ]);
  return { floors, locations, nodes, edges, metersPerUnit: scaleOf(plan?.settings) };
}

/** The plan's `settings.metersPerUnit` when it is a positive number, else null. */
function scaleOf(settings: unknown): number | null {
  const value = (settings as { metersPerUnit?: unknown } | null | undefined)?.metersPerUnit;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

const cache = new Map<string, { version: number; graph: WayfindingGraph }>();

/**
 * The compiled graph of a center, cached per center and content version (every staff write of the graph bumps
 * the version, so a changed graph is read again). NOT_FOUND for an unknown center.
 */
export async function loadWayfindingGraph(db: Kysely<Database>, centerId: string): Promise<WayfindingGraph> {
  const center = await db.selectFrom('centers').select('contentVersion').where('id', '=', centerId).executeTakeFirst();
  if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  const cached = cache.get(centerId);
  if (cached && cached.version === center.contentVersion) return cached.graph;
  const graph = buildWayfindingGraph(await readGraphInput(db, centerId));
  cache.set(centerId, { version: center.contentVersion, graph });
  return graph;
}

/** Forgets the cached graphs (tests, or after a write outside the content version). */
export function clearWayfindingGraphCache(): void {
  cache.clear();
}
