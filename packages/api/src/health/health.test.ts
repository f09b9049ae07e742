// Issue foundation, points 5 and 6: /api/health pings the database; every answer carries a request id.
// Public API issue: a staff path is 401 for anonymous callers; any other unknown /api path a 404 with CORS.
import { loadConfig } from '@center-platform/core/config';
import { createDatabase } from '@center-platform/core/db';
import { createLogger } from '@center-platform/core/logging';
import { openTestDatabase } from '@center-platform/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { STAFF_ROUTES } from '../auth/staff-routes';

describe('GET /api/health', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    handle = await openTestDatabase();
    app = createApp({ db: handle.db, config: loadConfig({}), logger: createLogger({ level: 'silent' }) });
  });
  afterAll(() => handle.close());

  it('answers 200 when the database answers', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, status: 'ok', database: 'ok', redis: 'absent' });
  });

  it('gives every answer a request id and keeps a well-formed incoming one', async () => {
    const fresh = await app.request('/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.request('/api/health', { headers: { 'x-request-id': 'lb-1234_abc' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234_abc');
    for (const forged of ['x" level=fatal', 'a'.repeat(129)]) {
      const res = await app.request('/api/health', { headers: { 'x-request-id': forged } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers an anonymous caller 401 on a staff path, and a JSON 404 a browser can read on any other', async () => {
    const staffRoute = STAFF_ROUTES.find((route) => route.method === 'get' && !route.path.includes(':'));
    expect(staffRoute).toBeDefined();
    const staff = await app.request(staffRoute?.path ?? '', { method: 'DELETE' });
    expect(staff.status).toBe(401);
    expect(staff.headers.get('access-control-allow-origin')).toBeNull();
    expect(await staff.json()).toEqual({
      success: false,
      error: { code: 'UNAUTHENTICATED', message: 'Staff credentials are required.' },
    });
    // issue 22, point 4: a typo or a trailing slash in a public read
    for (const path of ['/api/no-such-route', `/api/centers/${crypto.randomUUID()}/shops/`, '/api/center/x/news']) {
      const res = await app.request(path, { headers: { origin: 'https://www.demo-center.example' } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(await res.json(), path).toEqual({
        success: false,
        error: { code: 'NOT_FOUND', message: `No route for GET ${path}` },
      });
    }
    const other = await app.request('/no-such-page');
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'No route for GET /no-such-page' },
    });
  });

  it('answers 503 when the database is gone', async () => {
    const gone = await openTestDatabase();
    const broken = createApp({ db: gone.db, config: loadConfig({}), logger: createLogger({ level: 'silent' }) });
    await gone.close();
    const res = await broken.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ success: false, database: 'unreachable' });
  });
});

// Issue 21, point 4: liveness apart from readiness; a database outage is a 503 a website can retry, never a 500
describe('liveness and readiness', () => {
  const logger = createLogger({ level: 'silent' });

  it('stays live without the database; readiness and /api/health answer 503', async () => {
    const gone = await openTestDatabase();
    const broken = createApp({ db: gone.db, config: loadConfig({}), logger });
    await gone.close();
    const live = await broken.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ success: true, status: 'ok' });
    for (const path of ['/api/health/ready', '/api/health']) {
      const res = await broken.request(path);
      expect(res.status, path).toBe(503);
      expect(await res.json(), path).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    }
  });

  it('is not ready while draining, and says so', async () => {
    const handle = await openTestDatabase();
    try {
      const lifecycle = { draining: false };
      const app = createApp({ db: handle.db, config: loadConfig({}), logger, lifecycle });
      expect((await app.request('/api/health/ready')).status).toBe(200);
      lifecycle.draining = true;
      const ready = await app.request('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'draining', database: 'ok', draining: true });
      expect((await app.request('/api/health/live')).status).toBe(200);
    } finally {
      await handle.close();
    }
  });

  it('answers a public read 503 DATABASE_UNAVAILABLE with CORS and Retry-After while the database is gone', async () => {
    const gone = await openTestDatabase();
    await gone.close();
    // a closed connection, and a PostgreSQL server nobody listens for (connection refused)
    const unreachable = createDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:9/none' });
    try {
      for (const db of [gone.db, unreachable.db]) {
        const broken = createApp({ db, config: loadConfig({}), logger });
        const res = await broken.request('/api/centers/by-slug/demo-center', {
          headers: { origin: 'https://www.demo-center.example' },
        });
        expect(res.status).toBe(503);
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await res.json()).toMatchObject({ success: false, error: { code: 'DATABASE_UNAVAILABLE' } });
      }
    } finally {
      await unreachable.close();
    }
  });
});
