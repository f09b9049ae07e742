// Public content reads of spec 4.1 on the seeded demo: windows, statuses, caps and the page data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { seedDemo } from '../demo/seed';
import { openTestDatabase } from '../testing/test-database';
import {
  findPublicOffer,
  listPublicEvents,
  listPublicJobs,
  listPublicNews,
  listPublicOffers,
  loadAktuellesBundle,
} from './public-content';
import {
  listPublicHomepageTiles,
  listPublicHotPicks,
  listPublicPageContent,
  listPublicWebsiteContacts,
  stripSecretKeys,
} from './public-pages';
import { listPublicOffices, listPublicServices } from './public-services';

const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const inWindow = (r: { visibleFrom: Date | null; visibleUntil: Date | null }) =>
  (r.visibleFrom === null || r.visibleFrom <= now) && (r.visibleUntil === null || r.visibleUntil >= now);
const ids = (rows: { id: string | null }[]) => rows.map((r) => r.id).sort();

describe('public content reads', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedDemo(handle.db, { adminEmail: 'admin@example.com', baseUrl: 'http://localhost', now }));
    const other = await handle.db.selectFrom('centers').select('id').where('id', '<>', centerId).executeTakeFirst();
    otherCenterId = other?.id ?? '';
  });
  afterAll(() => handle.close());

  interface StoredItem {
    id: string;
    status: string;
    visibleFrom: Date | null;
    visibleUntil: Date | null;
  }
  const stored = {
    news: () => handle.db.selectFrom('news').selectAll().where('centerId', '=', centerId).execute(),
    events: (): Promise<StoredItem[]> =>
      handle.db.selectFrom('events').selectAll().where('centerId', '=', centerId).execute(),
    offers: () => handle.db.selectFrom('offers').selectAll().where('centerId', '=', centerId).execute(),
    jobs: (): Promise<StoredItem[]> =>
      handle.db.selectFrom('jobs').selectAll().where('centerId', '=', centerId).execute(),
  };

  it('lists only active, visible, non-diary news, newest first, with the pdfUrl and AI badge', async () => {
    const news = await listPublicNews(handle.db, centerId, now, {
      published: false,
      constructionDiary: false,
      status: 'Active',
    });
    const expected = (await stored.news()).filter(
      (n) => n.status === 'Active' && !n.isConstructionDiary && inWindow(n),
    );
    expect(news.length).toBeGreaterThan(0);
    expect(ids(news)).toEqual(ids(expected));
    expect(news.map((n) => n.title)).not.toContain('Center-News 4'); // the Draft one
    const dates = news.map((n) => n.publishDate?.getTime() ?? 0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const n of news) {
      expect(n.aiBadge).toBe(n.authorshipLabel === 'ai' || n.authorshipLabel === 'ai_reviewed');
      // of the stored metadata only pdfUrl leaves the database (spec 2.8)
      expect(n.metadata).toEqual({ pdfUrl: n.pdfUrl });
      expect(n).not.toHaveProperty('linkedShops');
    }
    expect(news.find((n) => n.title === 'Center-News 1')?.pdfUrl).toBe('/uploads/demo/zeitung-0.pdf');
    expect(news.some((n) => n.aiBadge)).toBe(true);
  });

  it('with published also drops news whose publishDate is in the future', async () => {
    const future = new Date(now.getTime() + 86_400_000);
    const [first] = await handle.db
      .updateTable('news')
      .set({ publishDate: future })
      .where('title', '=', 'Center-News 2')
      .returning('id')
      .execute();
    const filters = { constructionDiary: false, status: 'Active' as const };
    const all = await listPublicNews(handle.db, centerId, now, { ...filters, published: false });
    const published = await listPublicNews(handle.db, centerId, now, { ...filters, published: true });
    expect(ids(all)).toContain(first?.id);
    expect(ids(published)).toEqual(ids(all.filter((n) => n.id !== first?.id)));
  });

  it('lists construction-diary entries of the asked status with their active linked shops', async () => {
    const active = await listPublicNews(handle.db, centerId, now, {
      published: false,
      constructionDiary: true,
      status: 'Active',
    });
    const archived = await listPublicNews(handle.db, centerId, now, {
      published: false,
      constructionDiary: true,
      status: 'Archived',
    });
    expect(active.map((n) => n.title).sort()).toEqual(['Bautagebuch Woche 1', 'Bautagebuch Woche 2']);
    expect(archived.map((n) => n.title)).toEqual(['Bautagebuch Woche 3']);
    for (const entry of [...active, ...archived]) {
      const links = await handle.db
        .selectFrom('newsLinkedShops')
        .innerJoin('shops', 'shops.id', 'newsLinkedShops.shopId')
        .select('shops.id')
        .where('newsId', '=', entry.id)
        .where('shops.status', '=', 'Active')
        .execute();
      expect(ids(entry.linkedShops ?? [])).toEqual(ids(links));
      expect(links.length).toBeGreaterThan(0);
    }
  });

  it('lists events, offers and jobs inside their windows only', async () => {
    // the seeded takeaway-exclusive offer is expired: mark a visible one to show they are listed too
    await handle.db
      .updateTable('offers')
      .set({ takeawayExclusive: true })
      .where('title', 'like', 'Angebot 1:%')
      .execute();
    const cases = [
      ['events', await listPublicEvents(handle.db, centerId, now)],
      ['offers', await listPublicOffers(handle.db, centerId, now)],
      ['jobs', await listPublicJobs(handle.db, centerId, now)],
    ] as const;
    for (const [table, listed] of cases) {
      const rows: StoredItem[] = await stored[table]();
      const expected = rows.filter((r) => r.status === 'Active' && inWindow(r));
      expect(listed.length, table).toBeGreaterThan(0);
      expect(ids(listed), table).toEqual(ids(expected));
    }
    const [, events] = cases[0];
    const starts = events.map((e) => e.startsAt?.getTime() ?? Infinity);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const [, offers] = cases[1];
    expect(offers.some((o) => o.takeawayExclusive)).toBe(true);
    expect(offers.every((o) => o.shop === null || typeof o.shop.name === 'string')).toBe(true);
  });

  it('finds one visible offer, and none outside its window or in another center', async () => {
    const all = await stored.offers();
    const visible = all.find((o) => o.status === 'Active' && inWindow(o));
    const expired = all.find((o) => !inWindow(o));
    expect((await findPublicOffer(handle.db, centerId, now, visible?.id ?? ''))?.id).toBe(visible?.id);
    expect(await findPublicOffer(handle.db, centerId, now, expired?.id ?? '')).toBeUndefined();
    expect(await findPublicOffer(handle.db, otherCenterId, now, visible?.id ?? '')).toBeUndefined();
  });

  it('caps each type of the bundle at its limit', async () => {
    const bundle = await loadAktuellesBundle(handle.db, centerId, now, { news: 2, events: 1, offers: 3, jobs: 500 });
    expect(bundle.news).toHaveLength(2);
    expect(bundle.events).toHaveLength(1);
    expect(bundle.offers).toHaveLength(3);
    expect(bundle.jobs).toHaveLength((await listPublicJobs(handle.db, centerId, now)).length);
  });

  it('lists services with and without the website listing filter', async () => {
    const stored = await handle.db.selectFrom('services').selectAll().where('centerId', '=', centerId).execute();
    const active = await listPublicServices(handle.db, centerId, now, { publicWebsite: false });
    const website = await listPublicServices(handle.db, centerId, now, { publicWebsite: true });
    expect(ids(active)).toEqual(ids(stored.filter((s) => s.isActive)));
    expect(ids(website)).toEqual(
      ids(stored.filter((s) => s.isActive && s.showOnWebsite && s.status === 'Active' && inWindow(s))),
    );
    expect(website.length).toBeLessThan(active.length);
  });

  it('lists offices by status, with the theme only while it is active', async () => {
    const active = await listPublicOffices(handle.db, centerId, now, { status: 'Active' });
    const inactive = await listPublicOffices(handle.db, centerId, now, { status: 'Inactive' });
    expect(active).toHaveLength(5);
    expect(inactive.map((o) => o.name)).toEqual(['Augenarzt Blick']);
    expect(active.find((o) => o.name === 'Praxis Dr. Weber')?.theme?.slug).toBe('gesundheit');
    expect(active.find((o) => o.name === 'Zahnarzt Lächeln')?.theme).toBeNull();
  });

  it('lists active, visible homepage tiles and at most 50 hot picks', async () => {
    const tiles = await listPublicHomepageTiles(handle.db, centerId, now);
    expect(tiles.map((t) => t.title)).toEqual(['Shops', 'Gastronomie', 'Centerplan', 'Aktionen']);
    const picks = await listPublicHotPicks(handle.db, centerId, now);
    const visible = (await handle.db.selectFrom('hotPicks').selectAll().where('centerId', '=', centerId).execute())
      .filter((p) => p.isActive && inWindow(p))
      .sort((a, b) => a.sortOrder - b.sortOrder);
    expect(visible).toHaveLength(62);
    expect(picks.map((p) => p.id)).toEqual(visible.slice(0, 50).map((p) => p.id));
  });

  it('answers published pages with the center opening hours on the oeffnungszeiten entry', async () => {
    const pages = await listPublicPageContent(handle.db, centerId);
    const types = pages.map((p) => p.pageType);
    expect(types).toEqual([...types].sort());
    expect(types).toContain('anfahrt');
    expect(types).not.toContain('vermietung');
    const center = await handle.db
      .selectFrom('centers')
      .select('openingHours')
      .where('id', '=', centerId)
      .executeTakeFirstOrThrow();
    const hours = pages.find((p) => p.pageType === 'oeffnungszeiten');
    expect(hours?.id).toBeTruthy();
    expect(hours?.content.centerOpeningHours).toEqual(center.openingHours);
    expect(hours?.content.note).toBe('Gastronomie mit abweichenden Zeiten.');
  });

  it('synthesizes the opening-hours entry when none is stored', async () => {
    const pages = await listPublicPageContent(handle.db, otherCenterId);
    expect(pages).toEqual([
      {
        id: null,
        pageType: 'oeffnungszeiten',
        title: null,
        content: { centerOpeningHours: expect.anything() },
        updatedAt: null,
      },
    ]);
  });

  it('strips secret-looking keys from page content at any depth', () => {
    expect(
      stripSecretKeys({
        form: { recipientEmail: 'x', fields: [{ label: 'a', apiKey: 'k', api_key: 'k' }] },
        adminPassword: 'p',
        clientSecret: 's',
        accessToken: 't',
        title: 'ok',
      }),
    ).toEqual({ form: { fields: [{ label: 'a' }] }, title: 'ok' });
  });

  it('lists only public website contacts', async () => {
    const contacts = await listPublicWebsiteContacts(handle.db, centerId);
    expect(contacts.map((c) => c.name)).toEqual(['Anna Schulz', 'Jonas Meier', 'Vermietungsteam']);
  });
});
