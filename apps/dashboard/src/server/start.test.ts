// Issue foundation, point 6: start migrates, seeds an empty database once, serves on one port, stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@center-platform/core/config';
import { createLogger } from '@center-platform/core/logging';
import { createLocalMediaStorage } from '@center-platform/core/media';
import { BUILD_WAIT_MS, untilBuilt } from '@center-platform/core/testing';
import { provisionTestDatabase, type TestDatabase, usesPostgres } from '@center-platform/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform } from './start';

// runs what the build of `pnpm test` makes
beforeAll(untilBuilt, BUILD_WAIT_MS);

// each test starts a whole platform on a fresh data folder (migrate and seed): on a busy 2-core machine one start has taken over 30 s
describe('startPlatform', { timeout: 90_000 }, () => {
  let dataDir: string;
  let database: TestDatabase;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cp-start-'));
    database = await provisionTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // PGlite in a real data folder (the embedded default), or the PostgreSQL database of the harness
  const config = () =>
    loadConfig({
      PORT: '0',
      APP_BASE_URL: 'http://dashboard.test',
      DATA_DIR: dataDir,
      ...(database.target.kind === 'postgres' ? { DATABASE_URL: database.target.url } : {}),
    });
  const logger = createLogger({ level: 'silent' });

  it('seeds the demo on the first start and serves the API', async () => {
    const platform = await startPlatform({ config: config(), logger });
    try {
      expect(platform.setupLink).toMatch(/^http:\/\/dashboard\.test\/auth\/activate\?token=[\w-]{43}$/);
      const health = await fetch(`${platform.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    } finally {
      await platform.stop();
    }
  });

  it('serves the dashboard SPA for its pages and its assets, after the API', async () => {
    const platform = await startPlatform({ config: config(), logger });
    try {
      const shell = async (path: string) => {
        const res = await fetch(`${platform.url}${path}`);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type'), path).toContain('text/html');
        // each answer has its own CSP nonce on its script tags
        return (await res.text()).replace(/ nonce="[^"]+"/g, '');
      };
      const front = await shell('/');
      expect(front).toContain('<div id="root"></div>');
      // the same index.html for every address of the SPA, whatever the query
      for (const path of [
        '/auth/signin',
        '/auth/signin?message=account-activated',
        '/auth/activate?token=abc',
        '/auth/reset-password?token=abc',
        '/auth/unlock?token=abc',
        '/mail-alias/verify?token=abc',
        '/auth/forgot-password',
        '/dashboard',
        '/dashboard/users',
        '/reports/some-share-token',
      ]) {
        expect(await shell(path)).toBe(front);
      }
      // a report share page carries its token in the address: not indexed, not stored, not passed on
      const share = await fetch(`${platform.url}/reports/some-share-token`);
      expect(share.headers.get('x-robots-tag')).toBe('noindex');
      expect(share.headers.get('referrer-policy')).toBe('no-referrer');
      expect(share.headers.get('cache-control')).toBe('no-store');
      expect((await fetch(`${platform.url}/dashboard`)).headers.get('cache-control')).toBe('no-cache');

      // every page under a nonce CSP (scripts from here or with the nonce), never framed, no referrer (tokens)
      const nonces = new Set<string>();
      for (const path of ['/', '/dashboard/users', '/auth/reset-password?token=abc', '/mail-alias/verify?token=abc']) {
        const res = await fetch(`${platform.url}${path}`);
        const csp = res.headers.get('content-security-policy') ?? '';
        const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] ?? '';
        expect(nonce, path).not.toBe('');
        nonces.add(nonce);
        for (const directive of [
          "default-src 'self'",
          `style-src 'self' 'nonce-${nonce}'`,
          "object-src 'none'",
          "frame-ancestors 'none'",
        ]) {
          expect(csp, path).toContain(directive);
        }
        expect(csp, path).not.toContain('unsafe-inline');
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
        expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
        const tags = (await res.text()).match(/<script[^>]*>/g) ?? [];
        expect(tags.length, path).toBeGreaterThan(0);
        for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`);
      }
      expect(nonces.size).toBe(4);

      // the entry script it names is served as JavaScript with a long cache life
      const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(front)?.[1];
      expect(script).toBeDefined();
      const asset = await fetch(`${platform.url}${script}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      // compressed at build: brotli or gzip as the browser accepts, the same script once decoded
      const plain = Buffer.from(await asset.arrayBuffer());
      for (const encoding of ['br', 'gzip']) {
        const compressed = await fetch(`${platform.url}${script}`, { headers: { 'accept-encoding': encoding } });
        expect(compressed.headers.get('content-encoding'), encoding).toBe(encoding);
        expect(Number(compressed.headers.get('content-length')), encoding).toBeLessThan(plain.length / 2);
        expect(Buffer.from(await compressed.arrayBuffer()).equals(plain), encoding).toBe(true);
      }
      expect((await fetch(`${platform.url}/assets/missing.js`)).status).toBe(404);

      // the API keeps its own answers
      const health = await fetch(`${platform.url}/api/health`);
      expect(health.status).toBe(200);
      expect(health.headers.get('content-type')).toContain('application/json');
      // an unknown staff route stays the API's JSON refusal (401 without credentials), never the SPA
      const unknown = await fetch(`${platform.url}/api/no-such-route`);
      expect([401, 404]).toContain(unknown.status);
      expect(unknown.headers.get('content-type')).toContain('application/json');
      const linkStatus = await fetch(
        `${platform.url}/trpc/auth.linkStatus?input=${encodeURIComponent(JSON.stringify({ token: 'nope', purpose: 'setup' }))}`,
      );
      expect(linkStatus.status).toBe(200);
      expect(await linkStatus.json()).toMatchObject({ result: { data: { ok: false, code: 'TOKEN_INVALID' } } });
    } finally {
      await platform.stop();
    }
  });

  it('serves the local media store under /media, never the SPA there', async () => {
    const key = 'centers/0a1b-center/ab/abcdef.png';
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);
    await createLocalMediaStorage(config().media.dir).put(key, png, 'image/png');
    const platform = await startPlatform({ config: config(), logger });
    try {
      const file = await fetch(`${platform.url}/media/${key}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(png);
      const missing = await fetch(`${platform.url}/media/centers/0a1b-center/ab/missing.png`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toContain('application/json');
    } finally {
      await platform.stop();
    }
  });

  it('keeps the data and does not seed again on the next start', async () => {
    const platform = await startPlatform({ config: config(), logger });
    try {
      expect(platform.setupLink).toBeUndefined();
      expect((await fetch(`${platform.url}/api/health`)).status).toBe(200);
    } finally {
      await platform.stop();
    }
    await expect(fetch(`${platform.url}/api/health`)).rejects.toThrow();
  });
});

// Issue 21, point 1: processes started at once on one fresh PostgreSQL database (PGlite has one process)
describe.skipIf(!usesPostgres())('startPlatform started twice at once on a fresh database', () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await provisionTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'cp-start-twice-'));
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('three starts at once: migrated and seeded once, every one serves', async () => {
    const config = () =>
      loadConfig({ PORT: '0', APP_BASE_URL: 'http://dashboard.test', DATA_DIR: dataDir, ...database.env });
    const logger = createLogger({ level: 'silent' });
    const started = await Promise.allSettled([0, 1, 2].map(() => startPlatform({ config: config(), logger })));
    const platforms = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
      expect(platforms.filter((p) => p.setupLink).length).toBe(1);
      const organizations = await platforms[0]?.db.selectFrom('organizations').select('slug').execute();
      expect(organizations?.map((o) => o.slug)).toEqual(['demo-group']);
      for (const platform of platforms) expect((await fetch(`${platform.url}/api/health`)).status).toBe(200);
    } finally {
      await Promise.all(platforms.map((p) => p.stop()));
    }
  });
});
