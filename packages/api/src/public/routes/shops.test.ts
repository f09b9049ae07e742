// Spec 2.1, 2.6, 4.1, 8 (public API issue): the shop list, its filters and limits, and the branch rule.
import { bumpContentVersion } from '@center-platform/core/centers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, expectCors, expectNoSecrets, openDemoApp } from '../../testing/demo-app';
import { ShopList } from '../schemas/shops';

const WEEKDAY = /^(mon|tues|wednes|thurs|fri|satur|sun)day$/;

describe('GET /api/centers/{centerId}/shops', () => {
  let demo: DemoApp;
  let path: string;
  beforeAll(async () => {
    demo = await openDemoApp();
    path = `/api/centers/${demo.centerId}/shops`;
  });
  afterAll(() => demo.close());

  const ids = async (query: string) => {
    const { status, body } = await demo.getJson(`${path}?limit=5000&${query}`);
    expect(status, query).toBe(200);
    return new Set<string>(ShopList.parse(body).data.map((s) => s.id));
  };
  const dbIds = async (
    filter: (s: { status: string; showOnWebsite: boolean; chainStatus: string | null }) => boolean,
  ) => {
    const rows = await demo.db
      .selectFrom('shops')
      .leftJoin('shopChains', 'shopChains.id', 'shops.chainId')
      .select(['shops.id', 'shops.status', 'shops.showOnWebsite', 'shopChains.status as chainStatus'])
      .where('shops.centerId', '=', demo.centerId)
      .execute();
    return new Set(rows.filter(filter).map((r) => r.id));
  };

  it('pages through every shop once with the list envelope of 2.1', async () => {
    const seen: string[] = [];
    let offset = 0;
    for (;;) {
      const { status, body } = await demo.getJson(`${path}?limit=25&offset=${offset}`);
      expect(status).toBe(200);
      const page = ShopList.parse(body);
      seen.push(...page.data.map((s) => s.id));
      expect(page.pagination).toMatchObject({ limit: 25, offset });
      expect(page.pagination.hasMore).toBe(offset + page.data.length < page.total);
      if (!page.pagination.hasMore) {
        expect(page.pagination.nextOffset).toBeNull();
        expect(seen.length).toBe(page.total);
        break;
      }
      expect(page.pagination.nextOffset).toBe(offset + 25);
      offset = page.pagination.nextOffset ?? 0;
    }
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('lists everything not inactive by default, and 100 per page', async () => {
    expect(await ids('')).toEqual(await dbIds((s) => s.status !== 'Inactive'));
    const { body } = await demo.getJson(path);
    expect(body.pagination.limit).toBe(100);
    expect(body.data.length).toBe(100);
  });

  it('applies the public listing filter with publicWebsite=true, branches with their own', async () => {
    const expected = await dbIds(
      (s) => s.status === 'Active' && s.showOnWebsite && (s.chainStatus ?? 'Active') === 'Active',
    );
    expect(await ids('publicWebsite=true')).toEqual(expected);
    expect(await ids('publicWebsite=false')).toEqual(await ids(''));

    // a branch leaves the public list with its chain, and stays in the broad one
    const branch = await demo.db
      .selectFrom('shops')
      .select(['id', 'chainId'])
      .where('centerId', '=', demo.centerId)
      .where('chainId', 'is not', null)
      .where('showOnWebsite', '=', true)
      .executeTakeFirstOrThrow();
    await demo.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('shopChains')
        .set({ status: 'Inactive' })
        .where('id', '=', branch.chainId ?? '')
        .execute();
      await bumpContentVersion(trx, demo.centerId);
    });
    expect((await ids('publicWebsite=true')).has(branch.id)).toBe(false);
    expect((await ids('')).has(branch.id)).toBe(true);
  });

  it('filters by status on top of the listing filter', async () => {
    expect(await ids('status=Draft')).toEqual(await dbIds((s) => s.status === 'Draft'));
    expect((await ids('status=Inactive')).size).toBe(0);
    expect((await ids('status=Active&publicWebsite=true')).size).toBeGreaterThan(100);
  });

  it('refuses out-of-range and malformed paging and filters with 400 and CORS', async () => {
    for (const q of [
      'limit=0',
      'limit=-1',
      'limit=abc',
      'limit=5001',
      'limit=99999999999999999999',
      'limit=%00',
      'offset=-5',
      'offset=1.5',
      'publicWebsite=maybe',
      "status=' OR 1=1--",
      'status=active',
    ]) {
      const res = await demo.get(`${path}?${q}`);
      expect(res.status, q).toBe(400);
      expectCors(res, q);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_REQUEST');
    }
    const { body } = await demo.getJson(`${path}?limit=5000`);
    expect(body.data.length).toBe(body.total);
    const past = await demo.getJson(`${path}?offset=100000`);
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toMatchObject({ hasMore: false, nextOffset: null });
  });

  it('shows branch hours under regularHours only, and the documented fields without imageUrl', async () => {
    const { body } = await demo.getJson(`${path}?limit=5000`);
    const branches = body.data.filter((s: { isShopLocation: boolean }) => s.isShopLocation);
    expect(branches.length).toBeGreaterThanOrEqual(10);
    for (const b of branches) {
      expect(b.chain).toMatchObject({ name: expect.any(String) });
      if (b.openingHours && typeof b.openingHours === 'object') {
        expect(Object.keys(b.openingHours).filter((k) => WEEKDAY.test(k))).toEqual([]);
        expect(b.openingHours).toHaveProperty('regularHours');
      }
    }
    for (const s of body.data) expect(s).not.toHaveProperty('imageUrl');
    expectNoSecrets(body, 'shops');
  });

  it('answers 404 for an unknown center and 400 for a malformed id, with CORS', async () => {
    const unknown = await demo.get('/api/centers/00000000-0000-4000-8000-000000000000/shops');
    expect(unknown.status).toBe(404);
    expectCors(unknown, 'unknown');
    expect((await demo.get('/api/centers/123/shops')).status).toBe(400);
  });

  it('GET /api/shops?centerId= lists every publicly listed shop', async () => {
    const { status, body } = await demo.getJson(`/api/shops?centerId=${demo.centerId}`);
    expect(status).toBe(200);
    expect(new Set(body.data.map((s: { id: string }) => s.id))).toEqual(await ids('publicWebsite=true'));
    expect((await demo.get('/api/shops')).status).toBe(400);
  });
});
