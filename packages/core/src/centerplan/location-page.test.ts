// A floor's map locations a page at a time (the center plan's location list): names in German order, the kind and
// method filters, the search, paging with its total, and another center's floor refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from '../content/save-places';
import type { DatabaseHandle } from '../db/database';
import { createShop } from '../shops/save-shop';
import { openTestDatabase } from '../testing/test-database';
import { saveFloorSvg } from './floors';
import { listLocationPage } from './location-page';
import { linkLocation } from './map-locations';

const PLAN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 100">
  <rect id="shop-1" x="0" y="0" width="10" height="10"/><rect id="shop-2" x="20" y="0" width="10" height="10"/>
  <rect id="shop-3" x="40" y="0" width="10" height="10"/><circle id="service-info" cx="500" cy="50" r="5"/>
</svg>`;

describe('the location list of a floor', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;
  let floorId: string;
  const names = (page: { rows: { targetName: string | null }[] }) => page.rows.map((row) => row.targetName);

  beforeAll(async () => {
    handle = await openTestDatabase();
    const center = (slug: string) =>
      handle.db.insertInto('centers').values({ name: slug, slug }).returning('id').executeTakeFirstOrThrow();
    centerId = (await center('plan-list')).id;
    otherCenterId = (await center('plan-list-other')).id;
    floorId = (await saveFloorSvg(handle.db, centerId, { floorNumber: 0, name: 'EG', svg: PLAN })).floor.id;
    const shopIds = [];
    for (const [i, name] of ['Zebra Mode', 'Ärztehaus', 'Bäckerei'].entries())
      shopIds.push((await createShop(handle.db, centerId, { name, slug: `s-${i}`, status: 'Active' })).id);
    for (const [i, shopId] of shopIds.entries())
      await linkLocation(handle.db, centerId, { floorId, shopId, method: 'element_id', svgElementId: `shop-${i + 1}` });
    const serviceId = (await createService(handle.db, centerId, { name: 'Information' })).id;
    await linkLocation(handle.db, centerId, { floorId, serviceId, method: 'coordinate', x: 500, y: 50, label: 'Info' });
  }, 60_000);
  afterAll(() => handle?.close());

  it('names each linked shop and service, in German order either way', async () => {
    const page = await listLocationPage(handle.db, centerId, { floorId });
    expect(names(page)).toEqual(['Ärztehaus', 'Bäckerei', 'Information', 'Zebra Mode']);
    expect(page.total).toBe(4);
    expect(page.rows[2]).toMatchObject({ mappingMethod: 'coordinate', svgElementId: 'service-info', label: 'Info' });
    const backwards = await listLocationPage(handle.db, centerId, { floorId, sort: { key: 'target', dir: 'desc' } });
    expect(names(backwards)).toEqual(['Zebra Mode', 'Information', 'Bäckerei', 'Ärztehaus']);
  });

  it('filters by kind and method and searches name, label and element', async () => {
    const services = await listLocationPage(handle.db, centerId, { floorId, filters: { kind: 'service' } });
    expect(names(services)).toEqual(['Information']);
    const byElement = await listLocationPage(handle.db, centerId, { floorId, filters: { method: 'element_id' } });
    expect(byElement.total).toBe(3);
    expect(names(await listLocationPage(handle.db, centerId, { floorId, q: 'bäck' }))).toEqual(['Bäckerei']);
    expect(names(await listLocationPage(handle.db, centerId, { floorId, q: 'shop-1' }))).toEqual(['Zebra Mode']);
    expect(names(await listLocationPage(handle.db, centerId, { floorId, q: 'info' }))).toEqual(['Information']);
    expect(names(await listLocationPage(handle.db, centerId, { floorId, q: '%' }))).toEqual([]);
  });

  it('pages with the total of what matches', async () => {
    const second = await listLocationPage(handle.db, centerId, { floorId, page: 2, pageSize: 25 });
    expect(second).toMatchObject({ rows: [], total: 4, page: 2, pageSize: 25 });
  });

  it("refuses another center's floor and a page size the lists do not offer", async () => {
    await expect(listLocationPage(handle.db, otherCenterId, { floorId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(listLocationPage(handle.db, centerId, { floorId, pageSize: 7 })).rejects.toThrow();
  });
});
