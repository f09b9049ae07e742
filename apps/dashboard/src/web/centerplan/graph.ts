// The walkable graph of one floor in the browser (spec 2.7): the overlay lines drawn over the plan, the export
// as the JSON that wayfinding.saveGraph takes, and the reading of an edited JSON before it is sent. The server
// validates everything again (ids, connectors, references); the checks here only catch what would make a
// confusing request (not JSON, another floor, wrong shapes) and say where.

import {
  CONNECTOR_TYPES,
  type ConnectorType,
  type GraphEdgeInput as GraphEdge,
  type GraphNodeInput as GraphNode,
  MAX_COORDINATE,
  MAX_FLOOR_EDGES,
  MAX_FLOOR_NODES,
  NODE_KINDS,
  type WayfindingNodeKind,
} from '@center-platform/core/shared';

export type { GraphEdge, GraphNode };

/** an import larger than this is refused before it is parsed */
export const MAX_IMPORT_CHARS = 20 * 1024 * 1024;

/** What the server stores for a floor and what the export holds (wayfinding.saveGraph's `data`). */
export interface FloorGraphFile {
  floorId: string;
  nodes: Omit<GraphNode, 'floorId'>[];
  edges: GraphEdge[];
}

export interface OverlayLine {
  key: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  accessible: boolean;
}

/** The nodes of the floor and the edges touching them (as the server replaces them with the floor). */
export function floorGraph(
  graph: { nodes: readonly GraphNode[]; edges: readonly GraphEdge[] },
  floorId: string,
): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const nodes = graph.nodes.filter((node) => node.floorId === floorId);
  const ids = new Set(nodes.map((node) => node.id));
  const edges = graph.edges.filter((edge) => ids.has(edge.fromNodeId) || ids.has(edge.toNodeId));
  return { nodes, edges };
}

