// Plugin sites (spec 4.10): registration with an inbound key shown once and stored hashed, the outbound key
// sealed at rest, the URL policy, center scoping and the connected-sites list.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import {
  disconnectPluginSite,
  findPluginSiteByKey,
  listConnectedPluginSites,
  listPluginSites,
  PluginSitePatch,
  type PluginSiteSecrets,
  registerPluginSite,
  rotatePluginSiteKey,
  updatePluginSite,
} from './plugin-sites';
import { openSecret } from './secret-box';
import { normalizeSiteUrl } from './site-url';

const secrets: PluginSiteSecrets = {
  encryptionKey: randomBytes(32),
  urlPolicy: { allowPrivate: false, httpsOnly: false },
};

/** every spelling of a non-public target a registration must refuse (without ALLOW_PRIVATE_OUTBOUND) */
const NON_PUBLIC_SITE_URLS = [
  'http://127.0.0.1',
  'http://127.0.0.1:8080/wp',
  'http://localhost',
  'https://localhost:8443',
  'http://10.0.0.1',
  'http://172.16.0.1',
  'http://192.168.1.1',
  'http://169.254.169.254',
  'http://0.0.0.0',
  'http://100.64.0.1',
  'http://[::1]',
  'http://[::]',
  'http://[::ffff:127.0.0.1]',
  'http://[::ffff:7f00:1]',
  'http://[::ffff:169.254.169.254]',
  'http://[::7f00:1]',
  'http://[64:ff9b::7f00:1]',
  'http://[64:ff9b::a9fe:a9fe]',
  'http://[fe80::1]',
  'http://[fc00::1]',
  'http://[fd00::1]',
  'http://2130706433',
  'http://0x7f.0.0.1',
  'http://0177.0.0.1',
  'http://127.1',
  'http://127.0.0.1.',
];
const OUTBOUND = 'the-plugin-key-of-the-site-0001';

