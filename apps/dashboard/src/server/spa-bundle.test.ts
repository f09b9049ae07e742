// The size budget of the dashboard (built by `vite build` into dist/web): what the sign-in page loads before it can
// render, as the server sends it (the brotli files made at build, issue 24), stays under 150 KB; the signed-in
// screens load later.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_WAIT_MS, untilBuilt } from '@center-platform/core/testing';
import { beforeAll, describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '../../dist/web');

describe('the dashboard build', () => {
  let firstLoad: string[] = [];
  // reads what the build of `pnpm test` makes
  beforeAll(async () => {
    await untilBuilt();
    const html = readFileSync(join(web, 'index.html'), 'utf8');
    firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  }, BUILD_WAIT_MS);

  it('sends the first screen in under 150 KB, compressed at build', () => {
    expect(firstLoad.length).toBeGreaterThan(0);
    const sent = firstLoad.reduce((sum, file) => sum + statSync(join(web, `${file}.br`)).size, 0);
    expect(sent).toBeLessThan(150 * 1024);
    // the gzip files are there too, for browsers without brotli
    for (const file of firstLoad) expect(statSync(join(web, `${file}.gz`)).size, file).toBeGreaterThan(0);
  });

  it('keeps the signed-in screens, the pages of mailed links and the sign-in check out of the first load', () => {
    const chunks = readdirSync(join(web, 'assets'));
    for (const screen of [
      'Activate',
      'ResetPassword',
      'Unlock',
      'ForgotPassword',
      'MailAliasVerify',
      'sign-in-check',
      'DashboardLayout',
      'Users',
      'Profile',
      'MailAliases',
      'Home',
      'Reporting',
      'ReportingImport',
      'ReportShare',
      'CenterPlan',
      'PluginSites',
      'ChannelChart',
      'Footfall',
      'FootfallChart',
      'Activity',
      'RichTextEditor',
    ]) {
      expect(
        chunks.some((file) => file.startsWith(`${screen}-`)),
        screen,
      ).toBe(true);
      expect(
        firstLoad.some((file) => file.includes(`/${screen}-`)),
        screen,
      ).toBe(false);
    }
  });

  it('loads the chart library with the charts only: one lazy chunk, in neither the first load nor a screen', () => {
    const scripts = readdirSync(join(web, 'assets')).filter((file) => file.endsWith('.js'));
    // recharts renders its charts into an element of this class; the string is in its code and nowhere else
    const withCharts = scripts.filter((file) =>
      readFileSync(join(web, 'assets', file), 'utf8').includes('recharts-wrapper'),
    );
    expect(withCharts).toHaveLength(1);
    const charts = withCharts[0] as string;
    expect(firstLoad.some((file) => file.includes(charts))).toBe(false);
    // only the chart modules (each a lazy chunk of the screens that draw charts) import it; no screen does
    for (const file of scripts) {
      const code = readFileSync(join(web, 'assets', file), 'utf8');
      if (code.includes(`from"./${charts}"`) || code.includes(`import"./${charts}"`)) {
        expect(file).toMatch(/^(ChannelChart|FootfallChart)-/);
      }
    }
    expect(firstLoad.some((file) => file.includes('/ChannelChart-') || file.includes('/FootfallChart-'))).toBe(false);
  });

  it('loads the rich-text editor (TipTap, ProseMirror) in one lazy chunk that only the rich-text field imports', () => {
    const scripts = readdirSync(join(web, 'assets')).filter((file) => file.endsWith('.js'));
    // ProseMirror names its editable element by this class; the string is in its code and nowhere else
    const withEditor = scripts.filter((file) =>
      readFileSync(join(web, 'assets', file), 'utf8').includes('ProseMirror-'),
    );
    expect(withEditor).toHaveLength(1);
    const editor = withEditor[0] as string;
    expect(editor).toMatch(/^RichTextEditor-/);
    expect(firstLoad.some((file) => file.includes(editor))).toBe(false);
    for (const file of scripts) {
      const code = readFileSync(join(web, 'assets', file), 'utf8');
      if (file !== editor && code.includes(`./${editor}`)) expect(file).toMatch(/^RichTextField-/);
    }
  });
});
