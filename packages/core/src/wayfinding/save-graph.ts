import type { Kysely } from 'kysely';
import { z } from 'zod';
import { parseInput, plainText, writeForCenter } from '../content/staff-write';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { listGraphNodes } from './graph';
import { CONNECTOR_TYPES, MAX_COORDINATE, MAX_FLOOR_EDGES, MAX_FLOOR_NODES, NODE_KINDS } from './graph-rules';

const Coordinate = z.number().finite().min(-MAX_COORDINATE).max(MAX_COORDINATE);

export const SaveFloorGraphInput = z.object({
  floorId: z.uuid(),
  nodes: z
    .array(
      z.object({
        id: z.uuid(),
        kind: z.enum(NODE_KINDS),
        x: Coordinate,
        y: Coordinate,
        connectorGroup: plainText().min(1).max(100).nullable().default(null),
        connectorType: z.enum(CONNECTOR_TYPES).nullable().default(null),
        refId: z.uuid().nullable().default(null),
        label: plainText().max(200).nullable().default(null),
      }),
    )
    .max(MAX_FLOOR_NODES),
  edges: z
    .array(
      z.object({
        fromNodeId: z.uuid(),
        toNodeId: z.uuid(),
        weight: z.number().finite().min(0).nullable().default(null),
        isAccessible: z.boolean().default(true),
      }),
    )
    .max(MAX_FLOOR_EDGES),
});
export type SaveFloorGraphInput = z.input<typeof SaveFloorGraphInput>;

const invalid = (message: string) => new DomainError('invalid', 'INVALID_GRAPH', message);

/**
 * Replaces the nodes and edges of one floor of a center in one transaction and bumps the content version
 * (see {@link replaceFloorGraph}).
 */
export async function saveFloorGraph(db: Kysely<Database>, centerId: string, raw: unknown) {
  const input = checkFloorGraph(raw);
  return writeForCenter(db, centerId, (trx) => writeFloorGraph(trx, centerId, input));
}

/**
 * Replaces one floor's graph inside the caller's transaction, without bumping the content version (the demo
 * seed writes a new center's graphs in its own transaction).
 */
export async function replaceFloorGraph(trx: Kysely<Database>, centerId: string, raw: unknown) {
  return writeFloorGraph(trx, centerId, checkFloorGraph(raw));
}

/**
 * Validated: node ids are unique, edges connect given nodes, connector nodes carry a group and a type (and no
 * other node does), and reference nodes (entrance, touchscreen, location) name their record.
 */
function checkFloorGraph(raw: unknown) {
  const input = parseInput(SaveFloorGraphInput, raw);
  const ids = new Set<string>();
  for (const node of input.nodes) {
    if (ids.has(node.id)) throw invalid(`Node ${node.id} is given twice.`);
    ids.add(node.id);
    const isConnector = node.kind === 'connector';
    if (isConnector !== (node.connectorGroup !== null && node.connectorType !== null)) {
      throw invalid(`Node ${node.id}: connectors (and only they) need connectorGroup and connectorType.`);
    }
    if ((node.kind === 'entrance' || node.kind === 'touchscreen' || node.kind === 'location') && !node.refId) {
      throw invalid(`Node ${node.id}: a ${node.kind} node needs refId.`);
    }
  }
  const seenEdges = new Set<string>();
  for (const edge of input.edges) {
    if (!ids.has(edge.fromNodeId) || !ids.has(edge.toNodeId)) {
      throw invalid(`Edge ${edge.fromNodeId} -> ${edge.toNodeId} references a node not given.`);
    }
    if (edge.fromNodeId === edge.toNodeId) throw invalid(`Edge of node ${edge.fromNodeId} to itself.`);
    const key = [edge.fromNodeId, edge.toNodeId].sort().join(':');
    if (seenEdges.has(key)) throw invalid(`Edge ${edge.fromNodeId} -> ${edge.toNodeId} is given twice.`);
    seenEdges.add(key);
  }
  return { input, ids };
}

/**
 * The floor's nodes (connectors included) are replaced; edges are replaced where they touch a node of the floor.
 * Checked against the stored rows: the floor belongs to the center, no node id is used on another floor, and a
 * connector group keeps one type across floors.
 */
async function writeFloorGraph(
  trx: Kysely<Database>,
  centerId: string,
  { input, ids }: ReturnType<typeof checkFloorGraph>,
) {
  const floor = await trx
    .selectFrom('mapFloors')
    .select('id')
    .where('id', '=', input.floorId)
    .where('centerId', '=', centerId)
    .executeTakeFirst();
  if (!floor) throw new DomainError('not_found', 'FLOOR_NOT_FOUND', 'No such floor in this center.');
  if (ids.size > 0) {
    const elsewhere = await trx
      .selectFrom('wayfindingNodes')
      .select('id')
      .where('id', 'in', [...ids])
      .where((eb) => eb.or([eb('floorId', '<>', input.floorId), eb('centerId', '<>', centerId)]))
      .executeTakeFirst();
    if (elsewhere) throw invalid(`Node ${elsewhere.id} belongs to another floor.`);
  }
  const groups = new Map(
    input.nodes.flatMap((n) => (n.connectorGroup ? [[n.connectorGroup, n.connectorType] as const] : [])),
  );
  if (groups.size > 0) {
    const others = await trx
      .selectFrom('wayfindingNodes')
      .select(['connectorGroup', 'connectorType'])
      .where('centerId', '=', centerId)
      .where('floorId', '<>', input.floorId)
      .where('connectorGroup', 'in', [...groups.keys()])
      .execute();
    for (const other of others) {
      const type = groups.get(other.connectorGroup as string);
      if (type !== other.connectorType) {
        throw invalid(`Connector group ${other.connectorGroup} is a ${other.connectorType} on another floor.`);
      }
    }
  }
  // edges touching the floor's nodes go with them (on delete cascade)
  await trx
    .deleteFrom('wayfindingNodes')
    .where('centerId', '=', centerId)
    .where('floorId', '=', input.floorId)
    .execute();
  for (let i = 0; i < input.nodes.length; i += 1000) {
    await trx
      .insertInto('wayfindingNodes')
      .values(input.nodes.slice(i, i + 1000).map((n) => ({ ...n, centerId, floorId: input.floorId })))
      .execute();
  }
  for (let i = 0; i < input.edges.length; i += 1000) {
    await trx
      .insertInto('wayfindingEdges')
      .values(input.edges.slice(i, i + 1000).map((e) => ({ ...e, centerId })))
      .execute();
  }
  return { floorId: input.floorId, nodes: input.nodes.length, edges: input.edges.length };
}

/** A center's stored graph for the staff editor: floors, nodes and edges. */
export async function getWayfindingGraphForStaff(db: Kysely<Database>, centerId: string) {
  const [floors, nodes, edges] = await Promise.all([
    db
      .selectFrom('mapFloors')
      .select(['id', 'floorNumber', 'name'])
      .where('centerId', '=', centerId)
      .orderBy('floorNumber')
      .execute(),
    listGraphNodes(db, centerId),
    db
      .selectFrom('wayfindingEdges')
      .select(['id', 'fromNodeId', 'toNodeId', 'weight', 'isAccessible'])
      .where('centerId', '=', centerId)
      .orderBy('id')
      .execute(),
  ]);
  return { floors, nodes, edges };
}