describe('plugin sites', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    otherCenterId = (
      await handle.db.selectFrom('centers').select('id').where('slug', '=', 'nord-arkaden').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  it('issues an inbound key once and keeps only its hash; the outbound key is sealed', async () => {
    const { site, inboundKey } = await registerPluginSite(handle.db, secrets, centerId, {
      name: 'Website',
      url: 'https://www.demo-center.example/',
      outboundKey: OUTBOUND,
    });
    expect(inboundKey).toMatch(/^cpk_[\w-]{43}$/);
    expect(site).toMatchObject({ url: 'https://www.demo-center.example', status: 'connected', canSync: true });
    expect(JSON.stringify(site)).not.toContain(inboundKey);
    expect(JSON.stringify(site)).not.toContain(OUTBOUND);
    const row = await handle.db
      .selectFrom('pluginSites')
      .selectAll()
      .where('id', '=', site.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(inboundKey);
    expect(JSON.stringify(row)).not.toContain(OUTBOUND);
    expect(openSecret(secrets.encryptionKey as Buffer, row.outboundKeyEncrypted as string)).toBe(OUTBOUND);
    expect(openSecret(randomBytes(32), row.outboundKeyEncrypted as string)).toBeUndefined();
    expect(await findPluginSiteByKey(handle.db, inboundKey)).toEqual({ id: site.id, centerId });
    expect(await findPluginSiteByKey(handle.db, `${inboundKey}x`)).toBeUndefined();
    expect(await findPluginSiteByKey(handle.db, 'not-a-key')).toBeUndefined();
  });

  it('rotating the inbound key stops the old one; disconnecting drops both keys', async () => {
    const { site, inboundKey } = await registerPluginSite(handle.db, secrets, centerId, {
      name: 'Kiosk site',
      url: 'https://kiosk.demo-center.example',
    });
    expect(site.canSync).toBe(false);
    const rotated = await rotatePluginSiteKey(handle.db, centerId, site.id);
    expect(await findPluginSiteByKey(handle.db, inboundKey)).toBeUndefined();
    expect(await findPluginSiteByKey(handle.db, rotated.inboundKey)).toBeDefined();
    const gone = await disconnectPluginSite(handle.db, centerId, site.id);
    expect(gone.status).toBe('disconnected');
    expect(await findPluginSiteByKey(handle.db, rotated.inboundKey)).toBeUndefined();
    const listed = await listConnectedPluginSites(handle.db, centerId);
    expect(listed.map((s) => s.id)).not.toContain(site.id);
    expect((await listPluginSites(handle.db, centerId)).map((s) => s.id)).toContain(site.id);
  });

  it('refuses a second site with the same URL, and sites of another center', async () => {
    const input = { name: 'Twice', url: 'https://twice.example' };
    const { site } = await registerPluginSite(handle.db, secrets, centerId, input);
    await expect(registerPluginSite(handle.db, secrets, centerId, input)).rejects.toMatchObject({
      code: 'PLUGIN_SITE_EXISTS',
    });
    await expect(updatePluginSite(handle.db, secrets, otherCenterId, site.id, { name: 'x' })).rejects.toMatchObject({
      code: 'PLUGIN_SITE_NOT_FOUND',
    });
    await expect(rotatePluginSiteKey(handle.db, otherCenterId, site.id)).rejects.toMatchObject({ kind: 'not_found' });
    expect((await listConnectedPluginSites(handle.db, otherCenterId)).map((s) => s.id)).not.toContain(site.id);
    expect((await listConnectedPluginSites(handle.db, null)).map((s) => s.id)).toContain(site.id);
  });

  it('cannot keep an outbound key without PLUGIN_KEY_ENCRYPTION_KEY', async () => {
    const without = { ...secrets, encryptionKey: undefined };
    await expect(
      registerPluginSite(handle.db, without, centerId, { name: 'n', url: 'https://n.example', outboundKey: OUTBOUND }),
    ).rejects.toMatchObject({ code: 'PLUGIN_KEY_ENCRYPTION_NOT_CONFIGURED' });
  });

  it('a new URL or key makes the next sync a full one', async () => {
    const { site } = await registerPluginSite(handle.db, secrets, centerId, { name: 'S', url: 'https://s.example' });
    await handle.db
      .updateTable('pluginSites')
      .set({ syncState: '{"shops:x":"abc"}' })
      .where('id', '=', site.id)
      .execute();
    await updatePluginSite(handle.db, secrets, centerId, site.id, { name: 'Renamed' });
    const kept = await handle.db
      .selectFrom('pluginSites')
      .select('syncState')
      .where('id', '=', site.id)
      .executeTakeFirstOrThrow();
    expect(kept.syncState).toEqual({ 'shops:x': 'abc' });
    await updatePluginSite(handle.db, secrets, centerId, site.id, { outboundKey: OUTBOUND });
    const reset = await handle.db
      .selectFrom('pluginSites')
      .select('syncState')
      .where('id', '=', site.id)
      .executeTakeFirstOrThrow();
    expect(reset.syncState).toEqual({});
  });

  it('keeps where the site shows a shop (default /shops/{slug}); a path without {slug} or off the site is refused', async () => {
    const { site } = await registerPluginSite(handle.db, secrets, centerId, { name: 'P', url: 'https://p.example' });
    expect(site.shopDetailPath).toBe('/shops/{slug}');
    const changed = await updatePluginSite(handle.db, secrets, centerId, site.id, {
      shopDetailPath: PluginSitePatch.parse({ shopDetailPath: ' /geschaefte/{slug}/ ' }).shopDetailPath,
    });
    expect(changed.shopDetailPath).toBe('/geschaefte/{slug}/');
    for (const shopDetailPath of ['/shops/', '//evil.example/{slug}', 'https://x.example/{slug}', '/a"b/{slug}'])
      expect(PluginSitePatch.safeParse({ shopDetailPath }).success, shopDetailPath).toBe(false);
  });
});

describe('plugin site URLs', () => {
  it('takes http(s) without credentials, query or fragment; https only when httpsOnly', () => {
    const open = { allowPrivate: true, httpsOnly: false };
    expect(normalizeSiteUrl(' https://site.example/wp/ ', { allowPrivate: false, httpsOnly: true })).toBe(
      'https://site.example/wp',
    );
    for (const bad of [
      'ftp://site.example',
      'https://u:p@site.example',
      'https://site.example/?a=1',
      'https://site.example/#x',
      'site.example',
      'javascript:alert(1)',
    ])
      expect(() => normalizeSiteUrl(bad, open), bad).toThrow(/url:/);
    expect(() => normalizeSiteUrl('http://site.example', { allowPrivate: true, httpsOnly: true })).toThrow(/https/);
    expect(normalizeSiteUrl('http://127.0.0.1:8080', open)).toBe('http://127.0.0.1:8080');
  });

  describe('registration', () => {
    let handle: DatabaseHandle;
    let centerId: string;
    beforeAll(async () => {
      handle = await openTestDatabase();
      ({ centerId } = await seedTestDemo(handle.db));
    }, 60_000);
    afterAll(() => handle.close());

    it.each(NON_PUBLIC_SITE_URLS)('refuses %s with a 400 naming the problem', async (url) => {
      await expect(registerPluginSite(handle.db, secrets, centerId, { name: 'Inside', url })).rejects.toMatchObject({
        kind: 'invalid',
        code: 'PLUGIN_SITE_PRIVATE_ADDRESS',
        message: expect.stringMatching(/not a public address.*ALLOW_PRIVATE_OUTBOUND/),
      });
    });

    it('refuses a host name resolving to any private address, and a change of URL to one', async () => {
      const resolve = async (host: string) =>
        host === 'inside.test'
          ? [
              { address: '93.184.215.14', family: 4 },
              { address: '10.0.0.5', family: 4 },
            ]
          : [{ address: '93.184.215.14', family: 4 }];
      const withResolver = { ...secrets, resolve };
      await expect(
        registerPluginSite(handle.db, withResolver, centerId, { name: 'DNS', url: 'https://inside.test' }),
      ).rejects.toMatchObject({ code: 'PLUGIN_SITE_PRIVATE_ADDRESS', message: expect.stringContaining('10.0.0.5') });
      const { site } = await registerPluginSite(handle.db, withResolver, centerId, {
        name: 'DNS',
        url: 'https://outside.test',
      });
      await expect(
        updatePluginSite(handle.db, withResolver, centerId, site.id, { url: 'http://[::ffff:10.0.0.1]' }),
      ).rejects.toMatchObject({ code: 'PLUGIN_SITE_PRIVATE_ADDRESS' });
      await expect(
        updatePluginSite(handle.db, withResolver, centerId, site.id, { url: 'https://inside.test/wp' }),
      ).rejects.toMatchObject({ code: 'PLUGIN_SITE_PRIVATE_ADDRESS' });
      const [kept] = await listPluginSites(handle.db, centerId).then((all) => all.filter((s) => s.id === site.id));
      expect(kept?.url).toBe('https://outside.test');
    });

    it('takes public address literals, and private ones with ALLOW_PRIVATE_OUTBOUND', async () => {
      for (const url of ['https://93.184.215.14', 'https://[2606:4700:4700::1111]/wp', 'http://[::ffff:8.8.8.8]'])
        await expect(
          registerPluginSite(handle.db, secrets, centerId, { name: 'Public', url }),
          url,
        ).resolves.toBeDefined();
      const optIn = { ...secrets, urlPolicy: { allowPrivate: true, httpsOnly: false } };
      const { site } = await registerPluginSite(handle.db, optIn, centerId, {
        name: 'LAN',
        url: 'http://127.0.0.1:9/',
      });
      expect(site.url).toBe('http://127.0.0.1:9');
    });
  });
});
