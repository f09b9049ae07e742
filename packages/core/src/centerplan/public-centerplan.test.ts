// Public center plan reads (spec 2.7, 4.1, 4.10) on the seeded demo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { json } from '../db/json';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import {
  getPublicCenterplan,
  getPublicSignageConfig,
  listPublicFloors,
  listPublicMapLocations,
  listPublicTouchscreens,
} from './public-centerplan';
import { closeSvgPool, svgPoolStats } from './svg-pool';

describe('public center plan', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
  });
  afterAll(() => handle.close());

  const floorByNumber = async (floorNumber: number) => {
    const [floor] = await listPublicFloors(handle.db, centerId, { floorNumber });
    if (!floor) throw new Error(`no floor ${floorNumber}`);
    return floor;
  };

  it('lists the active floors without SVG and names floor 0 the default', async () => {
    const plan = await getPublicCenterplan(handle.db, centerId);
    expect(plan?.floors.map((f) => f.floorNumber)).toEqual([-1, 0, 1]);
    for (const floor of plan?.floors ?? []) expect(floor).not.toHaveProperty('mapSvg');
    expect(plan?.defaultFloorId).toBe((await floorByNumber(0)).id);
    expect(plan?.settings).toEqual({ legend: true, metersPerUnit: 0.2 });
  });

  it('has no center plan for a center without one', async () => {
    const other = await handle.db
      .selectFrom('centers')
      .select('id')
      .where('slug', '=', 'nord-arkaden')
      .executeTakeFirstOrThrow();
    expect(await getPublicCenterplan(handle.db, other.id)).toBeUndefined();
  });

  it('narrows floors with SVG by floor number and floor id', async () => {
    const all = await listPublicFloors(handle.db, centerId);
    expect(all).toHaveLength(3);
    for (const floor of all) expect(floor.mapSvg).toMatch(/^<svg /);
    const lower = await floorByNumber(-1);
    expect(lower.name).toBe('Untergeschoss');
    expect(await listPublicFloors(handle.db, centerId, { floorId: lower.id })).toEqual([lower]);
    expect(await listPublicFloors(handle.db, centerId, { floorId: lower.id, floorNumber: 1 })).toEqual([]);
  });

  it('hands out a stored plan sanitized on every read, and a changed plan as changed (sanitized once per markup)', async () => {
    const lower = await floorByNumber(-1);
    const store = (mapSvg: string) =>
      handle.db.updateTable('mapFloors').set({ mapSvg }).where('id', '=', lower.id).execute();
    try {
      await store('<svg xmlns="http://www.w3.org/2000/svg"><rect id="a"/><script>alert(1)</script></svg>');
      for (let read = 0; read < 2; read++) {
        const { mapSvg } = await floorByNumber(-1);
        expect(mapSvg).toContain('id="a"');
        expect(mapSvg).not.toContain('script');
      }
      await store('<svg xmlns="http://www.w3.org/2000/svg"><rect id="b" onclick="alert(1)"/></svg>');
      const { mapSvg } = await floorByNumber(-1);
      expect(mapSvg).toContain('id="b"');
      expect(mapSvg).not.toContain('onclick');
    } finally {
      await store(lower.mapSvg);
    }
  });

  it('sanitizes the floors of a read on a cold pool in one worker thread, and a plan two reads want at once once', async () => {
    const stored = await handle.db
      .selectFrom('mapFloors')
      .select(['id', 'mapSvg'])
      .where('centerId', '=', centerId)
      .where('isActive', '=', true)
      .execute();
    expect(stored.length).toBeGreaterThan(1);
    // markup no read has handed out yet, so that the reads below sanitize it
    const fresh = (id: string) => `<svg xmlns="http://www.w3.org/2000/svg"><rect id="${id}-${Date.now()}"/></svg>`;
    const store = (id: string, mapSvg: string) =>
      handle.db.updateTable('mapFloors').set({ mapSvg }).where('id', '=', id).execute();
    try {
      for (const floor of stored) await store(floor.id, fresh(floor.id));
      await closeSvgPool();
      await listPublicFloors(handle.db, centerId);
      expect(svgPoolStats()).toEqual({ threads: 1, completed: stored.length });

      const one = stored[0]?.id as string;
      await store(one, fresh(`${one}-again`));
      const [first, second] = await Promise.all([
        listPublicFloors(handle.db, centerId, { floorId: one }),
        listPublicFloors(handle.db, centerId, { floorId: one }),
      ]);
      expect(second).toEqual(first);
      expect(svgPoolStats().completed).toBe(stored.length + 1);
    } finally {
      for (const floor of stored) await store(floor.id, floor.mapSvg);
    }
  });

  it('lists the locations of a floor, drawn by elements of its SVG, only for public shops', async () => {
    let listedShops = 0;
    for (const floorNumber of [-1, 0, 1]) {
      const floor = await floorByNumber(floorNumber);
      const locations = await listPublicMapLocations(handle.db, centerId, floor.id);
      expect(locations.length).toBeGreaterThan(0);
      for (const l of locations) {
        expect(l.floorId).toBe(floor.id);
        if (l.svgElementId) expect(floor.mapSvg).toContain(`id="${l.svgElementId}"`);
        expect(l.shop?.id ?? null).toBe(l.shopId);
        expect(l.service?.id ?? null).toBe(l.serviceId);
      }
      const publicShops = await handle.db
        .selectFrom('mapLocations')
        .innerJoin('shops', 'shops.id', 'mapLocations.shopId')
        .select('shops.id')
        .where('mapLocations.floorId', '=', floor.id)
        .where('shops.status', '=', 'Active')
        .where('shops.showOnWebsite', '=', true)
        .execute();
      const listed = locations.flatMap((l) => (l.shopId ? [l.shopId] : []));
      expect(listed.sort()).toEqual(publicShops.map((s) => s.id).sort());
      listedShops += listed.length;
    }
    // the demo maps every shop, some of them not listed publicly
    const mapped = await handle.db
      .selectFrom('mapLocations')
      .select((eb) => eb.fn.count<number>('shopId').as('n'))
      .where('centerId', '=', centerId)
      .executeTakeFirstOrThrow();
    expect(Number(mapped.n)).toBeGreaterThan(listedShops);
    const ground = await listPublicMapLocations(handle.db, centerId, (await floorByNumber(0)).id);
    expect(ground.filter((l) => l.service)).toHaveLength(3);
  });

  it('leaves out a shop that is not listed and a service that is inactive', async () => {
    const ground = await floorByNumber(0);
    const before = await listPublicMapLocations(handle.db, centerId, ground.id);
    const shopId = before.find((l) => l.shopId)?.shopId as string;
    const serviceId = before.find((l) => l.serviceId)?.serviceId as string;
    await handle.db.updateTable('shops').set({ status: 'Inactive' }).where('id', '=', shopId).execute();
    await handle.db.updateTable('services').set({ isActive: false }).where('id', '=', serviceId).execute();
    const after = await listPublicMapLocations(handle.db, centerId, ground.id);
    expect(after).toHaveLength(before.length - 2);
    expect(after.some((l) => l.shopId === shopId || l.serviceId === serviceId)).toBe(false);
  });

  it('lists active touchscreens with their floor numbers, of one center or of all', async () => {
    const screens = await listPublicTouchscreens(handle.db, centerId);
    expect(screens.map((s) => [s.slug, s.floorNumber]).sort()).toEqual([
      ['terminal-eg', 0],
      ['terminal-og1', 1],
      ['terminal-ug', -1],
    ]);
    await handle.db.updateTable('touchscreens').set({ isActive: false }).where('slug', '=', 'terminal-ug').execute();
    expect((await listPublicTouchscreens(handle.db)).map((s) => s.slug).sort()).toEqual([
      'terminal-eg',
      'terminal-og1',
    ]);
  });

  it('gives the signage settings without secret-looking keys at any depth', async () => {
    expect((await getPublicSignageConfig(handle.db, centerId)).settings).toEqual({
      idleTimeoutSeconds: 90,
      language: 'de',
      showWeather: true,
      playlistSlug: 'main',
    });
    const stored = {
      language: 'de',
      apiKey: 'x',
      weather: { api_key: 'x', city: 'Mannheim', auth: { accessToken: 'x' } },
      screens: [{ name: 'A', adminPassword: 'x' }],
      clientSecret: 'x',
    };
    await handle.db
      .updateTable('signageConfigs')
      .set({ settings: json(stored) })
      .where('centerId', '=', centerId)
      .execute();
    const { settings, touchscreens } = await getPublicSignageConfig(handle.db, centerId);
    expect(settings).toEqual({ language: 'de', weather: { city: 'Mannheim', auth: {} }, screens: [{ name: 'A' }] });
    expect(touchscreens).toHaveLength(2);
  });
});
