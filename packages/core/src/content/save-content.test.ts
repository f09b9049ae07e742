// Staff writes of a center's content on the seeded demo: news with linked shops, events, offers, jobs,
// services, offices, homepage tiles, hot picks and page entries. Each write bumps the content version exactly
// once in its transaction, ids of another center are NOT_FOUND, and malformed input is INVALID.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { listPublicNews, listPublicOffers } from './public-content';
import { listPublicHotPicks, listPublicPageContent } from './public-pages';
import {
  bulkNews,
  createEvent,
  createHomepageTile,
  createHotPick,
  createJob,
  createNews,
  createOffer,
  createOffice,
  createService,
  deleteEvent,
  deleteHomepageTile,
  deleteHotPick,
  deleteJob,
  deleteNews,
  deleteOffer,
  deleteOffice,
  deletePageContent,
  deleteService,
  getNewsForStaff,
  listEventsForStaff,
  listHotPicksForStaff,
  listNewsForStaff,
  listPageContentForStaff,
  updateEvent,
  updateHomepageTile,
  updateHotPick,
  updateJob,
  updateNews,
  updateOffer,
  updateOffice,
  updateService,
  upsertPageContent,
} from './save-content';

describe('staff content writes', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;
  let shopIds: string[];
  let otherShopId: string;
  let otherNewsId: string;
  let otherThemeId: string;

  const version = async (id = centerId) =>
    (await handle.db.selectFrom('centers').select('contentVersion').where('id', '=', id).executeTakeFirstOrThrow())
      .contentVersion;
  /** Runs a write and checks it bumped the center's version exactly once. */
  const once = async <T>(write: () => Promise<T>): Promise<T> => {
    const before = await version();
    const result = await write();
    expect(await version()).toBe(before + 1);
    return result;
  };
  /** Runs a write that must fail with this kind and leave the version alone. */
  const refused = async (write: () => Promise<unknown>, match: Record<string, unknown>) => {
    const before = [await version(), await version(otherCenterId)];
    await expect(write()).rejects.toMatchObject(match);
    expect([await version(), await version(otherCenterId)]).toEqual(before);
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    const { db } = handle;
    otherCenterId = (
      await db.selectFrom('centers').select('id').where('slug', '=', 'nord-arkaden').executeTakeFirstOrThrow()
    ).id;
    shopIds = (
      await db
        .selectFrom('shops')
        .select('id')
        .where('centerId', '=', centerId)
        .where('status', '=', 'Active')
        .orderBy('slug')
        .limit(3)
        .execute()
    ).map((s) => s.id);
    otherShopId = (
      await db.selectFrom('shops').select('id').where('centerId', '=', otherCenterId).executeTakeFirstOrThrow()
    ).id;
    otherNewsId = (
      await db
        .insertInto('news')
        .values({ centerId: otherCenterId, title: 'Nachbar-News' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    otherThemeId = (
      await db
        .insertInto('officeThemes')
        .values({ centerId: otherCenterId, name: 'Fremd', slug: 'fremd' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  describe('news', () => {
    it('creates a construction-diary entry with linked shops and a pdf, visible to the public read at once', async () => {
      const news = await once(() =>
        createNews(handle.db, centerId, {
          title: 'Bautagebuch: Neue Rolltreppe',
          content: '<p>Die Rolltreppe ist da.</p>',
          status: 'Active',
          isConstructionDiary: true,
          authorshipLabel: 'ai_reviewed',
          linkedShopIds: [shopIds[0] ?? '', shopIds[1] ?? '', shopIds[0] ?? ''],
          pdfUrl: '/uploads/zeitung.pdf',
          visibleFrom: '2020-01-01T00:00:00Z',
        }),
      );
      expect(news).toMatchObject({ centerId, isConstructionDiary: true, authorshipLabel: 'ai_reviewed' });
      expect(news.linkedShopIds).toEqual([shopIds[0], shopIds[1]].sort());
      expect(news.metadata).toEqual({ pdfUrl: '/uploads/zeitung.pdf' });
      expect(news.visibleFrom).toEqual(new Date('2020-01-01T00:00:00Z'));

      const diary = await listPublicNews(handle.db, centerId, new Date(), {
        published: false,
        constructionDiary: true,
        status: 'Active',
      });
      const shown = diary.find((n) => n.id === news.id);
      expect(shown?.aiBadge).toBe(true);
      expect(shown?.linkedShops?.map((s) => s.id).sort()).toEqual([shopIds[0], shopIds[1]].sort());
    });

    it('publishes a news item when it becomes active: its publish date is set then, and the public list shows it first', async () => {
      const draft = await createNews(handle.db, centerId, { title: 'Frisch veröffentlicht', status: 'Draft' });
      expect(draft.publishDate).toBeNull();
      const before = Date.now();
      const active = await updateNews(handle.db, centerId, draft.id, { status: 'Active' });
      expect(active.publishDate?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const publicList = await listPublicNews(handle.db, centerId, new Date(), {
        published: true,
        constructionDiary: false,
        status: 'Active',
      });
      expect(publicList[0]?.id).toBe(draft.id);
      // a date given (a scheduled item) is kept; saving it again does not move it
      const scheduled = await createNews(handle.db, centerId, {
        title: 'Geplant',
        status: 'Active',
        publishDate: '2030-01-01T08:00:00Z',
      });
      expect(scheduled.publishDate).toEqual(new Date('2030-01-01T08:00:00Z'));
      const again = await updateNews(handle.db, centerId, draft.id, { title: 'Frisch veröffentlicht!' });
      expect(again.publishDate).toEqual(active.publishDate);
      // publishing from the list sets it too
      const listed = await createNews(handle.db, centerId, { title: 'Aus der Liste', status: 'Inactive' });
      await bulkNews(handle.db, centerId, { action: 'publish', ids: [listed.id] });
      expect((await getNewsForStaff(handle.db, centerId, listed.id)).publishDate).not.toBeNull();
      for (const id of [draft.id, scheduled.id, listed.id]) await deleteNews(handle.db, centerId, id);
    });

    it('replaces linked shops as a set, keeps other metadata keys, and refuses shops of another center', async () => {
      const news = await createNews(handle.db, centerId, { title: 'Set', linkedShopIds: [shopIds[0] ?? ''] });
      await handle.db
        .updateTable('news')
        .set({ metadata: JSON.stringify({ importedFrom: 'legacy', pdfUrl: '/old.pdf' }) })
        .where('id', '=', news.id)
        .execute();
      const saved = await once(() =>
        updateNews(handle.db, centerId, news.id, {
          linkedShopIds: [shopIds[1] ?? '', shopIds[2] ?? ''],
          pdfUrl: 'https://cdn.example/new.pdf',
        }),
      );
      expect(saved.linkedShopIds).toEqual([shopIds[1], shopIds[2]].sort());
      expect(saved.metadata).toEqual({ importedFrom: 'legacy', pdfUrl: 'https://cdn.example/new.pdf' });

      const untouched = await once(() => updateNews(handle.db, centerId, news.id, { title: 'Set 2' }));
      expect(untouched.linkedShopIds).toEqual(saved.linkedShopIds);
      const cleared = await once(() => updateNews(handle.db, centerId, news.id, { linkedShopIds: [], pdfUrl: null }));
      expect(cleared.linkedShopIds).toEqual([]);
      expect(cleared.metadata).toEqual({ importedFrom: 'legacy' });

      await refused(
        () => updateNews(handle.db, centerId, news.id, { linkedShopIds: [shopIds[0] ?? '', otherShopId] }),
        {
          kind: 'invalid',
          code: 'UNKNOWN_REFERENCE',
        },
      );
      expect((await getNewsForStaff(handle.db, centerId, news.id)).linkedShopIds).toEqual([]);
    });

    it('checks the visibility window against the stored values on a partial update', async () => {
      await refused(
        () =>
          createNews(handle.db, centerId, {
            title: 'Falsch herum',
            visibleFrom: '2026-05-02T00:00:00Z',
            visibleUntil: '2026-05-01T00:00:00Z',
          }),
        { kind: 'invalid', code: 'INVALID_WINDOW' },
      );
      const news = await createNews(handle.db, centerId, { title: 'Fenster', visibleFrom: '2026-05-02' });
      await refused(() => updateNews(handle.db, centerId, news.id, { visibleUntil: '2026-05-01T12:00:00+02:00' }), {
        kind: 'invalid',
        code: 'INVALID_WINDOW',
      });
      const saved = await once(() => updateNews(handle.db, centerId, news.id, { visibleUntil: '2026-05-02' }));
      expect(saved.visibleUntil).toEqual(new Date('2026-05-02T00:00:00Z'));
    });

    it('refuses malformed input with INVALID', async () => {
      for (const input of [
        { title: '' },
        { title: 'x', status: 'Published' },
        { title: 'x', authorshipLabel: 'robot' },
        { title: 'x', visibleFrom: 'tomorrow' },
        { title: 'x', image: 'javascript:alert(1)' },
        { title: 'x', content: 'x'.repeat(200_001) },
        { title: 'x', linkedShopIds: ['not-a-uuid'] },
      ]) {
        await refused(() => createNews(handle.db, centerId, input as never), {
          kind: 'invalid',
          code: 'INVALID_INPUT',
        });
      }
    });

    it('treats news of another center as not found', async () => {
      await refused(() => updateNews(handle.db, centerId, otherNewsId, { title: 'Gekapert' }), { kind: 'not_found' });
      await refused(() => deleteNews(handle.db, centerId, otherNewsId), { kind: 'not_found' });
      await expect(getNewsForStaff(handle.db, centerId, otherNewsId)).rejects.toMatchObject({ kind: 'not_found' });
      const other = await handle.db
        .selectFrom('news')
        .select('title')
        .where('id', '=', otherNewsId)
        .executeTakeFirstOrThrow();
      expect(other.title).toBe('Nachbar-News');
      expect((await listNewsForStaff(handle.db, centerId)).some((n) => n.id === otherNewsId)).toBe(false);
    });

    it('lists every entry of the center whatever its status and deletes one with its performance figures', async () => {
      const list = await listNewsForStaff(handle.db, centerId);
      expect(new Set(list.map((n) => n.status)).size).toBeGreaterThan(1);
      const figures = (id: string) =>
        handle.db.selectFrom('contentMetrics').select('day').where('contentId', '=', id).execute();
      const measured = await handle.db
        .selectFrom('contentMetrics')
        .select('contentId')
        .distinct()
        .where('centerId', '=', centerId)
        .where('contentType', '=', 'news')
        .execute();
      const [target, kept] = list.filter((n) => measured.some((m) => m.contentId === n.id)); // the demo's figures
      if (!target || !kept) throw new Error('no measured news');
      expect((await figures(target.id)).length).toBeGreaterThan(0);
      await once(() => deleteNews(handle.db, centerId, target.id));
      expect((await listNewsForStaff(handle.db, centerId)).length).toBe(list.length - 1);
      expect(await figures(target.id)).toEqual([]);
      expect((await figures(kept.id)).length).toBeGreaterThan(0);
    });
  });

  describe('events, offers and jobs', () => {
    it('writes each with its own window and same-center shops only', async () => {
      const event = await once(() =>
        createEvent(handle.db, centerId, {
          title: 'Sommerfest',
          startsAt: '2026-07-01T10:00:00Z',
          endsAt: '2026-07-01T18:00:00Z',
          shopId: shopIds[0] ?? null,
          authorshipLabel: null,
        }),
      );
      await refused(() => updateEvent(handle.db, centerId, event.id, { endsAt: '2026-06-30T10:00:00Z' }), {
        code: 'INVALID_WINDOW',
      });
      await refused(() => updateEvent(handle.db, centerId, event.id, { shopId: otherShopId }), {
        code: 'UNKNOWN_REFERENCE',
      });
      const moved = await once(() => updateEvent(handle.db, centerId, event.id, { location: 'Eingang Süd' }));
      expect(moved).toMatchObject({ location: 'Eingang Süd', shopId: shopIds[0], title: 'Sommerfest' });
      expect((await listEventsForStaff(handle.db, centerId)).some((e) => e.id === event.id)).toBe(true);

      const offer = await once(() =>
        createOffer(handle.db, centerId, {
          title: 'Zwei zum Preis von einem',
          status: 'Active',
          validFrom: '2026-01-01',
          validUntil: '2099-01-01',
          takeawayExclusive: true,
        }),
      );
      expect((await listPublicOffers(handle.db, centerId, new Date())).some((o) => o.id === offer.id)).toBe(true);
      await refused(() => updateOffer(handle.db, centerId, offer.id, { validUntil: '2025-12-31' }), {
        code: 'INVALID_WINDOW',
      });
      await once(() => updateOffer(handle.db, centerId, offer.id, { status: 'Inactive' }));
      expect((await listPublicOffers(handle.db, centerId, new Date())).some((o) => o.id === offer.id)).toBe(false);

      const job = await once(() =>
        createJob(handle.db, centerId, { title: 'Barista (m/w/d)', contactEmail: 'jobs@demo.example' }),
      );
      await refused(() => updateJob(handle.db, centerId, job.id, { contactEmail: 'kein-mail' }), {
        code: 'INVALID_INPUT',
      });
      expect(await once(() => updateJob(handle.db, centerId, job.id, { contactEmail: '' }))).toMatchObject({
        contactEmail: null,
      });

      await once(() => deleteEvent(handle.db, centerId, event.id));
      await once(() => deleteOffer(handle.db, centerId, offer.id));
      await once(() => deleteJob(handle.db, centerId, job.id));
      await refused(() => deleteJob(handle.db, centerId, job.id), { kind: 'not_found' });
    });
  });

  describe('services and offices', () => {
    it('writes services', async () => {
      const service = await once(() =>
        createService(handle.db, centerId, { name: 'Paketstation', isActive: true, showOnWebsite: true }),
      );
      expect(service).toMatchObject({ status: 'Active', isActive: true, category: null });
      expect(await once(() => updateService(handle.db, centerId, service.id, { category: 'Service' }))).toMatchObject({
        name: 'Paketstation',
        category: 'Service',
      });
      await once(() => deleteService(handle.db, centerId, service.id));
    });

    it('writes office hours only when given, through the central serialization', async () => {
      const office = await once(() =>
        createOffice(handle.db, centerId, {
          name: 'Praxis Neu',
          openingHours: { montag: { von: '08:00', bis: '12:00' }, mittwoch: '14:00 - 18:00' },
        }),
      );
      expect(office.openingHours).toEqual({
        monday: { open: '08:00', close: '12:00' },
        wednesday: { hours: '14:00 - 18:00' },
      });
      const renamed = await once(() => updateOffice(handle.db, centerId, office.id, { name: 'Praxis Alt' }));
      expect(renamed.openingHours).toEqual(office.openingHours);
      const changed = await once(() => updateOffice(handle.db, centerId, office.id, { openingHours: 'Nach Termin' }));
      expect(changed.openingHours).toBe('Nach Termin');
      await refused(() => updateOffice(handle.db, centerId, office.id, { themeId: otherThemeId }), {
        code: 'UNKNOWN_REFERENCE',
      });
      await once(() => deleteOffice(handle.db, centerId, office.id));
    });
  });

  describe('homepage tiles and hot picks', () => {
    it('allows relative and http(s) links only', async () => {
      const tile = await once(() => createHomepageTile(handle.db, centerId, { title: 'Kachel', linkUrl: '/shops' }));
      for (const linkUrl of [
        'javascript:alert(1)',
        ' JavaScript:alert(1)',
        'java\nscript:alert(1)',
        'data:text/html,x',
        '//evil.example',
      ]) {
        await refused(() => updateHomepageTile(handle.db, centerId, tile.id, { linkUrl }), { code: 'INVALID_INPUT' });
      }
      for (const linkUrl of ['https://partner.example/aktion?x=1', 'aktuelles/sommer', '#oeffnungszeiten']) {
        expect(await once(() => updateHomepageTile(handle.db, centerId, tile.id, { linkUrl }))).toMatchObject({
          linkUrl,
        });
      }
      await once(() => deleteHomepageTile(handle.db, centerId, tile.id));
    });

    it('creates hot picks beyond 50 active ones; the public read still shows 50', async () => {
      const before = (await listHotPicksForStaff(handle.db, centerId)).length;
      expect(before).toBeGreaterThanOrEqual(50);
      const pick = await once(() =>
        createHotPick(handle.db, centerId, { title: 'Noch ein Tipp', shopId: shopIds[0] ?? null, sortOrder: -1 }),
      );
      expect(pick.isActive).toBe(true);
      expect((await listHotPicksForStaff(handle.db, centerId)).length).toBe(before + 1);
      const shown = await listPublicHotPicks(handle.db, centerId, new Date());
      expect(shown.length).toBe(50);
      expect(shown[0]?.id).toBe(pick.id);
      await refused(() => updateHotPick(handle.db, centerId, pick.id, { shopId: otherShopId }), {
        code: 'UNKNOWN_REFERENCE',
      });
      await once(() => deleteHotPick(handle.db, centerId, pick.id));
    });
  });

  describe('page content', () => {
    it('upserts by pageType, replacing the content and keeping an absent title', async () => {
      const created = await once(() =>
        upsertPageContent(handle.db, centerId, {
          pageType: 'barrierefreiheit',
          title: 'Barrierefreiheit',
          content: { html: '<p>Alle Ebenen per Aufzug.</p>' },
        }),
      );
      expect(created).toMatchObject({ pageType: 'barrierefreiheit', title: 'Barrierefreiheit', isPublished: true });
      const replaced = await once(() =>
        upsertPageContent(handle.db, centerId, {
          pageType: 'barrierefreiheit',
          content: { html: '<p>Neu.</p>', contact: 'info@demo.example' },
          isPublished: false,
        }),
      );
      expect(replaced).toMatchObject({ id: created.id, title: 'Barrierefreiheit', isPublished: false });
      expect(replaced.content).toEqual({ html: '<p>Neu.</p>', contact: 'info@demo.example' });
      const staff = await listPageContentForStaff(handle.db, centerId);
      expect(staff.some((p) => p.pageType === 'barrierefreiheit')).toBe(true);
      expect((await listPublicPageContent(handle.db, centerId)).some((p) => p.pageType === 'barrierefreiheit')).toBe(
        false,
      );
      await once(() => deletePageContent(handle.db, centerId, 'barrierefreiheit'));
      await refused(() => deletePageContent(handle.db, centerId, 'barrierefreiheit'), { kind: 'not_found' });
    });

    it('refuses keys that look like secrets, at any depth, with a clear INVALID error', async () => {
      for (const content of [
        { recipient: 'x@example.com' },
        { form: { contactRecipients: ['x@example.com'] } },
        { blocks: [{ apiKey: 'k' }] },
        { api_key: 'k' },
        { password: 'p' },
        { accessToken: 't' },
        { clientSecret: 's' },
      ]) {
        const write = upsertPageContent(handle.db, centerId, { pageType: 'kontakt', content });
        await expect(write).rejects.toMatchObject({ kind: 'invalid' });
        await expect(write).rejects.toThrow(/looks like a secret/);
      }
      const kontakt = await handle.db
        .selectFrom('pageContent')
        .select('content')
        .where('centerId', '=', centerId)
        .where('pageType', '=', 'kontakt')
        .executeTakeFirstOrThrow();
      expect(kontakt.content).toEqual({ phone: '+49 621 000000', email: 'info@demo-center.example' });
    });

    it('stores the hours of the opening-hours page through the central serialization', async () => {
      const page = await once(() =>
        upsertPageContent(handle.db, centerId, {
          pageType: 'oeffnungszeiten',
          content: { openingHours: { montag: { von: '10:00', bis: '20:00' }, sonntag: 'geschlossen' }, note: 'x' },
        }),
      );
      expect(page.content).toEqual({
        openingHours: { monday: { open: '10:00', close: '20:00' }, sunday: { open: 'closed', close: 'closed' } },
        note: 'x',
      });
    });

    it('scopes page entries to the center', async () => {
      await upsertPageContent(handle.db, otherCenterId, { pageType: 'nur-nord', content: {} });
      await refused(() => deletePageContent(handle.db, centerId, 'nur-nord'), { kind: 'not_found' });
      expect((await listPageContentForStaff(handle.db, centerId)).some((p) => p.pageType === 'nur-nord')).toBe(false);
    });
  });
});
