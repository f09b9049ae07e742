// Spec 4.7 end to end against the legacy platform's stand-in (tooling/stand-ins/legacy-platform.mjs, its sample
// center): every mapping rule of the issue, the reads requested (the skipped ones never), media re-hosted into the
// store, and a second run that changes nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LegacyPlatform, startLegacyPlatform } from '@center-platform/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createLocalMediaStorage } from '../../media/local-storage';
import type { MediaStorage } from '../../media/storage';
import { openTestDatabase } from '../../testing/test-database';
import { createImportRun, type ImportRunView } from '../import-runs';
import { runLegacyImport } from './run-legacy-import';

const SKIPPED = [
  '/v1/center-aktionen-aus-der-nachbarschaft',
  '/v1/center-aktionen-archiv',
  '/v1/shop-aktionen',
  '/v1/shop-coupons',
  '/v1/news_aktionen',
  '/v1/news_aktionen/highlights',
  '/v1/real',
  '/v1/hotspot',
  '/v1/logo',
];
const MEDIA_PATH = /^centers\/[0-9a-f-]{36}\/[0-9a-f]{2}\/[0-9a-f]{64}\.(png|svg|pdf)$/;

describe('legacy import of the stand-in center', () => {
  let handle: DatabaseHandle;
  let legacy: LegacyPlatform;
  let storage: MediaStorage;
  let mediaDir: string;
  let centerId: string;
  let first: ImportRunView;
  let second: ImportRunView;
  let requestsOfFirst: LegacyPlatform['requests'];
  let requestsOfSecond: LegacyPlatform['requests'];

  const importOnce = async () => {
    const run = await createImportRun(
      handle.db,
      { kind: 'legacy', sourceRef: '42', targetCenterId: centerId, options: {}, createdByUserId: null },
      async () => null,
    );
    return runLegacyImport({ db: handle.db, storage, legacyBaseUrl: legacy.url }, run.id);
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    legacy = await startLegacyPlatform();
    mediaDir = await mkdtemp(path.join(tmpdir(), 'cp-media-'));
    storage = createLocalMediaStorage(mediaDir);
    centerId = (
      await handle.db
        .insertInto('centers')
        .values({ name: 'Rhein-Galerie', slug: 'rhein-galerie' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    first = await importOnce();
    requestsOfFirst = legacy.requests.splice(0);
    second = await importOnce();
    requestsOfSecond = legacy.requests.splice(0);
  }, 60_000);

  afterAll(async () => {
    await legacy?.close();
    await handle?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('succeeds and counts what it created', () => {
    expect(first.status, JSON.stringify(first.errors)).toBe('succeeded');
    expect(first.errors).toEqual([]);
    expect(first.counts).toMatchObject({
      shops: { created: 24, updated: 0, failed: 0 },
      news: { created: 6 },
      centerzeitung: { created: 2 },
      services: { created: 2 },
      jobs: { created: 1 },
      offers: { created: 1 },
      events: { created: 1 },
      slider: { updated: 1 },
      centerplan: { created: 3 },
    });
    // the one floor SVG that answers 404
    expect(first.warnings.some((w) => w.includes('/centerplan floor -1'))).toBe(true);
  });

  it('requests only the imported reads, never the skipped ones', () => {
    const reads = new Set(requestsOfFirst.filter((r) => r.path.startsWith('/v1/')).map((r) => r.path));
    expect([...reads].sort()).toEqual(
      [
        '/v1/centers',
        '/v1/shops',
        '/v1/center-aktionen',
        '/v1/services',
        '/v1/stellenmarkt',
        '/v1/shop-angebote',
        '/v1/shop-events',
        '/v1/informationen',
        '/v1/slider',
        '/v1/centerzeitung',
        '/v1/centerplan',
      ].sort(),
    );
    for (const skipped of SKIPPED) expect(reads.has(skipped)).toBe(false);
    for (const r of requestsOfFirst.filter((r) => r.path.startsWith('/v1/') && r.path !== '/v1/centers'))
      expect(r.query.center_id).toBe('42');
  });

  it('maps shops and branch locations, hours through the central serialization', async () => {
    const shops = await handle.db
      .selectFrom('shops')
      .leftJoin('categories', 'categories.id', 'shops.categoryId')
      .leftJoin('shopChains', 'shopChains.id', 'shops.chainId')
      .select([
        'shops.legacyId',
        'shops.name',
        'shops.slug',
        'shops.description',
        'shops.shortDescription',
        'shops.floor',
        'shops.floorNumber',
        'shops.logo',
        'shops.coverImage',
        'shops.openingHours',
        'shops.tags',
        'shops.website',
        'shops.phone',
        'shops.status',
        'categories.name as category',
        'shopChains.name as chain',
      ])
      .where('shops.centerId', '=', centerId)
      .orderBy('shops.legacyId')
      .execute();
    expect(shops).toHaveLength(24);
    const byId = new Map(shops.map((s) => [s.legacyId, s]));
    const cafe = byId.get('1003');
    expect(cafe).toMatchObject({
      name: 'Café Müller & Söhne',
      slug: 'cafe-mueller-und-soehne',
      category: 'Elektronik',
    });
    const plain = byId.get('1001');
    expect(plain).toMatchObject({
      shortDescription: 'Kurztext 2',
      description: '<p>Beschreibung von <strong>Shop 2</strong>.</p>',
      floor: 'EG',
      floorNumber: 0,
      tags: ['neu'],
      website: 'https://shop2.example',
      phone: '+49 621 000000',
      status: 'Active',
      chain: null,
    });
    expect(plain?.openingHours).toEqual({
      monday: { open: '09:30', close: '20:00' },
      tuesday: { open: '09:30', close: '20:00' },
      wednesday: { open: '09:30', close: '20:00' },
      thursday: { open: '09:30', close: '20:00' },
      friday: { open: '09:30', close: '20:00' },
      saturday: { open: '09:30', close: '20:00' },
      sunday: { open: 'closed', close: 'closed' },
    });
    expect(byId.get('1002')?.floorNumber).toBe(1);
    expect(byId.get('1000')?.floorNumber).toBe(-1);
    // free text stays free text
    expect(byId.get('1005')?.openingHours).toBe('Mo-Sa 10-20 Uhr');
    // a branch of a chain keeps its hours under regularHours, no top-level weekday keys
    const branch = byId.get('1006');
    expect(branch?.chain).toBe('Kette A');
    expect(Object.keys(branch?.openingHours as object)).toEqual(['regularHours']);
    expect(byId.get('1001')?.website).toBe('https://shop2.example');
    expect(byId.get('1000')?.website).toBeNull();
    // logo re-hosted, an empty titelbild stays empty
    expect(plain?.logo).toMatch(MEDIA_PATH);
    expect(plain?.coverImage).toMatch(MEDIA_PATH);
    expect(byId.get('1000')?.coverImage).toBeNull();
  });

  it('maps the center newspaper exactly as 4.7 says', async () => {
    const rows = await handle.db
      .selectFrom('news')
      .selectAll()
      .where('centerId', '=', centerId)
      .where('legacyId', 'like', 'centerzeitung:%')
      .orderBy('legacyId')
      .execute();
    expect(rows.map((r) => r.title)).toEqual(['Centerzeitung Frühling - Ausgabe 1/2025', 'Centerzeitung Sommer']);
    const [spring, summer] = rows;
    expect(spring?.content).toContain('<h2>Willkommen</h2>');
    expect(spring?.excerpt?.length).toBeLessThanOrEqual(200);
    expect(spring?.excerpt).toMatch(/^Willkommen Neuigkeiten aus dem Center & mehr\./);
    expect(spring?.excerpt).not.toMatch(/[<>]/);
    expect(new Date(spring?.publishDate as Date).getTime()).toBe(1740787200 * 1000);
    expect(new Date(summer?.publishDate as Date).getTime()).toBe(1748736000 * 1000);
    for (const row of rows) {
      expect(row.tags).toEqual(['centerzeitung']);
      expect(row.slug).toMatch(/^centerzeitung-[a-z0-9-]+-centerzeitung-\d+$/);
      expect(row.source).toBe('mec-import');
      expect(row.image).toMatch(MEDIA_PATH);
      expect((row.metadata as { pdfUrl: string }).pdfUrl).toMatch(/\.pdf$/);
      expect((row.metadata as { pdfUrl: string }).pdfUrl).toMatch(MEDIA_PATH);
    }
  });

  it('maps news, services, jobs, offers and events', async () => {
    const news = await handle.db
      .selectFrom('news')
      .selectAll()
      .where('centerId', '=', centerId)
      .where('legacyId', '=', 'aktion:7001')
      .executeTakeFirstOrThrow();
    expect(news).toMatchObject({ title: 'Aktion 2 - Untertitel 2', category: 'center_aktion', source: 'mec-import' });
    // a slug a website can route by, unique in the center through the legacy id (issue 22)
    expect(news.slug).toBe('aktion-2-untertitel-2-aktion-7001');
    expect(new Date(news.publishDate as Date).getTime()).toBe((1735689600 + 86400) * 1000);
    const services = await handle.db
      .selectFrom('services')
      .selectAll()
      .where('centerId', '=', centerId)
      .orderBy('legacyId')
      .execute();
    expect(services.map((s) => [s.name, s.isActive, s.floor])).toEqual([
      ['Geldautomat', true, 'EG'],
      ['Wickelraum', false, '1. OG'],
    ]);
    expect(services[0]?.icon).toMatch(MEDIA_PATH);
    const shop1001 = await handle.db
      .selectFrom('shops')
      .select('id')
      .where('legacyId', '=', '1001')
      .executeTakeFirstOrThrow();
    const job = await handle.db
      .selectFrom('jobs')
      .selectAll()
      .where('centerId', '=', centerId)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      title: 'Verkäufer (m/w/d)',
      shopId: shop1001.id,
      employmentType: 'Teilzeit',
      contactEmail: 'jobs@shop2.example',
    });
    const offer = await handle.db
      .selectFrom('offers')
      .selectAll()
      .where('centerId', '=', centerId)
      .executeTakeFirstOrThrow();
    expect(offer.title).toBe('20 % auf alles');
    expect(new Date(offer.validUntil as Date).getTime()).toBe(1736294400 * 1000);
    const event = await handle.db
      .selectFrom('events')
      .selectAll()
      .where('centerId', '=', centerId)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ title: 'Kinderschminken', location: 'Eingang Nord', shopId: null });
    expect(new Date(event.startsAt as Date).getTime()).toBe(1736589600 * 1000);
  });

  it('fills center data, template content and hero slides from /informationen and /slider', async () => {
    const center = await handle.db
      .selectFrom('centers')
      .leftJoin('centerThemeOverrides', 'centerThemeOverrides.centerId', 'centers.id')
      .select([
        'openingHours',
        'phone',
        'email',
        'city',
        'address',
        'postalCode',
        'logo',
        'websiteTemplate',
        'themeOverrides',
      ])
      .where('id', '=', centerId)
      .executeTakeFirstOrThrow();
    expect(center).toMatchObject({
      phone: '+49 621 111111',
      email: 'info@rhein-galerie.example',
      city: 'Ludwigshafen',
      address: 'Zollhofstraße 6',
      postalCode: '67061',
    });
    expect(center.logo).toMatch(MEDIA_PATH);
    expect((center.openingHours as Record<string, unknown>).monday).toEqual({ open: '09:30', close: '20:00' });
    const content = (center.themeOverrides as { templateContent: Record<string, Record<string, unknown>> })
      .templateContent[center.websiteTemplate];
    expect(content?.customContent).toEqual({
      anfahrtDescription: 'Mit der Straßenbahn Linie 6 bis Rathaus.',
      parkingSpaces: 1500,
    });
    const slides = (content?.heroSlider as { slides: Record<string, string>[] } | undefined)?.slides ?? [];
    expect(slides.map((s) => s.headline)).toEqual(['Willkommen', 'Sommer']);
    expect(slides[0]).toMatchObject({ subline: 'in der Rhein-Galerie', cta: 'Shops', ctaHref: '/shops' });
    expect(slides[0]?.image).toMatch(MEDIA_PATH);
  });

  it('creates the center plan: a floor per ebene, floor 0 default, a failed SVG still a floor', async () => {
    const floors = await handle.db
      .selectFrom('mapFloors')
      .selectAll()
      .where('centerId', '=', centerId)
      .orderBy('floorNumber')
      .execute();
    expect(floors.map((f) => [f.floorNumber, f.name, f.isDefault])).toEqual([
      [-1, 'Untergeschoss', false],
      [0, 'Erdgeschoss', true],
      [1, '1. Obergeschoss', false],
    ]);
    expect(floors[0]?.mapSvg).toBe('');
    expect(floors[1]?.mapSvg).toContain('id="shop-');
    expect(floors[1]?.mapImage).toMatch(MEDIA_PATH);
    const plans = await handle.db.selectFrom('centerplans').select('id').where('centerId', '=', centerId).execute();
    expect(plans).toHaveLength(1);
  });

  it('stores each distinct file once under its content hash', async () => {
    const assets = await handle.db.selectFrom('mediaAssets').selectAll().where('centerId', '=', centerId).execute();
    const keys = new Set(assets.map((a) => a.storageKey));
    // the stand-in answers the same 1x1 PNG for every image: one stored PNG
    expect([...keys].filter((k) => k.endsWith('.png'))).toHaveLength(1);
    for (const key of keys) expect(await storage.has(key)).toBe(true);
  });

  it('a second run changes nothing and downloads nothing', async () => {
    expect(second.status).toBe('succeeded');
    for (const [read, counts] of Object.entries(second.counts as Record<string, Record<string, number>>)) {
      expect({ read, created: counts.created, updated: counts.updated }).toEqual({ read, created: 0, updated: 0 });
    }
    expect((second.counts as Record<string, { unchanged: number }>).shops?.unchanged).toBe(24);
    expect(requestsOfSecond.filter((r) => r.path.startsWith('/media/'))).toEqual([]);
  });
});
