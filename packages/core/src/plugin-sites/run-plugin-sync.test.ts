// The map-plugin sync (spec 4.10) against the plugin-site stand-in: a full bundle the widget can render from, then
// incremental bundles of what changed (checksums), the 409 fallback to a full bundle, refused keys and failures.
import { randomBytes } from 'node:crypto';
import { type PluginSiteStandIn, startPluginSiteStandIn } from '@center-platform/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFloorSvg } from '../centerplan/floors';
import { unlinkLocation } from '../centerplan/map-locations';
import type { DatabaseHandle } from '../db/database';
import type { LookupAllFunction } from '../http-outbound/guarded-lookup';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { buildBundleItems, checksumOf, WIDGET_DEFAULTS } from './bundle';
import { type PluginSiteSecrets, registerPluginSite, updatePluginSite } from './plugin-sites';
import { type PluginSyncDeps, runPluginSync } from './run-plugin-sync';
import { listPluginSyncRuns, requestPluginSync, type SyncKind } from './sync-runs';

const CDN = 'https://cdn.example';

/** a resolver under the sync's guard that answers every name with this address */
const stubResolver =
  (address: string): LookupAllFunction =>
  (_hostname, _options, callback) =>
    callback(null, [{ address, family: 4 }]);

describe('plugin sync', () => {
  let handle: DatabaseHandle;
  let site: PluginSiteStandIn;
  let centerId: string;
  let siteId: string;
  let deps: PluginSyncDeps;
  // the stand-in listens on 127.0.0.1
  const secrets: PluginSiteSecrets = {
    encryptionKey: randomBytes(32),
    urlPolicy: { allowPrivate: true, httpsOnly: false },
  };

  const sync = async (kind: SyncKind) => {
    const run = await requestPluginSync(handle.db, { centerId, siteId, kind }, async () => null);
    const outcome = await runPluginSync(deps, run.id);
    const [view] = await listPluginSyncRuns(handle.db, centerId, siteId, 1);
    return { outcome, run: view };
  };
  /** what the site holds, as plain values without checksums */
  const held = (kind: 'files' | 'floors' | 'shops' | 'services' | 'locations'): Record<string, unknown>[] =>
    [...(site.store[kind].values() as Iterable<Record<string, unknown>>)].map(({ checksum: _, ...item }) => item);

  beforeAll(async () => {
    [handle, site] = await Promise.all([openTestDatabase(), startPluginSiteStandIn()]);
    ({ centerId } = await seedTestDemo(handle.db));
    deps = { db: handle.db, encryptionKey: secrets.encryptionKey, urlPolicy: secrets.urlPolicy, cdnBaseUrl: CDN };
    siteId = (
      await registerPluginSite(handle.db, secrets, centerId, { name: 'Website', url: site.url, outboundKey: site.key })
    ).site.id;
  });
  afterAll(async () => {
    await Promise.all([handle.close(), site.close()]);
  });

  it('a full sync delivers everything the widget renders, as one versioned bundle', async () => {
    const { outcome, run } = await sync('full');
    expect(outcome).toMatchObject({ status: 'succeeded', version: 1 });
    expect(run).toMatchObject({ status: 'succeeded', bundleVersion: 1, kind: 'full' });
    expect(site.syncs).toHaveLength(1);
    expect(site.syncs[0]).toMatchObject({ status: 200, kind: 'full', version: 1, baseVersion: null });
    expect(site.syncs[0]?.authorization).toBe(`Bearer ${site.key}`);

    const expected = await buildBundleItems(handle.db, centerId, {
      cdnBaseUrl: CDN,
      shopPage: { siteUrl: site.url, path: '/shops/{slug}' },
    });
    expect(expected.floors.length).toBe(3);
    expect(held('floors')).toEqual(expected.floors);
    expect(held('files')).toEqual(expected.files);
    expect(held('locations')).toEqual(expected.locations);
    expect(held('shops')).toEqual(expected.shops);
    expect(held('services')).toEqual(expected.services);
    expect(site.store.widget).toEqual({ ...WIDGET_DEFAULTS, defaultFloor: '0' });
    // each floor names its SVG file, which the bundle carries (sanitized markup, stored by the site)
    for (const floor of held('floors')) {
      const file = site.store.files.get(floor.svgFile as string);
      expect(file?.content).toMatch(/^<svg[\s>]/);
      expect(file?.content).not.toMatch(/<script|onload=/i);
    }
    // shop tooltips: name, category, opening hours as text lines, URL, logo (absolute)
    const shop = held('shops').find((s) => (s.openingHours as string[]).length > 0) as Record<string, unknown>;
    expect(shop).toMatchObject({ name: expect.any(String), category: expect.any(String) });
    for (const line of shop.openingHours as string[]) expect(line).not.toMatch(/[{}"]/);
    for (const s of held('shops')) if (s.logo) expect(s.logo).toMatch(/^https?:\/\//);
    // a click opens the shop's page on the plugin site (spec 4.10); the shop's own website is beside it
    for (const s of held('shops')) expect(s.url).toBe(`${site.url}/shops/${encodeURIComponent(String(s.slug))}`);
    expect(held('shops').some((s) => typeof s.website === 'string' && s.website !== s.url)).toBe(true);
    // every item's checksum is the hash of its content
    for (const item of site.syncs[0]?.items?.shops ?? []) {
      const { checksum, ...content } = item;
      expect(checksum).toBe(checksumOf(content));
    }
  });

  it('a later sync sends only what changed and what is gone', async () => {
    const shop = await handle.db
      .selectFrom('shops')
      .select(['id', 'name'])
      .where('centerId', '=', centerId)
      .where('id', 'in', [...site.store.shops.keys()])
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('shops')
      .set({ name: `${shop.name} (neu)` })
      .where('id', '=', shop.id)
      .execute();
    const location = [...site.store.locations.values()][0] as { id: string };
    await unlinkLocation(handle.db, centerId, location.id);

    const { outcome, run } = await sync('incremental');
    expect(outcome).toMatchObject({ status: 'succeeded', version: 2, sent: 2 });
    const sent = site.syncs.at(-1);
    expect(sent).toMatchObject({ status: 200, kind: 'incremental', version: 2, baseVersion: 1 });
    expect(sent?.counts).toEqual({ files: 0, floors: 0, shops: 1, services: 0, locations: 0 });
    expect(sent?.removed?.locations).toEqual([location.id]);
    expect(run?.counts).toMatchObject({ shops: 1, removed: 1, kind: 'incremental' });
    // the site's copy equals a fresh full build
    const expected = await buildBundleItems(handle.db, centerId, {
      cdnBaseUrl: CDN,
      shopPage: { siteUrl: site.url, path: '/shops/{slug}' },
    });
    expect(held('shops')).toEqual(expected.shops);
    expect(held('locations')).toEqual(expected.locations);
    expect(site.store.shops.get(shop.id)?.name).toBe(`${shop.name} (neu)`);
  });

  it('a replaced floor plan is a new file; the old one is removed', async () => {
    const floor = [...site.store.floors.values()].find((f) => f.floorNumber === 1) as { svgFile: string };
    await saveFloorSvg(handle.db, centerId, {
      floorNumber: 1,
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect id="shop-new" width="5" height="5"/></svg>',
    });
    await sync('incremental');
    const sent = site.syncs.at(-1);
    expect(sent?.counts).toMatchObject({ files: 1, floors: 1 });
    expect(sent?.removed?.files).toEqual([floor.svgFile]);
    expect(site.store.files.has(floor.svgFile)).toBe(false);
    const now = [...site.store.floors.values()].find((f) => f.floorNumber === 1) as { svgFile: string };
    expect(site.store.files.get(now.svgFile)?.content).toContain('shop-new');
  });

  it('nothing changed: the run succeeds without calling the site', async () => {
    const calls = site.syncs.length;
    const { outcome, run } = await sync('incremental');
    expect(outcome).toMatchObject({ status: 'succeeded', sent: 0 });
    expect(run?.counts).toMatchObject({ unchanged: true });
    expect(site.syncs.length).toBe(calls);
  });

  it('a site holding another version gets a full bundle in the same run', async () => {
    site.setVersion(42);
    await handle.db
      .updateTable('services')
      .set({ description: 'Neu beschrieben' })
      .where('centerId', '=', centerId)
      .execute();
    const calls = site.syncs.length;
    const { outcome, run } = await sync('incremental');
    expect(outcome.status).toBe('succeeded');
    expect(site.syncs.slice(calls).map((s) => [s.kind, s.status])).toEqual([
      ['incremental', 409],
      ['full', 200],
    ]);
    expect(run?.counts).toMatchObject({ kind: 'full', fellBack: true });
    const expected = await buildBundleItems(handle.db, centerId, {
      cdnBaseUrl: CDN,
      shopPage: { siteUrl: site.url, path: '/shops/{slug}' },
    });
    expect(held('services')).toEqual(expected.services);
    expect(held('shops')).toEqual(expected.shops);
  });

  it('a failure a retry may mend throws (the job retries); a refused key fails the run and marks the site', async () => {
    site.failNext(503);
    const run = await requestPluginSync(handle.db, { centerId, siteId, kind: 'full' }, async () => null);
    await expect(runPluginSync(deps, run.id)).rejects.toThrow(/HTTP 503/);
    // the retry of the same run goes through
    expect(await runPluginSync(deps, run.id)).toMatchObject({ status: 'succeeded' });

    await updatePluginSite(handle.db, secrets, centerId, siteId, { outboundKey: 'a-key-the-site-does-not-know' });
    const refused = await sync('full');
    expect(refused.outcome).toMatchObject({ status: 'failed', code: 'PLUGIN_REJECTED_KEY' });
    expect(refused.run?.errors[0]).toMatch(/^PLUGIN_REJECTED_KEY/);
    const row = await handle.db
      .selectFrom('pluginSites')
      .select('status')
      .where('id', '=', siteId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('error');
    // a key sealed under another encryption key cannot be opened: failed, never sent
    const calls = site.syncs.length;
    const foreign = await requestPluginSync(handle.db, { centerId, siteId, kind: 'full' }, async () => null);
    expect(await runPluginSync({ ...deps, encryptionKey: randomBytes(32) }, foreign.id)).toMatchObject({
      code: 'PLUGIN_KEY_UNAVAILABLE',
    });
    expect(site.syncs.length).toBe(calls);
    // the right key again: connected after the next sync
    await updatePluginSite(handle.db, secrets, centerId, siteId, { outboundKey: site.key });
    expect((await sync('full')).outcome.status).toBe('succeeded');
    const back = await handle.db
      .selectFrom('pluginSites')
      .select('status')
      .where('id', '=', siteId)
      .executeTakeFirstOrThrow();
    expect(back.status).toBe('connected');
  });

  it('a site registered while private targets were allowed is refused at sync without opt-in, before connecting', async () => {
    const strictDeps: PluginSyncDeps = { ...deps, urlPolicy: { allowPrivate: false, httpsOnly: false } };
    const port = new URL(site.url).port;
    const calls = site.syncs.length;
    const outcomes = [];
    for (const [name, url, resolver] of [
      ['literal', site.url, undefined], // the site registered in beforeAll
      ['mapped', `http://[::ffff:127.0.0.1]:${port}`, undefined],
      ['localhost', `http://localhost:${port}`, undefined],
      // a name whose DNS answer turned private after registration: caught by the socket's own lookup
      ['rebound', `http://plugin.test:${port}`, stubResolver('127.0.0.1')],
    ] as const) {
      const id =
        url === site.url
          ? siteId
          : (await registerPluginSite(handle.db, secrets, centerId, { name, url, outboundKey: site.key })).site.id;
      const run = await requestPluginSync(handle.db, { centerId, siteId: id, kind: 'full' }, async () => null);
      const outcome = await runPluginSync({ ...strictDeps, ...(resolver && { resolver }) }, run.id);
      const [view] = await listPluginSyncRuns(handle.db, centerId, id, 1);
      outcomes.push({ name, outcome, errors: view?.errors });
    }
    for (const { name, outcome, errors } of outcomes) {
      expect(outcome, name).toEqual({ status: 'failed', code: 'PLUGIN_SITE_PRIVATE_ADDRESS' });
      expect(errors?.[0], name).toMatch(/^PLUGIN_SITE_PRIVATE_ADDRESS: url: .*not a public address/);
    }
    // the site never saw a request, let alone our bearer key
    expect(site.syncs.length).toBe(calls);
  });

  it('one active run per site', async () => {
    await requestPluginSync(handle.db, { centerId, siteId, kind: 'incremental' }, async () => null);
    await expect(
      requestPluginSync(handle.db, { centerId, siteId, kind: 'full' }, async () => null),
    ).rejects.toMatchObject({ code: 'PLUGIN_SYNC_ALREADY_ACTIVE' });
  });
});
