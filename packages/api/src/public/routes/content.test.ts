// Spec 4.1, 8: the public content reads (news, events, offers, jobs, bundle, services, offices, pages).
import { bumpContentVersion } from '@center-platform/core/centers';
import type { z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, expectCors, expectNoSecrets, FOREIGN_ORIGIN, openDemoApp } from '../../testing/demo-app';
import {
  AktuellesBundle,
  EventList,
  HomepageTileList,
  HotPickList,
  JobList,
  NewsList,
  OfferAnswer,
  OfferList,
  OfficeList,
  PageContentList,
  ServiceList,
  WebsiteContactList,
} from '../schemas/content';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const minute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000);
const inWindow = (r: { visibleFrom: Date | null; visibleUntil: Date | null }, now = minute()) =>
  (r.visibleFrom === null || r.visibleFrom <= now) && (r.visibleUntil === null || r.visibleUntil >= now);
const sorted = (ids: (string | null)[]) => [...ids].sort();

describe('public content reads', () => {
  let demo: DemoApp;
  let center: string;
  beforeAll(async () => {
    demo = await openDemoApp();
    center = `/api/centers/${demo.centerId}`;
    // The newest seeded news is published "now"; an hour back keeps published=true independent of the minute.
    await demo.db
      .updateTable('news')
      .set({ publishDate: new Date(Date.now() - 3_600_000) })
      .where('publishDate', '>', new Date(Date.now() - 3_600_000))
      .execute();
  });
  afterAll(() => demo.close());

  /** A 200 answer with CORS, without secrets, parsed with its response schema. */
  const read = async <T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> => {
    const res = await demo.get(path);
    expect(res.status, path).toBe(200);
    expectCors(res, path);
    const body = await res.json();
    expectNoSecrets(body, path);
    return schema.parse(body);
  };
  const expectError = async (path: string, status: number, code?: string) => {
    const res = await demo.get(path);
    expect(res.status, path).toBe(status);
    expectCors(res, path);
    const body = (await res.json()) as { success: boolean; error: { code: string } };
    expect(body.success).toBe(false);
    if (code) expect(body.error.code, path).toBe(code);
  };
  const ids = (rows: { id: string | null }[]) => sorted(rows.map((r) => r.id));
  interface StoredItem {
    id: string;
    status: string;
    visibleFrom: Date | null;
    visibleUntil: Date | null;
  }
  const rowsOf = {
    news: () => demo.db.selectFrom('news').selectAll().where('centerId', '=', demo.centerId).execute(),
    events: (): Promise<StoredItem[]> =>
      demo.db.selectFrom('events').selectAll().where('centerId', '=', demo.centerId).execute(),
    offers: () => demo.db.selectFrom('offers').selectAll().where('centerId', '=', demo.centerId).execute(),
    jobs: (): Promise<StoredItem[]> =>
      demo.db.selectFrom('jobs').selectAll().where('centerId', '=', demo.centerId).execute(),
  };

  const routes: [string, z.ZodType][] = [
    ['news', NewsList],
    ['news?published=true', NewsList],
    ['news?constructionDiary=true', NewsList],
    ['events', EventList],
    ['offers', OfferList],
    ['jobs', JobList],
    ['aktuelles-bundle', AktuellesBundle],
    ['services', ServiceList],
    ['services?publicWebsite=true', ServiceList],
    ['homepage-tiles', HomepageTileList],
    ['hotpicks', HotPickList],
    ['page-content', PageContentList],
    ['website-contacts', WebsiteContactList],
  ];

  it('answers every center route with 200, CORS, its schema and no secrets; 404 and 400 with CORS', async () => {
    for (const [path, schema] of routes) {
      await read(`${center}/${path}`, schema);
      await expectError(`/api/centers/${UNKNOWN}/${path}`, 404, 'CENTER_NOT_FOUND');
      await expectError(`/api/centers/not-a-uuid/${path}`, 400, 'INVALID_REQUEST');
    }
  });

  it('answers the centerId-query routes likewise, and 400 without centerId', async () => {
    for (const [path, schema] of [
      ['/api/services', ServiceList],
      ['/api/offices', OfficeList],
    ] as const) {
      await read(`${path}?centerId=${demo.centerId}`, schema);
      await expectError(`${path}?centerId=${UNKNOWN}`, 404, 'CENTER_NOT_FOUND');
      await expectError(`${path}?centerId=123`, 400, 'INVALID_REQUEST');
      await expectError(path, 400, 'INVALID_REQUEST');
    }
  });

  it('lists active, visible, non-diary news; published=true also requires a past publishDate', async () => {
    const stored = await rowsOf.news();
    const expected = stored.filter((n) => n.status === 'Active' && !n.isConstructionDiary && inWindow(n));
    const news = (await read(`${center}/news`, NewsList)).data;
    expect(news.length).toBeGreaterThan(0);
    expect(ids(news)).toEqual(ids(expected));
    expect(news.map((n) => n.title)).not.toContain('Center-News 4'); // Draft
    for (const n of news) expect(n.aiBadge).toBe(n.authorshipLabel === 'ai' || n.authorshipLabel === 'ai_reviewed');
    expect(news.find((n) => n.title === 'Center-News 1')?.pdfUrl).toBe('/uploads/demo/zeitung-0.pdf');
    // of the stored metadata only pdfUrl leaves the database (spec 2.8)
    expect(news.find((n) => n.title === 'Center-News 1')?.metadata).toEqual({ pdfUrl: '/uploads/demo/zeitung-0.pdf' });
    for (const n of news) expect(Object.keys(n.metadata)).toEqual(['pdfUrl']);

    const scheduled = expected[0];
    await demo.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('news')
        .set({ publishDate: new Date(Date.now() + 86_400_000) })
        .where('id', '=', scheduled?.id ?? '')
        .execute();
      await bumpContentVersion(trx, demo.centerId);
    });
    const published = (await read(`${center}/news?published=true`, NewsList)).data;
    expect(ids(published)).toEqual(ids(expected.filter((n) => n.id !== scheduled?.id)));
    expect(ids((await read(`${center}/news?published=false`, NewsList)).data)).toEqual(ids(expected));
  });

  it('lists construction-diary entries by status with their linked shops', async () => {
    const active = (await read(`${center}/news?constructionDiary=true`, NewsList)).data;
    const archived = (await read(`${center}/news?constructionDiary=true&status=Archived`, NewsList)).data;
    expect(sorted(active.map((n) => n.title))).toEqual(['Bautagebuch Woche 1', 'Bautagebuch Woche 2']);
    expect(archived.map((n) => n.title)).toEqual(['Bautagebuch Woche 3']);
    for (const entry of [...active, ...archived]) {
      expect(entry.isConstructionDiary).toBe(true);
      const linked = await demo.db
        .selectFrom('newsLinkedShops')
        .innerJoin('shops', 'shops.id', 'newsLinkedShops.shopId')
        .select(['shops.id', 'shops.name'])
        .where('newsLinkedShops.newsId', '=', entry.id)
        .where('shops.status', '=', 'Active')
        .execute();
      expect(linked.length).toBeGreaterThan(0);
      expect(ids(entry.linkedShops ?? [])).toEqual(ids(linked));
    }
    for (const q of ['status=Draft', 'status=Inactive', 'status=active', 'constructionDiary=yes', 'published=1']) {
      await expectError(`${center}/news?${q}`, 400, 'INVALID_REQUEST');
    }
  });

  it('lists events, offers and jobs inside their windows only', async () => {
    for (const [table, schema] of [
      ['events', EventList],
      ['offers', OfferList],
      ['jobs', JobList],
    ] as const) {
      const rows: StoredItem[] = await rowsOf[table]();
      const expected = rows.filter((r) => r.status === 'Active' && inWindow(r));
      const listed = (await read(`${center}/${table}`, schema)).data;
      expect(listed.length, table).toBeGreaterThan(0);
      expect(ids(listed), table).toEqual(ids(expected));
      for (const item of listed) expect(item.aiBadge).toBe(['ai', 'ai_reviewed'].includes(item.authorshipLabel ?? ''));
    }
  });

  it('answers one offer with offerId, 404 outside its window or center, 400 when malformed', async () => {
    const stored = await rowsOf.offers();
    const visible = stored.find((o) => o.status === 'Active' && inWindow(o));
    const expired = stored.find((o) => !inWindow(o));
    const one = await read(`${center}/offers?offerId=${visible?.id}`, OfferAnswer);
    expect(Array.isArray(one.data)).toBe(false);
    expect(one.data).toMatchObject({ id: visible?.id, title: visible?.title });
    await expectError(`${center}/offers?offerId=${expired?.id}`, 404, 'OFFER_NOT_FOUND');
    await expectError(`${center}/offers?offerId=${UNKNOWN}`, 404, 'OFFER_NOT_FOUND');
    const other = await demo.db
      .selectFrom('centers')
      .select('id')
      .where('id', '<>', demo.centerId)
      .executeTakeFirstOrThrow();
    await expectError(`/api/centers/${other.id}/offers?offerId=${visible?.id}`, 404, 'OFFER_NOT_FOUND');
    await expectError(`${center}/offers?offerId=42`, 400, 'INVALID_REQUEST');
  });

  it('bundles news, events, offers and jobs with per-type limits up to 500', async () => {
    const full = (await read(`${center}/aktuelles-bundle`, AktuellesBundle)).data;
    expect(ids(full.news)).toEqual(ids((await read(`${center}/news?published=true`, NewsList)).data));
    expect(ids(full.events)).toEqual(ids((await read(`${center}/events`, EventList)).data));
    expect(ids(full.offers)).toEqual(ids((await read(`${center}/offers`, OfferList)).data));
    expect(ids(full.jobs)).toEqual(ids((await read(`${center}/jobs`, JobList)).data));

    const capped = (await read(`${center}/aktuelles-bundle?limit=1&newsLimit=2&jobsLimit=500`, AktuellesBundle)).data;
    expect(capped.news).toHaveLength(2);
    expect(capped.events).toHaveLength(1);
    expect(capped.offers).toHaveLength(1);
    expect(capped.jobs).toHaveLength(full.jobs.length);
    for (const q of ['limit=501', 'newsLimit=501', 'eventsLimit=0', 'offersLimit=abc', 'jobsLimit=-1']) {
      await expectError(`${center}/aktuelles-bundle?${q}`, 400, 'INVALID_REQUEST');
    }
  });

  it('lists services with and without the website listing filter', async () => {
    const stored = await demo.db.selectFrom('services').selectAll().where('centerId', '=', demo.centerId).execute();
    const website = stored.filter((s) => s.isActive && s.showOnWebsite && s.status === 'Active' && inWindow(s));
    expect(ids((await read(`${center}/services`, ServiceList)).data)).toEqual(ids(stored.filter((s) => s.isActive)));
    expect(ids((await read(`${center}/services?publicWebsite=true`, ServiceList)).data)).toEqual(ids(website));
    expect(ids((await read(`/api/services?centerId=${demo.centerId}`, ServiceList)).data)).toEqual(ids(website));
    expect(website.length).toBeLessThan(stored.filter((s) => s.isActive).length);
  });

  it('lists offices of the asked status, Active by default', async () => {
    const stored = await demo.db.selectFrom('offices').selectAll().where('centerId', '=', demo.centerId).execute();
    const base = `/api/offices?centerId=${demo.centerId}`;
    for (const status of ['Active', 'Inactive'] as const) {
      const listed = (await read(`${base}&status=${status}`, OfficeList)).data;
      expect(ids(listed), status).toEqual(ids(stored.filter((o) => o.status === status && inWindow(o))));
      expect(listed.length, status).toBeGreaterThan(0);
    }
    expect((await read(base, OfficeList)).data.every((o) => o.status === 'Active')).toBe(true);
    await expectError(`${base}&status=Draft`, 400, 'INVALID_REQUEST');
  });

  it('lists visible homepage tiles and at most 50 hot picks', async () => {
    const tiles = (await read(`${center}/homepage-tiles`, HomepageTileList)).data;
    expect(tiles.map((t) => t.title)).toEqual(['Shops', 'Gastronomie', 'Centerplan', 'Aktionen']);
    const stored = await demo.db.selectFrom('hotPicks').selectAll().where('centerId', '=', demo.centerId).execute();
    const visible = stored.filter((p) => p.isActive && inWindow(p)).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(visible).toHaveLength(62);
    const picks = (await read(`${center}/hotpicks`, HotPickList)).data;
    expect(picks.map((p) => p.id)).toEqual(visible.slice(0, 50).map((p) => p.id));
  });

  it('answers published pages with anfahrt and the center opening hours', async () => {
    const pages = (await read(`${center}/page-content`, PageContentList)).data;
    const types = pages.map((p) => p.pageType);
    expect(types).toContain('anfahrt');
    expect(types).not.toContain('vermietung'); // unpublished
    const stored = await demo.db
      .selectFrom('centers')
      .select('openingHours')
      .where('id', '=', demo.centerId)
      .executeTakeFirstOrThrow();
    const hours = pages.find((p) => p.pageType === 'oeffnungszeiten');
    expect(hours?.content.centerOpeningHours).toEqual(stored.openingHours);
  });

  it('refuses POST page-content with 401 and no cross-origin access, also on its preflight', async () => {
    const path = `${center}/page-content`;
    const post = await demo.app.request(path, {
      method: 'POST',
      headers: { origin: FOREIGN_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ pageType: 'anfahrt', content: {} }),
    });
    expect(post.status).toBe(401);
    expect(await post.json()).toEqual({
      success: false,
      error: { code: 'UNAUTHENTICATED', message: 'Staff credentials are required.' },
    });
    expect(post.headers.get('access-control-allow-origin')).not.toBe('*');
    const preflight = await demo.app.request(path, {
      method: 'OPTIONS',
      headers: { origin: FOREIGN_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).not.toBe('*');
  });

  it('describes every content read in the OpenAPI document, without the POST', async () => {
    const doc = (await (await demo.get('/api/openapi.json')).json()) as { paths: Record<string, object> };
    for (const [path] of routes) {
      expect(doc.paths, path).toHaveProperty([`/api/centers/{centerId}/${path.split('?')[0]}`, 'get']);
    }
    expect(doc.paths).toHaveProperty(['/api/offices', 'get']);
    expect(doc.paths).toHaveProperty(['/api/services', 'get']);
    expect(doc.paths['/api/centers/{centerId}/page-content']).not.toHaveProperty('post');
  });

  it('lists only public website contacts', async () => {
    const contacts = (await read(`${center}/website-contacts`, WebsiteContactList)).data;
    expect(contacts.map((c) => c.name)).toEqual(['Anna Schulz', 'Jonas Meier', 'Vermietungsteam']);
  });
});
