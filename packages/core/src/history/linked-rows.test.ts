// Issue 25.7: a record's linked rows are part of its versions: a news item's shops and a playlist's items are in its
// history as one change per save that changes them (none when a save writes the same set again), and a restore brings
// them back with the record's fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNews, updateNews } from '../content/save-editorial';
import type { DatabaseHandle } from '../db/database';
import { playlistWriter } from '../dooh/save-playlists';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { listRevisions, restoreRevision } from './revisions';
import { runAsWriteActor } from './write-actor';

const ANN = { kind: 'user' as const, userId: '00000000-0000-4000-8000-00000000a001', label: 'Ann Admin' };

describe('the linked rows in a record’s history', { timeout: 60_000 }, () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let shops: string[];

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    shops = (
      await handle.db.selectFrom('shops').select('id').where('centerId', '=', centerId).orderBy('id').limit(3).execute()
    ).map((shop) => shop.id);
  });
  afterAll(() => handle.close());

  const linkedShops = async (newsId: string) =>
    (
      await handle.db
        .selectFrom('newsLinkedShops')
        .select('shopId')
        .where('newsId', '=', newsId)
        .orderBy('shopId')
        .execute()
    ).map((row) => row.shopId);

  it("records a news item's shops as one change per save that changes them, and restores them", async () => {
    const [a, b, c] = shops as [string, string, string];
    const news = (await runAsWriteActor(ANN, () =>
      createNews(handle.db, centerId, { title: 'Bautagebuch 1', linkedShopIds: [a] }),
    )) as { id: string };
    await runAsWriteActor(ANN, () =>
      updateNews(handle.db, centerId, news.id, { title: 'Bautagebuch 2', linkedShopIds: [b, c] }),
    );
    // the same set written again is no change
    await updateNews(handle.db, centerId, news.id, { linkedShopIds: [c, b] });
    expect(await linkedShops(news.id)).toEqual([b, c].sort());

    const { revisions } = await listRevisions(handle.db, centerId, { kind: 'news', recordId: news.id });
    const links = revisions.filter((r) => r.changes.some((change) => change.field === 'linkedShopIds'));
    // each list also by the shops' names, for a reader who has no editor of the record open
    const shopNames = await handle.db.selectFrom('shops').select(['id', 'name']).where('id', 'in', [a, b, c]).execute();
    const named = (ids: string[]) => ids.map((id) => shopNames.find((shop) => shop.id === id)?.name).join(', ');
    expect(links.map((r) => r.changes)).toEqual([
      [
        {
          field: 'linkedShopIds',
          before: [a],
          after: [b, c].sort(),
          beforeName: named([a]),
          afterName: named([b, c].sort()),
        },
      ],
      [{ field: 'linkedShopIds', before: [], after: [a], afterName: named([a]) }],
    ]);
    expect(links[0]).toMatchObject({ kind: 'news', actor: { label: 'Ann Admin' } });
    expect(links[0]?.recordName).toBe('Bautagebuch 2');

    // back to the version of its creation: its title and its one shop
    const created = revisions.find((r) => r.action === 'create');
    await runAsWriteActor(ANN, () => restoreRevision(handle.db, centerId, { revisionId: created?.id ?? '' }));
    expect(await linkedShops(news.id)).toEqual([a]);
    const restored = await handle.db.selectFrom('news').select('title').where('id', '=', news.id).executeTakeFirst();
    expect(restored?.title).toBe('Bautagebuch 1');
    const after = await listRevisions(handle.db, centerId, { kind: 'news', recordId: news.id, limit: 2 });
    expect(after.revisions.map((r) => r.restoredFrom)).toEqual([created?.id, created?.id]);
  });

  it("restores a playlist's items with their fields and order from a revision of its items", async () => {
    const playlist = (await playlistWriter.create(handle.db, centerId, {
      name: 'Advent',
      items: [
        { kind: 'html', title: 'Willkommen', durationSeconds: 8, content: { headline: 'Hallo' } },
        { kind: 'shop', refId: shops[0] as string, durationSeconds: 12 },
      ],
    } as never)) as { id: string };
    await playlistWriter.update(handle.db, centerId, playlist.id, {
      items: [{ kind: 'html', title: 'Neu', durationSeconds: 5 }],
    } as never);
    const items = () =>
      handle.db
        .selectFrom('doohPlaylistItems')
        .select(['kind', 'title', 'refId', 'durationSeconds', 'sortOrder'])
        .where('playlistId', '=', playlist.id)
        .orderBy('sortOrder')
        .execute();
    expect(await items()).toHaveLength(1);

    const { revisions } = await listRevisions(handle.db, centerId, { kind: 'playlists', recordId: playlist.id });
    const first = revisions.filter((r) => r.changes.some((change) => change.field === 'items')).at(-1);
    await restoreRevision(handle.db, centerId, { revisionId: first?.id ?? '' });
    expect(await items()).toEqual([
      { kind: 'html', title: 'Willkommen', refId: null, durationSeconds: 8, sortOrder: 0 },
      { kind: 'shop', title: null, refId: shops[0], durationSeconds: 12, sortOrder: 1 },
    ]);
  });
});
