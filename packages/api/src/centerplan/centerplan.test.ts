// The centerplan procedures over HTTP (tRPC at /trpc): upload a floor plan, link a shop, list the gaps; the
// center-scoped rule keeps a CENTER_ADMIN on its own center.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;

const PLAN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" onload="x()"><script>x()</script>' +
  '<rect id="shop-one" x="0" y="0" width="40" height="40"/><rect id="service-two" x="50" y="50" width="40" height="40"/></svg>';

describe('centerplan procedures over HTTP', () => {
  let t: AccountsApp;
  let admin: string;
  let shopId: string;
  let otherShopId: string;

  const mutate = (path: string, input: unknown) =>
    t.request('POST', `/trpc/centerplan.${path}`, { body: input, cookie: admin });
  const query = (path: string, input: unknown) =>
    t.request('GET', `/trpc/centerplan.${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { cookie: admin });
  const data = async (res: Response): Promise<Json> => ((await res.json()) as Json).result.data;

  beforeAll(async () => {
    t = await openAccountsApp();
    admin = await t.signIn((await t.createUser('CENTER_ADMIN')).email);
    shopId = (
      await t.db
        .selectFrom('shops')
        .select('id')
        .where('centerId', '=', t.centerId)
        .where('status', '=', 'Active')
        .orderBy('slug')
        .executeTakeFirstOrThrow()
    ).id;
    otherShopId = (
      await t.db.selectFrom('shops').select('id').where('centerId', '=', t.otherCenterId).executeTakeFirstOrThrow()
    ).id;
  }, 60_000);
  afterAll(() => t?.close());

  it('uploads a sanitized floor plan, links a shop by element id and lists what is left', async () => {
    const saved = await mutate('saveFloorSvg', { centerId: t.centerId, data: { floorNumber: 9, svg: PLAN } });
    expect(saved.status).toBe(200);
    const result = await data(saved);
    expect(result.removed).toBeGreaterThanOrEqual(2);
    const floorId = result.floor.id;
    const floor = await data(await query('floor', { centerId: t.centerId, floorId }));
    expect(floor.mapSvg).not.toMatch(/script|onload/);

    const linked = await mutate('linkLocation', {
      centerId: t.centerId,
      data: { floorId, shopId, method: 'element_id', svgElementId: 'shop-one' },
    });
    expect(linked.status).toBe(200);
    expect(await data(await query('unlinkedElements', { centerId: t.centerId, floorId }))).toEqual(['service-two']);
    expect(await data(await query('locations', { centerId: t.centerId, floorId }))).toHaveLength(1);
    const shop = await t.db.selectFrom('shops').select('name').where('id', '=', shopId).executeTakeFirstOrThrow();
    expect(await data(await query('locationPage', { centerId: t.centerId, floorId }))).toMatchObject({
      rows: [{ shopId, targetName: shop.name, mappingMethod: 'element_id', svgElementId: 'shop-one' }],
      total: 1,
    });
    // the other center is refused, a floor the center does not have is not found, a page size not offered is a 400
    expect((await query('locationPage', { centerId: t.otherCenterId, floorId })).status).toBe(403);
    const unknownFloor = '00000000-0000-4000-8000-00000000f100';
    expect((await query('locationPage', { centerId: t.centerId, floorId: unknownFloor })).status).toBe(404);
    expect((await query('locationPage', { centerId: t.centerId, floorId, pageSize: 7 })).status).toBe(400);
    const unplaced = (await data(await query('unplacedShops', { centerId: t.centerId }))) as { id: string }[];
    expect(unplaced.map((s) => s.id)).not.toContain(shopId);

    const foreign = await mutate('linkLocation', {
      centerId: t.centerId,
      data: { floorId, shopId: otherShopId, method: 'element_id', svgElementId: 'service-two' },
    });
    expect(foreign.status).toBe(400);
    const miss = await mutate('linkLocation', {
      centerId: t.centerId,
      data: { floorId, shopId, method: 'coordinate', x: 500, y: 5 },
    });
    expect(miss.status).toBe(400);
  });

  it('refuses another center (403) and an invalid input (400)', async () => {
    expect((await query('floors', { centerId: t.otherCenterId })).status).toBe(403);
    expect((await query('floor', { centerId: t.centerId, floorId: 'nope' })).status).toBe(400);
    const floors = (await data(await query('floors', { centerId: t.centerId }))) as Json[];
    expect(floors.length).toBeGreaterThan(0);
    for (const floor of floors) expect(floor).not.toHaveProperty('mapSvg');
    const target = floors.find((f) => !f.isDefault);
    const res = await mutate('setDefaultFloor', { centerId: t.centerId, floorId: target.id });
    expect(res.status).toBe(200);
    const after = (await data(await query('floors', { centerId: t.centerId }))) as Json[];
    expect(after.filter((f) => f.isDefault).map((f) => f.id)).toEqual([target.id]);
  });
});
