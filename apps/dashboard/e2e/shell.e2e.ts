// Issue 24, point 5 in a real Chromium: the center is chosen by name in the header and carried in the address
// (`/dashboard/c/<slug>/...`), never typed as an id; staff bound to a center land on theirs and cannot open
// another's address; below 768 px the navigation is a drawer; Ctrl-K jumps to a screen. axe finds nothing serious
// or critical on the screens walked; screenshots at 1440 and 390 px.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e, SCREENSHOTS, seriousAxeViolations } from './harness';

describe('the dashboard frame: center switcher, address, phone drawer, palette', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await openE2e();
  });
  afterAll(() => e?.close());

  const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
  const centerShown = (page: Page) => page.getByRole('banner').locator('.center-switcher-name').textContent();

  it('lets a SUPER_ADMIN choose a center by name, keeps it in the address, and switches on the same screen', async () => {
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    // no center chosen yet: the home says so, and no screen has an id field
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Center wechseln/ })
      .waitFor();
    expect(await centerShown(page)).toBe('Center wählen');
    expect(await page.locator('input[name="centerId"]').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await e.screenshots(page, 'shell-home-no-center');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Center wechseln/ })
      .click();
    await page.getByPlaceholder('Center suchen …').fill('arkad');
    await page.getByRole('option', { name: /Nord-Arkaden/ }).click();
    await page.waitForURL('**/dashboard/c/nord-arkaden');
    await expect.poll(() => centerShown(page)).toBe('Nord-Arkaden');
    await page.getByText('Nord-Arkaden', { exact: true }).last().waitFor();

    // the navigation keeps the center; the shops are Nord-Arkaden's
    await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Shops' }).click();
    await page.waitForURL('**/dashboard/c/nord-arkaden/shops');
    const nordId = await e.centerIdOf('nord-arkaden');
    const nordShops = (await (await fetch(`${e.url}/api/centers/${nordId}/shops?limit=1`)).json()) as {
      data: { name: string }[];
    };
    await page
      .getByText(nordShops.data[0]?.name ?? '?', { exact: true })
      .first()
      .waitFor();
    expect(await page.locator('input[name="centerId"]').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await e.screenshots(page, 'shell-shops-nord-arkaden');

    // switching stays on the screen
    await page.getByRole('button', { name: /^Center wechseln/ }).click();
    await page.getByPlaceholder('Center suchen …').fill('Demo');
    await page.getByRole('option', { name: /Demo Center/ }).click();
    await page.waitForURL('**/dashboard/c/demo-center/shops');
    await expect.poll(() => centerShown(page)).toBe('Demo Center');

    // the last choice is opened again; a shared address opens its own center; an older ?centerId= link still works
    await page.goto(`${e.url}/dashboard`);
    await page.waitForURL('**/dashboard/c/demo-center');
    const other = await e.newPage();
    await e.signIn(other, e.adminEmail);
    await other.goto(`${e.url}/dashboard/c/nord-arkaden/news`);
    await expect.poll(() => centerShown(other)).toBe('Nord-Arkaden');
    await other.goto(`${e.url}/dashboard/plugin-sites?centerId=${nordId}`);
    await other.waitForURL('**/dashboard/c/nord-arkaden/plugin-sites');
    expect(path(other)).toBe('/dashboard/c/nord-arkaden/plugin-sites');
    await other.goto(`${e.url}/dashboard/c/no-such-center/shops`);
    await other.getByRole('heading', { name: 'Center nicht gefunden' }).waitFor();
  }, 120_000);

  it('keeps staff on their own center', async () => {
    const editor = await e.createUser('CONTENT_EDITOR', 'shell-editor@example.com', 'demo-center');
    expect(editor.centerId).toBeTruthy();
    const page = await e.newPage();
    await e.signIn(page, 'shell-editor@example.com');
    await page.waitForURL('**/dashboard/c/demo-center');
    await expect.poll(() => page.locator('.center-name').textContent()).toBe('Demo Center');
    expect(await page.getByRole('button', { name: /^Center wechseln/ }).count()).toBe(0);
    await page.goto(`${e.url}/dashboard/c/nord-arkaden/shops`);
    await page.getByRole('heading', { name: 'Center nicht gefunden' }).waitFor();
    // a mailed link without a center opens the staff member's center
    await page.goto(`${e.url}/dashboard/news`);
    await page.waitForURL('**/dashboard/c/demo-center/news');
  }, 60_000);

  it('puts the navigation in a drawer on a phone, with nothing wider than the screen', async () => {
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${e.url}/dashboard/c/demo-center/news`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('.sidebar').isVisible()).toBe(false);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 8)
        .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
    );
    expect(await overflow(), wide.join('\n')).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await e.screenshot(page, 'shell-drawer-390');
    await drawer.getByRole('link', { name: 'Shops' }).click();
    await page.waitForURL('**/dashboard/c/demo-center/shops');
    await drawer.waitFor({ state: 'detached' });
    // the table's rows are cards, each value under its column's label, and nothing runs off the screen
    const firstRow = page.locator('.table-wrap tbody tr').first();
    await firstRow.waitFor();
    expect(await firstRow.locator('td[data-label="Kategorie"]').count()).toBe(1);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // the first screenful: the list of 125 shops is long
    await page.screenshot({ path: join(SCREENSHOTS, 'shell-shops-cards-390.png') });
  }, 60_000);

  it('jumps to a screen, to a record and to a center with Ctrl-K', async () => {
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    await page.goto(`${e.url}/dashboard/c/demo-center`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const palette = page.getByRole('dialog', { name: 'Springen zu einer Seite, einem Eintrag oder einem Center' });
    // typed once the palette's input is there (on a busy machine keys pressed before it opens go elsewhere)
    const search = async (text: string) => {
      await page.keyboard.press('Control+k');
      await palette.getByRole('combobox').fill(text);
    };
    await search('Veranstalt');
    await palette.getByRole('option', { name: 'Veranstaltungen', exact: true }).click();
    await page.waitForURL('**/dashboard/c/demo-center/events');
    // a shop found by its name on the server opens in its editor, its address shareable
    await search('Modehaus Lind');
    await palette.getByRole('option', { name: 'Modehaus Lindner' }).click();
    await page.waitForURL(/\/dashboard\/c\/demo-center\/shops\?edit=[0-9a-f-]{36}$/);
    const sheet = page.getByRole('dialog', { name: '„Modehaus Lindner“ bearbeiten' });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'Schließen' }).click();
    await page.waitForURL('**/dashboard/c/demo-center/shops');
    await page.goBack();
    await page.waitForURL('**/dashboard/c/demo-center/events');
    await search('Nord');
    await palette.getByRole('option', { name: /Nord-Arkaden/ }).click();
    await page.waitForURL('**/dashboard/c/nord-arkaden/events');
  }, 60_000);

  it('shows the frame, grey, while the signed-in code and the session load: no full-page loading card', async () => {
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    // a fresh page load with the frame's code held back until the test lets it through
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/DashboardLayout-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${e.url}/dashboard`, { waitUntil: 'commit' });
    const frame = page.locator('.shell[aria-busy="true"]');
    await frame.waitFor();
    expect(await frame.getByRole('main').getByRole('status').textContent()).toBe('Wird geladen …');
    expect(await page.locator('.auth-card').count()).toBe(0);
    await e.screenshots(page, 'shell-loading');
    release();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).first().waitFor();
    expect(await page.locator('.shell[aria-busy="true"]').count()).toBe(0);
  }, 60_000);

  it('says inside the frame when the center cannot be looked up, and tries again', async () => {
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    let failing = true;
    await page.route('**/trpc/*profile.centers*', (route) => (failing ? route.abort('failed') : route.continue()));
    await page.goto(`${e.url}/dashboard/c/nord-arkaden/news`);
    const main = page.getByRole('main');
    await main
      .getByText('Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.')
      .waitFor({ timeout: 20_000 });
    // the frame stays around the error, and it is not taken for a missing center
    expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Center nicht gefunden' }).count()).toBe(0);
    await e.screenshots(page, 'shell-center-lookup-failed');
    failing = false;
    await main.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect.poll(() => centerShown(page)).toBe('Nord-Arkaden');
  }, 60_000);
});
