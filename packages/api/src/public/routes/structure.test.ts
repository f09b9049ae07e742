// Spec 2.7, 4.1, 4.10: categories, themes, entrances, DOOH, center plan, touchscreens and signage reads.
import { randomUUID } from 'node:crypto';
import { bumpContentVersion } from '@center-platform/core/centers';
import { SECRET_MARK } from '@center-platform/core/demo';
import type { z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, expectCors, expectNoSecrets, openDemoApp } from '../../testing/demo-app';
import {
  CategoryList,
  CategoryThemeList,
  CenterplanResponse,
  DoohActiveResponse,
  DoohPlaylistList,
  DoohPlaylistResponse,
  EntranceList,
  FloorList,
  GastronomyThemeList,
  MapLocationList,
  OfficeThemeList,
  SignageConfigResponse,
  TouchscreenList,
  WebsiteCategoryList,
  WebsiteCategoryThemeList,
} from '../schemas/structure';

const SEEDED_SIGNAGE = { idleTimeoutSeconds: 90, language: 'de', showWeather: true, playlistSlug: 'main' };

describe('public structure reads', () => {
  let demo: DemoApp;
  let floorIds: Map<number, string>;
  let otherCenterId: string;
  beforeAll(async () => {
    demo = await openDemoApp();
    const { db, centerId } = demo;
    floorIds = new Map(
      (await db.selectFrom('mapFloors').select(['id', 'floorNumber']).where('centerId', '=', centerId).execute()).map(
        (f) => [f.floorNumber, f.id],
      ),
    );
    otherCenterId = (
      await db.selectFrom('centers').select('id').where('slug', '=', 'nord-arkaden').executeTakeFirstOrThrow()
    ).id;
    // a hidden category, an inactive office in an active theme and secrets in stored settings
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('categories')
        .set({ showOnWebsite: false })
        .where('centerId', '=', centerId)
        .where('slug', '=', 'schuhe')
        .execute();
      await trx
        .updateTable('offices')
        .set({ status: 'Inactive' })
        .where('centerId', '=', centerId)
        .where('name', '=', 'Physiotherapie Aktiv')
        .execute();
      await trx
        .updateTable('doohPlaylists')
        .set({
          settings: JSON.stringify({
            transition: 'fade',
            apiKey: `${SECRET_MARK}-dooh`,
            provider: { name: 'cdn', accessToken: SECRET_MARK },
          }),
        })
        .where('centerId', '=', centerId)
        .where('slug', '=', 'main')
        .execute();
      await trx
        .updateTable('signageConfigs')
        .set({ settings: JSON.stringify({ ...SEEDED_SIGNAGE, weatherApiKey: SECRET_MARK }) })
        .where('centerId', '=', centerId)
        .execute();
      await bumpContentVersion(trx, centerId);
    });
  });
  afterAll(() => demo.close());

  /** GETs a read, checks 200, CORS and the absence of secrets, and parses it with its schema. */
  const read = async <T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> => {
    const res = await demo.get(path);
    expect(res.status, path).toBe(200);
    expectCors(res, path);
    const body: unknown = await res.json();
    expectNoSecrets(body, path);
    return schema.parse(body);
  };
  const center = (path: string, id = demo.centerId) => `/api/centers/${id}${path}`;

  // every read: its path for a center id (or a floor id) and its response schema
  const reads: [string, (id: string) => string, z.ZodType][] = [
    ['website-categories', (id) => center('/website-categories', id), WebsiteCategoryList],
    ['categories', (id) => `/api/categories?centerId=${id}`, CategoryList],
    ['category-themes-for-website', (id) => center('/category-themes-for-website', id), WebsiteCategoryThemeList],
    ['category-themes', (id) => center('/category-themes', id), CategoryThemeList],
    ['office-themes', (id) => center('/office-themes', id), OfficeThemeList],
    ['gastronomy-themes', (id) => center('/gastronomy-themes', id), GastronomyThemeList],
    ['entrances', (id) => center('/entrances', id), EntranceList],
    ['dooh playlists', (id) => center('/dooh/public/playlists', id), DoohPlaylistList],
    ['dooh playlist', (id) => center('/dooh/public/playlist?slug=main', id), DoohPlaylistResponse],
    ['dooh active', (id) => center('/dooh/public/active', id), DoohActiveResponse],
    ['dooh local hero', (id) => center('/dooh/public/local-hero', id), DoohPlaylistResponse],
    ['centerplan', (id) => `/api/wayfinding/centerplan?centerId=${id}`, CenterplanResponse],
    ['floors', (id) => `/api/wayfinding/floors?centerId=${id}`, FloorList],
    ['touchscreens', (id) => `/api/touchscreens?centerId=${id}`, TouchscreenList],
    ['signage-config', (id) => center('/signage-config', id), SignageConfigResponse],
  ];

  it('answers every read with 200, CORS, no secrets and its schema', async () => {
    for (const [, path, schema] of reads) await read(path(demo.centerId), schema);
    await read(`/api/wayfinding/locations?floorId=${floorIds.get(0)}`, MapLocationList);
    await read('/api/touchscreens', TouchscreenList);
  });

  it('answers an unknown center with 404 and CORS, a malformed id with 400', async () => {
    const unknown = randomUUID();
    const paths = [...reads.map(([, path]) => path), (id: string) => `/api/wayfinding/locations?floorId=${id}`];
    for (const path of paths) {
      const res = await demo.get(path(unknown));
      expect(res.status, path(unknown)).toBe(404);
      expectCors(res, path(unknown));
      // an unknown floor is named as such (issue 22, point 4)
      const code = path(unknown).includes('floorId=') ? 'FLOOR_NOT_FOUND' : 'CENTER_NOT_FOUND';
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
      expect((await demo.get(path('not-a-uuid'))).status, path('not-a-uuid')).toBe(400);
    }
    for (const path of [
      '/api/categories',
      '/api/wayfinding/centerplan',
      '/api/wayfinding/floors',
      '/api/wayfinding/locations',
    ]) {
      expect((await demo.get(path)).status, path).toBe(400);
    }
    expect((await demo.get('/api/touchscreens?centerId=nope')).status).toBe(400);
  });

  it('lists website categories with their publicly listed shop counts', async () => {
    const { data } = await read(center('/website-categories'), WebsiteCategoryList);
    const shown = await demo.db
      .selectFrom('categories')
      .select('slug')
      .where('centerId', '=', demo.centerId)
      .where('showOnWebsite', '=', true)
      .orderBy('sortOrder')
      .execute();
    expect(data.map((c) => c.slug)).toEqual(shown.map((c) => c.slug));
    expect(data.map((c) => c.slug)).not.toContain('schuhe');

    const shops = await demo.db
      .selectFrom('shops')
      .leftJoin('shopChains', 'shopChains.id', 'shops.chainId')
      .select(['shops.categoryId', 'shops.status', 'shops.showOnWebsite', 'shopChains.status as chainStatus'])
      .where('shops.centerId', '=', demo.centerId)
      .execute();
    const listed = shops.filter(
      (s) => s.status === 'Active' && s.showOnWebsite && (s.chainStatus ?? 'Active') === 'Active',
    );
    expect(listed.length).toBeLessThan(shops.length);
    for (const category of data) {
      expect(category.shopCount, category.slug).toBe(listed.filter((s) => s.categoryId === category.id).length);
    }
    expect(data.find((c) => c.slug === 'gastronomie')?.shopCount).toBeGreaterThan(0);
  });

  it('lists every category of a center with /api/categories', async () => {
    const { data } = await read(`/api/categories?centerId=${demo.centerId}`, CategoryList);
    expect(data).toHaveLength(10);
    expect(data.find((c) => c.slug === 'schuhe')?.showOnWebsite).toBe(false);
  });

  it('gives category themes for the website apart from the raw themes', async () => {
    const website = (await read(center('/category-themes-for-website'), WebsiteCategoryThemeList)).data;
    expect(website.map((t) => t.slug)).toEqual(['mode-style', 'genuss']);
    expect(website[0]?.categories.map((c) => c.slug)).toEqual(['mode']);
    expect(website[1]?.categories.map((c) => c.slug)).toEqual(['gastronomie', 'lebensmittel']);

    const raw = (await read(center('/category-themes'), CategoryThemeList)).data;
    expect(raw.map((t) => [t.slug, t.showOnWebsite])).toEqual([
      ['mode-style', true],
      ['genuss', true],
      ['intern', false],
    ]);
    expect(raw[0]?.categoryIds).toHaveLength(2);
  });

  it('lists active office themes with their active offices only', async () => {
    const { data } = await read(center('/office-themes'), OfficeThemeList);
    expect(data.map((t) => t.slug)).toEqual(['gesundheit']);
    expect(data[0]?.offices.map((o) => o.name)).toEqual(['Praxis Dr. Weber', 'Steuerbüro Zahl']);
  });

  it('lists gastronomy themes with their publicly listed shops', async () => {
    const { data } = await read(center('/gastronomy-themes'), GastronomyThemeList);
    expect(data.map((t) => t.slug)).toEqual(['schnell-lecker', 'cafe-kuchen']);
    const linked = await demo.db
      .selectFrom('gastronomyThemeShops')
      .innerJoin('shops', 'shops.id', 'gastronomyThemeShops.shopId')
      .select(['shops.id', 'shops.status', 'shops.showOnWebsite'])
      .execute();
    const listed = linked.filter((s) => s.status === 'Active' && s.showOnWebsite).map((s) => s.id);
    expect(data.flatMap((t) => t.shops.map((s) => s.id)).sort()).toEqual(listed.sort());
    expect(listed.length).toBeGreaterThan(0);
  });

  it('lists entrances in order with their floor numbers', async () => {
    const { data } = await read(center('/entrances'), EntranceList);
    expect(data.map((e) => [e.name, e.floorNumber])).toEqual([
      ['Eingang Nord', 0],
      ['Eingang Süd', 0],
      ['Parkhaus P1', -1],
    ]);
  });

  it('serves active DOOH playlists, one by slug, the active one and the local hero', async () => {
    const playlists = (await read(center('/dooh/public/playlists'), DoohPlaylistList)).data;
    expect(playlists.map((p) => p.slug)).toEqual(['main', 'local-hero']);
    const main = (await read(center('/dooh/public/playlist?slug=main'), DoohPlaylistResponse)).data;
    expect(main.items.map((i) => i.sortOrder)).toEqual([0, 1, 2]);
    expect(main.settings).toEqual({ transition: 'fade', provider: { name: 'cdn' } });

    for (const slug of ['winter', 'no-such-list']) {
      const { status, body, headers } = await demo.getJson(center(`/dooh/public/playlist?slug=${slug}`));
      expect([status, body.error.code], slug).toEqual([404, 'PLAYLIST_NOT_FOUND']);
      expect(headers.get('access-control-allow-origin')).toBe('*');
    }
    for (const query of ['slug=Main', 'slug=a%20b', `slug=${'a'.repeat(81)}`, '']) {
      expect((await demo.get(center(`/dooh/public/playlist?${query}`))).status, query).toBe(400);
    }

    const active = (await read(center('/dooh/public/active'), DoohActiveResponse)).data;
    expect(active.playlist?.slug).toBe('main');
    expect(active.signage).toEqual(SEEDED_SIGNAGE);
    const hero = (await read(center('/dooh/public/local-hero'), DoohPlaylistResponse)).data;
    expect([hero.slug, hero.isLocalHero, hero.items.length]).toEqual(['local-hero', true, 1]);
  });

  it('answers the DOOH reads of a center without playlists', async () => {
    expect((await read(center('/dooh/public/playlists', otherCenterId), DoohPlaylistList)).data).toEqual([]);
    expect((await read(center('/dooh/public/active', otherCenterId), DoohActiveResponse)).data).toEqual({
      playlist: null,
      signage: {},
    });
    const { status, body } = await demo.getJson(center('/dooh/public/local-hero', otherCenterId));
    expect([status, body.error.code]).toEqual([404, 'LOCAL_HERO_NOT_FOUND']);
  });

  it('gives the center plan without SVG and floor 0 as the default floor', async () => {
    const { data } = await read(`/api/wayfinding/centerplan?centerId=${demo.centerId}`, CenterplanResponse);
    expect(data.defaultFloorId).toBe(floorIds.get(0));
    expect(data.floors.map((f) => f.floorNumber)).toEqual([-1, 0, 1]);
    for (const floor of data.floors) expect(floor).not.toHaveProperty('mapSvg');

    const { status, body, headers } = await demo.getJson(`/api/wayfinding/centerplan?centerId=${otherCenterId}`);
    expect([status, body.error.code]).toEqual([404, 'CENTERPLAN_NOT_FOUND']);
    expect(headers.get('access-control-allow-origin')).toBe('*');
  });

  it('gives floors with SVG, narrowed by floor number or floor id', async () => {
    const floors = `/api/wayfinding/floors?centerId=${demo.centerId}`;
    const all = (await read(floors, FloorList)).data;
    expect(all.map((f) => f.floorNumber)).toEqual([-1, 0, 1]);
    for (const floor of all) expect(floor.mapSvg).toMatch(/^<svg /);
    const lower = (await read(`${floors}&floorNumber=-1`, FloorList)).data;
    expect(lower.map((f) => f.id)).toEqual([floorIds.get(-1)]);
    const byId = (await read(`${floors}&floorId=${floorIds.get(1)}`, FloorList)).data;
    expect(byId.map((f) => f.floorNumber)).toEqual([1]);
    expect((await read(`${floors}&floorId=${floorIds.get(1)}&floorNumber=0`, FloorList)).data).toEqual([]);
    for (const bad of ['floorNumber=1.5', 'floorNumber=1000', 'floorNumber=x', 'floorNumber=', 'floorId=1']) {
      expect((await demo.get(`${floors}&${bad}`)).status, bad).toBe(400);
    }
  });

  it('gives the map locations of a floor, each drawn by an element of its SVG', async () => {
    const floors = (await read(`/api/wayfinding/floors?centerId=${demo.centerId}`, FloorList)).data;
    for (const floor of floors) {
      const { data } = await read(`/api/wayfinding/locations?floorId=${floor.id}`, MapLocationList);
      expect(data.length, floor.name).toBeGreaterThan(0);
      for (const location of data) {
        expect(location.floorId).toBe(floor.id);
        if (location.svgElementId) expect(floor.mapSvg).toContain(`id="${location.svgElementId}"`);
        expect(location.shop?.id ?? null).toBe(location.shopId);
      }
      if (floor.floorNumber === 0) expect(data.filter((l) => l.service)).toHaveLength(3);
    }
  });

  it('lists touchscreens with their floor numbers, of all centers or of one', async () => {
    const res = await demo.get('/api/touchscreens');
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    expect(res.headers.get('cdn-cache-control')).toBeNull();
    // an ETag like every other read (issue 22, point 4)
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect((await demo.get('/api/touchscreens', { 'if-none-match': etag })).status).toBe(304);
    const all = TouchscreenList.parse(await res.json()).data;
    expect(all.map((t) => [t.slug, t.floorNumber]).sort()).toEqual([
      ['terminal-eg', 0],
      ['terminal-og1', 1],
      ['terminal-ug', -1],
    ]);
    const mine = (await read(`/api/touchscreens?centerId=${demo.centerId}`, TouchscreenList)).data;
    expect(mine).toEqual(all);
    expect((await read(`/api/touchscreens?centerId=${otherCenterId}`, TouchscreenList)).data).toEqual([]);
  });

  it('gives the signage configuration with touchscreen floor numbers and no secret keys', async () => {
    const { data } = await read(center('/signage-config'), SignageConfigResponse);
    expect(data.settings).toEqual(SEEDED_SIGNAGE);
    expect(data.touchscreens.map((t) => t.floorNumber).sort()).toEqual([-1, 0, 1]);
  });
});
