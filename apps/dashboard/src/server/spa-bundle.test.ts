// The size budget of the dashboard (built by `vite build` into dist/web): what the sign-in page loads
// before it can render stays under 350 KB gzipped; the signed-in screens load later.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '../../dist/web');

describe('the dashboard build', () => {
  const html = readFileSync(join(web, 'index.html'), 'utf8');
  const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');

  it('loads under 350 KB gzipped for the first screen', () => {
    expect(firstLoad.length).toBeGreaterThan(0);
    const gzipped = firstLoad.reduce((sum, file) => sum + gzipSync(readFileSync(join(web, file))).length, 0);
    expect(gzipped).toBeLessThan(350 * 1024);
  });

  it('keeps the signed-in screens out of the first load', () => {
    const chunks = readdirSync(join(web, 'assets'));
    for (const screen of ['DashboardLayout', 'Users', 'Profile', 'MailAliases', 'Home']) {
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
});
