import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The example center {@link seedWayfindingExample} writes: ids of its floors, reference records and nodes. */
export interface WayfindingExample {
  centerId: string;
  /** floor ids by floor number 0, 1, 2 */
  floors: string[];
  refs: Record<'touchscreen' | 'entrance' | 'locA' | 'locB' | 'locC' | 'locD' | 'locE', string>;
  nodes: Record<string, string>;
}

/**
 * A small three-floor center for tests and demos (spec 2.7): on floor 0 a touchscreen at (0,0), shop A at
 * (200,0), stairs at (100,50), a lift at (0,300), an entrance and a location E behind a step; on floor 1 shop B
 * at (150,100), the stairs and lift again, an escalator up to floor 2 with location D, and location C with no
 * edge at all. The reference ids are fresh uuids (touchscreen, entrance, map location ids).
 */
export async function seedWayfindingExample(db: Kysely<Database>, slug = `wayfinding-${randomUUID()}`) {
  const center = await db
    .insertInto('centers')
    .values({ name: 'Wayfinding Example', slug })
    .returning('id')
    .executeTakeFirstOrThrow();
  const centerId = center.id;
  const plan = await db
    .insertInto('centerplans')
    .values({ centerId, name: 'Plan' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const floors = await db
    .insertInto('mapFloors')
    .values(
      [0, 1, 2].map((floorNumber) => ({ centerId, centerplanId: plan.id, floorNumber, name: `Floor ${floorNumber}` })),
    )
    .returning(['id', 'floorNumber'])
    .execute();
  const floor = (n: number) => floors.find((f) => f.floorNumber === n)?.id as string;
  const refs = {
    touchscreen: randomUUID(),
    entrance: randomUUID(),
    locA: randomUUID(),
    locB: randomUUID(),
    locC: randomUUID(),
    locD: randomUUID(),
    locE: randomUUID(),
  };
  type Kind = 'walkway' | 'connector' | 'entrance' | 'touchscreen' | 'location';
  const spec: [
    string,
    number,
    Kind,
    number,
    number,
    string | null,
    ('stairs' | 'escalator' | 'lift') | null,
    string | null,
    string | null,
  ][] = [
    ['T', 0, 'touchscreen', 0, 0, null, null, refs.touchscreen, 'Touchscreen'],
    ['A', 0, 'walkway', 100, 0, null, null, null, null],
    ['In', 0, 'entrance', 100, -100, null, null, refs.entrance, 'Main entrance'],
    ['LA', 0, 'location', 200, 0, null, null, refs.locA, 'Shop A'],
    ['LE', 0, 'location', 0, -100, null, null, refs.locE, 'Location E'],
    ['S0', 0, 'connector', 100, 50, 'S', 'stairs', null, 'Stairs'],
    ['L0', 0, 'connector', 0, 300, 'L', 'lift', null, 'Lift'],
    ['S1', 1, 'connector', 100, 50, 'S', 'stairs', null, 'Stairs'],
    ['L1', 1, 'connector', 0, 300, 'L', 'lift', null, 'Lift'],
    ['B', 1, 'walkway', 100, 100, null, null, null, null],
    ['LB', 1, 'location', 150, 100, null, null, refs.locB, 'Shop B'],
    ['E1', 1, 'connector', 300, 100, 'E', 'escalator', null, 'Escalator'],
    ['LC', 1, 'location', 500, 500, null, null, refs.locC, 'Location C'],
    ['E2', 2, 'connector', 300, 100, 'E', 'escalator', null, 'Escalator'],
    ['LD', 2, 'location', 300, 200, null, null, refs.locD, 'Location D'],
  ];
  const nodes = Object.fromEntries(spec.map(([key]) => [key, randomUUID()]));
  await db
    .insertInto('wayfindingNodes')
    .values(
      spec.map(([key, floorNumber, kind, x, y, connectorGroup, connectorType, refId, label]) => ({
        id: nodes[key] as string,
        centerId,
        floorId: floor(floorNumber),
        kind,
        x,
        y,
        connectorGroup,
        connectorType,
        refId,
        label,
      })),
    )
    .execute();
  const edges: [string, string, boolean?][] = [
    ['T', 'A'],
    ['A', 'LA'],
    ['A', 'In'],
    ['A', 'S0'],
    ['T', 'L0'],
    ['T', 'LE', false],
    ['S1', 'B'],
    ['B', 'LB'],
    ['L1', 'B'],
    ['B', 'E1'],
    ['E2', 'LD'],
  ];
  await db
    .insertInto('wayfindingEdges')
    .values(
      edges.map(([from, to, isAccessible]) => ({
        centerId,
        fromNodeId: nodes[from] as string,
        toNodeId: nodes[to] as string,
        weight: null,
        isAccessible: isAccessible ?? true,
      })),
    )
    .execute();
  return { centerId, floors: [floor(0), floor(1), floor(2)], refs, nodes } satisfies WayfindingExample;
}
