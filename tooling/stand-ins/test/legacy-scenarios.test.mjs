// The data modules of the legacy stand-in: the generated center has the promised sizes, the hostile one loads
// and serves its cases.
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { LEGACY_GENERATED, LEGACY_HOSTILE, LEGACY_SCENARIOS, startLegacyPlatform } from '../index.mjs';
import { floorSvg, scenario } from '../legacy-scenarios/generated.mjs';

const get = async (url) => {
  const res = await fetch(url);
  assert.equal(res.status, 200, url);
  return res.json();
};
const rows = (body) => (Array.isArray(body) ? body : body.data);

test('the generated center has the promised sizes, distinct images and ~400 KB floor plans', async () => {
  const legacy = await startLegacyPlatform({ dataModule: LEGACY_SCENARIOS.generated });
  try {
    const read = (path) => get(`${legacy.url}${path}?center_id=77`);
    assert.deepEqual(
      (await get(`${legacy.url}/centers`)).map((c) => c.id),
      [77],
    );

    const shopsBody = await read('/shops');
    assert.equal(shopsBody.status, 'ok');
    const shops = shopsBody.data;
    assert.equal(shops.length, 2000);
    assert.equal(new Set(shops.map((s) => s.id)).size, 2000);
    assert.equal(new Set(shops.map((s) => s.name)).size, 2000);
    const logos = shops.map((s) => s.logo);
    const covers = shops.map((s) => s.titelbild);
    assert.ok([...logos, ...covers].every((u) => u.startsWith(`${legacy.origin}/media/img/`)));
    assert.equal(new Set([...logos, ...covers].map((u) => u.split('/').pop())).size, 4000);
    const hours = shops.filter((s) => typeof s.oeffnungszeiten === 'object');
    assert.ok(hours.length > 1500 && hours.length < 2000, 'mostly weekday hours, some free text');
    assert.deepEqual(Object.keys(hours[0].oeffnungszeiten), [
      'montag',
      'dienstag',
      'mittwoch',
      'donnerstag',
      'freitag',
      'samstag',
      'sonntag',
    ]);
    assert.match(hours[0].oeffnungszeiten.montag.von, /^\d\d:\d\d$/);
    assert.ok(shops.some((s) => typeof s.oeffnungszeiten === 'string'));
    assert.ok(shops.filter((s) => s.filialkette).length >= 200, 'chains');

    const news = await read('/center-aktionen');
    assert.equal(news.length, 500);
    assert.ok(news.every((n) => n.lang.de.titel && n.vorschaubild));
    const zeitung = await read('/centerzeitung');
    assert.equal(zeitung.length, 20);
    assert.ok(zeitung.every((z) => z.pdf.startsWith(`${legacy.origin}/media/pdf/`)));
    const services = await read('/services');
    assert.equal(services.length, 50);
    assert.ok(services.every((s) => s.icon.startsWith(`${legacy.origin}/media/svg/icon-`)));
    assert.equal((await read('/stellenmarkt')).length, 100);
    assert.equal((await read('/shop-angebote')).length, 100);
    assert.equal((await read('/shop-events')).length, 100);
    assert.equal((await read('/slider')).length, 5);
    assert.equal((await read('/informationen')).status, 'ok');
    assert.deepEqual(await read('/shop-coupons'), { status: 'nothing_found' });

    const plan = await read('/centerplan');
    assert.deepEqual(
      plan.map((f) => f.ebene),
      ['-1', '0', '1', '2'],
    );
    const res = await fetch(plan[1].svg);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/svg+xml');
    const svg = await res.text();
    const kb = Buffer.byteLength(svg) / 1024;
    assert.ok(kb > 380 && kb < 420, `floor SVG of ${kb.toFixed(0)} KB`);
    const ids = [...svg.matchAll(/<rect id="shop-(\d+)"/g)].map((m) => Number(m[1]));
    assert.equal(ids.length, 500);
    const eg = new Set(shops.filter((s) => s.ebene === 'EG').map((s) => s.id));
    assert.ok(ids.every((id) => eg.has(id)));
    assert.equal((await fetch(`${legacy.origin}/media/img/gen-logo-100000.png`)).status, 200);
  } finally {
    await legacy.close();
  }
});

