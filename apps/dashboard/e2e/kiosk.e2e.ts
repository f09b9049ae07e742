// Issue 27.4 in a real Chromium: a kiosk page on its own origin loads the SDK, fetches the center's signed snapshot
// and keeps it. Then every request to the platform is blocked: reloaded, the page checks the kept snapshot with the
// platform's public key, lists the shops open now, opens a shop's detail and draws the route to it from the
// touchscreen across floors, all from the snapshot. A kept snapshot with one byte changed is refused.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e } from './harness';

// the ESM build with its shared chunks, as a website serves it
const dist = join(dirname(createRequire(import.meta.url).resolve('@center-platform/visitor-sdk/package.json')), 'dist');

/** A weekday noon in Berlin: the demo's shops are open then (the kiosk judges opening status by its own clock). */
const NOON = '2026-12-02T11:00:00Z';

const kioskPage = (platform: string) => `<!doctype html><meta charset="utf-8"><title>Kiosk</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { font: 16px system-ui, sans-serif; margin: 1rem; }
  #open { columns: 16rem; padding: 0; list-style: none; }
  #open button { width: 100%; text-align: left; margin: 2px 0; padding: 0.4rem; }
  .plans { display: flex; flex-wrap: wrap; gap: 1rem; }
  .plans figure { margin: 0; width: min(100%, 420px); }
  .plans svg { width: 100%; height: auto; border: 1px solid #ccc; }
  polyline { fill: none; stroke: #d00; stroke-width: 6; }
</style>
<h1>Center-Kiosk</h1>
<p id="status">…</p>
<section id="detail" hidden>
  <h2 id="shop-name"></h2>
  <p id="shop-floor"></p>
  <ol id="steps"></ol>
  <div id="route" class="plans"></div>
</section>
<h2>Jetzt geöffnet</h2>
<ul id="open"></ul>
<script type="module">
import { createVisitorClient } from '/dist/index.js';
import { fetchSnapshot, openSnapshot } from '/dist/kiosk.js';
const params = new URLSearchParams(location.search);
const baseUrl = ${JSON.stringify(platform)};
const centerId = params.get('center');
const status = document.getElementById('status');
const done = (text) => { status.textContent = text; window.done = true; };
try {
  if (params.get('mode') === 'prepare') {
    const online = createVisitorClient({ baseUrl, centerId });
    const surface = await online.getVisitorSurface();
    localStorage.setItem('kiosk.publicKey', surface.frontendIntegration.kiosk.snapshotSignature.publicKey);
    localStorage.setItem('kiosk.snapshot', JSON.stringify(await fetchSnapshot({ baseUrl, centerId })));
    done('prepared');
  } else {
    const now = params.has('now') ? () => new Date(params.get('now')) : undefined;
    const snapshot = await openSnapshot(JSON.parse(localStorage.getItem('kiosk.snapshot')), {
      publicKey: localStorage.getItem('kiosk.publicKey'),
      ...(now ? { now } : {}),
    });
    const client = createVisitorClient({ baseUrl, centerId, snapshot, retries: 0 });
    const [shops, floors, screens] = await Promise.all([
      client.getShops({ limit: 5000, publicWebsite: true }),
      client.getFloors(),
      client.getTouchscreens(),
    ]);
    const locations = (await Promise.all(floors.map((floor) => client.getMapLocations(floor.id)))).flat();
    const floorOf = new Map(floors.map((floor) => [floor.id, floor]));
    const screen = screens.find((s) => s.centerId === centerId);
    document.body.dataset.screenFloor = String(screen.floorNumber);
    const list = document.getElementById('open');
    for (const shop of shops.data.filter((s) => s.openingStatus?.state === 'open')) {
      const location = locations.find((l) => l.shopId === shop.id);
      if (!location) continue;
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.textContent = shop.name + ' · Ebene ' + floorOf.get(location.floorId)?.floorNumber;
      button.dataset.floor = String(floorOf.get(location.floorId)?.floorNumber);
      button.onclick = () => show(shop, location);
      item.append(button);
      list.append(item);
    }
    async function show(shop, location) {
      document.getElementById('detail').hidden = false;
      document.getElementById('shop-name').textContent = shop.name;
      document.getElementById('shop-floor').textContent = 'Ebene ' + floorOf.get(location.floorId)?.floorNumber;
      const route = await client.findRoute({ from: { type: 'touchscreen', id: screen.id }, to: { type: 'location', id: location.id } });
      document.getElementById('steps').replaceChildren(...route.legs.flatMap((leg) => leg.steps).map((step) => {
        const li = document.createElement('li');
        li.textContent = step.texts.de;
        return li;
      }));
      const plans = document.getElementById('route');
      plans.replaceChildren();
      for (const leg of route.legs) {
        const figure = document.createElement('figure');
        figure.dataset.floor = String(leg.floorNumber);
        figure.innerHTML = floorOf.get(leg.floorId)?.mapSvg ?? '<svg xmlns="http://www.w3.org/2000/svg"></svg>';
        const svg = figure.querySelector('svg');
        const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
        line.setAttribute('points', leg.polyline.map((p) => p.join(',')).join(' '));
        svg.append(line);
        const caption = document.createElement('figcaption');
        caption.textContent = 'Ebene ' + leg.floorNumber;
        figure.append(caption);
        plans.append(figure);
      }
      window.routed = route.legs.length;
    }
    done('offline: ' + shops.total + ' Shops, Snapshot-Version ' + snapshot.data.version);
  }
} catch (error) {
  done('refused: ' + (error.code ?? error.message));
}
</script>`;

