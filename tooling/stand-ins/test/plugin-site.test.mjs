// The plugin-site stand-in applies full and incremental bundles like the map plugin and refuses what it would.
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { PLUGIN_SYNC_PATH, startPluginSiteStandIn } from '../index.mjs';

const bundle = (fields) => ({
  schemaVersion: 1,
  kind: 'full',
  version: 1,
  baseVersion: null,
  widget: { hoverDelayMs: 200 },
  items: { files: [], floors: [], shops: [], services: [], locations: [] },
  removed: { files: [], floors: [], shops: [], services: [], locations: [] },
  ...fields,
});
const send = (site, body, key = site.key) =>
  fetch(`${site.url}${PLUGIN_SYNC_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

test('applies a full bundle, then an incremental one on top of its version', async () => {
  const site = await startPluginSiteStandIn();
  try {
    const shop = { id: 's1', name: 'A' };
    const full = bundle({ items: { ...bundle().items, shops: [shop, { id: 's2', name: 'B' }] } });
    assert.equal((await send(site, full)).status, 200);
    assert.equal(site.store.version, 1);
    assert.equal(site.store.shops.size, 2);
    const next = bundle({
      kind: 'incremental',
      version: 2,
      baseVersion: 1,
      items: { ...bundle().items, shops: [{ ...shop, name: 'A2' }] },
      removed: { ...bundle().removed, shops: ['s2'] },
    });
    assert.equal((await send(site, next)).status, 200);
    assert.deepEqual([...site.store.shops.values()], [{ id: 's1', name: 'A2' }]);
    assert.deepEqual(
      site.syncs.map((s) => [s.kind, s.status]),
      [
        ['full', 200],
        ['incremental', 200],
      ],
    );
  } finally {
    await site.close();
  }
});

test('refuses a wrong key (401), a broken body (400) and an incremental bundle on another version (409)', async () => {
  const site = await startPluginSiteStandIn();
  try {
    assert.equal((await send(site, bundle(), 'wrong')).status, 401);
    assert.equal((await send(site, '{nope')).status, 400);
    const res = await send(site, bundle({ kind: 'incremental', version: 5, baseVersion: 4 }));
    assert.equal(res.status, 409);
    assert.deepEqual(await res.json(), { code: 'version_mismatch', version: 0 });
    site.failNext(503);
    assert.equal((await send(site, bundle())).status, 503);
    assert.equal(site.store.version, 0);
  } finally {
    await site.close();
  }
});
