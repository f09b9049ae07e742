// Dashboard issue, points 5 and 7: editing a shop's opening hours in the browser changes the public read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e, PASSWORD } from './harness';

describe('center work in the browser', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await openE2e();
  });
  afterAll(() => e?.close());

  it("editing a shop's opening hours changes GET /api/centers/{id}/shops at once", async () => {
    const editor = await e.createUser('CONTENT_EDITOR', 'hours-editor@example.com');
    const centerId = editor.centerId ?? '';
    const publicShop = async (slug: string) => {
      const res = await fetch(`${e.url}/api/centers/${centerId}/shops?limit=5000`);
      const body = (await res.json()) as { data: { slug: string; openingHours: unknown }[] };
      return body.data.find((s) => s.slug === slug);
    };
    const before = await publicShop('modehaus-lindner');
    expect(before).toBeDefined();

    const page = await e.newPage();
    await page.goto(`${e.url}/auth/signin`);
    await page.getByLabel('E-Mail-Adresse').fill(editor.email);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${e.url}/dashboard/shops`);
    await page
      .getByRole('button', { name: /Modehaus Lindner/ })
      .first()
      .click();
    await e.screenshot(page, 'shop-editor');
    await page.getByLabel('Montag öffnet').fill('08:00');
    await page.getByLabel('Montag schließt').fill('21:30');
    await page.getByLabel('Sonntag geschlossen').check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect
      .poll(async () => (await publicShop('modehaus-lindner'))?.openingHours, { timeout: 10_000 })
      .toMatchObject({
        monday: { open: '08:00', close: '21:30' },
        sunday: { open: 'closed', close: 'closed' },
      });
    await e.screenshot(page, 'shops');
  });
});
