// Plugin sites over HTTP (spec 4.6, 4.10): register through tRPC (the inbound key shown once), the connected
// sites at GET /api/wordpress/websites, a sync queued as a `plugin-sync` job that reaches the plugin-site
// stand-in, and the rule of the plugin integration area (SUPER_ADMIN, CENTER_MANAGER, own center).
import { randomBytes } from 'node:crypto';
import { type JobWorkers, startJobWorkers } from '@center-platform/core/jobs';
import { createLogger } from '@center-platform/core/logging';
import { type PluginSiteStandIn, startPluginSiteStandIn } from '@center-platform/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;
const data = async (res: Response): Promise<Json> => ((await res.json()) as Json).result.data;

describe('plugin sites over HTTP', () => {
  let t: AccountsApp;
  let site: PluginSiteStandIn;
  let workers: JobWorkers | undefined;
  let manager: string;
  let siteId: string;

  const mutate = (path: string, input: unknown, cookie = manager) =>
    t.request('POST', `/trpc/pluginSites.${path}`, { body: input, cookie });
  const query = (path: string, input: unknown, cookie = manager) =>
    t.request('GET', `/trpc/pluginSites.${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { cookie });

  beforeAll(async () => {
    site = await startPluginSiteStandIn();
    t = await openAccountsApp(
      // the plugin-site stand-in listens on 127.0.0.1
      { PLUGIN_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'), ALLOW_PRIVATE_OUTBOUND: 'true' },
      {
        deps: async (database, config) => {
          workers = await startJobWorkers({
            database,
            config,
            logger: createLogger({ level: 'silent' }),
            queue: { pollingIntervalSeconds: 0.5 },
          });
          return { jobs: workers.queue };
        },
      },
    );
    manager = await t.signIn((await t.createUser('CENTER_MANAGER')).email);
  }, 60_000);
  afterAll(async () => {
    await workers?.stop({ timeoutMs: 5_000 });
    await t?.close();
    await site?.close();
  });

  it('registers a site, shows its inbound key once and lists it as connected', async () => {
    const res = await mutate('register', {
      centerId: t.centerId,
      data: { name: 'Center website', url: site.url, outboundKey: site.key },
    });
    expect(res.status).toBe(200);
    const { site: created, inboundKey } = await data(res);
    siteId = created.id;
    expect(inboundKey).toMatch(/^cpk_/);
    expect(created).toMatchObject({ status: 'connected', canSync: true });

    const listed = await t.request('GET', `/api/wordpress/websites?centerId=${t.centerId}`, { cookie: manager });
    expect(listed.status).toBe(200);
    const body = await listed.json();
    expect(body.data).toEqual([expect.objectContaining({ id: siteId, url: site.url, centerName: expect.any(String) })]);
    // the session center without ?centerId=
    const own = await (await t.request('GET', '/api/wordpress/websites', { cookie: manager })).json();
    expect(own.data.map((s: Json) => s.id)).toEqual([siteId]);
    const text = JSON.stringify([body, await data(await query('list', { centerId: t.centerId }))]);
    expect(text).not.toContain(inboundKey);
    expect(text).not.toContain(site.key);
  });

  it('queues a full sync as a job that delivers the bundle to the site', async () => {
    const res = await mutate('sync', { centerId: t.centerId, siteId, kind: 'full' });
    expect(res.status).toBe(200);
    const run = await data(res);
    expect(run.status).toBe('queued');
    const until = Date.now() + 20_000;
    let latest: Json;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [latest] = await data(await query('runs', { centerId: t.centerId, siteId }));
    } while (!['succeeded', 'failed'].includes(latest.status) && Date.now() < until);
    expect(latest).toMatchObject({ id: run.id, status: 'succeeded', bundleVersion: 1 });
    expect(site.store.version).toBe(1);
    expect(site.store.floors.size).toBe(3);
    expect(site.store.shops.size).toBeGreaterThan(0);
  });

  it('answers clear errors for bad input', async () => {
    const bad = await mutate('register', { centerId: t.centerId, data: { name: '', url: 'ftp://x' } });
    expect(bad.status).toBe(400);
    const twice = await mutate('register', { centerId: t.centerId, data: { name: 'Again', url: site.url } });
    expect(twice.status).toBe(409);
    const missing = await mutate('sync', { centerId: t.centerId, siteId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    const query400 = await t.request('GET', '/api/wordpress/websites?centerId=nope', { cookie: manager });
    expect(query400.status).toBe(400);
    expect((await query400.json()).error.message).toMatch(/centerId/);
  });

  it('admits SUPER_ADMIN and CENTER_MANAGER of the center only', async () => {
    expect((await t.request('GET', '/api/wordpress/websites')).status).toBe(401);
    const editor = await t.signIn((await t.createUser('CONTENT_EDITOR')).email);
    expect((await t.request('GET', '/api/wordpress/websites', { cookie: editor })).status).toBe(403);
    expect((await query('list', { centerId: t.centerId }, editor)).status).toBe(403);
    const foreign = await t.request('GET', `/api/wordpress/websites?centerId=${t.otherCenterId}`, { cookie: manager });
    expect(foreign.status).toBe(403);
    expect((await query('list', { centerId: t.otherCenterId })).status).toBe(403);
    const superAdmin = await t.signIn((await t.createUser('SUPER_ADMIN', { centerId: null })).email);
    const all = await (await t.request('GET', '/api/wordpress/websites', { cookie: superAdmin })).json();
    expect(all.data.map((s: Json) => s.id)).toContain(siteId);
  });
});

describe('plugin site addresses over HTTP without ALLOW_PRIVATE_OUTBOUND', () => {
  let t: AccountsApp;
  let manager: string;
  const register = (url: string, name = 'Site') =>
    t.request('POST', '/trpc/pluginSites.register', {
      body: { centerId: t.centerId, data: { name, url } },
      cookie: manager,
    });

  beforeAll(async () => {
    t = await openAccountsApp({ PLUGIN_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
    manager = await t.signIn((await t.createUser('CENTER_MANAGER')).email);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    'http://127.0.0.1:8080',
    'http://localhost',
    'http://169.254.169.254/latest',
    'http://192.168.1.1',
    'http://[::ffff:127.0.0.1]',
    'http://[::7f00:1]',
    'http://[64:ff9b::7f00:1]',
    'http://[fe80::1]',
    'http://2130706433',
    'http://0x7f.0.0.1',
  ])('refuses %s with 400 PLUGIN_SITE_PRIVATE_ADDRESS', async (url) => {
    const res = await register(url);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.error.data.appCode).toBe('PLUGIN_SITE_PRIVATE_ADDRESS');
    expect(body.error.message).toMatch(/not a public address/);
  });

  it('registers a site on a public address', async () => {
    const res = await register('https://93.184.215.14/wp', 'Public');
    expect(res.status).toBe(200);
    expect((await data(res)).site.url).toBe('https://93.184.215.14/wp');
  });
});
