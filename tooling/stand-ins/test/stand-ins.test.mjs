// The wiring finds the shared stand-ins and they answer on loopback.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadReportingFixture, startLegacyPlatform, startReportingExport } from '../index.mjs';

test('the legacy platform stand-in serves its centers under /v1', async () => {
  const legacy = await startLegacyPlatform();
  try {
    assert.match(legacy.url, /^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const centers = await (await fetch(`${legacy.url}/centers`)).json();
    assert.ok(Array.isArray(centers) && centers.length > 0);
    assert.deepEqual(
      legacy.requests.map((r) => r.path),
      ['/v1/centers'],
    );
  } finally {
    await legacy.close();
  }
});

test('the reporting export stand-in demands its API key', async () => {
  const reporting = await startReportingExport({ apiKey: 'k-123' });
  try {
    assert.equal((await fetch(`${reporting.url}?match_index=1`)).status, 401);
    const ok = await fetch(`${reporting.url}?match_index=1`, { headers: { 'x-api-key': 'k-123' } });
    assert.equal(ok.status, 200);
    assert.ok(Array.isArray((await ok.json()).clients));
  } finally {
    await reporting.close();
  }
});

test('the reporting stand-in data loads without a server', async () => {
  const { CHANNELS, makeClient, sampleClients } = await loadReportingFixture();
  assert.equal(CHANNELS.length, 7);
  assert.equal(sampleClients().length, 11);
  const client = makeClient(5, { name: 'X', slug: 'x', city: '' }, { meta_ads: 3 });
  assert.deepEqual(
    client.channels.meta_ads.map((row) => row.legacyRowId),
    [504000, 504001, 504002],
  );
});
