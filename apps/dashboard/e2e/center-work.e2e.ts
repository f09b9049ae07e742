// Dashboard issue, points 5 and 7: editing a shop's opening hours in the browser changes the public read.
// Spec 4.6, 8: the News screen shows each item's views, shares and score, read in batches of up to 40.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e } from './harness';

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
    await e.signIn(page, editor.email);
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

  it("the News screen shows each item's views, shares and score, all 15 demo news in one analytics call", async () => {
    const editor = await e.createUser('CONTENT_EDITOR', 'news-editor@example.com');
    const centerId = editor.centerId ?? '';
    const calls: string[][] = [];
    const page = await e.newPage();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/trpc/')) return;
      const paths = url.pathname.slice('/trpc/'.length).split(',');
      const inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, { ids?: string[] }>;
      paths.forEach((path, i) => {
        if (path === 'analytics.newsPerformance') calls.push(inputs[String(i)]?.ids ?? []);
      });
    });
    await e.signIn(page, editor.email);
    await page.goto(`${e.url}/dashboard/news`);
    await expect.poll(() => page.locator('.performance').count(), { timeout: 10_000 }).toBe(15);

    const news = await e.platform.db
      .selectFrom('news')
      .select(['id', 'title'])
      .where('centerId', '=', centerId)
      .execute();
    const { json } = await e.api(
      'POST',
      '/api/content/news/performance',
      { ids: news.map((n) => n.id) },
      e.adminCookie,
    );
    const count = (n: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(n);
    for (const item of json.data.items as { title: string; views: number; shares: number; score: number }[]) {
      expect(item.views, item.title).toBeGreaterThan(0);
      const edit = page.getByRole('button', { name: `„${item.title}“ bearbeiten`, exact: true });
      const row = page.getByRole('row').filter({ has: edit });
      await expect
        .poll(() => row.locator('.performance > span').allTextContents())
        .toEqual([`${count(item.views)} Aufrufe`, `${count(item.shares)} geteilt`, `Score ${count(item.score)}`]);
    }
    expect(calls).toHaveLength(1);
    expect([...(calls[0] ?? [])].sort()).toEqual(news.map((n) => n.id).sort());
    await e.screenshot(page, 'news-performance');
  });
});
