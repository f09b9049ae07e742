// Staff writes of DOOH playlists and the signage configuration: items replaced as a whole and checked against the
// center, one local hero per center, and the players' playlist chosen by the signage configuration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { json } from '../db/json';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { getActiveDooh, getLocalHeroPlaylist, listPublicPlaylists } from './public-dooh';
import { getSignageForStaff, playlistWriter, updateSignage } from './save-playlists';

describe('DOOH writes', { timeout: 60_000 }, () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let shopId: string;
  let otherShopId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    const shops = await handle.db.selectFrom('shops').select(['id', 'centerId']).execute();
    shopId = shops.find((s) => s.centerId === centerId)?.id ?? '';
    otherShopId = shops.find((s) => s.centerId !== centerId)?.id ?? '';
  });
  afterAll(() => handle.close());

  it('keeps a playlist with its items, schedule and settings; the public read shows them in order', async () => {
    const playlist = await playlistWriter.create(handle.db, centerId, {
      name: 'Sommer',
      schedule: { weekdays: ['saturday'], from: '10:00', until: '18:00' },
      settings: { transition: 'slide' },
      items: [
        { kind: 'image', title: 'Sale', mediaUrl: '/uploads/sale.jpg', durationSeconds: 5 },
        { kind: 'shop', refId: shopId },
        { kind: 'html', content: { headline: 'Hallo', text: '<script>x</script>Willkommen' } },
      ],
    });
    expect(playlist.items.map((i) => i.kind)).toEqual(['image', 'shop', 'html']);
    const [listed] = await listPublicPlaylists(handle.db, centerId, { slug: 'sommer' });
    expect(listed).toMatchObject({
      schedule: { weekdays: ['saturday'], from: '10:00' },
      settings: { transition: 'slide' },
    });
    expect(listed?.items[2]?.content).toEqual({ headline: 'Hallo', text: 'Willkommen' });

    const updated = await playlistWriter.update(handle.db, centerId, playlist.id, {
      items: [{ kind: 'shop', refId: shopId }],
    });
    expect(updated.items).toHaveLength(1);
    for (const items of [[{ kind: 'shop', refId: otherShopId }], [{ kind: 'image' }], [{ kind: 'news' }]]) {
      await expect(playlistWriter.update(handle.db, centerId, playlist.id, { items } as never)).rejects.toMatchObject({
        kind: expect.stringMatching(/invalid/),
      });
    }
    await expect(
      playlistWriter.update(handle.db, centerId, playlist.id, {
        schedule: { startDate: '2026-05-02', endDate: '2026-05-01' },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('shows staff only the presentation of a playlist’s settings and keeps the other keys on save', async () => {
    const main = await handle.db
      .selectFrom('doohPlaylists')
      .select('id')
      .where('centerId', '=', centerId)
      .where('slug', '=', 'main')
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('doohPlaylists')
      .set({ settings: json({ orientation: 'portrait', playerToken: 'kept-secret' }) })
      .where('id', '=', main.id)
      .execute();
    expect((await playlistWriter.get(handle.db, centerId, main.id)).settings).toEqual({ orientation: 'portrait' });
    const saved = await playlistWriter.update(handle.db, centerId, main.id, { settings: { transition: 'fade' } });
    expect(saved.settings).toEqual({ transition: 'fade' });
    const stored = await handle.db
      .selectFrom('doohPlaylists')
      .select('settings')
      .where('id', '=', main.id)
      .executeTakeFirstOrThrow();
    expect(stored.settings).toEqual({ transition: 'fade', playerToken: 'kept-secret' });
  });

  it('moves the local hero to the playlist that takes the flag', async () => {
    const before = await getLocalHeroPlaylist(handle.db, centerId);
    const hero = await playlistWriter.create(handle.db, centerId, { name: 'Held des Monats', isLocalHero: true });
    expect((await getLocalHeroPlaylist(handle.db, centerId))?.id).toBe(hero.id);
    const previous = await handle.db
      .selectFrom('doohPlaylists')
      .select('isLocalHero')
      .where('id', '=', before?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(previous.isLocalHero).toBe(false);
  });

  it('lets the signage configuration choose the players playlist and keeps keys it does not know', async () => {
    await handle.db
      .updateTable('signageConfigs')
      .set({ settings: json({ idleTimeoutSeconds: 90, playerToken: 'kept-secret' }) })
      .where('centerId', '=', centerId)
      .execute();
    const saved = await updateSignage(handle.db, centerId, { playlistSlug: 'sommer', language: 'en' });
    expect(saved).toEqual({ idleTimeoutSeconds: 90, playlistSlug: 'sommer', language: 'en' });
    expect((await getActiveDooh(handle.db, centerId)).playlist?.slug).toBe('sommer');
    const stored = await handle.db
      .selectFrom('signageConfigs')
      .select('settings')
      .where('centerId', '=', centerId)
      .executeTakeFirstOrThrow();
    expect(stored.settings).toMatchObject({ playerToken: 'kept-secret' });
    expect(await getSignageForStaff(handle.db, centerId)).not.toHaveProperty('playerToken');
    await expect(updateSignage(handle.db, centerId, { playlistSlug: 'gibt-es-nicht' })).rejects.toMatchObject({
      code: 'UNKNOWN_REFERENCE',
    });
    await expect(updateSignage(handle.db, centerId, { idleTimeoutSeconds: 1 })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });
});
