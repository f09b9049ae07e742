// The public reads' version lookup: every visitor-visible write bumps the center's content version in its
// transaction; the reader (a prepared statement by id on PostgreSQL) sees each bump and answers as readContentVersion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { bumpContentVersion, contentVersionReader, readContentVersion } from './content-version';

describe('the content version reader', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
  });
  afterAll(() => handle.close());

  it('answers as readContentVersion, and sees each bump', async () => {
    const read = contentVersionReader(handle);
    const before = await read({ id: centerId });
    expect(before).toEqual(await readContentVersion(handle.db, { id: centerId }));
    for (let i = 1; i <= 2; i++) {
      await handle.db.transaction().execute((trx) => bumpContentVersion(trx, centerId));
      expect(await read({ id: centerId })).toEqual({ centerId, version: (before?.version ?? 0) + i });
    }
    const current = await read({ id: centerId });
    expect(await read({ slug: 'demo-center' })).toEqual(current);
    await handle.db
      .updateTable('centers')
      .set({ customDomain: 'www.demo-center.example' })
      .where('id', '=', centerId)
      .execute();
    expect(await read({ domain: 'demo-center.example' })).toEqual(current);
    expect(await read({ domain: 'www.demo-center.example' })).toEqual(current);
    // the demo plan has active floors
    const floor = await handle.db
      .selectFrom('mapFloors')
      .select('id')
      .where('centerId', '=', centerId)
      .where('isActive', '=', true)
      .executeTakeFirstOrThrow();
    expect(await read({ floorId: floor.id })).toEqual(current);
    expect(await read({ id: '00000000-0000-4000-8000-000000000000' })).toBeUndefined();
    expect(await read({ slug: 'no-such-center' })).toBeUndefined();
  });
});
