// Spec 4.10 in a real Chromium: the platform operator (plugin sites are a SUPER_ADMIN area) registers a plugin site with the path of its shop pages (issue 22:
// the map opens a shop's page on the site), is told in the form when the path cannot place the shop, and changes it;
// rotating its key and disconnecting it ask first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e } from './harness';

describe('plugin sites in the browser', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await openE2e({ env: { ALLOW_PRIVATE_OUTBOUND: 'true' } });
  });
  afterAll(() => e?.close());

  it('registers a site with its shop page path, refusing a path without {slug} in the form, in German and English', async () => {
    const centerId = await e.centerIdOf('demo-center');
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    await page.goto(`${e.url}/dashboard/plugin-sites?centerId=${centerId}`);
    const path = page.getByLabel('Seite eines Shops', { exact: true });
    await path.waitFor();
    expect(await path.inputValue()).toBe('/shops/{slug}');
    await page.getByLabel('Name', { exact: true }).fill('Center-Website');
    await page.getByLabel('URL der Website', { exact: true }).fill('http://127.0.0.1:9');
    await path.fill('/shops/');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.getByText('Bitte einen Pfad angeben, der mit / beginnt und {slug} enthält.').waitFor();
    await e.screenshots(page, 'plugin-sites-path-refused-de');

    await path.fill('/geschaefte/{slug}/');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.getByRole('row', { name: /Center-Website/ }).waitFor();
    await e.screenshots(page, 'plugin-sites-registered-de');
    // the stored path comes back in the edit form
    await page.getByRole('button', { name: 'Center-Website bearbeiten' }).click();
    await expect.poll(() => path.inputValue()).toBe('/geschaefte/{slug}/');
    // rotating the key and disconnecting ask first, in the words of the site
    await page.getByRole('button', { name: 'Schlüssel von Center-Website erneuern' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Schlüssel erneuern' }).click();
    await page
      .getByText('Der Schlüssel von Center-Website ist erneuert; der alte gilt nicht mehr.', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Center-Website trennen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Trennen' }).click();
    await page.getByText('Center-Website ist getrennt.', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Center-Website trennen' }).count()).toBe(0);

    await page.evaluate(() => localStorage.setItem('center-platform.lang', 'en'));
    await page.reload();
    await page.getByLabel('Shop page', { exact: true }).waitFor();
    expect(await page.getByText('The path of the website', { exact: false }).count()).toBe(1);
    await e.screenshots(page, 'plugin-sites-en');
    await page.evaluate(() => localStorage.removeItem('center-platform.lang'));
  }, 120_000);
});
