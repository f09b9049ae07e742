// Issue 23, point 1: a public GET answered before is answered again in front of Hono, from the cache, for the
// center's current content version: the same status, body and headers as the route's, one log line with its request
// id, invalid input still the route's 400, and a save visible to the very next request (on PGlite from the
// in-process version feed, on PostgreSQL from the per-request version lookup).
import { Writable } from 'node:stream';
import { bumpContentVersion, contentVersionReader, subscribeContentVersions } from '@center-platform/core/centers';
import { loadConfig } from '@center-platform/core/config';
import { createDatabase, type DatabaseHandle, migrateToLatest } from '@center-platform/core/db';
import { createLogger } from '@center-platform/core/logging';
import { updateShop } from '@center-platform/core/shops';
import { seedTestDemo } from '@center-platform/core/testing';
import { provisionTestDatabase, type TestDatabase } from '@center-platform/test-db';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenAsHost } from '../testing/listen';

const PER_REQUEST = new Set(['x-request-id', 'date', 'connection', 'keep-alive']);
const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !PER_REQUEST.has(name)));

describe('the public reads answered in front of the app', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let centerId: string;
  let host: Awaited<ReturnType<typeof listenAsHost>>;
  let closeFeed: (() => Promise<void>) | undefined;
  const lifecycle = { draining: false };
  let logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    // a copy of the run's migrated template (migrating it again is a no-op)
    database = await provisionTestDatabase({ migrated: true });
    handle = createDatabase(database.target);
    await migrateToLatest(handle.db);
    centerId = (await seedTestDemo(handle.db, { adminEmail: 'a@example.com', baseUrl: 'http://x' })).centerId;
    // as the host runs it: the feed of version bumps on PGlite, a version lookup per request on PostgreSQL
    const feed = await subscribeContentVersions(handle);
    closeFeed = feed && (() => feed.close());
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    host = await listenAsHost(
      {
        db: handle.db,
        config: loadConfig({}),
        logger: createLogger({ level: 'info', destination: sink }),
        ...(feed ? { contentVersions: feed } : {}),
        lifecycle,
      },
      // as the host reads versions: a prepared statement on PostgreSQL
      { readContentVersion: contentVersionReader(handle) },
    );
  }, 60_000);
  afterAll(async () => {
    await host?.close();
    await closeFeed?.();
    await handle?.close();
    await database?.drop();
  });
  beforeEach(() => {
    lifecycle.draining = false;
    logLines = [];
    // the shop lists are time-window answers (opening status): a minute that ended between two requests would send
    // the second one to the route, which is right, but not what these tests count; the clock stands mid-minute
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(host.origin + path, { headers });

  it('answers a repeated read without the app, byte for byte as the route did', async () => {
    const path = `/api/centers/${centerId}/shops?limit=50`;
    for (const encoding of ['gzip', 'br', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const before = host.reachedApp();
      const first = await get(path, headers);
      const firstBytes = Buffer.from(await first.arrayBuffer());
      const second = await get(path, headers);
      const secondBytes = Buffer.from(await second.arrayBuffer());
      expect(host.reachedApp() - before, encoding).toBe(encoding === 'gzip' ? 1 : 0);
      expect(second.status).toBe(200);
      expect(headersOf(second), encoding).toEqual(headersOf(first));
      expect(secondBytes.equals(firstBytes), encoding).toBe(true);
      expect(second.headers.get('access-control-allow-origin')).toBe('*');
    }
    // a HEAD is the route's
    const before = host.reachedApp();
    expect((await fetch(host.origin + path, { method: 'HEAD' })).status).toBe(200);
    expect(host.reachedApp()).toBe(before + 1);
  });

  it('answers If-None-Match with the 304 the route gives', async () => {
    const path = `/api/centers/${centerId}/public-visitor-surface`;
    const etag = (await get(path)).headers.get('etag') ?? '';
    const fromApp = await host.app.request(path, { headers: { 'if-none-match': etag } });
    const before = host.reachedApp();
    const fast = await get(path, { 'if-none-match': etag });
    expect(host.reachedApp()).toBe(before);
    expect(fast.status).toBe(304);
    expect(headersOf(fast)).toEqual(headersOf(fromApp));
  });

  it('leaves invalid input to the route: its 400, every time', async () => {
    const path = `/api/centers/${centerId}/shops?limit=0`;
    const before = host.reachedApp();
    for (let i = 0; i < 2; i++) {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain('query.limit');
    }
    expect(host.reachedApp()).toBe(before + 2);
  });

  it('shows a save in the very next answer', async () => {
    const path = `/api/centers/${centerId}/shops?limit=5000`;
    const { data } = (await (await get(path)).json()) as { data: { id: string; name: string }[] };
    const shop = data[0] as { id: string; name: string };
    for (let round = 1; round <= 3; round++) {
      await get(path); // cached, and answered in front of the app
      const name = `${shop.name} (${round})`;
      await updateShop(handle.db, centerId, shop.id, { name });
      const after = (await (await get(path)).json()) as { data: { id: string; name: string }[] };
      expect(after.data.find((s) => s.id === shop.id)?.name).toBe(name);
    }
  });

  it('has the answer after a save built before the next request asks (embedded database)', async (ctx) => {
    // on PostgreSQL saves come from other processes, unannounced: the next request builds the answer
    if (database.target.kind !== 'pglite') ctx.skip();
    const path = `/api/centers/${centerId}/shops?limit=5000`;
    const { data } = (await (await get(path)).json()) as { data: { id: string; name: string }[] };
    const shop = data[1] as { id: string; name: string };
    await updateShop(handle.db, centerId, shop.id, { name: `${shop.name} (warm)` });
    await host.publicReadCache.warmed();
    const before = host.reachedApp();
    const after = (await (await get(path)).json()) as { data: { id: string; name: string }[] };
    expect(host.reachedApp()).toBe(before);
    expect(after.data.find((s) => s.id === shop.id)?.name).toBe(`${shop.name} (warm)`);
  });

  it('keeps a forwarded request id only when it is safe, and logs one line per request with it', async () => {
    const path = '/api/centers/by-slug/demo-center';
    await get(`${path}?utm=1`);
    logLines = [];
    const kept = await get(`${path}?utm=1`, { 'x-request-id': 'edge-1234' });
    const forged = await get(`${path}?utm=1`, { 'x-request-id': 'x\tlevel=error forged' });
    expect(kept.headers.get('x-request-id')).toBe('edge-1234');
    const replaced = forged.headers.get('x-request-id') ?? '';
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    const requests = logLines.filter((line) => line.msg === 'request');
    expect(requests.map((line) => [line.requestId, line.method, line.path, line.status])).toEqual([
      ['edge-1234', 'GET', path, 200],
      [replaced, 'GET', path, 200],
    ]);
  });

  it('closes the connection with its answer while the host drains', async () => {
    const path = '/api/centers/by-slug/demo-center';
    await get(path);
    lifecycle.draining = true;
    const before = host.reachedApp();
    const res = await get(path);
    expect(host.reachedApp()).toBe(before);
    expect(res.headers.get('connection')).toBe('close');
  });

  it('follows a slug that moved', async () => {
    expect((await get('/api/centers/by-slug/demo-center')).status).toBe(200);
    await handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('centers').set({ slug: 'demo-center-moved' }).where('id', '=', centerId).execute();
      await bumpContentVersion(trx, centerId);
    });
    expect((await get('/api/centers/by-slug/demo-center')).status).toBe(404);
    expect((await get('/api/centers/by-slug/demo-center-moved')).status).toBe(200);
  });
});