/** One line per edge whose two ends are nodes given here (an edge to another floor or to itself is not drawn). */
export function overlayLines(nodes: readonly GraphNode[], edges: readonly GraphEdge[]): OverlayLine[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const lines: OverlayLine[] = [];
  const seen = new Set<string>();
  for (const edge of edges) {
    const from = byId.get(edge.fromNodeId);
    const to = byId.get(edge.toNodeId);
    if (!from || !to || from === to) continue;
    const key = `${edge.fromNodeId}:${edge.toNodeId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (![from.x, from.y, to.x, to.y].every(Number.isFinite)) continue;
    lines.push({ key, x1: from.x, y1: from.y, x2: to.x, y2: to.y, accessible: edge.isAccessible });
  }
  return lines;
}

/** The floor's graph as the file staff download, edit and import again (the shape saveGraph takes). */
export function exportFloorGraph(
  graph: { nodes: readonly GraphNode[]; edges: readonly GraphEdge[] },
  floorId: string,
): FloorGraphFile {
  const own = floorGraph(graph, floorId);
  return {
    floorId,
    nodes: own.nodes.map((node) => ({
      id: node.id,
      kind: node.kind,
      x: node.x,
      y: node.y,
      connectorGroup: node.connectorGroup,
      connectorType: node.connectorType,
      refId: node.refId,
      label: node.label,
    })),
    edges: own.edges.map((edge) => ({
      fromNodeId: edge.fromNodeId,
      toNodeId: edge.toNodeId,
      weight: edge.weight,
      isAccessible: edge.isAccessible,
    })),
  };
}

export type ImportProblem =
  | { code: 'tooLarge' }
  | { code: 'notJson' }
  | { code: 'notObject' }
  | { code: 'otherFloor'; floorId: string }
  | { code: 'noList'; list: 'nodes' | 'edges' }
  | { code: 'tooMany'; list: 'nodes' | 'edges'; max: number }
  | { code: 'badNode'; index: number; field: string }
  | { code: 'badEdge'; index: number; field: string };

export type ImportResult = { ok: true; graph: FloorGraphFile } | { ok: false; problem: ImportProblem };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const own = (record: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(record, key) ? record[key] : undefined;
const isCoordinate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_COORDINATE;
const optionalText = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string';

/**
 * Reads an imported file for the floor `floorId`: JSON of `{ floorId?, nodes: [...], edges: [...] }` with the
 * fields of the export. A file naming another floor is refused (so a plan is not overwritten by mistake); unknown
 * fields are dropped; omitted optional fields become null (isAccessible: true).
 */
export function parseGraphImport(text: string, floorId: string): ImportResult {
  const fail = (problem: ImportProblem): ImportResult => ({ ok: false, problem });
  if (typeof text !== 'string') return fail({ code: 'notJson' });
  if (text.length > MAX_IMPORT_CHARS) return fail({ code: 'tooLarge' });
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return fail({ code: 'notJson' });
  }
  if (!isRecord(raw)) return fail({ code: 'notObject' });
  const fileFloor = own(raw, 'floorId');
  if (fileFloor !== undefined && fileFloor !== floorId) {
    return fail({ code: 'otherFloor', floorId: typeof fileFloor === 'string' ? fileFloor.slice(0, 100) : '?' });
  }
  const rawNodes = own(raw, 'nodes');
  const rawEdges = own(raw, 'edges');
  if (!Array.isArray(rawNodes)) return fail({ code: 'noList', list: 'nodes' });
  if (!Array.isArray(rawEdges)) return fail({ code: 'noList', list: 'edges' });
  if (rawNodes.length > MAX_FLOOR_NODES) return fail({ code: 'tooMany', list: 'nodes', max: MAX_FLOOR_NODES });
  if (rawEdges.length > MAX_FLOOR_EDGES) return fail({ code: 'tooMany', list: 'edges', max: MAX_FLOOR_EDGES });

  const nodes: FloorGraphFile['nodes'] = [];
  for (const [index, item] of rawNodes.entries()) {
    const bad = (field: string) => fail({ code: 'badNode', index, field });
    if (!isRecord(item)) return bad('node');
    const id = own(item, 'id');
    const kind = own(item, 'kind');
    const x = own(item, 'x');
    const y = own(item, 'y');
    const connectorGroup = own(item, 'connectorGroup');
    const connectorType = own(item, 'connectorType');
    const refId = own(item, 'refId');
    const label = own(item, 'label');
    if (typeof id !== 'string' || id.trim() === '') return bad('id');
    if (typeof kind !== 'string' || !(NODE_KINDS as readonly string[]).includes(kind)) return bad('kind');
    if (!isCoordinate(x)) return bad('x');
    if (!isCoordinate(y)) return bad('y');
    if (!optionalText(connectorGroup)) return bad('connectorGroup');
    if (
      connectorType !== undefined &&
      connectorType !== null &&
      !(CONNECTOR_TYPES as readonly unknown[]).includes(connectorType)
    ) {
      return bad('connectorType');
    }
    if (!optionalText(refId)) return bad('refId');
    if (!optionalText(label)) return bad('label');
    nodes.push({
      id,
      kind: kind as WayfindingNodeKind,
      x,
      y,
      connectorGroup: connectorGroup ?? null,
      connectorType: (connectorType as ConnectorType | null | undefined) ?? null,
      refId: refId ?? null,
      label: label ?? null,
    });
  }
  const edges: GraphEdge[] = [];
  for (const [index, item] of rawEdges.entries()) {
    const bad = (field: string) => fail({ code: 'badEdge', index, field });
    if (!isRecord(item)) return bad('edge');
    const fromNodeId = own(item, 'fromNodeId');
    const toNodeId = own(item, 'toNodeId');
    const weight = own(item, 'weight');
    const isAccessible = own(item, 'isAccessible');
    if (typeof fromNodeId !== 'string' || fromNodeId.trim() === '') return bad('fromNodeId');
    if (typeof toNodeId !== 'string' || toNodeId.trim() === '') return bad('toNodeId');
    if (weight !== undefined && weight !== null && !(typeof weight === 'number' && Number.isFinite(weight))) {
      return bad('weight');
    }
    if (isAccessible !== undefined && typeof isAccessible !== 'boolean') return bad('isAccessible');
    edges.push({ fromNodeId, toNodeId, weight: weight ?? null, isAccessible: isAccessible ?? true });
  }
  return { ok: true, graph: { floorId, nodes, edges } };
}

/** A file name for the export of a floor: `graph-floor-<number>.json` (minus sign kept as "m"). */
export function exportFileName(floorNumber: number): string {
  const safe = Number.isInteger(floorNumber) ? (floorNumber < 0 ? `m${-floorNumber}` : String(floorNumber)) : 'x';
  return `graph-floor-${safe}.json`;
}
