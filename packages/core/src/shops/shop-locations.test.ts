// Spec 2.6, 4.6: branch locations (a shop with a chain): hours stored under regularHours, chain required.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { createShopLocation, updateShopLocation } from './shop-locations';

describe('shop locations', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let chainId: string;
  let plainShopId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    chainId = (await handle.db.selectFrom('shopChains').select('id').executeTakeFirstOrThrow()).id;
    plainShopId = (
      await handle.db
        .selectFrom('shops')
        .select('id')
        .where('centerId', '=', centerId)
        .where('chainId', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  it('creates a branch with its hours under regularHours and changes it', async () => {
    const created = await createShopLocation(handle.db, centerId, {
      chainId,
      name: 'Branch North',
      slug: 'branch-north-core',
      openingHours: { monday: { open: '09:00', close: '20:00' }, sunday: 'closed' },
    });
    expect(created).toMatchObject({ chainId, isShopLocation: true });
    expect(created.openingHours).toEqual({
      regularHours: { monday: { open: '09:00', close: '20:00' }, sunday: { open: 'closed', close: 'closed' } },
    });
    const changed = await updateShopLocation(handle.db, centerId, created.id, {
      openingHours: { regularHours: { tuesday: '10-18' }, monday: '09-20' },
    });
    expect(changed.openingHours).toEqual({ regularHours: { tuesday: { hours: '10-18' } } });
  });

  it('requires a chain, never removes it, and treats a plain shop as no branch', async () => {
    await expect(
      createShopLocation(handle.db, centerId, { name: 'No chain', slug: 'no-chain' } as never),
    ).rejects.toThrow(/chainId/);
    const created = await createShopLocation(handle.db, centerId, { chainId, name: 'B2', slug: 'branch-two-core' });
    await expect(updateShopLocation(handle.db, centerId, created.id, { chainId: null } as never)).rejects.toThrow(
      /chainId/,
    );
    await expect(updateShopLocation(handle.db, centerId, plainShopId, { name: 'x' })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
