// Issue 27.4: the kiosk snapshot. Whole, with every section a kiosk shows and nothing a public read does not; signed
// with Ed25519 over its bytes by the key the visitor surface names (a changed byte fails); ETag/304; incremental from
// a version (only what changed since, whole again when the events after it are gone); the media list; clear errors.
import { createPublicKey, randomBytes, verify } from 'node:crypto';
import { updateShop } from '@center-platform/core/shops';
import { signerFromSeed } from '@center-platform/core/snapshot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, expectCors, expectNoSecrets, openDemoApp } from '../../testing/demo-app';
import { KioskSnapshot } from '../schemas/snapshot';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;

const publicKeyOf = (raw: string) => createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw }, format: 'jwk' });

describe('the kiosk snapshot', () => {
  let demo: DemoApp;
  let path: string;
  beforeAll(async () => {
    demo = await openDemoApp();
    path = `/api/centers/${demo.centerId}/snapshot`;
  });
  afterAll(() => demo?.close());

  const fetchSnapshot = async (query = '', headers: Record<string, string> = {}) => {
    const res = await demo.get(`${path}${query}`, headers);
    const bytes = Buffer.from(await res.arrayBuffer());
    return { res, bytes, body: res.status === 200 ? (JSON.parse(bytes.toString('utf8')) as Json) : undefined };
  };
  const surfaceKey = async () => {
    const surface = await demo.getJson(`/api/centers/${demo.centerId}/public-visitor-surface`);
    return surface.body.data.frontendIntegration.kiosk.snapshotSignature as Json;
  };

  it('holds everything a kiosk shows, signed by the key the visitor surface names', async () => {
    const { res, bytes, body } = await fetchSnapshot();
    expect(res.status).toBe(200);
    expectCors(res, 'snapshot');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Snapshot-Signature/);
    KioskSnapshot.parse(body);
    expect(body).toMatchObject({ centerId: demo.centerId, base: null, schemaVersion: 1 });
    const { sections } = body;
    expect(Object.keys(sections).sort()).toEqual(
      [
        'bundle',
        'centerplan',
        'dooh',
        'events',
        'floors',
        'graph',
        'mapLocations',
        'offers',
        'pageContent',
        'services',
        'shops',
        'signage',
        'surface',
        'touchscreens',
      ].sort(),
    );
    const listed = await demo.getJson(`/api/centers/${demo.centerId}/shops?publicWebsite=true&limit=5000`);
    expect(sections.shops.items.map((s: Json) => s.id)).toEqual(listed.body.data.map((s: Json) => s.id));
    expect(sections.shops.items[0].openingStatus).toHaveProperty('state');
    expect(sections.floors.length).toBe(3);
    expect(sections.floors.every((f: Json) => typeof f.mapSvg === 'string' && f.mapSvg.includes('<svg'))).toBe(true);
    expect(sections.graph.nodes.length).toBeGreaterThan(0);
    expect(sections.mapLocations.length).toBeGreaterThan(0);
    expect(sections.surface.center.id).toBe(demo.centerId);
    expectNoSecrets(body, 'snapshot');

    const key = await surfaceKey();
    expect(key).toMatchObject({ algorithm: 'Ed25519', header: 'Snapshot-Signature' });
    expect(res.headers.get('snapshot-key-id')).toBe(key.keyId);
    const signature = Buffer.from(res.headers.get('snapshot-signature') ?? '', 'base64url');
    expect(signature).toHaveLength(64);
    expect(verify(null, bytes, publicKeyOf(key.publicKey), signature)).toBe(true);
    const tampered = Buffer.from(bytes.toString('utf8').replace(sections.shops.items[0].name, 'Tampered'));
    expect(verify(null, tampered, publicKeyOf(key.publicKey), signature)).toBe(false);
  });

  it('answers 304 to its ETag, and the same signature in every encoding', async () => {
    const first = await fetchSnapshot();
    const etag = first.res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"/);
    const again = await demo.get(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const gzip = await demo.get(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('snapshot-signature')).toBe(first.res.headers.get('snapshot-signature'));
  });

  it('sends only what changed since a version, and everything when the events after it are gone', async () => {
    const { body: whole } = await fetchSnapshot();
    const unchanged = await fetchSnapshot(`?since=${whole.version}`);
    expect(unchanged.body.base).toBe(whole.version);
    expect(Object.keys(unchanged.body.sections).sort()).toEqual(['bundle', 'dooh', 'events', 'offers', 'services']);

    const shop = whole.sections.shops.items[0];
    await updateShop(demo.db, demo.centerId, shop.id, { name: `${shop.name} (Kiosk)` });
    const delta = await fetchSnapshot(`?since=${whole.version}`);
    expect(delta.body).toMatchObject({ base: whole.version, version: whole.version + 1 });
    expect(Object.keys(delta.body.sections).sort()).toEqual([
      'bundle',
      'dooh',
      'events',
      'mapLocations',
      'offers',
      'services',
      'shops',
    ]);
    // only the saved shop's row
    expect(delta.body.sections.shops).toMatchObject({
      changedOnly: true,
      removed: [],
      total: whole.sections.shops.total,
    });
    expect(delta.body.sections.shops.items.map((s: Json) => [s.id, s.name])).toEqual([
      [shop.id, `${shop.name} (Kiosk)`],
    ]);

    // the events are pruned (CHANGE_RETENTION_DAYS): a kiosk that was away that long gets the whole snapshot
    await demo.db.deleteFrom('contentChanges').where('centerId', '=', demo.centerId).execute();
    await updateShop(demo.db, demo.centerId, shop.id, { name: shop.name });
    const away = await fetchSnapshot(`?since=${whole.version}`);
    expect(away.body.base).toBeNull();
    expect(Object.keys(away.body.sections)).toHaveLength(14);
  });

  it('lists the media at kiosk size on request', async () => {
    const { body } = await fetchSnapshot('?media=kiosk');
    expect(Array.isArray(body.media)).toBe(true);
    // the shops' logos and covers, stored as paths, among them as URLs under the media base
    expect(body.media.length).toBeGreaterThan(body.sections.shops.items.length);
    const logo = body.sections.shops.items.find((s: Json) => s.logo)?.logo;
    expect(body.media.map((file: Json) => file.url)).toContain(`http://localhost:3000/media/${logo}`);
    // the media base's own files at their kiosk size; another host's (the demo names some) as they are
    for (const file of body.media)
      expect(file.kiosk).toBe(
        file.url.startsWith('http://localhost:3000/media/') ? `${file.url}?preset=kiosk` : file.url,
      );
    expect(body.media.filter((file: Json) => file.kiosk.endsWith('?preset=kiosk')).length).toBeGreaterThan(0);
    expect((await fetchSnapshot()).body.media).toBeUndefined();
  });

  it('answers clear errors with CORS', async () => {
    for (const query of ['?since=-1', '?since=x', '?media=all']) {
      const { res } = await fetchSnapshot(query);
      expect(res.status, query).toBe(400);
      expectCors(res, query);
    }
    const unknown = await demo.get('/api/centers/00000000-0000-4000-8000-000000000000/snapshot');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'CENTER_NOT_FOUND' } });
  });
});

describe('the kiosk snapshot with SNAPSHOT_SIGNING_KEY', () => {
  it('signs with the configured key', async () => {
    const seed = randomBytes(32);
    const demo = await openDemoApp({ SNAPSHOT_SIGNING_KEY: seed.toString('base64') });
    try {
      const res = await demo.get(`/api/centers/${demo.centerId}/snapshot`);
      const signer = signerFromSeed(seed);
      expect(res.headers.get('snapshot-key-id')).toBe(signer.keyId);
      const bytes = Buffer.from(await res.arrayBuffer());
      const signature = Buffer.from(res.headers.get('snapshot-signature') ?? '', 'base64url');
      expect(verify(null, bytes, publicKeyOf(signer.publicKey), signature)).toBe(true);
    } finally {
      await demo.close();
    }
  }, 60_000);
});
