// Staff writes of entrances and touchscreens: on a floor of the same center, shown by the entrances, touchscreens and
// signage-config reads at once with the floor's number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEntrances } from '../centers/public-categories';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { getPublicSignageConfig, listPublicTouchscreens } from './public-centerplan';
import { entranceWriter, touchscreenWriter } from './save-plan-points';

describe('entrance and touchscreen writes', { timeout: 60_000 }, () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let floor: { id: string; floorNumber: number };
  let otherFloorId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    floor = await handle.db
      .selectFrom('mapFloors')
      .select(['id', 'floorNumber'])
      .where('centerId', '=', centerId)
      .orderBy('floorNumber')
      .executeTakeFirstOrThrow();
    const other = await handle.db
      .insertInto('centers')
      .values({ name: 'Fremd', slug: 'fremd-plan' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const plan = await handle.db
      .insertInto('centerplans')
      .values({ centerId: other.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    otherFloorId = (
      await handle.db
        .insertInto('mapFloors')
        .values({ centerId: other.id, centerplanId: plan.id, name: 'EG', floorNumber: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  it('places an entrance on a floor; the entrances read shows it with the floor number', async () => {
    const entrance = await entranceWriter.create(handle.db, centerId, {
      name: 'Eingang Ost',
      floorId: floor.id,
      x: 120.5,
      y: 40,
      isAccessible: true,
    });
    const listed = (await listEntrances(handle.db, centerId)).find((e) => e.id === entrance.id);
    expect(listed).toMatchObject({ floorNumber: floor.floorNumber, x: 120.5, y: 40, isAccessible: true });
    await entranceWriter.update(handle.db, centerId, entrance.id, { isActive: false });
    expect((await listEntrances(handle.db, centerId)).map((e) => e.id)).not.toContain(entrance.id);
    await expect(
      entranceWriter.update(handle.db, centerId, entrance.id, { floorId: otherFloorId }),
    ).rejects.toMatchObject({ code: 'UNKNOWN_REFERENCE' });
    await expect(entranceWriter.create(handle.db, centerId, { name: 'X', x: -1 })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('places a touchscreen; the touchscreens and signage-config reads show it, facing its orientation', async () => {
    const screen = await touchscreenWriter.create(handle.db, centerId, {
      name: 'Terminal Süd',
      floorId: floor.id,
      x: 10,
      y: 20,
      orientation: 90,
    });
    expect(screen.slug).toBe('terminal-sued');
    const listed = (await listPublicTouchscreens(handle.db, centerId)).find((t) => t.id === screen.id);
    expect(listed).toMatchObject({ floorNumber: floor.floorNumber, orientation: 90 });
    const signage = await getPublicSignageConfig(handle.db, centerId);
    expect(signage.touchscreens.map((t) => t.id)).toContain(screen.id);
    await expect(
      touchscreenWriter.create(handle.db, centerId, { name: 'Zwei', slug: 'terminal-sued' }),
    ).rejects.toMatchObject({ code: 'SLUG_TAKEN' });
    await expect(touchscreenWriter.update(handle.db, centerId, screen.id, { orientation: 360 })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('takes a deleted entrance or touchscreen off the walkable graph: its node and the node’s edges go', async () => {
    for (const [kind, writer] of [
      ['entrance', entranceWriter],
      ['touchscreen', touchscreenWriter],
    ] as const) {
      const stop = await handle.db
        .selectFrom('wayfindingNodes')
        .select(['id', 'refId'])
        .where('centerId', '=', centerId)
        .where('kind', '=', kind)
        .where('refId', 'is not', null)
        .executeTakeFirstOrThrow();
      const edges = () =>
        handle.db
          .selectFrom('wayfindingEdges')
          .select('id')
          .where((eb) => eb.or([eb('fromNodeId', '=', stop.id), eb('toNodeId', '=', stop.id)]))
          .execute();
      expect((await edges()).length).toBeGreaterThan(0);
      await writer.remove(handle.db, centerId, stop.refId as string);
      const left = await handle.db.selectFrom('wayfindingNodes').select('id').where('id', '=', stop.id).execute();
      expect(left, kind).toEqual([]);
      expect(await edges(), kind).toEqual([]);
    }
  });
});
