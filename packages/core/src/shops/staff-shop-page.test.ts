// Issue 24, point 2: the staff shop list pages, sorts (German order) and filters on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { createShop } from './save-shop';
import { listShopNames, listStaffShopPage } from './staff-shop-page';

describe('a page of the staff shop list', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    for (const [name, slug] of [
      ['Ärztehaus am Markt', 'aerztehaus'],
      ['Zeitungsladen', 'zeitung'],
      ['apfelbaum', 'apfelbaum'],
      ['Öko-Laden 100%_x', 'oeko'],
    ] as const)
      await createShop(handle.db, centerId, { name, slug, status: 'Draft' });
  });
  afterAll(() => handle.close());

  const all = async (input: Parameters<typeof listStaffShopPage>[2]) => {
    const names: string[] = [];
    const ids = new Set<string>();
    for (let page = 1; ; page++) {
      const result = await listStaffShopPage(handle.db, centerId, { ...input, page, pageSize: 25 });
      names.push(...result.rows.map((row) => row.name));
      for (const row of result.rows) ids.add(row.id);
      if (names.length >= result.total || result.rows.length === 0) return { names, ids, total: result.total };
    }
  };

  it('pages through every shop once, in German order (umlauts with their base letter, case aside)', async () => {
    const { names, ids, total } = await all({});
    const count = await handle.db
      .selectFrom('shops')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('centerId', '=', centerId)
      .executeTakeFirstOrThrow();
    expect(total).toBe(Number(count.n));
    expect(names).toHaveLength(total);
    expect(ids.size).toBe(total);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    expect(names.indexOf('apfelbaum')).toBeLessThan(names.indexOf('Ärztehaus am Markt'));
    expect(names.indexOf('Ärztehaus am Markt')).toBeLessThan(names.indexOf('Zeitungsladen'));
    const descending = await listStaffShopPage(handle.db, centerId, {
      sort: { key: 'name', dir: 'desc' },
      pageSize: 25,
    });
    expect(descending.rows[0]?.name).toBe(names.at(-1));
  });

  it('filters by status, category and kind, and searches name, slug and unit (LIKE wildcards as text)', async () => {
    const drafts = await listStaffShopPage(handle.db, centerId, { filters: { status: 'Draft' }, pageSize: 100 });
    expect(drafts.rows.every((row) => row.status === 'Draft')).toBe(true);
    expect(drafts.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Ärztehaus am Markt', 'Zeitungsladen', 'apfelbaum', 'Öko-Laden 100%_x']),
    );
    expect(drafts.total).toBe(drafts.rows.length);
    expect((await listStaffShopPage(handle.db, centerId, { q: '%_' })).rows.map((row) => row.slug)).toEqual(['oeko']);
    const category = drafts.rows.find((row) => row.slug === 'oeko')?.categoryId;
    const someShop = (await listStaffShopPage(handle.db, centerId, { q: 'a', pageSize: 100 })).rows.find(
      (row) => row.categoryId,
    );
    const byCategory = await listStaffShopPage(handle.db, centerId, {
      filters: { categoryId: someShop?.categoryId ?? '' },
      pageSize: 100,
    });
    expect(category).toBeNull();
    expect(byCategory.total).toBeGreaterThan(0);
    expect(byCategory.rows.every((row) => row.categoryId === someShop?.categoryId)).toBe(true);
    const locations = await listStaffShopPage(handle.db, centerId, { filters: { kind: 'location' }, pageSize: 100 });
    expect(locations.rows.every((row) => row.isShopLocation)).toBe(true);
    const shops = await listStaffShopPage(handle.db, centerId, { filters: { kind: 'shop' }, pageSize: 100 });
    expect(shops.total + locations.total).toBe((await listStaffShopPage(handle.db, centerId)).total);
  });

  it('sorts by category and floor with the empty ones last, and refuses what its schema does not take', async () => {
    const byFloor = await listStaffShopPage(handle.db, centerId, { sort: { key: 'floor', dir: 'asc' }, pageSize: 100 });
    const floors = byFloor.rows.map((row) => row.floorNumber);
    const numbers = floors.filter((floor): floor is number => floor !== null);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(floors.slice(floors.indexOf(null)).every((floor) => floor === null)).toBe(floors.includes(null));
    await expect(listStaffShopPage(handle.db, centerId, { pageSize: 10_000 })).rejects.toThrow();
    await expect(listStaffShopPage(handle.db, centerId, { q: 'a\u0000' })).rejects.toThrow('NUL');
    await expect(
      listStaffShopPage(handle.db, centerId, { sort: { key: 'slug' as never, dir: 'asc' } }),
    ).rejects.toThrow();
  });

  it("names the center's shops by id in one read, leaving out another center's and unknown ids", async () => {
    const own = await handle.db
      .selectFrom('shops')
      .select(['id', 'name'])
      .where('centerId', '=', centerId)
      .limit(2)
      .execute();
    const foreign = await handle.db
      .selectFrom('shops')
      .select('id')
      .where('centerId', '<>', centerId)
      .executeTakeFirstOrThrow();
    const unknown = '00000000-0000-4000-8000-0000000000aa';
    const named = await listShopNames(handle.db, centerId, { ids: [...own.map((s) => s.id), foreign.id, unknown] });
    expect(named.sort((a, b) => a.id.localeCompare(b.id))).toEqual(own.sort((a, b) => a.id.localeCompare(b.id)));
    expect(await listShopNames(handle.db, centerId, { ids: [] })).toEqual([]);
    await expect(listShopNames(handle.db, centerId, { ids: ['nope'] })).rejects.toThrow();
  });
});
