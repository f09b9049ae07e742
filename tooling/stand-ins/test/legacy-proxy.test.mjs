// The proxy in front of the legacy stand-in forwards what no rule matches and answers the rules: error status,
// malformed body, delay, hang; it logs every request it sees.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { startLegacyPlatform, startLegacyProxy } from '../index.mjs';

let legacy;
beforeAll(async () => {
  legacy = await startLegacyPlatform();
});
afterAll(async () => {
  await legacy.close();
});

test('forwards method, path and query unchanged and streams the answer back', async () => {
  const proxy = await startLegacyProxy({ upstream: legacy.origin });
  try {
    assert.match(proxy.url, /^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    assert.notEqual(proxy.origin, legacy.origin);
    const direct = await (await fetch(`${legacy.url}/shops?center_id=42`)).text();
    const res = await fetch(`${proxy.url}/shops?center_id=42`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /application\/json/);
    assert.equal(await res.text(), direct);
    assert.equal((await fetch(`${proxy.url}/shops`)).status, 400, 'upstream status passes through');
    const image = await fetch(`${proxy.origin}/media/img/logo-1000.png`);
    assert.equal(image.headers.get('content-type'), 'image/png');
    assert.equal((await image.arrayBuffer()).byteLength > 0, true);
    assert.equal((await fetch(`${proxy.origin}/media/svg/missing.svg`)).status, 404);
    assert.equal((await fetch(`${proxy.url}/centers`, { method: 'POST', body: '{}' })).status, 405);

    assert.deepEqual(proxy.requests, [
      { method: 'GET', path: '/v1/shops', query: { center_id: '42' } },
      { method: 'GET', path: '/v1/shops', query: {} },
      { method: 'GET', path: '/media/img/logo-1000.png', query: {} },
      { method: 'GET', path: '/media/svg/missing.svg', query: {} },
      { method: 'POST', path: '/v1/centers', query: {} },
    ]);
    assert.deepEqual(
      legacy.requests.slice(-4).map((r) => r.path),
      ['/v1/shops', '/media/img/logo-1000.png', '/media/svg/missing.svg', '/v1/centers'],
    );
    assert.deepEqual(await (await fetch(`${proxy.origin}/__requests`)).json(), proxy.requests);
  } finally {
    await proxy.close();
  }
});

test('answers a malformed body, an error status and a prefix rule without asking upstream', async () => {
  const proxy = await startLegacyProxy({
    upstream: legacy.origin,
    rules: [
      { path: '/v1/shops', body: '{"status":"ok","data":[{' },
      { path: '/v1/services', status: 503, body: '<html>Service Unavailable</html>', contentType: 'text/html' },
      { path: '/v1/slider', status: 500 },
      { prefix: '/media/img/', status: 404, body: 'gone', contentType: 'text/plain' },
    ],
  });
  try {
    const before = legacy.requests.length;
    const shops = await fetch(`${proxy.url}/shops?center_id=42`);
    assert.equal(shops.status, 200);
    assert.equal(await shops.text(), '{"status":"ok","data":[{');
    await assert.rejects(
      fetch(`${proxy.url}/shops?center_id=42`).then((r) => r.json()),
      SyntaxError,
    );

    const services = await fetch(`${proxy.url}/services?center_id=42`);
    assert.equal(services.status, 503);
    assert.equal(services.headers.get('content-type'), 'text/html');
    assert.equal(await services.text(), '<html>Service Unavailable</html>');
    const slider = await fetch(`${proxy.url}/slider?center_id=42`);
    assert.equal(slider.status, 500);
    assert.equal(await slider.text(), '');

    const image = await fetch(`${proxy.origin}/media/img/logo-1000.png`);
    assert.equal(image.status, 404);
    assert.equal(await image.text(), 'gone');
    assert.equal(legacy.requests.length, before, 'nothing reached the stand-in');

    // a path the rules do not match is forwarded
    assert.equal((await fetch(`${proxy.url}/centers`)).status, 200);
    assert.equal(legacy.requests.length, before + 1);
    assert.equal(proxy.requests.length, 6);
  } finally {
    await proxy.close();
  }
});

test('delays an answer, ruled or forwarded; `times` limits a rule; rules can change while running', async () => {
  const proxy = await startLegacyProxy({
    upstream: legacy.origin,
    rules: [
      { path: '/v1/centers', delayMs: 150 },
      { path: '/v1/services', delayMs: 100, status: 502, body: '{}' },
      { path: '/v1/slider', status: 500, times: 1 },
    ],
  });
  try {
    let start = performance.now();
    const centers = await fetch(`${proxy.url}/centers`);
    assert.ok(performance.now() - start >= 140, 'forwarded after the delay');
    assert.equal(centers.status, 200);
    assert.ok(Array.isArray(await centers.json()));

    start = performance.now();
    const services = await fetch(`${proxy.url}/services?center_id=42`);
    assert.ok(performance.now() - start >= 90);
    assert.equal(services.status, 502);

    assert.equal((await fetch(`${proxy.url}/slider?center_id=42`)).status, 500);
    assert.equal((await fetch(`${proxy.url}/slider?center_id=42`)).status, 200, 'the rule was used up');

    proxy.rules.push({ path: '/v1/stellenmarkt', status: 429, body: '{"error":"too many"}' });
    assert.equal((await fetch(`${proxy.url}/stellenmarkt?center_id=42`)).status, 429);
    proxy.rules.length = 0;
    assert.equal((await fetch(`${proxy.url}/services?center_id=42`)).status, 200);
  } finally {
    await proxy.close();
  }
});

test('a hanging path never answers; close ends it', async () => {
  const proxy = await startLegacyProxy({ upstream: legacy.origin, rules: [{ prefix: '/v1/shops', hang: true }] });
  try {
    await assert.rejects(fetch(`${proxy.url}/shops?center_id=42`, { signal: AbortSignal.timeout(200) }), (error) =>
      ['TimeoutError', 'AbortError'].includes(error.name),
    );
    const pending = fetch(`${proxy.url}/shops?center_id=42`).then(
      () => 'answered',
      () => 'dropped',
    );
    // close once the proxy holds the request (a fixed wait lost the race on a busy machine)
    for (const until = Date.now() + 5_000; proxy.requests.length < 2 && Date.now() < until; )
      await new Promise((resolve) => setTimeout(resolve, 10));
    await proxy.close();
    assert.equal(await pending, 'dropped');
    assert.equal(proxy.requests.length, 2);
  } finally {
    await proxy.close();
  }
});

test('rewriteOrigin routes the asset URLs of JSON answers through the proxy', async () => {
  const proxy = await startLegacyProxy({
    upstream: `${legacy.origin}/v1`,
    rewriteOrigin: true,
    rules: [{ prefix: '/media/img/', status: 404, body: '' }],
  });
  try {
    assert.equal(proxy.upstream, legacy.origin);
    const { data } = await (await fetch(`${proxy.url}/shops?center_id=42`)).json();
    assert.ok(data[0].logo.startsWith(`${proxy.origin}/media/img/`));
    assert.equal((await fetch(data[0].logo)).status, 404);
    assert.equal(proxy.requests.at(-1).path, new URL(data[0].logo).pathname);
  } finally {
    await proxy.close();
  }
});
