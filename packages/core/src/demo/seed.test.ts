// The demo seed of shared/conformance/README.md (issue: foundation, point 6).
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../accounts/one-time-tokens';
import { getNewsPerformance } from '../content/news-performance';
import type { DatabaseHandle } from '../db/database';
import { readOpeningHours } from '../opening-hours';
import { openTestDatabase } from '../testing/test-database';
import { loadWayfindingGraph } from '../wayfinding/graph';
import { findRoute, type Route } from '../wayfinding/route';
import { DEMO_CENTER_SLUG, SECRET_MARK } from './catalog';
import { type DemoSeedResult, isDatabaseEmpty, seedDemo } from './seed';

const WEEKDAY = /^(mon|tues|wednes|thurs|fri|satur|sun)day$/;
const now = new Date();

describe('demo seed', () => {
  let handle: DatabaseHandle;
  let seeded: DemoSeedResult;
  beforeAll(async () => {
    handle = await openTestDatabase();
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    seeded = await seedDemo(handle.db, { adminEmail: 'admin@example.com', baseUrl: 'http://localhost:3000', now });
  });
  afterAll(() => handle.close());

  const shopsOfDemo = () => handle.db.selectFrom('shops').selectAll().where('centerId', '=', seeded.centerId).execute();

  it('creates the center demo-center and marks the database as not empty', async () => {
    const center = await handle.db
      .selectFrom('centers')
      .selectAll()
      .where('slug', '=', DEMO_CENTER_SLUG)
      .executeTakeFirstOrThrow();
    expect(center.id).toBe(seeded.centerId);
    expect(center.websiteTemplate).toBeTruthy();
    expect(center.logoUrl).toBe(center.logo);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
  });

  it('has at least 120 shops with at least 10 branch locations of 2 chains', async () => {
    const shops = await shopsOfDemo();
    expect(shops.length).toBeGreaterThanOrEqual(120);
    const branches = shops.filter((s) => s.chainId);
    expect(branches.length).toBeGreaterThanOrEqual(10);
    expect(new Set(branches.map((b) => b.chainId)).size).toBe(2);
  });

  it('stores branch hours under regularHours without stray weekday keys', async () => {
    const branches = (await shopsOfDemo()).filter((s) => s.chainId);
    for (const b of branches) {
      const hours = b.openingHours as Record<string, unknown>;
      expect(
        Object.keys(hours).filter((k) => WEEKDAY.test(k)),
        b.slug,
      ).toEqual([]);
      expect(hours.regularHours, b.slug).toBeTypeOf('object');
    }
  });

  it('holds every stored opening-hours form of spec 2.6', async () => {
    const hours = (await shopsOfDemo()).map((s) => s.openingHours);
    const days = hours.flatMap((h) => {
      const view = readOpeningHours(h);
      return view.kind === 'weekly' ? Object.values(view.days) : [];
    });
    expect(hours).toContain(null);
    expect(hours.some((h) => typeof h === 'string')).toBe(true);
    expect(hours.some((h) => h !== null && typeof h === 'object' && 'regularHours' in h)).toBe(true);
    expect(days.some((d) => 'hours' in d)).toBe(true);
    expect(days.some((d) => 'open' in d && d.open !== 'closed')).toBe(true);
    expect(days.some((d) => 'open' in d && d.open === 'closed' && d.close === 'closed')).toBe(true);
  });

  it('has at least 60 active hot picks, plus inactive ones and ones outside their window', async () => {
    const picks = await handle.db.selectFrom('hotPicks').selectAll().where('centerId', '=', seeded.centerId).execute();
    const visible = (p: (typeof picks)[number]) =>
      p.isActive && (!p.visibleFrom || p.visibleFrom <= now) && (!p.visibleUntil || p.visibleUntil >= now);
    expect(picks.filter(visible).length).toBeGreaterThanOrEqual(60);
    expect(picks.some((p) => !p.isActive)).toBe(true);
    expect(picks.some((p) => p.isActive && !visible(p))).toBe(true);
  });

  it('gives every demo news item 14 days of performance figures', async () => {
    const news = await handle.db.selectFrom('news').select('id').where('centerId', '=', seeded.centerId).execute();
    const { items, notFound } = await getNewsPerformance(
      handle.db,
      news.map((n) => n.id),
      {},
      { centerIds: [seeded.centerId] },
    );
    expect(notFound).toEqual([]);
    for (const item of items) {
      expect(item.days, item.title).toBe(14);
      expect(item.views, item.title).toBeGreaterThan(0);
    }
  });

  it('has news, events, offers and jobs inside and outside their visibility windows', async () => {
    for (const table of ['news', 'events', 'offers', 'jobs'] as const) {
      const rows = await handle.db
        .selectFrom(table)
        .select(['visibleFrom', 'visibleUntil', 'authorshipLabel'])
        .where('centerId', '=', seeded.centerId)
        .execute();
      expect(
        rows.some((r) => (!r.visibleFrom || r.visibleFrom <= now) && (!r.visibleUntil || r.visibleUntil >= now)),
        table,
      ).toBe(true);
      expect(
        rows.some((r) => r.visibleUntil && r.visibleUntil < now),
        `${table} expired`,
      ).toBe(true);
      expect(
        rows.some((r) => r.visibleFrom && r.visibleFrom > now),
        `${table} upcoming`,
      ).toBe(true);
      expect(
        rows.map((r) => r.authorshipLabel),
        table,
      ).toEqual(expect.arrayContaining(['ai', 'ai_reviewed']));
    }
    const diary = await handle.db
      .selectFrom('news')
      .innerJoin('newsLinkedShops', 'newsLinkedShops.newsId', 'news.id')
      .select('news.id')
      .where('news.isConstructionDiary', '=', true)
      .execute();
    expect(diary.length).toBeGreaterThan(0);
  });

  it('has page content including the directions page anfahrt', async () => {
    const pages = await handle.db
      .selectFrom('pageContent')
      .selectAll()
      .where('centerId', '=', seeded.centerId)
      .execute();
    const anfahrt = pages.find((p) => p.pageType === 'anfahrt');
    expect(anfahrt?.content).toMatchObject({ description: expect.any(String), parkingSpaces: expect.any(Number) });
    expect(pages.map((p) => p.pageType)).toContain('oeffnungszeiten');
  });

  it('has 3 floors with SVG plans and map locations, a default floor 0, and touchscreens', async () => {
    const floors = await handle.db
      .selectFrom('mapFloors')
      .selectAll()
      .where('centerId', '=', seeded.centerId)
      .execute();
    expect(floors.map((f) => f.floorNumber).sort()).toEqual([-1, 0, 1]);
    expect(floors.filter((f) => f.isDefault).map((f) => f.floorNumber)).toEqual([0]);
    for (const floor of floors) {
      expect(floor.mapSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
      const locations = await handle.db
        .selectFrom('mapLocations')
        .selectAll()
        .where('floorId', '=', floor.id)
        .execute();
      expect(locations.length).toBeGreaterThan(0);
      expect(new Set(locations.map((l) => l.mappingMethod))).toEqual(new Set(['element_id', 'data_id', 'coordinate']));
      for (const l of locations.filter((x) => x.svgElementId)) expect(floor.mapSvg).toContain(`id="${l.svgElementId}"`);
    }
    const screens = await handle.db
      .selectFrom('touchscreens')
      .selectAll()
      .where('centerId', '=', seeded.centerId)
      .execute();
    expect(screens.length).toBe(3);
    expect(screens.every((s) => s.floorId)).toBe(true);
  });

  it('has a walkable graph: a touchscreen reaches a shop upstairs plainly and by lift, and every location', async () => {
    const graph = await loadWayfindingGraph(handle.db, seeded.centerId);
    const floors = await handle.db
      .selectFrom('mapFloors')
      .select(['id', 'floorNumber', 'mapSvg'])
      .where('centerId', '=', seeded.centerId)
      .execute();
    const floorNumber = (floorId: string) => floors.find((f) => f.id === floorId)?.floorNumber;
    const screens = await handle.db
      .selectFrom('touchscreens')
      .select(['id', 'floorId'])
      .where('centerId', '=', seeded.centerId)
      .execute();
    const screen = screens.find((s) => s.floorId && floorNumber(s.floorId) === 0);
    const locations = await handle.db
      .selectFrom('mapLocations')
      .select(['id', 'floorId', 'shopId'])
      .where('centerId', '=', seeded.centerId)
      .execute();
    const upstairs = locations.find((l) => l.shopId && floorNumber(l.floorId) === 1);
    if (!screen || !upstairs?.shopId) throw new Error('the demo has a touchscreen on floor 0 and shops on floor 1');
    const from = { type: 'touchscreen' as const, id: screen.id };
    const to = { type: 'shop' as const, id: upstairs.shopId };
    const connectors = (r: Route) => r.legs.flatMap((l) => l.steps.flatMap((s) => s.connectorType ?? []));

    const plain = findRoute(graph, { from, to });
    expect(plain.legs.map((l) => l.floorNumber)).toEqual([0, 1]);
    expect(connectors(plain)).toHaveLength(1);
    expect(connectors(plain)).not.toContain('lift');
    const stepFree = findRoute(graph, { from, to, accessible: true });
    expect(stepFree.legs.map((l) => l.floorNumber)).toEqual([0, 1]);
    expect(connectors(stepFree)).toEqual(['lift']);
    expect(stepFree.distance).toBeGreaterThan(plain.distance);

    for (const location of locations) {
      for (const accessible of [false, true]) {
        const route = findRoute(graph, { from, to: { type: 'location', id: location.id }, accessible });
        expect(route.legs.at(-1)?.floorId).toBe(location.floorId);
        // every point lies on the drawn plan
        for (const leg of route.legs) {
          const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(
            floors.find((f) => f.id === leg.floorId)?.mapSvg ?? '',
          ) ?? ['', '0', '0'];
          for (const [x, y] of leg.polyline) {
            expect(x).toBeGreaterThanOrEqual(0);
            expect(y).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(Number(width));
            expect(y).toBeLessThanOrEqual(Number(height));
          }
        }
      }
    }
  });

  it('has a DOOH playlist `main` with items and a local hero', async () => {
    const playlists = await handle.db
      .selectFrom('doohPlaylists')
      .selectAll()
      .where('centerId', '=', seeded.centerId)
      .execute();
    const main = playlists.find((p) => p.slug === 'main');
    expect(main?.isActive).toBe(true);
    expect(playlists.some((p) => p.isLocalHero)).toBe(true);
    const items = await handle.db
      .selectFrom('doohPlaylistItems')
      .selectAll()
      .where('playlistId', '=', main?.id ?? '')
      .execute();
    expect(items.length).toBeGreaterThan(0);
  });

  it('puts the demo-secret mark into every secret field', async () => {
    const secrets = await handle.db
      .selectFrom('centerSecrets')
      .selectAll()
      .where('centerId', '=', seeded.centerId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(secrets.companionConfig)).toContain(SECRET_MARK);
    expect(JSON.stringify(secrets.formRecipients)).toContain(SECRET_MARK);
    expect(secrets.reportRecipients.join()).toContain(SECRET_MARK);
    expect(await verify(secrets.analyticsPagePasswordHash ?? '', `${SECRET_MARK}-analytics-password`)).toBe(true);
    const overrides = await handle.db
      .selectFrom('centerThemeOverrides')
      .select('themeOverrides')
      .where('centerId', '=', seeded.centerId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(overrides.themeOverrides)).toContain(SECRET_MARK);
    const keys = await handle.db.selectFrom('apiKeys').select(['kind', 'keyHash']).execute();
    expect(keys.map((k) => k.kind)).toEqual(expect.arrayContaining(['organization', 'center_plugin']));
    expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k.keyHash))).toBe(true);
  });

  it('creates a SUPER_ADMIN without a password and a one-time setup link valid for 7 days', async () => {
    const admin = await handle.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow();
    expect(admin.role).toBe('SUPER_ADMIN');
    expect(admin.passwordHash).toBeNull();
    const link = new URL(seeded.setupLink);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/auth/activate');
    const token = link.searchParams.get('token') ?? '';
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await handle.db
      .selectFrom('accountTokens')
      .selectAll()
      .where('userId', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.purpose).toBe('setup');
    expect(stored.usedAt).toBeNull();
    expect(stored.expiresAt.getTime() - now.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
  });
});
