// Spec 4.8 and 6.1 in a real Chromium: the reporting screen charts the demo center's imported history with its
// 'History' badge, a share link opens the same charts without sign-in and without anything else of the platform
// (expired and withdrawn links say so), and the reporting import runs from its preview through a dry run and a
// confirmed execute with live progress, against the reporting system's stand-in.
import { json } from '@center-platform/core/db';
import type { ReportingChannel } from '@center-platform/core/imports';
import { createReportShareLink, prepareMonthlyReports, revokeReportShareLink } from '@center-platform/core/reporting';
import {
  loadReportingFixture,
  type ReportingExport,
  type ReportingFixtureClient,
  startReportingExport,
} from '@center-platform/stand-ins';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e, toast } from './harness';

/** 'YYYY-MM' of the month `back` months before this one (local time, as the screen's default range). */
function monthBack(back: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

describe('client reporting in the browser', () => {
  let e: E2e;
  let upstream: ReportingExport;
  let centerId: string;
  // the stand-in reads this list on every request: filled once the demo center's id is known
  const clients: ReportingFixtureClient[] = [];

  beforeAll(async () => {
    upstream = await startReportingExport({ clients });
    e = await openE2e({
      env: { REPORTING_DASHBOARD_EXPORT_URL: upstream.url, REPORTING_DASHBOARD_EXPORT_API_KEY: upstream.apiKey },
    });
    centerId = await e.centerIdOf('demo-center');
    const { sampleClients } = await loadReportingFixture();
    clients.push(...sampleClients({ cockpitCenterIdFor: centerId }));
  });
  afterAll(async () => {
    await e?.close();
    await upstream?.close();
  });

  let row = 0;
  const snapshot = (channel: ReportingChannel, month: string, metrics: Record<string, unknown>) =>
    e.platform.db
      .insertInto('reportingChannelSnapshots')
      .values({
        centerId,
        legacyRowId: `e2e-${++row}`,
        legacyClientId: 'e2e-client',
        channel,
        month: `${month}-01`,
        metrics: json(metrics),
      })
      .execute();

  const channel = (page: Page, name: string) => page.locator(`section[data-channel="${name}"]`);

  it('charts the demo center’s imported history per channel, with the History badge and an empty state', async () => {
    // two channels of history in the last three months (the screen's default range is the last 12)
    for (const [i, back] of [2, 1, 0].entries()) {
      await snapshot('website_analytics_monthly', monthBack(back), {
        sessions: 10_000 + i * 500,
        users: 7000 + i * 300,
        pageviews: 30_000 + i * 900,
      });
      await snapshot('meta_ads', monthBack(back), { clicks: 900 + i * 40, spend: 450.5 + i, impressions: 50_000 });
    }

    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    // the navigation lists the screen in the analytics block
    await expect
      .poll(() => page.getByRole('navigation').getByRole('link', { name: 'Reporting', exact: true }).count())
      .toBe(1);
    await page.goto(`${e.url}/dashboard/reporting?centerId=${centerId}`);

    const website = channel(page, 'website');
    await website.locator('svg.recharts-surface').first().waitFor({ timeout: 20_000 });
    await channel(page, 'metaAds').locator('svg.recharts-surface').first().waitFor();
    expect(await page.locator('.report-chart svg.recharts-surface').count()).toBe(2);
    // the badge in each channel header, the dashed history line and bars, and the legend saying what they are
    expect(await website.locator('header .badge-history').textContent()).toBe('Historie');
    expect(await channel(page, 'metaAds').locator('header .badge-history').textContent()).toBe('Historie');
    expect(await website.locator('.series-history path[stroke-dasharray]').count()).toBeGreaterThan(0);
    // a hollow dot on each history month of each of the three lines
    expect(await website.locator('circle.history-dot').count()).toBe(9);
    expect(await channel(page, 'metaAds').locator('.recharts-bar-rectangle').count()).toBe(3);
    await expect.poll(() => website.getByText('Importierte Historie: gestrichelt und heller').count()).toBe(1);
    // the channels without data say so and have no badge
    const social = channel(page, 'socialMedia');
    expect(await social.getByText('Für diesen Kanal gibt es im gewählten Zeitraum keine Daten.').count()).toBe(1);
    expect(await social.locator('.badge-history').count()).toBe(0);
    // the values as a table
    await website.getByText('Werte als Tabelle').click();
    expect(await website.locator('tbody tr').count()).toBe(3);
    await e.screenshot(page, 'reporting');

    // a range backwards is named under the form and not applied
    const shownAt = page.url();
    await page.getByLabel('Von (Monat)').fill('2019-06');
    await page.getByLabel('Bis (Monat)').fill('2019-01');
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Der erste Monat darf nicht nach dem letzten liegen.' }).waitFor();
    expect(page.url()).toBe(shownAt);
    // another range through the form: months without data leave the charts empty
    await page.getByLabel('Von (Monat)').fill('2019-01');
    await page.getByLabel('Bis (Monat)').fill('2019-06');
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await page.waitForURL(/from=2019-01&to=2019-06/);
    await expect.poll(() => page.getByText('Für diesen Zeitraum liegen keine Reporting-Daten vor.').count()).toBe(1);
    expect(await page.locator('.report-chart').count()).toBe(0);
  });

  it('opens a share link without sign-in: the center, the month and the charts, nothing else', async () => {
    const month = monthBack(0);
    const prepared = await prepareMonthlyReports(e.platform.db, month, { centerId });
    const report = prepared.reports[0];
    expect(report).toBeDefined();
    const link = await createReportShareLink(e.platform.db, report?.id ?? '');

    const page = await e.newPage(); // a fresh context: no session cookie
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${e.url}/reports/${link.token}`);
    await page.getByRole('heading', { level: 1, name: 'Demo Center' }).waitFor({ timeout: 20_000 });
    await channel(page, 'website').locator('svg.recharts-surface').first().waitFor({ timeout: 20_000 });
    await channel(page, 'metaAds').locator('svg.recharts-surface').first().waitFor();
    const monthName = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
    expect(await page.getByText(`Monatsbericht ${monthName}`).count()).toBe(1);
    expect(await channel(page, 'website').locator('header .badge-history').textContent()).toBe('Historie');
    expect(await page.title()).toContain('Demo Center');
    await e.screenshot(page, 'report-share');

    // no navigation, no way into the dashboard, no signed-in request
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.locator('a').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Abmelden' }).count()).toBe(0);
    expect(requests.filter((path) => path.startsWith('/trpc'))).toEqual([]);
    expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([`/api/report-share/${link.token}`]);
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(0);

    // expired (410) and withdrawn (404) links say which
    const expired = await createReportShareLink(e.platform.db, report?.id ?? '', {
      expiresInDays: 1,
      now: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
    });
    await page.goto(`${e.url}/reports/${expired.token}`);
    await page.locator('[role="alert"][data-failure="expired"]').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('abgelaufen');

    await revokeReportShareLink(e.platform.db, link.id);
    await page.goto(`${e.url}/reports/${link.token}`);
    await page.locator('[role="alert"][data-failure="unknown"]').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('zurückgezogen');
    await page.goto(`${e.url}/reports/${'x'.repeat(43)}`);
    await page.locator('[role="alert"][data-failure="unknown"]').waitFor();
    expect(await page.locator('svg.recharts-surface').count()).toBe(0);
  });

  it('imports the history from the preview: dry run, confirmed execute, live progress, result', async () => {
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    await page.goto(`${e.url}/dashboard/reporting-import`);

    // the preview: the client matched by center id to the demo center, the others unmatched or test clients
    const table = page.locator('table.import-table').first();
    await table.waitFor({ timeout: 20_000 });
    const matched = table.locator('tbody tr', { hasText: 'Irgendein Name' });
    expect(await matched.textContent()).toContain('Demo Center');
    expect(await matched.textContent()).toContain('Center-ID');
    expect(await table.locator('tbody tr', { hasText: 'Unbekanntes Center' }).textContent()).toContain(
      'keine Zuordnung',
    );
    expect(await table.locator('tbody tr', { hasText: 'nur-test' }).locator('.badge').textContent()).toBe('Test');
    await e.screenshot(page, 'reporting-import-preview');

    // the dry run counts and writes nothing
    const before = await e.platform.db
      .selectFrom('reportingChannelSnapshots')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await page.getByRole('button', { name: 'Probelauf' }).click();
    const dry = page.locator('.import-result', { hasText: 'Ergebnis des Probelaufs' });
    await dry.waitFor({ timeout: 30_000 });
    const dryRow = dry.locator('tbody tr', { hasText: 'Irgendein Name' });
    expect(await dryRow.locator('td.num').first().textContent()).toBe('84'); // 7 channels x 12 months
    const afterDry = await e.platform.db
      .selectFrom('reportingChannelSnapshots')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(afterDry.n)).toBe(Number(before.n));

    // the execute asks first, then follows the run until it ends
    await page.getByRole('button', { name: 'Import ausführen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import ausführen?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Jetzt importieren' }).click();
    await page.locator('[data-run]').waitFor();
    await page.getByText('Der Import ist abgeschlossen.').waitFor({ timeout: 60_000 });
    const run = page.locator('[data-run]');
    expect(await run.locator('.badge').first().textContent()).toBe('Abgeschlossen');
    expect(await run.locator('tbody tr', { hasText: 'Irgendein Name' }).locator('td.num').first().textContent()).toBe(
      '84',
    );
    await e.screenshot(page, 'reporting-import-run');
    const imported = await e.platform.db
      .selectFrom('reportingChannelSnapshots')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('legacyClientId', '=', '1')
      .executeTakeFirstOrThrow();
    expect(Number(imported.n)).toBe(84);

    // the imported year on the reporting screen: every channel charted as history, the search terms as a table
    await page.goto(`${e.url}/dashboard/reporting?centerId=${centerId}&from=2023-01&to=2023-12`);
    await channel(page, 'digitalSignage').locator('svg.recharts-surface').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('.report-chart svg.recharts-surface').count()).toBe(6);
    expect(await page.locator('header .badge-history').count()).toBe(7);
    const terms = channel(page, 'searchTerms').locator('table.terms-table');
    expect(await terms.locator('tbody tr').first().textContent()).toContain('h&m');
    await e.screenshot(page, 'reporting-imported');
  });

  it('names an interrupted run, leaves a new import free, and resumes the run with a button (issue 21)', async () => {
    // the newest run as its worker left it when killed: running, its heartbeat five minutes old
    const newest = await e.platform.db
      .selectFrom('importRuns')
      .select('id')
      .where('kind', '=', 'reporting')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    await e.platform.db
      .updateTable('importRuns')
      .set({ status: 'running', finishedAt: null, updatedAt: sql`now() - interval '5 minutes'` })
      .where('id', '=', newest.id)
      .execute();

    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    await page.goto(`${e.url}/dashboard/reporting-import`);
    const listed = page.locator('table.import-table tbody tr', { hasText: 'Unterbrochen' });
    await listed.waitFor({ timeout: 20_000 });
    // nothing under way: no run is followed, and a new import may start
    expect(await page.locator('[data-run]').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Import ausführen' }).isEnabled()).toBe(true);

    await listed.getByRole('button').click();
    const run = page.locator('[data-run]');
    await run.getByText('Der Import wurde unterbrochen').waitFor();
    expect(await run.locator('.badge').first().textContent()).toBe('Unterbrochen');
    expect(await run.locator('progress').count()).toBe(0);
    await e.screenshots(page, 'reporting-import-interrupted-de');
    await page.evaluate(() => localStorage.setItem('center-platform.lang', 'en'));
    await page.reload();
    await page.locator('table.import-table tbody tr', { hasText: 'Interrupted' }).getByRole('button').click();
    await run.getByText('The import was interrupted').waitFor();
    await e.screenshots(page, 'reporting-import-interrupted-en');

    await run.getByRole('button', { name: 'Resume import' }).click();
    await run.getByText('The import has completed.').waitFor({ timeout: 60_000 });
    expect(await run.locator('.badge').first().textContent()).toBe('Completed');
    await page.evaluate(() => localStorage.removeItem('center-platform.lang'));
  });

  it('lets the center admin set the report recipients, send last month, and revoke its link; others see no panel', async () => {
    const viewer = await e.createUser('ANALYTICS_VIEWER', 'reports-viewer@example.com');
    const viewerPage = await e.newPage();
    await e.signIn(viewerPage, viewer.email);
    await viewerPage.goto(`${e.url}/dashboard/c/demo-center/reporting`);
    await channel(viewerPage, 'website').waitFor({ timeout: 20_000 });
    expect(await viewerPage.getByRole('heading', { name: 'Monatsberichte an Kunden' }).count()).toBe(0);

    const admin = await e.createUser('CENTER_ADMIN', 'reports-admin@example.com');
    const page = await e.newPage();
    await e.signIn(page, admin.email);
    await page.goto(`${e.url}/dashboard/c/demo-center/reporting`);
    const panel = page.getByRole('region', { name: 'Monatsberichte an Kunden' });
    await panel.waitFor({ timeout: 20_000 });
    // a line that is no address is named before anything is sent
    const recipients = panel.getByLabel('Empfänger', { exact: true });
    await recipients.fill('kunde@example.com\nkeine-adresse');
    await panel.getByRole('button', { name: 'Empfänger speichern' }).click();
    await panel.getByText('Bitte eine gültige E-Mail-Adresse je Zeile.').waitFor();
    await recipients.fill('kunde@example.com\nagentur@example.com');
    await panel.getByRole('button', { name: 'Empfänger speichern' }).click();
    await toast(page, 'Der Bericht geht an 2 Empfänger.').waitFor();

    // last month is offered; sending it mails both recipients a link
    expect(await panel.getByLabel('Monat', { exact: true }).inputValue()).toBe(monthBack(1));
    await panel.getByRole('button', { name: 'Bericht senden' }).click();
    await toast(page, /ist an 2 Empfänger versandt/).waitFor();
    await expect.poll(() => e.postmark.messages.filter((m) => m.To === 'kunde@example.com').length).toBe(1);
    expect(e.postmark.messages.some((m) => m.To === 'agentur@example.com')).toBe(true);
    const [year, month] = monthBack(1).split('-').map(Number) as [number, number];
    const monthName = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric' }).format(
      new Date(year, month - 1, 1),
    );
    const row = panel.locator('tbody tr', { hasText: monthName });
    await expect.poll(() => row.textContent()).toContain('Versandt');
    // sent once: the button says it sends again
    await panel.getByRole('button', { name: 'Erneut senden' }).waitFor();
    await e.screenshots(page, 'client-reports');

    // the link is revoked from the list, and its page says so
    const link = /https?:\/\/\S+\/reports\/[\w-]+/.exec(
      e.postmark.messages.find((m) => m.To === 'kunde@example.com')?.TextBody ?? '',
    )?.[0];
    expect(link).toBeDefined();
    await row.getByRole('button', { name: /widerrufen/ }).click();
    await toast(page, 'Der Link ist widerrufen.').waitFor();
    await expect.poll(() => row.textContent()).not.toContain('gültig bis');
    const share = await fetch(`${e.url}/api/report-share/${link?.split('/reports/')[1]}`);
    expect(share.status).toBe(404);
  });

  it('shows the footfall a counter reports: how to connect one before, the figures, chart and days after', async () => {
    const viewer = await e.createUser('ANALYTICS_VIEWER', 'footfall-viewer@example.com');
    const page = await e.newPage();
    await e.signIn(page, viewer.email);
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .first()
      .getByRole('link', { name: 'Besucherfrequenz' })
      .click();
    await page.getByText('Für dieses Center meldet noch kein Zählsystem Besucher.').waitFor();
    expect(await page.getByText(`PUT /api/agencyos/v1/centers/${centerId}/footfall`).count()).toBe(1);

    // the counting system reports two weeks (here with the platform operator's session)
    const days = Array.from({ length: 14 }, (_, back) => {
      const day = new Date(Date.now() - (back + 1) * 86_400_000).toISOString().slice(0, 10);
      return { day, visitors: 10_000 + back * 250 };
    });
    await e.api('PUT', `/api/agencyos/v1/centers/${centerId}/footfall`, { days }, e.adminCookie);
    await page.reload();
    const figures = page.getByRole('region', { name: /^Vom / });
    await figures.waitFor();
    const total = days.reduce((sum, day) => sum + day.visitors, 0);
    expect(await figures.locator('dl').textContent()).toContain(new Intl.NumberFormat('de-DE').format(total));
    await figures.locator('.recharts-bar-rectangle').first().waitFor();
    await figures.getByText('Besucher je Tag', { exact: true }).click();
    expect(await figures.locator('tbody tr').count()).toBe(14);
    await e.screenshots(page, 'footfall');
  });
});
