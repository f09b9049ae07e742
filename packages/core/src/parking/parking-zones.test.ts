// Spec 5: parking zones, the center-scoped admin write a parking guidance system pushes through the bridge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { createParkingZone, listParkingZones, updateParkingZone } from './parking-zones';

describe('parking zones', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    otherCenterId = (
      await handle.db.selectFrom('centers').select('id').where('id', '<>', centerId).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  it('creates, lists and changes a zone, one value at a time', async () => {
    const zone = await createParkingZone(handle.db, centerId, { name: 'P9 Test', capacity: 300, freeSpaces: 120 });
    expect(zone).toMatchObject({ centerId, name: 'P9 Test', capacity: 300, freeSpaces: 120, isActive: true });
    const changed = await updateParkingZone(handle.db, centerId, zone.id, { freeSpaces: 0 });
    expect(changed).toMatchObject({ capacity: 300, freeSpaces: 0 });
    expect((await listParkingZones(handle.db, centerId)).map((z) => z.id)).toContain(zone.id);
  });

  it('never reports more free spaces than the capacity, and keeps the stored value on refusal', async () => {
    await expect(
      createParkingZone(handle.db, centerId, { name: 'Over', capacity: 10, freeSpaces: 11 }),
    ).rejects.toMatchObject({ code: 'FREE_SPACES_ABOVE_CAPACITY' });
    const zone = await createParkingZone(handle.db, centerId, { name: 'Small', capacity: 10, freeSpaces: 5 });
    await expect(updateParkingZone(handle.db, centerId, zone.id, { freeSpaces: 11 })).rejects.toMatchObject({
      code: 'FREE_SPACES_ABOVE_CAPACITY',
    });
    await expect(updateParkingZone(handle.db, centerId, zone.id, { capacity: 4 })).rejects.toMatchObject({
      code: 'FREE_SPACES_ABOVE_CAPACITY',
    });
    const stored = (await listParkingZones(handle.db, centerId)).find((z) => z.id === zone.id);
    expect(stored).toMatchObject({ capacity: 10, freeSpaces: 5 });
  });

  it('refuses bad values and keeps zones of another center apart', async () => {
    for (const input of [{ freeSpaces: -1 }, { freeSpaces: 1.5 }, { capacity: '10' }, { spaces: 3 }, { name: '' }]) {
      await expect(createParkingZone(handle.db, centerId, { name: 'Bad', ...input } as never)).rejects.toMatchObject({
        kind: 'invalid',
      });
    }
    const zone = await createParkingZone(handle.db, centerId, { name: 'Mine' });
    await expect(updateParkingZone(handle.db, otherCenterId, zone.id, { freeSpaces: 1 })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
