// The browser-test harness: the platform as `pnpm start` runs it (fresh data folder, demo seeded), the
// real postmark client against a loopback Postmark stand-in, and Debian's Chromium driven by
// playwright-core. Screenshots go to test-results/ at the repository root.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@center-platform/core/config';
import type { Role } from '@center-platform/core/db';
import { createLogger } from '@center-platform/core/logging';
import { startPostmarkStandIn } from '@center-platform/stand-ins';
import { type Browser, chromium, type Page } from 'playwright-core';
import { startPlatform } from '../src/server/start';

export const PASSWORD = 'correct horse battery staple';
export const SCREENSHOTS = join(import.meta.dirname, '../../../test-results/screens');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern (a script tag would be refused)
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The axe-core findings of the page as it is now that are serious or critical, as `rule: target` lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
    const { axe } = window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } };
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}`));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A confirmation shown as a toast (components/Toasts.tsx), found in the toasts' region. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: /^Meldungen|^Notifications/ }).getByText(text);
}

export async function openE2e(options: { env?: Record<string, string> } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-e2e-'));
  const postmark = await startPostmarkStandIn();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_BASE_URL: url,
    EMAIL_PROVIDER_API_KEY: postmark.serverToken,
    EMAIL_PROVIDER_API_URL: postmark.origin,
    ...options.env,
  };
  const config = loadConfig(env);
  const platform = await startPlatform({ config, logger: createLogger({ level: 'warn' }) });
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

  const api = async (method: string, path: string, body?: unknown, cookie?: string) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { origin: url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as any;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return { json, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
  };
  // the demo SUPER_ADMIN, activated through its printed setup link
  const adminEmail = 'admin@example.com';
  await api('POST', '/api/auth/activate', {
    token: new URL(platform.setupLink ?? '').searchParams.get('token'),
    password: PASSWORD,
  });
  const adminCookie = (await api('POST', '/api/auth/sign-in', { email: adminEmail, password: PASSWORD })).cookie;
  const centerIdOf = async (slug: string) =>
    ((await (await fetch(`${url}/api/centers/by-slug/${slug}`)).json()) as { id: string }).id;

  /** A user created by the admin through the API and activated through the mailed setup link. */
  const createUser = async (role: Role, email: string, centerSlug: string | null = 'demo-center') => {
    const centerId = centerSlug ? await centerIdOf(centerSlug) : null;
    const { json } = await api('POST', '/api/users', { email, name: `E2E ${role}`, role, centerId }, adminCookie);
    const link = new URL(linkFromMail(email, '/auth/activate'));
    await api('POST', '/api/auth/activate', { token: link.searchParams.get('token'), password: PASSWORD });
    return { id: json.id as string, email, centerId };
  };

  /** Signs in on the sign-in page and waits for the dashboard. */
  const signIn = async (page: Page, email: string) => {
    await page.goto(`${url}/auth/signin`);
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/dashboard/);
  };

  // what the pages' Content-Security-Policy blocked: any of it fails the run at close
  const cspViolations: string[] = [];
  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
    });
    return page;
  };

  /** The newest link with this path mailed to an address. */
  const linkFromMail = (to: string, path: string) => {
    const mail = [...postmark.messages].reverse().find((m) => m.To === to && (m.TextBody ?? '').includes(path));
    const match =
      mail && new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\?token=[\\w-]+`).exec(mail.TextBody ?? '');
    if (!match) throw new Error(`no ${path} link mailed to ${to}`);
    return match[0];
  };

  return {
    url,
    config,
    adminEmail,
    adminCookie,
    api,
    centerIdOf,
    platform,
    postmark,
    browser,
    createUser,
    newPage,
    signIn,
    linkFromMail,
    screenshot: (page: Page, name: string) =>
      page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true }),
    /** The page at desktop (1440x900) and phone (390x844) width, `<name>-1440.png` and `<name>-390.png`. */
    screenshots: async (page: Page, name: string) => {
      const before = page.viewportSize();
      for (const [width, height] of [
        [1440, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
      }
      if (before) await page.setViewportSize(before);
    },
    cspViolations,
    close: async () => {
      await browser.close();
      await platform.stop();
      await postmark.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (cspViolations.length) throw new Error(`blocked by the CSP:\n${cspViolations.join('\n')}`);
    },
  };
}
export type E2e = Awaited<ReturnType<typeof openE2e>>;
