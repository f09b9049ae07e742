// The legacy platform stand-in answers the reads of spec 4.7 in both list shapes, `nothing_found` for what a center
// lacks, the media its data links to, and logs every request.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { LEGACY_SCENARIOS, startLegacyPlatform } from '../index.mjs';

let legacy;
beforeAll(async () => {
  legacy = await startLegacyPlatform();
});
afterAll(async () => {
  await legacy.close();
});

const read = async (path) => {
  const res = await fetch(`${legacy.url}${path}`);
  return { status: res.status, body: await res.json() };
};

test('serves the sample center: its reads as a bare array or { status, data }, asset URLs on its own origin', async () => {
  assert.match(legacy.url, /^http:\/\/127\.0\.0\.1:\d+\/v1$/);
  assert.equal(legacy.url, `${legacy.origin}/v1`);
  const centers = await read('/centers');
  assert.deepEqual(
    centers.body.map((c) => [c.id, c.name]),
    [[42, 'Rhein-Galerie']],
  );
  const shops = (await read('/shops?center_id=42')).body;
  assert.equal(shops.status, 'ok');
  assert.equal(shops.data.length, 24);
  assert.equal(shops.data[3].name, 'Café Müller & Söhne');
  assert.ok(shops.data.every((s) => s.logo.startsWith(`${legacy.origin}/media/img/`)));
  const news = (await read('/center-aktionen?center_id=42')).body;
  assert.ok(Array.isArray(news) && news.length === 6);
  const zeitung = (await read('/centerzeitung?center_id=42')).body;
  assert.deepEqual(
    zeitung.map((z) => typeof z.gueltigkeitszeitraum_von),
    ['string', 'object'],
    'a date as a string, and null',
  );
  const info = (await read('/informationen?center_id=42')).body;
  assert.equal(info.data.oeffnungszeiten.sonntag, 'geschlossen');
  assert.deepEqual(info.data.oeffnungszeiten.montag, { von: '09:30', bis: '20:00' });
});

test('answers nothing_found for a read or center it lacks, 400 without center_id, 405 to a write, 404 elsewhere', async () => {
  assert.deepEqual(await read('/shop-coupons?center_id=42'), { status: 200, body: { status: 'nothing_found' } });
  assert.deepEqual(await read('/news_aktionen?center_id=42'), { status: 200, body: { status: 'nothing_found' } });
  assert.deepEqual(await read('/shops?center_id=9999'), { status: 200, body: { status: 'nothing_found' } });
  assert.equal((await read('/shops')).status, 400);
  assert.equal((await fetch(`${legacy.url}/centers`, { method: 'POST', body: '{}' })).status, 405);
  assert.equal((await fetch(`${legacy.origin}/elsewhere`)).status, 404);
});

test('serves images, PDFs, floor plans naming the shops, icons; a missing asset answers 404', async () => {
  const asset = async (path) => {
    const res = await fetch(`${legacy.origin}${path}`);
    return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
  };
  const image = await fetch(`${legacy.origin}/media/img/logo-1000.png`);
  assert.equal(image.headers.get('content-type'), 'image/png');
  assert.deepEqual([...new Uint8Array(await image.arrayBuffer()).subarray(1, 4)], [0x50, 0x4e, 0x47]);
  const pdf = await asset('/media/pdf/zeitung-1.pdf');
  assert.equal(pdf.type, 'application/pdf');
  assert.match(pdf.body, /^%PDF-/);

  const plan = (await read('/centerplan?center_id=42')).body;
  assert.deepEqual(
    plan.map((f) => f.ebene),
    ['0', '1', '-1'],
  );
  const floor = await asset(new URL(plan[0].svg).pathname);
  assert.equal(floor.type, 'image/svg+xml');
  const ids = [...floor.body.matchAll(/id="shop-(\d+)"/g)].map((m) => Number(m[1]));
  assert.ok(ids.length >= 8 && ids.every((id) => id >= 1000 && id < 1024));
  assert.match(floor.body, /id="service-300"/);
  assert.equal((await asset(new URL(plan[2].svg).pathname)).status, 404);

  const icon = await asset('/media/svg/icon-atm.svg');
  assert.equal(icon.type, 'image/svg+xml');
  assert.match(icon.body, /^<svg /);
  assert.equal((await asset('/media/missing/x.png')).status, 404);
});

test('logs every request, also at GET /__requests (which it does not log)', async () => {
  const from = legacy.requests.length;
  await fetch(`${legacy.url}/slider?center_id=42`);
  await fetch(`${legacy.origin}/media/img/slide-1.png`);
  assert.deepEqual(legacy.requests.slice(from), [
    { method: 'GET', path: '/v1/slider', query: { center_id: '42' } },
    { method: 'GET', path: '/media/img/slide-1.png', query: {} },
  ]);
  assert.deepEqual(await (await fetch(`${legacy.origin}/__requests`)).json(), legacy.requests);
});

test('takes another data module, a port and a delay before every answer', async () => {
  const other = await startLegacyPlatform({ dataModule: LEGACY_SCENARIOS.hostile, latencyMs: 60 });
  try {
    assert.notEqual(other.origin, legacy.origin);
    const started = performance.now();
    const centers = await (await fetch(`${other.url}/centers`)).json();
    assert.ok(performance.now() - started >= 55, 'delayed');
    assert.deepEqual(
      centers.map((c) => c.id),
      [66],
    );
    const icon = await fetch(`${other.origin}/media/svg/icon-hostile.svg`);
    assert.match(await icon.text(), /<script>/, "the module's extra media come first");
  } finally {
    await other.close();
  }
});

test('closes with a connection still open', async () => {
  const other = await startLegacyPlatform({ latencyMs: 5_000 });
  const pending = fetch(`${other.url}/centers`).catch((error) => error);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await other.close();
  assert.ok((await pending) instanceof Error);
});
