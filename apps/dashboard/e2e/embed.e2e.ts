// Spec 4.2 in a real Chromium: a center website on another origin frames /embed/centerplan. Hover fills the
// shop under the pointer, a click posts `center:centerplan:open-detail` with the map-location uuid (for each
// mapping method of 2.7, in 2D and in 3D), the floor switcher shows another SVG, unsafe colors are ignored,
// and the hosted modal links to the shop.
import { createServer, type Server } from 'node:http';
import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbedLocationRow } from '../src/server/embed/centerplan';
import { type E2e, openE2e } from './harness';

interface Received {
  origin: string;
  data: { type: string; poi: Record<string, string | null> };
}

const EVIL = 'red;}</style><script>alert(1)</script>';

describe('the embeddable center plan in a foreign page', () => {
  let e: E2e;
  let host: Server;
  let hostUrl: string;
  let centerId: string;
  beforeAll(async () => {
    e = await openE2e();
    centerId = await e.centerIdOf('demo-center');
    host = createServer((req, res) => {
      const query = new URL(req.url ?? '/', 'http://host').searchParams;
      const frame = `${e.url}/embed/centerplan?centerId=${centerId}&detailMode=${query.get('mode') ?? 'parent'}&hoverColorSvg=%23ff00ff&accent=${encodeURIComponent(EVIL)}&shopDetailPath=${encodeURIComponent('/shops/{slug}')}`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="de"><title>Center website</title>
<h1>Unser Centerplan</h1>
<script>window.received = []; addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }));</script>
<iframe id="plan" title="Centerplan" src="${frame}" width="1000" height="760" style="border:0"></iframe>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    // another origin than the platform (another port)
    hostUrl = `http://127.0.0.1:${(host.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => host?.close(resolve));
    await e?.close();
  });

  const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received[] }).received);
  const locationsOf = async (floorId: string) =>
    (
      (await (await fetch(`${e.url}/api/wayfinding/locations?floorId=${floorId}`)).json()) as {
        data: EmbedLocationRow[];
      }
    ).data;
  const fillOf = (plan: FrameLocator, selector: string) =>
    plan.locator(selector).evaluate((el) => getComputedStyle(el).fill);

  /** Clicks an element of the plan and returns the message the host received for it. */
  async function clickAndReceive(page: Page, plan: FrameLocator, selector: string) {
    const before = (await received(page)).length;
    await plan.locator(selector).click();
    await expect.poll(async () => (await received(page)).length).toBe(before + 1);
    return (await received(page))[before] as Received;
  }

  it('hovers, posts the map location of each kind of mapping, switches floors and ignores unsafe colors', async () => {
    const page = await e.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(hostUrl);
    const plan = page.frameLocator('#plan');
    await plan.locator('svg rect[id^="shop-"]').first().waitFor();

    // the default floor first, selected; the unsafe accent is ignored (the default accent stays)
    const floorButtons = plan.getByRole('group', { name: 'Etage' }).getByRole('button');
    expect(await floorButtons.allTextContents()).toEqual(['EG', 'UG', '1. OG']);
    const ground = plan.getByRole('button', { name: 'Erdgeschoss' });
    expect(await ground.getAttribute('aria-pressed')).toBe('true');
    expect(await ground.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(59, 130, 246)');
    const frameHtml = await plan.locator('html').evaluate((el) => el.outerHTML);
    expect(frameHtml).not.toContain('alert(1)');

    const floorId = (await plan.locator('.cp-plan').getAttribute('data-floor-id')) ?? '';
    const locations = await locationsOf(floorId);
    const byElement = locations.find((l) => l.mappingMethod === 'element_id' && l.shopId);
    const byData = locations.find((l) => l.mappingMethod === 'data_id');
    const byCoordinate = locations.find((l) => l.mappingMethod === 'coordinate');
    const service = locations.find((l) => l.serviceId);
    if (!byElement || !byData || !byCoordinate || !service) throw new Error('the demo floor maps by every method');

    // hover: the SVG root's mousemove fills the element under the pointer, mouseleave restores it
    const elementSelector = `[id="${byElement.svgElementId}"]`;
    const original = await fillOf(plan, elementSelector);
    await plan.locator(elementSelector).hover();
    await expect.poll(() => fillOf(plan, elementSelector)).toBe('rgb(255, 0, 255)');
    await e.screenshot(page, 'embed-centerplan-hover');
    await ground.hover();
    await expect.poll(() => fillOf(plan, elementSelector)).toBe(original);

    // a click resolves the element to its map-location uuid: (a) element id
    const a = await clickAndReceive(page, plan, elementSelector);
    expect(a.origin).toBe(e.url);
    expect(a.data.type).toBe('center:centerplan:open-detail');
    expect(a.data.poi).toMatchObject({
      locationId: byElement.id,
      shopId: byElement.shopId,
      floorId,
      svgElementId: byElement.svgElementId,
    });
    // (b) data-id
    const b = await clickAndReceive(page, plan, `[data-id="${byData.shopId}"]`);
    expect(b.data.poi).toMatchObject({ locationId: byData.id, shopId: byData.shopId, floorId });
    // (c) the coordinate inside the element: the unit whose box holds the location's point
    const coordinateUnit = await plan.locator('svg').evaluate(
      (svg, point) => {
        for (const rect of svg.querySelectorAll('rect[id^="shop-"]')) {
          const box = (rect as SVGGraphicsElement).getBBox();
          if (point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height) {
            return rect.id;
          }
        }
        return null;
      },
      { x: byCoordinate.x ?? 0, y: byCoordinate.y ?? 0 },
    );
    expect(coordinateUnit).toMatch(/^shop-unit-/);
    const c = await clickAndReceive(page, plan, `[id="${coordinateUnit}"]`);
    expect(c.data.poi).toMatchObject({ locationId: byCoordinate.id, shopId: byCoordinate.shopId, floorId });
    // a service element
    const s = await clickAndReceive(page, plan, `[id="${service.svgElementId}"]`);
    expect(s.data.poi).toMatchObject({ locationId: service.id, serviceId: service.serviceId, shopId: null });
    // a click on the corridor (no shop) posts nothing
    const count = (await received(page)).length;
    const corridor = plan.locator('rect[id^="corridor-"]');
    const corridorBox = await corridor.boundingBox();
    await corridor.click({ position: { x: (corridorBox?.width ?? 0) * 0.95, y: (corridorBox?.height ?? 0) * 0.15 } });
    await page.waitForTimeout(200);
    expect((await received(page)).length).toBe(count);

    // 3D: the same SVG tilted; hover and click work through the transform
    await plan.getByRole('button', { name: '3D' }).click();
    expect(await plan.locator('.cp-root').getAttribute('data-mode')).toBe('3d');
    await page.waitForTimeout(500); // the tilt's transition
    await plan.locator(elementSelector).hover();
    await expect.poll(() => fillOf(plan, elementSelector)).toBe('rgb(96, 165, 250)');
    await e.screenshot(page, 'embed-centerplan-3d');
    const threeD = await clickAndReceive(page, plan, elementSelector);
    expect(threeD.data.poi.locationId).toBe(byElement.id);
    await plan.getByRole('button', { name: '2D' }).click();

    // another floor: another SVG, and its clicks name its own locations
    const before = await plan.locator('.cp-plan svg').innerHTML();
    await plan.getByRole('button', { name: '1. Obergeschoss' }).click();
    await expect.poll(() => plan.locator('.cp-plan svg').innerHTML()).not.toBe(before);
    expect(await plan.getByRole('button', { name: '1. Obergeschoss' }).getAttribute('aria-pressed')).toBe('true');
    const upperId = (await plan.locator('.cp-plan').getAttribute('data-floor-id')) ?? '';
    expect(upperId).not.toBe(floorId);
    const upper = (await locationsOf(upperId)).find((l) => l.mappingMethod === 'element_id' && l.shopId);
    const u = await clickAndReceive(page, plan, `[id="${upper?.svgElementId}"]`);
    expect(u.data.poi).toMatchObject({ locationId: upper?.id, floorId: upperId });
    await e.screenshot(page, 'embed-centerplan-upper-floor');

    expect(dialogs).toEqual([]);
  });

  it('draws the route of from/to on its first floor and outlines the destination on the last', async () => {
    const getData = async <T>(path: string) => ((await (await fetch(`${e.url}${path}`)).json()) as { data: T }).data;
    const screens = await getData<{ id: string; floorNumber: number | null }[]>(
      `/api/touchscreens?centerId=${centerId}`,
    );
    const floors = await getData<{ id: string; floorNumber: number }[]>(`/api/wayfinding/floors?centerId=${centerId}`);
    const screen = screens.find((s) => s.floorNumber === 0);
    const upperFloor = floors.find((f) => f.floorNumber === 1);
    const target = (await locationsOf(upperFloor?.id ?? '')).find((l) => l.mappingMethod === 'element_id' && l.shopId);
    if (!screen || !upperFloor || !target) throw new Error('the demo has a touchscreen on floor 0 and shops above');
    const page = await e.newPage();
    await page.goto(`${e.url}/embed/centerplan?centerId=${centerId}&from=${screen.id}&to=${target.id}`);
    const line = page.locator('.cp-plan svg .cp-route polyline');
    await line.waitFor();
    expect(await page.locator('.cp-plan').getAttribute('data-floor-id')).toBe(
      floors.find((f) => f.floorNumber === 0)?.id,
    );
    expect((await line.getAttribute('points'))?.split(' ').length).toBeGreaterThan(1);
    expect(await line.evaluate((el) => getComputedStyle(el).stroke)).toBe('rgb(59, 130, 246)');
    expect(await page.locator('.cp-route circle').count()).toBe(2);
    await page.getByRole('button', { name: '1. Obergeschoss' }).click();
    await page.locator(`.cp-plan [id="${target.svgElementId}"][data-cp-destination]`).waitFor();
    await line.waitFor();
    await e.screenshot(page, 'embed-centerplan-route');
  });

  it('opens its own dialog with the shop link in the hosted-modal mode', async () => {
    const page = await e.newPage();
    await page.goto(`${hostUrl}/?mode=modal`);
    const plan = page.frameLocator('#plan');
    const shop = plan.locator('svg rect[id^="shop-"]').first();
    await shop.waitFor();
    const floorId = (await plan.locator('.cp-plan').getAttribute('data-floor-id')) ?? '';
    const elementId = await shop.getAttribute('id');
    const location = (await locationsOf(floorId)).find((l) => l.svgElementId === elementId);
    expect(location?.shop?.slug).toBeTruthy();
    await shop.click();
    const dialog = plan.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe(location?.shop?.name);
    const link = dialog.getByRole('link', { name: 'Zum Shop' });
    expect(await link.getAttribute('href')).toBe(`/shops/${location?.shop?.slug}`);
    expect(await link.getAttribute('target')).toBe('_top');
    await e.screenshot(page, 'embed-centerplan-modal');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await received(page)).toEqual([]);
  });
});
