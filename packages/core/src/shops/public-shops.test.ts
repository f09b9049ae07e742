// Issue 23, point 2: the shop list as JSON is rebuilt from each row's JSON kept per row version: the same text as
// the list serialized whole, and a save re-reads only the rows it changed, whichever way the row was written.
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { listPublicShops, type PublicShopFilters, PublicShopListJson } from './public-shops';
import { updateShop } from './save-shop';

describe('the public shop list as JSON, kept per row', () => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let centerId: string;
  const now = new Date('2026-11-26T10:15:00Z');
  const json = new PublicShopListJson();
  const listText = async (...args: Parameters<typeof json.list>) => (await json.list(...args)).toString();
  const dataText = async (...args: Parameters<typeof json.data>) => (await json.data(...args)).toString();

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    db = handle.db;
  });
  afterAll(() => handle.close());

  const filters: PublicShopFilters[] = [
    { publicWebsite: false, limit: 5000, offset: 0 },
    { publicWebsite: true, limit: 5000, offset: 0 },
    { publicWebsite: false, limit: 7, offset: 5 },
    { publicWebsite: false, status: 'Active', limit: 100, offset: 0 },
    // the total from the count, not from the page: more rows follow, or the page is past the end
    { publicWebsite: true, limit: 1, offset: 0 },
    { publicWebsite: false, limit: 7, offset: 10_000 },
  ];
  const expectSameAsWhole = async () => {
    for (const f of filters) {
      expect(await listText(db, centerId, f, now), JSON.stringify(f)).toBe(
        JSON.stringify(await listPublicShops(db, centerId, f, now)),
      );
      const whole = await listPublicShops(db, centerId, { ...f, publicWebsite: true }, now);
      expect(await dataText(db, centerId, { ...f, publicWebsite: true }, now)).toBe(
        JSON.stringify({ success: true, data: whole.data }),
      );
    }
  };
  const all = filters[0] as PublicShopFilters;
  const rowsSerializedBy = async (build: () => Promise<string>) => {
    const before = json.serializedRows;
    await build();
    return json.serializedRows - before;
  };

  it('gives the same text as the list serialized whole', async () => {
    await expectSameAsWhole();
    // a page that ends with the list's last row, which tells the total itself
    const { total } = await listPublicShops(db, centerId, all, now);
    const lastPage = { ...all, limit: total - 3, offset: 3 };
    expect(await listText(db, centerId, lastPage, now)).toBe(
      JSON.stringify(await listPublicShops(db, centerId, lastPage, now)),
    );
  });

  it('re-reads only the row a save changed, and shows the save', async () => {
    // a shop the list shows (the first row of the table may be one it does not), renamed to come first
    const listed = JSON.parse(await listText(db, centerId, all, now)).data as { id: string }[];
    const shop = listed.at(-1) as { id: string };
    expect(await rowsSerializedBy(() => listText(db, centerId, all, now))).toBe(0);
    await updateShop(db, centerId, shop.id, { name: 'Aaa first by name' });
    expect(await rowsSerializedBy(() => listText(db, centerId, all, now))).toBe(1);
    expect(JSON.parse(await listText(db, centerId, all, now)).data[0].name).toBe('Aaa first by name');
    await expectSameAsWhole();
  });

  it('sees a row written by plain SQL, and a chain or category saved under its rows', async () => {
    // a listed shop without a chain (its own short description is shown)
    const listed = JSON.parse(await listText(db, centerId, all, now)).data as { id: string; chain: unknown }[];
    const shop = listed.find((s) => s.chain === null) as { id: string };
    await sql`update shops set short_description = 'written around the app' where id = ${shop.id}`.execute(db);
    expect(await listText(db, centerId, all, now)).toContain('written around the app');
    await db.updateTable('shopChains').set({ description: 'a chain description, saved' }).execute();
    await db
      .updateTable('categories')
      .set({ name: sql`name || ' (renamed)'` })
      .where('centerId', '=', centerId)
      .execute();
    await expectSameAsWhole();
    const text = await listText(db, centerId, all, now);
    expect(text).toContain('(renamed)');
  });
});
