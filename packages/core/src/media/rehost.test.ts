// Spec 4.7: remote assets of the legacy import re-hosted into the media store, against a real HTTP server that
// logs every request it gets.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { createLocalMediaStorage } from './local-storage';
import { type AssetRehosterOptions, createAssetRehoster } from './rehost';
import type { MediaStorage } from './storage';

/** a PNG signature and a marker, enough for the type check */
const png = (marker: string) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(marker)]);
const PLAN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- floor plan -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <rect id="shop-1" width="5" height="5" onclick="steal()"/>
</svg>`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
const send =
  (body: Buffer | string, type = 'application/octet-stream', status = 200): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
const redirect =
  (location: string, status = 302): Handler =>
  (_req, res) => {
    res.writeHead(status, { location });
    res.end();
  };

describe('asset re-hosting', () => {
  let handle: DatabaseHandle;
  let dir: string;
  let storage: MediaStorage;
  let server: Server;
  let host: string;
  let centerId: string;
  let otherCenterId: string;
  const requests: string[] = [];
  let active = 0;
  let maxActive = 0;
  const requested = (path: string) => requests.filter((url) => url === path).length;
  const at = (path: string) => `http://${host}${path}`;

  const routes: Record<string, Handler> = {
    '/logo.png': send(png('logo'), 'image/png'),
    '/copy-of-logo.png': send(png('logo'), 'image/png'),
    '/plan.svg': send(PLAN_SVG, 'image/svg+xml'),
    '/plan-as-image.svg': send(PLAN_SVG.replace('shop-1', 'shop-2'), 'image/svg+xml'),
    '/doc.pdf': send('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj', 'application/pdf'),
    '/page-as-image.png': send('<!doctype html><html><body>Not found</body></html>', 'image/png'),
    '/missing.png': send('no', 'text/plain', 404),
    '/slow.png': async (_req, res) => {
      await sleep(3000);
      if (!res.destroyed) send(png('slow'), 'image/png')(_req, res);
    },
    '/huge-declared.png': (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': '5000' });
      res.end(Buffer.concat([png('huge'), Buffer.alloc(5000 - png('huge').length)]));
    },
    '/huge-streamed.png': async (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(Buffer.concat([png('huge'), Buffer.alloc(600)]));
      for (let i = 0; i < 20 && !res.destroyed; i++) {
        await sleep(5);
        res.write(Buffer.alloc(600));
      }
      res.end();
    },
    '/redirect-ok.png': redirect('/logo.png', 301),
    '/redirect-away.png': redirect('http://evil.example/logo.png'),
    '/loop.png': redirect('/loop.png'),
    '/never.png': send(png('never'), 'image/png'),
    '/concurrent.png': async (req, res) => {
      await sleep(50);
      send(png('concurrent'), 'image/png')(req, res);
    },
  };
  for (let i = 0; i < 6; i++) {
    routes[`/parallel-${i}.png`] = async (req, res) => {
      await sleep(40);
      send(png(`parallel-${i}`), 'image/png')(req, res);
    };
  }

  const rehosterFor = (center: string, options: Partial<AssetRehosterOptions> = {}) =>
    createAssetRehoster({
      db: handle.db,
      storage,
      centerId: center,
      allowedHosts: [host, 'cdn.legacy.example'],
      maxBytes: { image: 1000 },
      timeoutMs: 500,
      ...options,
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cp-rehost-'));
    storage = createLocalMediaStorage(dir);
    server = createServer(async (req, res) => {
      requests.push(req.url ?? '');
      active++;
      maxActive = Math.max(maxActive, active);
      res.on('close', () => active--);
      const route = routes[req.url ?? ''];
      if (route) await route(req, res);
      else send('not found', 'text/plain', 404)(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    handle = await openTestDatabase();
    const centers = await handle.db
      .insertInto('centers')
      .values([
        { name: 'Rehost Center', slug: 'rehost-center' },
        { name: 'Other Center', slug: 'rehost-other' },
      ])
      .returning('id')
      .execute();
    centerId = centers[0]?.id as string;
    otherCenterId = centers[1]?.id as string;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const rowsOf = (center: string) =>
    handle.db.selectFrom('mediaAssets').selectAll().where('centerId', '=', center).orderBy('createdAt').execute();

  it('gives no path and no error for an empty value', async () => {
    const rehoster = rehosterFor(centerId);
    for (const empty of [null, undefined, '', '   '])
      expect(await rehoster.rehost(empty, 'image')).toEqual({ path: null });
  });

  it('stores an image under its content hash and records where it came from', async () => {
    const result = await rehosterFor(centerId).rehost(at('/logo.png'), 'image');
    const hash = createHash('sha256').update(png('logo')).digest('hex');
    expect(result).toEqual({ path: `centers/${centerId}/${hash.slice(0, 2)}/${hash}.png` });
    const stored = await storage.get(result.path as string);
    expect(Buffer.from(stored?.body ?? []).equals(png('logo'))).toBe(true);
    expect(await rowsOf(centerId)).toEqual([
      expect.objectContaining({
        storageKey: result.path,
        contentHash: hash,
        mimeType: 'image/png',
        byteSize: png('logo').length,
        sourceUrl: at('/logo.png'),
        originalName: 'logo.png',
      }),
    ]);
  });

  it('stores an SVG sanitized and hands its stored bytes back', async () => {
    const result = await rehosterFor(centerId).rehost(at('/plan.svg'), 'svg');
    expect(result.path).toMatch(new RegExp(`^centers/${centerId}/[0-9a-f]{2}/[0-9a-f]{64}\\.svg$`));
    const text = new TextDecoder().decode(result.body);
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(text).toContain('id="shop-1"');
    for (const active of ['<script', 'onload', 'onclick', 'alert']) expect(text).not.toContain(active);
    const stored = await storage.get(result.path as string);
    expect(new TextDecoder().decode(stored?.body)).toBe(text);
    const hash = createHash('sha256')
      .update(result.body as Uint8Array)
      .digest('hex');
    expect(result.path).toContain(hash);
    // an SVG is an image too, but only kind 'svg' hands the bytes back
    const image = await rehosterFor(centerId).rehost(at('/plan-as-image.svg'), 'image');
    expect(image.path).toMatch(/\.svg$/);
    expect(image.body).toBeUndefined();
  });

  it('refuses content that is not the expected kind, and stores nothing', async () => {
    const rehoster = rehosterFor(centerId);
    const before = (await rowsOf(centerId)).length;
    expect(await rehoster.rehost(at('/page-as-image.png'), 'image')).toEqual({
      path: null,
      error: 'refused: the content (no known media type) is not accepted as image',
    });
    expect((await rehoster.rehost(at('/doc.pdf'), 'pdf')).path).toMatch(/\.pdf$/);
    // the same source asked for as another kind is refused from the record, without a download
    const pdfRequests = requested('/doc.pdf');
    expect(await rehoster.rehost(at('/doc.pdf'), 'image')).toEqual({
      path: null,
      error: 'refused: the content (application/pdf) is not accepted as image',
    });
    expect(requested('/doc.pdf')).toBe(pdfRequests);
    expect((await rowsOf(centerId)).length).toBe(before + 1);
  });

  it('reports failed downloads: not found, too slow, too large', async () => {
    const rehoster = rehosterFor(centerId);
    for (let i = 0; i < 3; i++) {
      expect(await rehoster.rehost(at('/missing.png'), 'image')).toEqual({
        path: null,
        error: 'download failed: HTTP 404',
      });
    }
    // a failure is remembered for the rehoster's life (one import run)
    expect(requested('/missing.png')).toBe(1);
    expect((await rehosterFor(centerId).rehost(at('/missing.png'), 'image')).error).toBe('download failed: HTTP 404');
    expect(requested('/missing.png')).toBe(2);
    const started = Date.now();
    expect(await rehoster.rehost(at('/slow.png'), 'image')).toEqual({
      path: null,
      error: 'download failed: no complete answer within 500 ms',
    });
    expect(Date.now() - started).toBeLessThan(2500);
    for (const path of ['/huge-declared.png', '/huge-streamed.png']) {
      expect(await rehoster.rehost(at(path), 'image'), path).toEqual({
        path: null,
        error: 'refused: larger than 1000 bytes',
      });
    }
    // the cap is per kind: as an icon the same file is under the default cap
    expect((await rehoster.rehost(at('/huge-declared.png'), 'icon')).path).toMatch(/\.png$/);
  });

  it('requests nothing outside the allowed hosts, redirects included', async () => {
    const rehoster = rehosterFor(centerId);
    const port = host.split(':')[1];
    for (const url of [
      `http://localhost:${port}/never.png`,
      'http://evil.example/never.png',
      `ftp://${host}/never.png`,
      'javascript:alert(1)',
      '/uploads/never.png',
      `http://user:pw@${host}/never.png`,
    ]) {
      const result = await rehoster.rehost(url, 'image');
      expect(result.path, url).toBeNull();
      expect(result.error, url).toMatch(/^refused: /);
    }
    expect((await rehoster.rehost(`http://localhost:${port}/never.png`, 'image')).error).toBe(
      `refused: asset URL host localhost:${port} is not an allowed asset host`,
    );
    expect(requested('/never.png')).toBe(0);

    expect(await rehoster.rehost(at('/redirect-away.png'), 'image')).toEqual({
      path: null,
      error: 'refused: redirect host evil.example is not an allowed asset host',
    });
    expect(await rehoster.rehost(at('/loop.png'), 'image')).toEqual({
      path: null,
      error: 'refused: more than 3 redirects',
    });
    expect(requested('/loop.png')).toBe(4);
    // a redirect within the allowed hosts is followed; the target's bytes were stored before
    const logo = await rehoster.rehost(at('/logo.png'), 'image');
    expect(await rehoster.rehost(at('/redirect-ok.png'), 'image')).toEqual({ path: logo.path });
  });

  it('stores the same bytes once, whatever their source', async () => {
    const rehoster = rehosterFor(centerId);
    const first = await rehoster.rehost(at('/logo.png'), 'image');
    const copy = await rehoster.rehost(at('/copy-of-logo.png'), 'image');
    expect(copy).toEqual(first);
    // one row per source (migration 0006), all naming the one file
    const sources = (await rowsOf(centerId)).filter((row) => row.storageKey === first.path).map((row) => row.sourceUrl);
    expect(sources).toEqual(expect.arrayContaining([at('/logo.png'), at('/copy-of-logo.png')]));
    expect(new Set(sources).size).toBe(sources.length);
    const folder = join(dir, ...(first.path as string).split('/').slice(0, -1));
    expect(readdirSync(folder).filter((name) => name.endsWith('.png'))).toEqual([
      (first.path as string).split('/').pop(),
    ]);
  });

  it('downloads a source once: shared by concurrent calls, and not again on a later run', async () => {
    const rehoster = rehosterFor(centerId);
    const [a, b] = await Promise.all([
      rehoster.rehost(at('/concurrent.png'), 'image'),
      rehoster.rehost(at('/concurrent.png'), 'image'),
    ]);
    expect(a.path).toMatch(/\.png$/);
    expect(b).toEqual(a);
    expect(requested('/concurrent.png')).toBe(1);

    const before = requests.length;
    const rerun = rehosterFor(centerId);
    expect((await rerun.rehost(at('/concurrent.png'), 'image')).path).toBe(a.path);
    expect((await rerun.rehost(at('/logo.png'), 'image')).path).toMatch(/\.png$/);
    expect((await rerun.rehost(at('/copy-of-logo.png'), 'image')).path).toMatch(/\.png$/);
    expect((await rerun.rehost(at('/doc.pdf'), 'pdf')).path).toMatch(/\.pdf$/);
    const plan = await rerun.rehost(at('/plan.svg'), 'svg');
    expect(new TextDecoder().decode(plan.body)).toContain('id="shop-1"');
    expect(requests.length).toBe(before);

    // another center has a store of its own
    const other = await rehosterFor(otherCenterId).rehost(at('/logo.png'), 'image');
    expect(other.path).toMatch(new RegExp(`^centers/${otherCenterId}/`));
    expect(requests.length).toBe(before + 1);
  });

  it('caps parallel downloads', async () => {
    const rehoster = rehosterFor(centerId, { concurrency: 2 });
    maxActive = 0;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => rehoster.rehost(at(`/parallel-${i}.png`), 'image')),
    );
    expect(results.every((result) => result.path?.endsWith('.png'))).toBe(true);
    expect(maxActive).toBe(2);
  });

  it('refuses a center id that cannot be part of a key', () => {
    expect(() => rehosterFor('../other')).toThrow('invalid center id');
  });
});
