// The reporting export stand-in demands its key and answers the light index, one client's history and the heavy
// export (spec 4.8) of the clients it is given, logging every request.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { loadReportingFixture, startReportingExport } from '../index.mjs';

const { CHANNELS, makeClient, sampleClients } = await loadReportingFixture();

let reporting;
beforeAll(async () => {
  reporting = await startReportingExport({ apiKey: 'k-123' });
});
afterAll(async () => {
  await reporting.close();
});

const get = async (query, key = reporting.apiKey) => {
  const res = await fetch(`${reporting.url}${query}`, { headers: key ? { 'x-api-key': key } : {} });
  return { status: res.status, body: await res.json() };
};

test('serves the export path and refuses a wrong or missing key with 401', async () => {
  assert.match(reporting.url, /^http:\/\/127\.0\.0\.1:\d+\/api\/integrations\/cockpit-export$/);
  assert.equal(reporting.apiKey, 'k-123');
  assert.equal((await get('?match_index=1', null)).status, 401);
  assert.equal((await get('?match_index=1', 'wrong')).status, 401);
  assert.equal((await fetch(`${reporting.origin}/api/other`, { headers: { 'x-api-key': 'k-123' } })).status, 404);
});

test('the match index lists every client with its row count per channel, no history', async () => {
  const { status, body } = await get('?match_index=1');
  assert.equal(status, 200);
  assert.equal(body.clients.length, 11);
  const [first] = body.clients;
  assert.deepEqual(Object.keys(first).sort(), ['city', 'cockpitCenterId', 'counts', 'id', 'isTest', 'name', 'slug']);
  assert.deepEqual(first.counts, Object.fromEntries(CHANNELS.map((channel) => [channel, 12])));
  assert.deepEqual(
    body.clients.filter((c) => c.isTest).map((c) => c.slug),
    ['test', 'demo', 'nur-test'],
  );
});

test('?client_id answers one client with its history; an unknown id 404; no parameter every client (heavy)', async () => {
  const one = await get('?client_id=3');
  assert.equal(one.status, 200);
  assert.equal(one.body.client.slug, 'stadtgalerienord');
  assert.deepEqual(one.body.client.counts.social_media, 6);
  assert.deepEqual(
    one.body.channels.social_media.map((row) => [row.legacyRowId, row.period]),
    [
      [301000, '2023-01'],
      [301001, '2023-02'],
      [301002, '2023-03'],
      [301003, '2023-04'],
      [301004, '2023-05'],
      [301005, '2023-06'],
    ],
  );
  assert.equal(typeof one.body.channels.social_media[0].metrics.followers, 'number');
  assert.deepEqual(one.body.channels.meta_ads, []);
  assert.equal((await get('?client_id=999')).status, 404);

  const heavy = await get('');
  assert.equal(heavy.body.clients.length, 11);
  assert.equal(heavy.body.clients[1].channels.google_ads.length, 12);
});

test('logs every request, also at GET /__requests', async () => {
  const from = reporting.requests.length;
  await get('?client_id=2');
  assert.deepEqual(reporting.requests.slice(from), [
    { method: 'GET', path: '/api/integrations/cockpit-export', query: { client_id: '2' } },
  ]);
  assert.deepEqual(await (await fetch(`${reporting.origin}/__requests`)).json(), reporting.requests);
});

test('serves the clients it is given, after a delay', async () => {
  const clients = [makeClient(7, { name: 'X', slug: 'x', city: 'Y', cockpitCenterId: 'c-1' }, { search_keywords: 14 })];
  const other = await startReportingExport({ clients, latencyMs: 60 });
  try {
    const started = performance.now();
    const res = await fetch(`${other.url}?client_id=7`, { headers: { 'x-api-key': other.apiKey } });
    assert.ok(performance.now() - started >= 55, 'delayed');
    const body = await res.json();
    assert.deepEqual(body.client, {
      id: 7,
      name: 'X',
      slug: 'x',
      city: 'Y',
      cockpitCenterId: 'c-1',
      isTest: false,
      counts: { ...Object.fromEntries(CHANNELS.map((channel) => [channel, 0])), search_keywords: 14 },
    });
    assert.equal(body.channels.search_keywords.at(-1).period, '2024-02', 'the 14th month');
  } finally {
    await other.close();
  }
});

test('the sample has a client per matching rule; the first takes the cockpit center id it is given', () => {
  const sample = sampleClients({ cockpitCenterIdFor: 'center-uuid' });
  assert.equal(sample[0].cockpitCenterId, 'center-uuid');
  assert.equal(sampleClients()[0].cockpitCenterId, null);
  assert.deepEqual(
    sample.map((c) => c.slug),
    [
      'kein-treffer-per-slug',
      'rhein-galerie',
      'stadtgalerienord',
      'forum-mitte-berlin',
      'ep-dd',
      'mpc',
      'aa',
      'unbekannt',
      'test',
      'demo',
      'nur-test',
    ],
  );
});
