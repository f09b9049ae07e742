// Spec 4.6, 5 in a real Chromium: the platform operator creates an organization API key of the agency
// integration API, sees it once (never again after a reload, never in storage or the address), the key opens
// GET /api/agencyos/v1/centers/{id}, and once revoked in the screen it is refused.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e, toast } from './harness';

/** Everything of the page a key could hide in: its markup, the values of its fields, its storage and address. */
const pageText = (page: Page) =>
  page.evaluate(() =>
    [
      document.documentElement.outerHTML,
      ...[...document.querySelectorAll('input, textarea')].map((field) => (field as HTMLInputElement).value),
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      location.href,
    ].join('\n'),
  );

describe('organization keys in the browser', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await openE2e();
  });
  afterAll(() => e?.close());

  it('creates a key shown once, which opens the agency API until it is revoked in the screen', async () => {
    const centerId = await e.centerIdOf('demo-center');
    const agencyCenter = (key: string) =>
      fetch(`${e.url}/api/agencyos/v1/centers/${centerId}`, { headers: { authorization: `Bearer ${key}` } });

    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    // the screen is listed in the operator's navigation (integration credentials)
    await page.getByRole('link', { name: 'Organisations-Schlüssel' }).click();
    await page.waitForURL(/\/dashboard\/organization-keys$/);
    await page.goto(`${e.url}/dashboard/organization-keys`);

    // the first organization is chosen; the form starts with both scopes
    const organization = page.getByLabel('Organisation', { exact: true });
    await expect.poll(() => organization.locator('option:checked').textContent()).toBe('Demo Center Group');
    await page.getByLabel('Name', { exact: true }).fill('Agency site');
    expect(await page.getByLabel('Lesen (read)').isChecked()).toBe(true);
    expect(await page.getByLabel('Schreiben (write)').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Schlüssel anlegen' }).click();

    const keyField = page.getByLabel('API-Schlüssel', { exact: true });
    await keyField.waitFor();
    const key = await keyField.inputValue();
    expect(key).toMatch(/^cpo_[\w-]{20,}$/);
    await expect.poll(() => page.getByRole('heading', { name: /Schlüssel Agency site/ }).count()).toBe(1);
    expect(await page.getByText('wird nur jetzt angezeigt und später nicht mehr').count()).toBe(1);
    expect(await page.getByText('Authorization: Bearer <key>').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Dokumentation der Agentur-Schnittstelle' }).getAttribute('href')).toBe(
      '/api/agencyos/v1/docs',
    );
    const row = page.getByRole('row', { name: /Agency site/ });
    await row.waitFor();
    // one table of the organization's keys, listing the new key and the demo key
    expect(await page.getByRole('heading', { name: 'Schlüssel von Demo Center Group' }).count()).toBe(1);
    expect(await page.getByRole('table').getByRole('row').count()).toBe(3);
    const prefix = `${key.slice(0, 10)}…`;
    expect(await row.textContent()).toContain(prefix);
    expect(await row.textContent()).toContain('aktiv');
    expect(await row.textContent()).toContain(e.adminEmail);
    // the key is in the panel only: never in storage nor in the address
    const beforeReload = await pageText(page);
    expect(beforeReload.split(key).length - 1).toBeGreaterThan(0);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(key);
    expect(page.url()).not.toContain(key);
    await e.screenshot(page, 'organization-keys-created');

    // after a reload the key is gone, while the row (name, prefix) is listed
    await page.reload();
    await page.getByRole('row', { name: /Agency site/ }).waitFor();
    expect(await page.getByRole('row', { name: /Agency site/ }).textContent()).toContain(prefix);
    expect(await pageText(page)).not.toContain(key);
    expect(await page.getByLabel('API-Schlüssel', { exact: true }).count()).toBe(0);

    // the key opens the agency API (a 404 NOT_FOUND here means the route has not landed yet)
    const open = await agencyCenter(key);
    expect(open.status, await open.text()).toBe(200);

    // revoke in the screen, behind the confirm dialog
    await page.getByRole('button', { name: 'Schlüssel Agency site widerrufen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schlüssel widerrufen?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Widerrufen' }).click();
    await toast(page, 'Der Schlüssel Agency site ist widerrufen.').waitFor();
    await expect.poll(async () => page.getByRole('row', { name: /Agency site/ }).textContent()).toContain('widerrufen');
    expect(await page.getByRole('button', { name: 'Schlüssel Agency site widerrufen' }).count()).toBe(0);
    await e.screenshot(page, 'organization-keys');
    // the list is filtered and searched on the server
    const keyRows = page.getByRole('table').locator('tbody tr');
    await page.getByLabel('Status', { exact: true }).selectOption('revoked');
    await expect.poll(() => keyRows.count()).toBe(1);
    expect(await keyRows.first().textContent()).toContain('Agency site');
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await page.getByLabel('Name oder Anfang suchen').fill('demo');
    await expect.poll(() => page.locator('caption').textContent()).toBe('1 von 1 Schlüssel von Demo Center Group');

    const refused = await agencyCenter(key);
    expect(refused.status, await refused.text()).toBe(401);
  });
});
