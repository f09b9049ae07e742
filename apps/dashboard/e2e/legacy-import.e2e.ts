// Spec 4.7 on its screen in a real Chromium (issue 25.5): a SUPER_ADMIN picks the legacy center from the legacy
// platform's list (its stand-in, slowed down so the run is seen under way), chooses the parts, confirms, follows the
// run's progress to its end with counts per part, finds it in the past runs, and resumes a run whose worker died.
import { type LegacyPlatform, startLegacyPlatform } from '@center-platform/stand-ins';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e, seriousAxeViolations } from './harness';

describe('the legacy import screen', () => {
  let e: E2e;
  let legacy: LegacyPlatform;
  let centerId: string;

  beforeAll(async () => {
    legacy = await startLegacyPlatform({ latencyMs: 400 });
    e = await openE2e({ env: { LEGACY_PLATFORM_URL: legacy.url } });
    centerId = await e.centerIdOf('demo-center');
  });
  afterAll(async () => {
    await e?.close();
    await legacy?.close();
  });

  it('runs an import from the screen with live progress, counts per part and the run in the list', async () => {
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    await page.goto(`${e.url}/dashboard/c/demo-center`);
    await page.getByRole('navigation').getByRole('link', { name: 'Legacy-Import' }).click();
    await page.getByRole('heading', { name: 'Legacy-Import', level: 1 }).waitFor();
    await page.getByText('Es ist noch kein Legacy-Import gelaufen.').waitFor();

    // the source from the legacy platform's list; the target starts as the center worked on
    const source = page.getByLabel('Quelle (bisherige Plattform)');
    await source.selectOption({ label: 'Rhein-Galerie (Ludwigshafen) · #42' });
    const centerName = (
      await e.platform.db.selectFrom('centers').select('name').where('id', '=', centerId).executeTakeFirstOrThrow()
    ).name;
    expect(await page.getByLabel('Ziel-Center').textContent()).toContain(centerName);
    await page.getByLabel('Slider').uncheck();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await e.screenshots(page, 'legacy-import-start');

    await page.getByRole('button', { name: 'Import starten' }).click();
    const dialog = page.locator('dialog[open]');
    expect(await dialog.textContent()).toContain(`Rhein-Galerie wird in ${centerName} übernommen (9 Teile`);
    await dialog.getByRole('button', { name: 'Import starten' }).click();

    // under way: a progress bar over the parts (9 reads and the center's details), the read named as it goes
    const run = page.locator('[data-run]');
    await run.locator('progress').waitFor({ timeout: 20_000 });
    await run.getByText(/von 10 Teilen/).waitFor();
    expect(await page.getByRole('button', { name: 'Import starten' }).isDisabled()).toBe(true);
    await e.screenshots(page, 'legacy-import-running');
    await run.getByText('Der Import ist abgeschlossen.').waitFor({ timeout: 60_000 });
    expect(await run.locator('.badge').first().textContent()).toBe('Abgeschlossen');
    expect(await run.locator('progress').count()).toBe(0);

    // counts per part: the shops were created, the slider was left out
    const imported = await e.platform.db
      .selectFrom('shops')
      .select('name')
      .where('centerId', '=', centerId)
      .where('legacyId', 'is not', null)
      .execute();
    expect(imported.length).toBeGreaterThan(0);
    const shopsRow = run.locator('tbody tr', { hasText: 'Shops' });
    expect(await shopsRow.locator('td.num').first().textContent()).toBe(String(imported.length));
    expect(await run.locator('tbody tr', { hasText: 'Slider' }).count()).toBe(0);
    expect(await run.locator('tbody tr th').allTextContents()).toContain('Stammdaten des Centers');
    // the imported shops are in the center's public read at once
    const publicShops = (await (await fetch(`${e.url}/api/centers/${centerId}/shops?limit=5000`)).json()) as {
      data: { name: string }[];
    };
    expect(publicShops.data.map((shop) => shop.name)).toEqual(expect.arrayContaining(imported.map((s) => s.name)));

    // the run in the list of past runs, with its source and target by name
    const listed = page.locator('table.import-table').last().locator('tbody tr');
    await expect.poll(() => listed.first().textContent()).toContain('Abgeschlossen');
    expect(await listed.count()).toBe(1);
    expect(await listed.first().textContent()).toContain('Rhein-Galerie');
    expect(await listed.first().textContent()).toContain(centerName);
    expect(await listed.first().textContent()).toContain('10 von 10 Teilen');
    await e.screenshots(page, 'legacy-import-done');
  });

  it('shows a run whose worker died as interrupted and resumes it with a button', async () => {
    // the run as its worker left it when killed: running, its heartbeat five minutes old
    await e.platform.db
      .updateTable('importRuns')
      .set({ status: 'running', finishedAt: null, updatedAt: sql`now() - interval '5 minutes'` })
      .where('kind', '=', 'legacy')
      .execute();
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    await page.goto(`${e.url}/dashboard/legacy-import`);
    const listed = page.locator('table.import-table tbody tr', { hasText: 'Unterbrochen' });
    await listed.waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-run]').count()).toBe(0);

    await listed.getByRole('button').click();
    const run = page.locator('[data-run]');
    await run.getByText('Dieser Import wurde unterbrochen').waitFor();
    await e.screenshots(page, 'legacy-import-interrupted');
    await run.getByRole('button', { name: 'Import fortsetzen' }).click();
    await run.getByText('Der Import ist abgeschlossen.').waitFor({ timeout: 60_000 });
    expect(await run.locator('.badge').first().textContent()).toBe('Abgeschlossen');
    // resumed, not created twice
    const shops = await e.platform.db
      .selectFrom('shops')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('centerId', '=', centerId)
      .where('legacyId', 'is not', null)
      .executeTakeFirstOrThrow();
    const shopsRow = run.locator('tbody tr', { hasText: 'Shops' });
    expect(await shopsRow.locator('td.num').first().textContent()).toBe('0');
    expect(await shopsRow.locator('td.num').nth(2).textContent()).toBe(String(shops.n));
  });
});