describe('a kiosk with its network cut', () => {
  let e: E2e;
  let site: Server;
  let siteUrl: string;
  beforeAll(async () => {
    e = await openE2e();
    site = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://kiosk').pathname;
      if (path.startsWith('/dist/')) {
        const file = normalize(join(dist, path.slice('/dist/'.length)));
        if (!file.startsWith(dist)) return res.writeHead(404).end();
        try {
          const body = readFileSync(file);
          res.writeHead(200, { 'content-type': 'text/javascript' });
          return res.end(body);
        } catch {
          return res.writeHead(404).end();
        }
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(kioskPage(e.url));
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => site?.close(resolve));
    await e?.close();
  });

  it('lists the shops open now, opens one and routes to it across floors from its snapshot alone', async () => {
    const centerId = await e.centerIdOf('demo-center');
    const page = await e.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const settled = () =>
      page.waitForFunction(() => (window as unknown as { done?: boolean }).done === true, undefined, {
        timeout: 15_000,
      });

    await page.goto(`${siteUrl}/?mode=prepare&center=${centerId}`);
    await settled();
    expect(await page.locator('#status').textContent()).toBe('prepared');

    // the network to the platform is gone: every request to it fails
    const blocked: string[] = [];
    await page.route(`${e.url}/**`, (route) => {
      blocked.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.goto(`${siteUrl}/?center=${centerId}&now=${NOON}`);
    await settled();
    expect(failures).toEqual([]);
    expect(await page.locator('#status').textContent()).toMatch(/^offline: \d+ Shops, Snapshot-Version \d+$/);
    expect(blocked.length).toBeGreaterThan(0);
    const open = page.locator('#open button');
    expect(await open.count()).toBeGreaterThan(10);

    // a shop on another floor than the kiosk's touchscreen
    const screenFloor = await page.locator('body').getAttribute('data-screen-floor');
    const upper = page.locator(`#open button:not([data-floor="${screenFloor}"])`).first();
    const name = ((await upper.textContent()) ?? '').split(' · ')[0];
    await upper.click();
    await page.waitForFunction(() => ((window as unknown as { routed?: number }).routed ?? 0) > 0);
    expect(await page.locator('#shop-name').textContent()).toBe(name);
    const floorsDrawn = await page
      .locator('#route figure')
      .evaluateAll((figures) => figures.map((f) => (f as HTMLElement).dataset.floor));
    expect(new Set(floorsDrawn).size).toBeGreaterThan(1);
    expect(await page.locator('#route polyline').count()).toBe(floorsDrawn.length);
    expect(await page.locator('#steps li').count()).toBeGreaterThan(1);
    await e.screenshots(page, 'kiosk-offline-route');

    // one changed byte in the kept snapshot: refused
    await page.evaluate(() => {
      const signed = JSON.parse(localStorage.getItem('kiosk.snapshot') ?? '{}');
      signed.body = signed.body.replace('"version":', '"version": ');
      localStorage.setItem('kiosk.snapshot', JSON.stringify(signed));
    });
    await page.reload();
    await settled();
    expect(await page.locator('#status').textContent()).toBe('refused: SNAPSHOT_REFUSED');
    expect(await page.locator('#open button').count()).toBe(0);
  }, 120_000);
});
