// Visitor-SDK issue, point 6: a site on another origin frames the plan; hover, click message, floors, colors.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e } from './harness';

describe('the embeddable center plan in a foreign page', () => {
  let e: E2e;
  let host: Server;
  let hostUrl: string;
  let centerId: string;
  beforeAll(async () => {
    e = await openE2e();
    centerId = await e.centerIdOf('demo-center');
    const evil = encodeURIComponent('red;}</style><script>alert(1)</script>');
    const frame = `${e.url}/embed/centerplan?centerId=${centerId}&detailMode=parent&hoverColorSvg=%23ff00ff&accent=${evil}`;
    host = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>Center website</title>
<script>window.received = []; addEventListener('message', (e) => window.received.push(e.data));</script>
<iframe id="plan" src="${frame}" width="900" height="700"></iframe>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => host?.close(resolve));
    await e?.close();
  });

  it('hovers, posts the map location of a clicked shop to the host, switches floors and ignores unsafe colors', async () => {
    const page = await e.newPage();
    await page.goto(hostUrl);
    const plan = page.frameLocator('#plan');
    const shop = plan.locator('svg rect[id^="shop-"]').first();
    await shop.waitFor();
    const elementId = (await shop.getAttribute('id')) ?? '';

    await shop.hover();
    await expect.poll(() => shop.getAttribute('fill')).toBe('#ff00ff');
    await shop.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received.length))
      .toBe(1);
    const [message] = (await page.evaluate(() => (window as unknown as { received: unknown[] }).received)) as {
      type: string;
      poi: { locationId: string; floorId: string };
    }[];
    expect(message?.type).toBe('center:centerplan:open-detail');
    const locations = (await (
      await fetch(`${e.url}/api/wayfinding/locations?floorId=${message?.poi.floorId}`)
    ).json()) as {
      data: { id: string; svgElementId: string | null }[];
    };
    expect(locations.data.find((l) => l.svgElementId === elementId)?.id).toBe(message?.poi.locationId);
    await e.screenshot(page, 'embed-centerplan');

    const before = await plan.locator('svg').innerHTML();
    await plan.getByRole('button', { name: '1. OG' }).click();
    await expect.poll(() => plan.locator('svg').innerHTML()).not.toBe(before);

    const html = await (
      await fetch(`${e.url}/embed/centerplan?centerId=${centerId}&accent=red;}</style><script>alert(1)</script>`)
    ).text();
    expect(html).not.toContain('alert(1)');
  });
});
