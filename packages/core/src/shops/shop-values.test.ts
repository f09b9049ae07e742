// Spec 2.6 rule 4 on the write path: a branch location is stored with its hours under regularHours,
// and the database itself refuses stray weekday keys on a branch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpContentVersion } from '../centers/content-version';
import type { DatabaseHandle } from '../db/database';
import { json } from '../db/json';
import { openTestDatabase } from '../testing/test-database';
import { toShopValues } from './shop-values';

describe('shop writes', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let chainId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    centerId = (
      await handle.db.insertInto('centers').values({ name: 'C', slug: 'c' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    chainId = (
      await handle.db
        .insertInto('shopChains')
        .values({ name: 'Kette', slug: 'kette' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  it('stores a branch with stray weekday keys under regularHours only', async () => {
    const row = await handle.db
      .insertInto('shops')
      .values(
        toShopValues(centerId, {
          chainId,
          name: 'Kette am Markt',
          slug: 'kette-1',
          openingHours: { montag: { von: '08:00', bis: '18:00' }, note: 'Feiertags zu' },
        }),
      )
      .returning('openingHours')
      .executeTakeFirstOrThrow();
    expect(row.openingHours).toEqual({
      note: 'Feiertags zu',
      regularHours: { monday: { open: '08:00', close: '18:00' } },
    });
  });

  it('stores a plain shop with top-level days and keeps free text', async () => {
    const rows = await handle.db
      .insertInto('shops')
      .values([
        toShopValues(centerId, {
          name: 'A',
          slug: 'a',
          openingHours: JSON.stringify({ regularHours: { sunday: 'closed' } }),
        }),
        toShopValues(centerId, { name: 'B', slug: 'b', openingHours: 'Mo-Sa 10-20 Uhr' }),
        toShopValues(centerId, { name: 'D', slug: 'd' }),
      ])
      .returning(['slug', 'openingHours'])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.slug, r.openingHours]))).toEqual({
      a: { sunday: { open: 'closed', close: 'closed' } },
      b: 'Mo-Sa 10-20 Uhr',
      d: null,
    });
  });

  it('refuses a branch row that bypasses the serialization with stray weekday keys', async () => {
    await expect(
      handle.db
        .insertInto('shops')
        .values({ centerId, chainId, name: 'X', slug: 'x', openingHours: json({ monday: { hours: '9-18' } }) })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });

  it('bumps the content version of the center', async () => {
    const before = (
      await handle.db
        .selectFrom('centers')
        .select('contentVersion')
        .where('id', '=', centerId)
        .executeTakeFirstOrThrow()
    ).contentVersion;
    const after = await handle.db.transaction().execute((trx) => bumpContentVersion(trx, centerId));
    expect(after).toBe(before + 1);
  });
});
