// Map locations of spec 2.7 on the seeded demo: the three mapping methods (hit and miss), one location per
// element, center scoping, unlinked elements and unplaced shops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from '../content/save-places';
import type { DatabaseHandle } from '../db/database';
import { createShop } from '../shops/save-shop';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { saveFloorSvg } from './floors';
import {
  linkLocation,
  listLocations,
  listLocationsOfCenter,
  listUnlinkedElements,
  listUnplacedShops,
  unlinkLocation,
} from './map-locations';

const PLAN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 500">
  <rect id="background" x="0" y="0" width="1000" height="500"/>
  <rect id="shop-alpha" x="10" y="10" width="100" height="80"/>
  <g id="shop-beta-group"><path id="shop-beta" data-id="beta-42" d="M200 10 h100 v80 h-100 z"/></g>
  <circle id="service-wc" cx="500" cy="250" r="30"/>
  <ellipse id="shop-gamma" cx="700" cy="250" rx="50" ry="20"/>
  <polygon id="shop-delta" points="800,400 900,400 850,480"/>
  <text id="label-1" x="5" y="5">Plan</text>
</svg>`;

describe('map locations', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;
  let floorId: string;
  const shop: Record<string, string> = {};
  let serviceId: string;
  let foreignShopId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    otherCenterId = (
      await handle.db.selectFrom('centers').select('id').where('slug', '=', 'nord-arkaden').executeTakeFirstOrThrow()
    ).id;
    floorId = (await saveFloorSvg(handle.db, centerId, { floorNumber: 6, name: 'Test', svg: PLAN })).floor.id;
    for (const name of ['alpha', 'beta', 'gamma', 'delta']) {
      shop[name] = (
        await createShop(handle.db, centerId, { name: `Map ${name}`, slug: `map-${name}`, status: 'Active' })
      ).id;
    }
    serviceId = (await createService(handle.db, centerId, { name: 'WC' })).id;
    foreignShopId = (
      await createShop(handle.db, otherCenterId, { name: 'Foreign', slug: 'map-foreign', status: 'Active' })
    ).id;
  });
  afterAll(() => handle.close());

  it('element_id: links to an element with that id; an unknown id is refused', async () => {
    const location = await linkLocation(handle.db, centerId, {
      floorId,
      shopId: shop.alpha,
      method: 'element_id',
      svgElementId: 'shop-alpha',
    });
    expect(location).toMatchObject({ shopId: shop.alpha, svgElementId: 'shop-alpha', mappingMethod: 'element_id' });
    await expect(
      linkLocation(handle.db, centerId, {
        floorId,
        shopId: shop.gamma,
        method: 'element_id',
        svgElementId: 'shop-nope',
      }),
    ).rejects.toMatchObject({ code: 'SVG_ELEMENT_NOT_FOUND' });
    // one location per floor and element
    await expect(
      linkLocation(handle.db, centerId, {
        floorId,
        shopId: shop.gamma,
        method: 'element_id',
        svgElementId: 'shop-alpha',
      }),
    ).rejects.toMatchObject({ code: 'SVG_ELEMENT_LINKED', kind: 'conflict' });
  });

  it('data_id: links to an element whose data-id equals the value; a value used only as an id is refused', async () => {
    const location = await linkLocation(handle.db, centerId, {
      floorId,
      shopId: shop.beta,
      method: 'data_id',
      svgElementId: 'beta-42',
    });
    expect(location).toMatchObject({ svgElementId: 'beta-42', mappingMethod: 'data_id' });
    await expect(
      linkLocation(handle.db, centerId, { floorId, shopId: shop.gamma, method: 'data_id', svgElementId: 'shop-gamma' }),
    ).rejects.toMatchObject({ code: 'SVG_ELEMENT_NOT_FOUND' });
  });

  it('coordinate: finds the smallest containing shape; outside the viewBox is refused', async () => {
    const ellipse = await linkLocation(handle.db, centerId, {
      floorId,
      shopId: shop.gamma,
      method: 'coordinate',
      x: 710,
      y: 255,
    });
    expect(ellipse).toMatchObject({ svgElementId: 'shop-gamma', mappingMethod: 'coordinate', x: 710, y: 255 });
    const polygon = await linkLocation(handle.db, centerId, {
      floorId,
      shopId: shop.delta,
      method: 'coordinate',
      x: 850,
      y: 420,
    });
    expect(polygon.svgElementId).toBe('shop-delta');
    const circle = await linkLocation(handle.db, centerId, {
      floorId,
      serviceId,
      method: 'coordinate',
      x: 505,
      y: 245,
    });
    expect(circle).toMatchObject({ serviceId, svgElementId: 'service-wc' });
    await expect(
      linkLocation(handle.db, centerId, { floorId, shopId: shop.delta, method: 'coordinate', x: 1200, y: 10 }),
    ).rejects.toMatchObject({ code: 'COORDINATE_OUTSIDE' });
    await expect(
      linkLocation(handle.db, centerId, { floorId, shopId: shop.delta, method: 'coordinate', x: 10 }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('refuses a shop of another center and a floor of another center', async () => {
    await expect(
      linkLocation(handle.db, centerId, {
        floorId,
        shopId: foreignShopId,
        method: 'element_id',
        svgElementId: 'shop-delta',
      }),
    ).rejects.toMatchObject({ code: 'UNKNOWN_REFERENCE' });
    await expect(
      linkLocation(handle.db, otherCenterId, {
        floorId,
        shopId: foreignShopId,
        method: 'element_id',
        svgElementId: 'shop-delta',
      }),
    ).rejects.toMatchObject({ kind: 'not_found' });
    await expect(listLocationsOfCenter(handle.db, otherCenterId, floorId)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('lists unlinked shop-/service- elements and unplaced shops; unlinking brings them back', async () => {
    const locations = await listLocations(handle.db, floorId);
    expect(locations).toHaveLength(5);
    // beta is linked through data-id, alpha/gamma/delta/wc by id; the group and the non-shop elements never count
    expect(await listUnlinkedElements(handle.db, centerId, floorId)).toEqual(['shop-beta-group']);
    const unplaced = (await listUnplacedShops(handle.db, centerId)).map((s) => s.id);
    for (const id of Object.values(shop)) expect(unplaced).not.toContain(id);

    const alpha = locations.find((l) => l.shopId === shop.alpha);
    if (!alpha) throw new Error('no alpha location');
    await unlinkLocation(handle.db, centerId, alpha.id);
    expect(await listUnlinkedElements(handle.db, centerId, floorId)).toEqual(['shop-alpha', 'shop-beta-group']);
    expect((await listUnplacedShops(handle.db, centerId)).map((s) => s.id)).toContain(shop.alpha);
    await expect(unlinkLocation(handle.db, centerId, alpha.id)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('refuses a label with a NUL character as invalid input (PostgreSQL text cannot store it)', async () => {
    await expect(
      linkLocation(handle.db, centerId, {
        floorId,
        shopId: shop.delta,
        method: 'element_id',
        svgElementId: 'shop-delta',
        label: 'Delta\u0000',
      }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });
});
