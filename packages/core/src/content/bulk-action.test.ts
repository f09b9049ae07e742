// Bulk actions of the dashboard's list selection: publish, unpublish and delete many rows of one kind, each row
// through its kind's own write, all in one transaction with one content version bump; a foreign id refuses all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { bulkShops } from '../shops/save-shop';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { MAX_BULK_IDS } from './bulk-actions';
import { listPublicNews } from './public-content';
import { bulkHotPick, bulkNews, createHotPick, createNews } from './save-content';

describe('bulk actions', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;

  const version = async (id = centerId) =>
    (await handle.db.selectFrom('centers').select('contentVersion').where('id', '=', id).executeTakeFirstOrThrow())
      .contentVersion;
  const newsStatus = async (ids: string[]) =>
    (await handle.db.selectFrom('news').select(['id', 'status']).where('id', 'in', ids).orderBy('title').execute()).map(
      (row) => row.status,
    );

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    otherCenterId = (
      await handle.db.selectFrom('centers').select('id').where('slug', '=', 'nord-arkaden').executeTakeFirstOrThrow()
    ).id;
  }, 120_000);
  afterAll(() => handle?.close());

  it('publishes and unpublishes news in one version bump, visible to the public read', async () => {
    const a = await createNews(handle.db, centerId, { title: 'Bulk A', status: 'Draft' });
    const b = await createNews(handle.db, centerId, { title: 'Bulk B', status: 'Draft' });
    const before = await version();
    expect(await bulkNews(handle.db, centerId, { action: 'publish', ids: [a.id, b.id, a.id] })).toEqual({
      action: 'publish',
      ids: [a.id, b.id],
    });
    expect(await version()).toBe(before + 1);
    expect(await newsStatus([a.id, b.id])).toEqual(['Active', 'Active']);
    const shown = await listPublicNews(handle.db, centerId, new Date(), {
      published: false,
      constructionDiary: false,
      status: 'Active',
    });
    const titles = shown.map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['Bulk A', 'Bulk B']));

    await bulkNews(handle.db, centerId, { action: 'unpublish', ids: [a.id, b.id] });
    expect(await newsStatus([a.id, b.id])).toEqual(['Inactive', 'Inactive']);
    expect(await version()).toBe(before + 2);
  });

  it('switches a hot pick off (its visibility is isActive)', async () => {
    const shop = await handle.db
      .selectFrom('shops')
      .select('id')
      .where('centerId', '=', centerId)
      .executeTakeFirstOrThrow();
    const pick = await createHotPick(handle.db, centerId, { title: 'Bulk-Tipp', shopId: shop.id, isActive: true });
    await bulkHotPick(handle.db, centerId, { action: 'unpublish', ids: [pick.id] });
    const row = await handle.db.selectFrom('hotPicks').select('isActive').where('id', '=', pick.id).executeTakeFirst();
    expect(row?.isActive).toBe(false);
  });

  it('unpublishes and deletes shops', async () => {
    const shops = await handle.db
      .selectFrom('shops')
      .select('id')
      .where('centerId', '=', centerId)
      .where('status', '=', 'Active')
      .orderBy('slug')
      .limit(2)
      .execute();
    const ids = shops.map((s) => s.id);
    await bulkShops(handle.db, centerId, { action: 'unpublish', ids });
    const statuses = await handle.db.selectFrom('shops').select('status').where('id', 'in', ids).execute();
    expect(statuses.map((s) => s.status)).toEqual(['Inactive', 'Inactive']);
    await bulkShops(handle.db, centerId, { action: 'delete', ids });
    expect(await handle.db.selectFrom('shops').select('id').where('id', 'in', ids).execute()).toEqual([]);
  });

  it("refuses the whole action when one id is another center's, and changes nothing", async () => {
    const own = await createNews(handle.db, centerId, { title: 'Bulk eigen', status: 'Draft' });
    const foreign = await createNews(handle.db, otherCenterId, { title: 'Bulk fremd', status: 'Draft' });
    const before = [await version(), await version(otherCenterId)];
    await expect(bulkNews(handle.db, centerId, { action: 'publish', ids: [own.id, foreign.id] })).rejects.toMatchObject(
      {
        kind: 'not_found',
      },
    );
    await expect(bulkNews(handle.db, centerId, { action: 'delete', ids: [own.id, foreign.id] })).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(await newsStatus([own.id, foreign.id])).toEqual(['Draft', 'Draft']);
    expect([await version(), await version(otherCenterId)]).toEqual(before);
  });

  it('refuses an empty selection, too many ids, an unknown action and ids that are not UUIDs', async () => {
    const many = Array.from({ length: MAX_BULK_IDS + 1 }, () => crypto.randomUUID());
    for (const input of [
      { action: 'publish', ids: [] },
      { action: 'publish', ids: many },
      { action: 'archive', ids: [crypto.randomUUID()] },
      { action: 'delete', ids: ['1'] },
    ]) {
      await expect(bulkNews(handle.db, centerId, input as never)).rejects.toMatchObject({ kind: 'invalid' });
    }
  });
});
