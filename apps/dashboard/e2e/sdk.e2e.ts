// Visitor-SDK issue, point 6: a center website on another origin uses the SDK in the browser against the
// running platform (real CORS).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e } from './harness';

// the ESM build a website imports (createRequire would resolve the CommonJS one)
const sdk = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('@center-platform/visitor-sdk/package.json')), 'dist/index.js'),
);

describe('the visitor SDK on a foreign origin', () => {
  let e: E2e;
  let site: Server;
  let siteUrl: string;
  beforeAll(async () => {
    e = await openE2e();
    site = createServer((req, res) => {
      if (req.url === '/sdk.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        return res.end(sdk);
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>Center website</title><h1 id="name">…</h1><p id="shops"></p>
<script type="module">
import { createVisitorClient, formatOpeningHours } from '/sdk.js';
const client = createVisitorClient({ baseUrl: ${JSON.stringify(e.url)} });
const center = await client.getCenterBySlug('demo-center');
const scoped = createVisitorClient({ baseUrl: ${JSON.stringify(e.url)}, centerId: center.id });
const surface = await scoped.getVisitorSurface();
const page = await scoped.getShops({ limit: 5, publicWebsite: true });
document.getElementById('name').textContent = surface.center.name;
document.getElementById('shops').textContent = page.total + ' Shops; ' + formatOpeningHours(page.data[0].openingHours, { locale: 'de' }).join(' / ');
window.done = true;
</script>`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => site?.close(resolve));
    await e?.close();
  });

  it('reads the center and its shops across origins', async () => {
    const page = await e.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(siteUrl);
    page.on('console', (m) => failures.push(`console: ${m.text()}`));
    await page
      .waitForFunction(() => (window as unknown as { done?: boolean }).done === true, undefined, { timeout: 15_000 })
      .catch(() => undefined);
    expect(failures).toEqual([]);
    expect(await page.locator('#name').textContent()).toBe('Demo Center');
    expect(await page.locator('#shops').textContent()).toMatch(/^\d+ Shops; /);
    expect(await page.locator('#shops').textContent()).not.toContain('{');
    await e.screenshot(page, 'sdk-foreign-origin');
  });
});
