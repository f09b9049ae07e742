import type { Kysely } from 'kysely';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { replaceFloorGraph } from '../wayfinding/save-graph';
import { FLOORS } from './catalog';
import { CONNECTORS, connectorY, floorPlan, type MappingMethod, walkways } from './floor-plan';
import type { SeededShop } from './seed-shops';
import { type WalkwayStop, walkwayGraph } from './walkway-graph';

const METHODS: MappingMethod[] = ['element_id', 'data_id', 'coordinate'];

const TOUCHSCREEN_AT = { x: 350, y: 20 };
const ENTRANCES: Record<number, { name: string; description?: string; x: number; y: number; sortOrder: number }[]> = {
  0: [
    { name: 'Eingang Nord', x: 10, y: 10, sortOrder: 0 },
    { name: 'Eingang Süd', x: 690, y: 10, sortOrder: 1 },
  ],
  [-1]: [{ name: 'Parkhaus P1', description: 'Zugang vom Parkhaus', x: 10, y: 10, sortOrder: 2 }],
};

/**
 * The demo center plan: three floors with SVG plans, map locations, entrances and touchscreens, and a walkable
 * graph per floor joining them, with stairs, an escalator and a lift between the floors.
 */
export async function seedCenterplan(
  trx: Kysely<Database>,
  { centerId, shops, services }: { centerId: string; shops: SeededShop[]; services: string[] },
): Promise<void> {
  const plan = await trx
    .insertInto('centerplans')
    // the plan's scale: the demo mall is about 140 m across its 700 plan units
    .values({ centerId, name: 'Centerplan', settings: json({ legend: true, metersPerUnit: 0.2 }) })
    .returning('id')
    .executeTakeFirstOrThrow();

  for (const [index, floor] of FLOORS.entries()) {
    const units = shops
      .filter((s) => s.floorNumber === floor.floorNumber)
      .map((s, i) => ({ shopId: s.id, name: s.name, method: METHODS[i % METHODS.length] ?? 'element_id' }));
    const { svg, locations } = floorPlan(
      floor.shortName.replace(/\W/g, '').toLowerCase(),
      units,
      floor.floorNumber === 0 ? services : [],
    );
    const floorRow = await trx
      .insertInto('mapFloors')
      .values({
        centerId,
        centerplanId: plan.id,
        floorNumber: floor.floorNumber,
        name: floor.name,
        shortName: floor.shortName,
        mapImage: `centers/${centerId}/plan/floor-${floor.floorNumber}.svg`,
        mapSvg: svg,
        isDefault: floor.floorNumber === 0,
        sortOrder: index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const floorId = floorRow.id;

    const stops: WalkwayStop[] = [];
    const placed = await trx
      .insertInto('mapLocations')
      .values(locations.map((l) => ({ ...l, centerId, floorId })))
      .returning(['id', 'shopId', 'x', 'y'])
      .execute();
    for (const l of placed) {
      const label = units.find((u) => u.shopId === l.shopId)?.name ?? null;
      stops.push({ kind: 'location', refId: l.id, x: l.x ?? 0, y: l.y ?? 0, label });
    }
    const screen = await trx
      .insertInto('touchscreens')
      .values({
        centerId,
        floorId,
        name: `Info-Terminal ${floor.shortName}`,
        slug: `terminal-${floor.floorNumber < 0 ? 'ug' : floor.floorNumber === 0 ? 'eg' : `og${floor.floorNumber}`}`,
        ...TOUCHSCREEN_AT,
        orientation: 0,
      })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    stops.push({ kind: 'touchscreen', refId: screen.id, ...TOUCHSCREEN_AT, label: screen.name });

    const entrances = ENTRANCES[floor.floorNumber] ?? [];
    if (entrances.length > 0) {
      const rows = await trx
        .insertInto('entrances')
        .values(entrances.map((e) => ({ ...e, centerId, floorId })))
        .returning(['id', 'name', 'x', 'y'])
        .execute();
      for (const e of rows) stops.push({ kind: 'entrance', refId: e.id, x: e.x ?? 0, y: e.y ?? 0, label: e.name });
    }
    for (const c of CONNECTORS) {
      const y = connectorY(units.length);
      stops.push({ kind: 'connector', x: c.x, y, connectorGroup: c.type, connectorType: c.type, label: c.label });
    }
    await replaceFloorGraph(trx, centerId, walkwayGraph(floorId, walkways(units.length), stops));
  }
}
