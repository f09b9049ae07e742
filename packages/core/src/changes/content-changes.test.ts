// Issue 27.1: every committed bump of a center's content version leaves one durable event naming the public kinds
// and records the save changed, announced to every listener of the center; a rolled-back save leaves none, and
// nothing no public read shows (an account, a key) ever reaches an event.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpContentVersion } from '../centers/content-version';
import type { DatabaseHandle } from '../db/database';
import { createShop, deleteShop, updateShop } from '../shops/save-shop';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { type ChangeFeed, openChangeFeed } from './change-feed';
import {
  CHANGE_CHANNEL,
  CHANGE_IDS_MAX,
  changeStreamStart,
  listContentChanges,
  pruneContentChanges,
} from './content-changes';

describe('content change events', { timeout: 60_000 }, () => {
  let handle: DatabaseHandle;
  let feed: ChangeFeed;
  let centerId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    feed = await openChangeFeed(handle);
  });
  afterAll(async () => {
    await feed?.close();
    await handle?.close();
  });

  const latest = async () => (await changeStreamStart(handle.db, centerId, undefined)).latest;
  const version = async () =>
    (
      await handle.db
        .selectFrom('centers')
        .select('contentVersion')
        .where('id', '=', centerId)
        .executeTakeFirstOrThrow()
    ).contentVersion;

  it('names the kind and the record of a save, with the version it made', async () => {
    const before = await latest();
    const shop = await createShop(handle.db, centerId, { name: 'Feed Shop', slug: 'feed-shop' });
    const [change, ...more] = await listContentChanges(handle.db, centerId, before);
    expect(more).toEqual([]);
    expect(change).toMatchObject({ version: await version(), kinds: ['shops'], ids: { shops: [shop.id] } });
    expect(Date.parse(change?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    await updateShop(handle.db, centerId, shop.id, { name: 'Feed Shop 2' });
    await deleteShop(handle.db, centerId, shop.id);
    const later = await listContentChanges(handle.db, centerId, change?.id);
    expect(later.map((c) => c.ids.shops)).toEqual([[shop.id], [shop.id]]);
    expect(Number(later[1]?.id)).toBeGreaterThan(Number(later[0]?.id));
  });

  it('makes one event of a transaction that bumps twice, and none of one rolled back', async () => {
    const before = await latest();
    await handle.db.transaction().execute(async (trx) => {
      await bumpContentVersion(trx, centerId);
      await bumpContentVersion(trx, centerId);
    });
    const changes = await listContentChanges(handle.db, centerId, before);
    expect(changes).toEqual([expect.objectContaining({ version: await version(), kinds: [], ids: {} })]);

    await expect(
      handle.db.transaction().execute(async (trx) => {
        await bumpContentVersion(trx, centerId);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await listContentChanges(handle.db, centerId, changes[0]?.id)).toEqual([]);
  });

  it(`names the kind without ids when a save changed more than ${CHANGE_IDS_MAX} of its records`, async () => {
    const before = await latest();
    await handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('shops')
        .values(
          Array.from({ length: CHANGE_IDS_MAX + 1 }, (_, i) => ({ centerId, name: `Bulk ${i}`, slug: `bulk-${i}` })),
        )
        .execute();
      await bumpContentVersion(trx, centerId);
    });
    const [change] = await listContentChanges(handle.db, centerId, before);
    expect(change).toMatchObject({ kinds: ['shops'], ids: {} });
  });

  it('leaves out what no public read shows', async () => {
    const before = await latest();
    await handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({ email: 'feed@example.com', name: 'F', role: 'VIEWER', centerId })
        .execute();
      await bumpContentVersion(trx, centerId);
    });
    const [change] = await listContentChanges(handle.db, centerId, before);
    expect(change).toMatchObject({ kinds: [], ids: {} });
  });

  it('announces the center to its listeners once the save committed, and to no other center', async () => {
    // the earlier tests' announcements may still be on their way: they are delivered in commit order, so once a fence
    // announced after them is heard, every one of them is
    const fence = crypto.randomUUID();
    let fenced = false;
    const stopFence = feed.subscribe(fence, () => {
      fenced = true;
    });
    await sql`select pg_notify(${CHANGE_CHANNEL}, ${fence})`.execute(handle.db);
    for (let i = 0; i < 250 && !fenced; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    stopFence();
    expect(fenced).toBe(true);
    let heard = 0;
    let other = 0;
    const stop = feed.subscribe(centerId, () => heard++);
    const stopOther = feed.subscribe('00000000-0000-4000-8000-000000000000', () => other++);
    await createShop(handle.db, centerId, { name: 'Heard Shop', slug: 'heard-shop' });
    for (let i = 0; i < 100 && heard === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    stopOther();
    expect(heard).toBe(1);
    expect(other).toBe(0);
  });

  it('says whether a known event id is still kept, and prunes by age', async () => {
    const start = await changeStreamStart(handle.db, centerId, await latest());
    expect(start.knownKept).toBe(true);
    expect((await changeStreamStart(handle.db, centerId, '9223372036854775807')).knownKept).toBe(false);

    await sql`update content_changes set created_at = now() - interval '30 days' where center_id = ${centerId}`.execute(
      handle.db,
    );
    await createShop(handle.db, centerId, { name: 'Kept Shop', slug: 'kept-shop' });
    expect(await pruneContentChanges(handle.db, new Date(Date.now() - 7 * 86_400_000))).toBeGreaterThan(0);
    const left = await listContentChanges(handle.db, centerId, undefined);
    expect(left).toHaveLength(1);
    expect((await changeStreamStart(handle.db, centerId, start.latest)).knownKept).toBe(false);
  });
});
