// Issue 27.4 on the client: a kiosk fetches the signed snapshot, checks it with the public key of the visitor
// surface and, with its network gone, still answers the reads it makes: the shops with their opening status judged
// again now, a shop's map locations, a route across floors found by the same A* as the server's (the same answer),
// the surface. A changed snapshot, another key or an incremental one without its base are refused.
import { createShop, deleteShop, updateShop } from '@center-platform/core/shops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisitorClient, isVisitorApiError } from '../index';
import { type RunningPlatform, startPlatform } from '../testing/servers';
import { fetchSnapshot, openSnapshot, type SignedSnapshot, verifySnapshot } from './index';

const networkDown: typeof fetch = async () => {
  throw new TypeError('fetch failed: the network is down');
};

describe('a kiosk with a snapshot', () => {
  let platform: RunningPlatform;
  let publicKey: string;
  let signed: SignedSnapshot;
  beforeAll(async () => {
    platform = await startPlatform();
    const online = createVisitorClient({ baseUrl: platform.baseUrl, centerId: platform.centerId });
    const surface = await online.getVisitorSurface();
    publicKey = (surface.frontendIntegration.kiosk.snapshotSignature as { publicKey: string }).publicKey;
    signed = await fetchSnapshot({ baseUrl: platform.baseUrl, centerId: platform.centerId });
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('answers the reads and routes of a kiosk with the network down, as the platform would', async () => {
    const online = createVisitorClient({ baseUrl: platform.baseUrl, centerId: platform.centerId });
    const offline = createVisitorClient({
      baseUrl: platform.baseUrl,
      centerId: platform.centerId,
      fetch: networkDown,
      snapshot: await openSnapshot(signed, { publicKey }),
    });

    const shops = await offline.getShops({ publicWebsite: true, limit: 5000 });
    const live = await online.getShops({ publicWebsite: true, limit: 5000 });
    expect(shops.data.map((s) => [s.id, s.name, s.openingStatus?.state])).toEqual(
      live.data.map((s) => [s.id, s.name, s.openingStatus?.state]),
    );
    expect(shops.total).toBe(live.total);
    const page = await offline.getShops({ limit: 10, offset: 10 });
    expect(page.data.map((s) => s.id)).toEqual(live.data.slice(10, 20).map((s) => s.id));
    expect((await offline.getVisitorSurface()).center.id).toBe(platform.centerId);
    // the time-window reads as the snapshot's minute had them (a live read a minute later may show one more)
    const ids = (items: { id: string }[]) => items.map((item) => item.id);
    const windowed = [
      [offline.getNews({ published: true }), online.getNews({ published: true })],
      [offline.getJobs(), online.getJobs()],
      [offline.getEvents(), online.getEvents()],
      [offline.getOffers(), online.getOffers()],
      [offline.getServices({ publicWebsite: true }), online.getServices({ publicWebsite: true })],
    ] as const;
    for (const [held, live] of windowed) {
      const heldIds = ids(await held);
      expect(heldIds.length).toBeGreaterThan(0);
      expect(ids(await live)).toEqual(expect.arrayContaining(heldIds));
    }
    expect(await offline.getSignageConfig()).toEqual(await online.getSignageConfig());

    const floors = await offline.getFloors();
    expect(floors.map((f) => f.id)).toEqual((await online.getFloors()).map((f) => f.id));
    const [ground, upper] = await platform.db
      .selectFrom('mapFloors')
      .select(['id', 'floorNumber'])
      .where('centerId', '=', platform.centerId)
      .orderBy('floorNumber')
      .execute();
    const locations = await offline.getMapLocations(upper?.id ?? '');
    expect(locations.map((l) => l.id)).toEqual((await online.getMapLocations(upper?.id ?? '')).map((l) => l.id));

    const screen = await platform.db
      .selectFrom('touchscreens')
      .select('id')
      .where('floorId', '=', ground?.id ?? '')
      .executeTakeFirstOrThrow();
    const target = locations.find((l) => l.shopId) ?? locations[0];
    const request = {
      from: { type: 'touchscreen' as const, id: screen.id },
      to: { type: 'location' as const, id: target?.id ?? '' },
    };
    const route = await offline.findRoute(request);
    expect(route).toEqual(await online.findRoute(request));
    expect(new Set(route.legs.map((leg) => leg.floorId)).size).toBeGreaterThan(1);
    const fromScreen = await offline.findRouteFromTouchscreen({ fromTouchscreen: screen.id, to: target?.id ?? '' });
    expect(fromScreen.legs).toEqual(route.legs);
  });

  it('judges the opening status at the current minute, not at the snapshot', async () => {
    const sunday = await openSnapshot(signed, { publicKey, now: () => new Date('2026-12-06T12:00:00Z') });
    const weekday = await openSnapshot(signed, { publicKey, now: () => new Date('2026-12-02T12:00:00Z') });
    const states = (snapshot: typeof sunday) =>
      (
        snapshot.answer('GET', `${platform.baseUrl}/api/centers/${platform.centerId}/shops?limit=5000`) as {
          data: { openingStatus: { state: string } }[];
        }
      ).data.map((s) => s.openingStatus.state);
    expect(states(weekday)).toContain('open');
    expect(states(sunday)).not.toEqual(states(weekday));
  });

  it('refuses a changed snapshot, another key, and a read of another center', async () => {
    const tampered = { ...signed, body: signed.body.replace('"version":', '"version": ') };
    await expect(verifySnapshot(tampered, publicKey)).rejects.toMatchObject({ code: 'SNAPSHOT_REFUSED' });
    const otherKey = `${publicKey.slice(0, -4)}AAAA`;
    await expect(openSnapshot(signed, { publicKey: otherKey })).rejects.toMatchObject({ code: 'SNAPSHOT_REFUSED' });
    const snapshot = await openSnapshot(signed, { publicKey });
    expect(snapshot.answer('GET', `${platform.baseUrl}/api/centers/00000000-0000-4000-8000-000000000000/shops`)).toBe(
      undefined,
    );
    const offline = createVisitorClient({ baseUrl: platform.baseUrl, fetch: networkDown, snapshot, retries: 0 });
    const error = await offline.getHotPicks({ centerId: platform.centerId }).catch((e: unknown) => e);
    expect(isVisitorApiError(error) && error.code).toBe('NETWORK_ERROR');
  });

  it('brings a held snapshot up to date with an incremental one', async () => {
    const held = await verifySnapshot(signed, publicKey);
    const shop = (held.sections.shops as { items: { id: string; name: string }[] }).items[0];
    await updateShop(platform.db, platform.centerId, shop?.id ?? '', { name: 'Kiosk-Update' });
    const delta = await fetchSnapshot({ baseUrl: platform.baseUrl, centerId: platform.centerId, since: held.version });
    expect(JSON.parse(delta.body).base).toBe(held.version);
    // the saved shop's row, not the whole list
    expect(delta.body.length).toBeLessThan(signed.body.length / 4);
    const snapshot = await openSnapshot([signed, delta], { publicKey });
    expect(snapshot.data.version).toBeGreaterThan(held.version);
    const page = snapshot.answer('GET', `${platform.baseUrl}/api/centers/${platform.centerId}/shops?limit=5000`) as {
      data: { id: string; name: string }[];
    };
    expect(page.data.find((s) => s.id === shop?.id)?.name).toBe('Kiosk-Update');
    expect(page.data).toHaveLength((held.sections.shops as { items: unknown[] }).items.length);
    await expect(openSnapshot(delta, { publicKey })).rejects.toMatchObject({ code: 'SNAPSHOT_REFUSED' });

    // a new shop and a removed one: the held list takes the one and drops the other
    const version = snapshot.data.version;
    const added = await createShop(platform.db, platform.centerId, { name: 'Aaa Kiosk-Neu', slug: 'aaa-kiosk-neu' });
    const gone = page.data[3]?.id ?? '';
    await deleteShop(platform.db, platform.centerId, gone);
    const next = await fetchSnapshot({ baseUrl: platform.baseUrl, centerId: platform.centerId, since: version });
    const merged = await openSnapshot([signed, delta, next], { publicKey });
    const ids = (
      merged.answer('GET', `${platform.baseUrl}/api/centers/${platform.centerId}/shops?limit=5000`) as {
        data: { id: string }[];
      }
    ).data.map((s) => s.id);
    const live = await createVisitorClient({ baseUrl: platform.baseUrl, centerId: platform.centerId }).getShops({
      publicWebsite: true,
      limit: 5000,
    });
    expect(ids).toContain(added.id);
    expect(ids).not.toContain(gone);
    expect(new Set(ids)).toEqual(new Set(live.data.map((s) => s.id)));
  });
});