test('the generated scenario is deterministic, lazy and takes its sizes from the environment', () => {
  assert.equal(LEGACY_GENERATED.centerId, 77);
  assert.equal(LEGACY_GENERATED.defaults.shops, 2000);
  const env = { LEGACY_GENERATED_SHOPS: '12', LEGACY_GENERATED_FLOORS: '2', LEGACY_GENERATED_FLOOR_KB: '20' };
  assert.deepEqual(LEGACY_GENERATED.sizes(env), { ...LEGACY_GENERATED.defaults, shops: 12, floors: 2, floorKb: 20 });
  assert.throws(() => LEGACY_GENERATED.sizes({ LEGACY_GENERATED_NEWS: 'viele' }), /LEGACY_GENERATED_NEWS/);

  const a = scenario('http://a.example').byCenter[77];
  const b = scenario('http://a.example').byCenter[77];
  assert.ok(Object.getOwnPropertyDescriptor(a, '/shops').get, 'built on first read');
  assert.deepEqual(a['/shops'], b['/shops']);
  assert.equal(a['/shops'], a['/shops'], 'built once');
  assert.equal(floorSvg(0, a['/shops'].data), floorSvg(0, b['/shops'].data));
});

test('the hostile center loads and serves its cases', async () => {
  const legacy = await startLegacyPlatform({ dataModule: LEGACY_SCENARIOS.hostile });
  try {
    const read = (path) => get(`${legacy.url}${path}?center_id=66`);
    assert.deepEqual(
      (await get(`${legacy.url}/centers`)).map((c) => c.id),
      [LEGACY_HOSTILE.centerId],
    );
    const shopsBody = await read('/shops');
    assert.equal(shopsBody.status, 'ok');
    const shops = shopsBody.data;
    assert.equal(shops.length, LEGACY_HOSTILE.shopRows);
    const byId = new Map(shops.map((s) => [s.id, s]));
    const S = LEGACY_HOSTILE.shops;
    assert.match(byId.get(S.scriptInDescription).beschreibung, /<script>alert\(1\)<\/script>/);
    assert.match(byId.get(S.imgOnerrorInDescription).beschreibung, /<img src=x onerror=alert\(1\)>/);
    assert.match(byId.get(S.javascriptLinkInDescription).beschreibung, /href="javascript:alert\(1\)"/);
    assert.ok(!('name' in byId.get(S.noName)));
    assert.equal(byId.get(S.blankName).name.trim(), '');
    assert.ok(!('kategorie' in byId.get(S.noCategory)));
    assert.ok(!('oeffnungszeiten' in byId.get(S.noOpeningHours)));
    assert.equal(byId.get(S.logoNull).logo, null);
    assert.equal(byId.get(S.logoEmpty).logo, '');
    assert.deepEqual([byId.get(S.mueller).name, byId.get(S.muellerSpelledOut).name], ['Müller', 'Mueller']);
    assert.equal(byId.get(S.foreignLogo).logo, LEGACY_HOSTILE.foreign.logo);
    assert.equal(byId.get(S.modifiedNull).modified, null);
    assert.ok(shops.some((s) => typeof s.modified === 'number') && shops.some((s) => typeof s.modified === 'string'));
    assert.equal(typeof JSON.parse(byId.get(S.openingHoursJsonString).oeffnungszeiten), 'object');

    const news = rows(await read('/center-aktionen'));
    const missing = news.find((n) => n.id === LEGACY_HOSTILE.news.missingImage);
    assert.equal(missing.vorschaubild, `${legacy.origin}${LEGACY_HOSTILE.paths.missingImage}`);
    assert.equal((await fetch(missing.vorschaubild)).status, 404);
    const dates = news.flatMap((n) => [n.gueltigkeitszeitraum_von, n.modified]);
    assert.ok(
      dates.includes(null) && dates.some((d) => typeof d === 'string') && dates.some((d) => typeof d === 'number'),
    );

    const icon = await fetch(`${legacy.origin}${LEGACY_HOSTILE.paths.scriptIcon}`);
    assert.equal(icon.headers.get('content-type'), 'image/svg+xml');
    const iconSvg = await icon.text();
    assert.match(iconSvg, /<script>/);
    assert.match(iconSvg, /onload=/);
    const services = rows(await read('/services'));
    assert.equal(
      services.find((s) => s.id === LEGACY_HOSTILE.services.scriptIcon).icon,
      `${legacy.origin}${LEGACY_HOSTILE.paths.scriptIcon}`,
    );

    const plan = rows(await read('/centerplan'));
    const floor0 = plan.find((f) => f.ebene === '0');
    const svg = await (await fetch(floor0.svg)).text();
    for (const hazard of ['<script>', '<foreignObject', 'onclick=', '<image href="https://evil.example/x.png"']) {
      assert.ok(svg.includes(hazard), hazard);
    }
    assert.match(svg, /<rect id="shop-\d+"/);
    assert.equal((await fetch(plan.find((f) => f.ebene === '-1').svg)).status, 404);
    assert.equal(plan.find((f) => f.ebene === '2').svg, LEGACY_HOSTILE.foreign.floor);
  } finally {
    await legacy.close();
  }
});
