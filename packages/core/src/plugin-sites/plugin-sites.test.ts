// Plugin sites (spec 4.10): registration with an inbound key shown once and stored hashed, the outbound key
// sealed at rest, the URL policy, center scoping and the connected-sites list.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { seedDemo } from '../demo/seed';
import { openTestDatabase } from '../testing/test-database';
import {
  disconnectPluginSite,
  findPluginSiteByKey,
  listConnectedPluginSites,
  listPluginSites,
  type PluginSiteSecrets,
  registerPluginSite,
  rotatePluginSiteKey,
  updatePluginSite,
} from './plugin-sites';
import { openSecret } from './secret-box';
import { assertPublicHost, normalizeSiteUrl } from './site-url';

const secrets: PluginSiteSecrets = { encryptionKey: randomBytes(32), urlPolicy: { strict: false } };
const OUTBOUND = 'the-plugin-key-of-the-site-0001';

describe('plugin sites', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedDemo(handle.db, { adminEmail: 'admin@example.com', baseUrl: 'http://localhost:3000' }));
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
});

describe('plugin site URLs', () => {
  it('takes http(s) without credentials, query or fragment; https only when strict', () => {
    expect(normalizeSiteUrl(' https://site.example/wp/ ', { strict: true })).toBe('https://site.example/wp');
    for (const bad of [
      'ftp://site.example',
      'https://u:p@site.example',
      'https://site.example/?a=1',
      'https://site.example/#x',
      'site.example',
      'javascript:alert(1)',
    ])
      expect(() => normalizeSiteUrl(bad, { strict: false }), bad).toThrow(/url:/);
    expect(() => normalizeSiteUrl('http://site.example', { strict: true })).toThrow(/https/);
    expect(normalizeSiteUrl('http://127.0.0.1:8080', { strict: false })).toBe('http://127.0.0.1:8080');
  });

  it('refuses loopback, private and link-local addresses when strict', async () => {
    for (const host of [
      'https://127.0.0.1',
      'https://10.1.2.3',
      'https://192.168.0.10',
      'https://169.254.169.254',
      'https://[::1]',
      'https://[fd00::1]',
      'https://localhost',
    ])
      await expect(assertPublicHost(host, { strict: true }), host).rejects.toMatchObject({
        code: 'PLUGIN_SITE_PRIVATE_ADDRESS',
      });
    await expect(assertPublicHost('https://93.184.215.14', { strict: true })).resolves.toBeUndefined();
    await expect(assertPublicHost('http://127.0.0.1', { strict: false })).resolves.toBeUndefined();
  });
});
