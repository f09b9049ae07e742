import type { Kysely } from 'kysely';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { FLOORS } from './catalog';
import { floorPlan, type MappingMethod } from './floor-plan';
import type { SeededShop } from './seed-shops';

const METHODS: MappingMethod[] = ['element_id', 'data_id', 'coordinate'];

/** The demo center plan: three floors with SVG plans, map locations, entrances and touchscreens. */
export async function seedCenterplan(
  trx: Kysely<Database>,
  { centerId, shops, services }: { centerId: string; shops: SeededShop[]; services: string[] },
): Promise<void> {
  const plan = await trx
    .insertInto('centerplans')
    .values({ centerId, name: 'Centerplan', settings: json({ legend: true }) })
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
    await trx
      .insertInto('mapLocations')
      .values(locations.map((l) => ({ ...l, centerId, floorId: floorRow.id })))
      .execute();

    await trx
      .insertInto('touchscreens')
      .values({
        centerId,
        floorId: floorRow.id,
        name: `Info-Terminal ${floor.shortName}`,
        slug: `terminal-${floor.floorNumber < 0 ? 'ug' : floor.floorNumber === 0 ? 'eg' : `og${floor.floorNumber}`}`,
        x: 350,
        y: 20,
        orientation: 0,
      })
      .execute();

    if (floor.floorNumber === 0) {
      await trx
        .insertInto('entrances')
        .values([
          { centerId, floorId: floorRow.id, name: 'Eingang Nord', x: 10, y: 10, sortOrder: 0 },
          { centerId, floorId: floorRow.id, name: 'Eingang Süd', x: 690, y: 10, sortOrder: 1 },
        ])
        .execute();
    }
    if (floor.floorNumber === -1) {
      await trx
        .insertInto('entrances')
        .values({
          centerId,
          floorId: floorRow.id,
          name: 'Parkhaus P1',
          description: 'Zugang vom Parkhaus',
          x: 10,
          y: 10,
          sortOrder: 2,
        })
        .execute();
    }
  }
}
