// The client against the real platform: the API app on a seeded database, over HTTP on a loopback port.
import { DEMO_CENTER_SLUG } from '@center-platform/core/demo';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVisitorClient } from './client';
import type { VisitorClient } from './client-api';
import { isVisitorApiError, orFallback, safeRead, VisitorApiError } from './errors';
import { type RunningPlatform, startPlatform } from './testing/servers';

const UUID = /^[0-9a-f-]{36}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('createVisitorClient against the platform', () => {
  let platform: RunningPlatform;
  let client: VisitorClient;
  beforeAll(async () => {
    platform = await startPlatform();
    client = createVisitorClient({ baseUrl: `${platform.baseUrl}/`, centerId: platform.centerId });
  });
  afterAll(() => platform?.close());

  it('reads the visitor surface and the center by slug, domain and theme', async () => {
    const surface = await client.getVisitorSurface();
    expect(surface.schemaVersion).toBe(1);
    expect(surface.center.id).toBe(platform.centerId);
    expect(surface.apiHints.pageContentGet).toContain(platform.centerId);

    const bySlug = await client.getCenterBySlug(DEMO_CENTER_SLUG);
    expect(bySlug).toMatchObject({ id: platform.centerId, slug: DEMO_CENTER_SLUG });
    expect(bySlug.logoUrl).toBe(bySlug.logo);
    const theme = await client.getThemeConfig(DEMO_CENTER_SLUG);
    expect(theme.centerId).toBe(platform.centerId);
    const byDomain = await client.getCenterByDomain(`www.${DEMO_CENTER_SLUG}.example`);
    expect(byDomain.center.websiteTemplate).toBe(surface.center.websiteTemplate);
  });

  it('reads one page of shops with filters, typed as the list envelope', async () => {
    const page = await client.getShops({ publicWebsite: true, status: 'Active', limit: 5, offset: 0 });
    expect(page.data).toHaveLength(5);
    expect(page.pagination).toMatchObject({ limit: 5, offset: 0, hasMore: true, nextOffset: 5 });
    expect(page.meta).toMatchObject({ centerId: platform.centerId, publicWebsite: true, status: 'Active' });
    for (const shop of page.data) expect(shop.status).toBe('Active');
  });

  it('pages through every shop exactly once', async () => {
    const { total } = await client.getShops({ limit: 1 });
    const seen: string[] = [];
    let pages = 0;
    for await (const page of client.shopPages({ limit: 17 })) {
      pages++;
      seen.push(...page.data.map((shop) => shop.id));
    }
    expect(total).toBeGreaterThan(17);
    expect(pages).toBe(Math.ceil(total / 17));
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);

    const all = await client.getAllShops({ publicWebsite: true, limit: 40 });
    const widget = await client.getWidgetShops();
    expect(new Set(all.map((s) => s.id))).toEqual(new Set(widget.map((s) => s.id)));
  });

  it('reads the content lists, one offer and the bundle', async () => {
    const [news, diary, events, offers, jobs, tiles, hotPicks, bundle] = await Promise.all([
      client.getNews({ published: true }),
      client.getNews({ constructionDiary: true }),
      client.getEvents(),
      client.getOffers(),
      client.getJobs(),
      client.getHomepageTiles(),
      client.getHotPicks(),
      client.getAktuellesBundle({ limit: 2 }),
    ]);
    expect(news.length).toBeGreaterThan(0);
    for (const entry of diary) expect(entry.isConstructionDiary).toBe(true);
    expect(events.length + jobs.length + tiles.length).toBeGreaterThan(0);
    expect(hotPicks.length).toBeLessThanOrEqual(50);
    expect(bundle.news.length).toBeLessThanOrEqual(2);
    const first = offers[0];
    expect(first?.id).toMatch(UUID);
    if (first) expect((await client.getOffer(first.id)).id).toBe(first.id);
  });

  it('reads services, offices, pages, contacts, categories and themes', async () => {
    const results = await Promise.all([
      client.getServices({ publicWebsite: true }),
      client.getWidgetServices(),
      client.getOffices({ status: 'Active' }),
      client.getPageContent(),
      client.getWebsiteContacts(),
      client.getWebsiteCategories(),
      client.getCategoryThemesForWebsite(),
      client.getCategoryThemes(),
      client.getOfficeThemes(),
      client.getGastronomyThemes(),
      client.getEntrances(),
      client.getCategories(),
    ]);
    for (const list of results) expect(Array.isArray(list)).toBe(true);
    const [services, widgetServices, , pages] = results;
    expect(new Set(services.map((s) => s.id))).toEqual(new Set(widgetServices.map((s) => s.id)));
    expect(pages.some((p) => p.pageType === 'oeffnungszeiten')).toBe(true);
  });

  it('reads the DOOH, wayfinding and signage reads', async () => {
    const playlists = await client.getDoohPlaylists();
    const slug = playlists[0]?.slug ?? 'main';
    expect((await client.getDoohPlaylist(slug)).slug).toBe(slug);
    const active = await client.getDoohActive();
    expect(active).toHaveProperty('signage');
    await orFallback(client.getDoohLocalHero(), null);

    const plan = await client.getCenterplan();
    expect(plan.floors.length).toBeGreaterThan(0);
    const floor = plan.floors.find((f) => f.isDefault) ?? plan.floors[0];
    if (!floor) throw new Error('no floor');
    const [one] = await client.getFloors({ floorNumber: floor.floorNumber });
    expect(one?.id).toBe(floor.id);
    const locations = await client.getMapLocations(floor.id);
    for (const location of locations) expect(location.floorId).toBe(floor.id);

    const screens = await client.getTouchscreens();
    for (const screen of screens) expect(screen.centerId).toBe(platform.centerId);
    const everyCenter = await client.getTouchscreens({ centerId: null });
    expect(everyCenter.length).toBeGreaterThanOrEqual(screens.length);
    const signage = await client.getSignageConfig();
    expect(signage.touchscreens.map((t) => t.id).sort()).toEqual(screens.map((t) => t.id).sort());
  });

  it('takes another center per call', async () => {
    const other = createVisitorClient({ baseUrl: platform.baseUrl });
    const surface = await other.getVisitorSurface({ centerId: platform.centerId });
    expect(surface.center.id).toBe(platform.centerId);
    await expect(other.getEvents()).rejects.toMatchObject({ code: 'CENTER_ID_MISSING' });
  });

  it('raises VisitorApiError with the status and code of the error body (404, 400)', async () => {
    const missing = client.getVisitorSurface({ centerId: '00000000-0000-4000-8000-000000000000' });
    await expect(missing).rejects.toBeInstanceOf(VisitorApiError);
    await expect(missing).rejects.toMatchObject({ status: 404, code: 'CENTER_NOT_FOUND' });
    await expect(client.getOffer('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      status: 404,
      code: 'OFFER_NOT_FOUND',
    });
    const invalid = await client.getShops({ limit: 99999 }).catch((error: unknown) => error);
    expect(isVisitorApiError(invalid)).toBe(true);
    expect(invalid).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    expect((invalid as Error).message).toContain('limit');
    await expect(client.getVisitorSurface({ centerId: 'not-a-uuid' })).rejects.toMatchObject({ status: 400 });
  });

  it('posts the website forms: a honeypot answers success, a misrouted form key is a named 400', async () => {
    const form = { name: 'Bot', email: 'bot@example.com', message: 'hi', website: 'http://spam.example' };
    expect(await client.submitContactInquiry({ formKey: 'kontakt', ...form })).toEqual({ success: true });
    expect(await client.submitRentalInquiry({ formKey: 'promotionflaeche', ...form })).toEqual({ success: true });
    const misrouted = await client
      .submitRentalInquiry({ formKey: 'kontakt', ...form } as never)
      .catch((error: unknown) => error);
    expect(misrouted).toBeInstanceOf(VisitorApiError);
    expect(misrouted).toMatchObject({ status: 400, code: 'INVALID_FORM_KEY' });
    expect((misrouted as Error).message).toContain('body.formKey');
  });

  it('asks for a route by POST and by the touchscreen GET, typed (issue 22)', async () => {
    const [screen] = await client.getTouchscreens();
    expect(screen).toBeDefined();
    const [location] = await client.getMapLocations(screen?.floorId ?? '');
    const to = { type: 'location' as const, id: location?.id ?? '' };
    const posted = await client.findRoute({ from: { type: 'touchscreen', id: screen?.id ?? '' }, to });
    expect(posted.destinationLocationId).toBe(location?.id);
    expect(posted.legs.length).toBeGreaterThan(0);
    const got = await client.findRouteFromTouchscreen({ fromTouchscreen: screen?.id ?? '', to: to.id });
    expect(got).toEqual(posted);
    await expect(
      client.findRoute({ from: { type: 'touchscreen', id: screen?.id ?? '' }, to: { type: 'shop', id: UNKNOWN_ID } }),
    ).rejects.toMatchObject({ status: 404, code: 'DESTINATION_NOT_FOUND' });
  });

  it('falls back instead of rendering the error (spec 7)', async () => {
    const missing = () => client.getNews({ centerId: '00000000-0000-4000-8000-000000000000' });
    expect(await orFallback(missing(), [])).toEqual([]);
    expect(await safeRead(missing, { locale: 'de' })).toEqual({
      ok: false,
      error: { status: 404, code: 'CENTER_NOT_FOUND', message: 'Dieser Inhalt ist nicht verfügbar.' },
    });
    const ok = await safeRead(() => client.getHotPicks());
    expect(ok.ok && Array.isArray(ok.data)).toBe(true);
  });

  it('revalidates with the kept ETag: If-None-Match, 304, the same data', async () => {
    const requests: { url: string; ifNoneMatch: string | null; status: number }[] = [];
    const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await fetch(input, init);
      requests.push({
        url: String(input),
        ifNoneMatch: new Headers(init?.headers).get('if-none-match'),
        status: res.status,
      });
      return res;
    });
    const cached = createVisitorClient({
      baseUrl: platform.baseUrl,
      centerId: platform.centerId,
      etag: true,
      fetch: spy,
    });
    const first = await cached.getVisitorSurface();
    const second = await cached.getVisitorSurface();
    expect(second).toEqual(first);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ ifNoneMatch: null, status: 200 });
    expect(requests[1]?.ifNoneMatch).toMatch(/^"[\w-]{22}"$/);
    expect(requests[1]?.status).toBe(304);
    // another URL has its own ETag
    await cached.getShops({ limit: 3 });
    expect(requests[2]).toMatchObject({ ifNoneMatch: null, status: 200 });
  });
});
