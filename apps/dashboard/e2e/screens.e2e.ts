// Issue 24, point 7: every screen of the navigation (as the platform operator in German and English and in the dark
// theme, and as an editor and a viewer, on the demo center) and the sign-in pages, each checked with axe-core (no
// serious or critical finding) and photographed at 1440x900 and 390x844 into test-results/screens/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e, seriousAxeViolations } from './harness';

describe('every screen in the browser', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await openE2e();
  });
  afterAll(() => e?.close());

  const check = async (page: Awaited<ReturnType<E2e['newPage']>>, name: string, findings: string[]) => {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => {});
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const finding of await seriousAxeViolations(page)) findings.push(`${name} at ${width}: ${finding}`);
    }
    await e.screenshots(page, `screen-${name}`);
  };

  it('shows the sign-in pages without a serious or critical axe finding at either width', async () => {
    const findings: string[] = [];
    const visitor = await e.newPage();
    for (const path of ['/auth/signin', '/auth/forgot-password']) {
      await visitor.goto(`${e.url}${path}`);
      await check(visitor, path.replace(/\W+/g, '-').replace(/^-/, ''), findings);
    }
    expect(findings).toEqual([]);
  }, 120_000);

  // the platform operator sees every screen, in German and in English, light and dark; an editor the editorial
  // ones; a viewer what its role opens (one test each, so each walk has its own time)
  it.each([
    ['admin', 'admin', 15, 'de', 'light'],
    ['editor', 'screens-editor@example.com', 5, 'de', 'light'],
    ['viewer', 'screens-viewer@example.com', 5, 'de', 'light'],
    ['admin-en', 'admin', 15, 'en', 'light'],
    ['admin-dark', 'admin', 15, 'de', 'dark'],
  ] as const)(
    'walks every screen of %s without a serious or critical axe finding, photographed at both widths',
    async (who, account, minimum, lang, theme) => {
      const findings: string[] = [];
      const email = account === 'admin' ? e.adminEmail : account;
      if (
        account !== 'admin' &&
        !(await e.platform.db.selectFrom('users').select('id').where('email', '=', account).executeTakeFirst())
      )
        await e.createUser(who === 'editor' ? 'CONTENT_EDITOR' : 'VIEWER', account);
      const page = await e.newPage();
      await e.signIn(page, email);
      await page.evaluate(
        ([chosenLang, chosenTheme]) => {
          localStorage.setItem('center-platform.lang', chosenLang);
          localStorage.setItem('center-platform.theme', chosenTheme);
        },
        [lang, theme] as const,
      );
      await page.goto(`${e.url}/dashboard/c/demo-center`);
      const links = page.locator('nav.sidebar').getByRole('link');
      // the app renders once the chosen catalogue has loaded, so the language is set when the navigation shows
      await links.first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(minimum);
      for (const href of hrefs) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(`${e.url}${href}`);
        const name = href.replace('/dashboard/c/demo-center', '').replace(/\W+/g, '-').replace(/^-/, '') || 'home';
        await check(page, `${who}-${name}`, findings);
      }
      expect(findings).toEqual([]);
    },
    300_000,
  );
});
