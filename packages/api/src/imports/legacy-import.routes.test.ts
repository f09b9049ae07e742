// Spec 4.7 (with 5 for access and 7 for errors): the REST routes of the legacy import, end to end. A real job
// worker on the test database runs the queued import against the legacy platform's stand-in (slowed down, so
// a run stays active long enough to be seen and to block a second one); the result is read back through the
// run routes, the public shop read and the media route.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type JobWorkers, startJobWorkers } from '@center-platform/core/jobs';
import { createLogger } from '@center-platform/core/logging';
import { type LegacyPlatform, startLegacyPlatform } from '@center-platform/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppDeps } from '../context';
import { type AccountsApp, BASE_URL, openAccountsApp } from '../testing/accounts-app';

const LEGACY_CENTER = 42;
/** every answer of the stand-in waits this long: the run takes seconds, not milliseconds */
const LATENCY_MS = 150;
const MEDIA_PATH = /^centers\/[0-9a-f-]{36}\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const TERMINAL = new Set(['succeeded', 'failed']);

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;
interface Snapshot {
  status: string;
  progress: Record<string, unknown>;
}

const json = async (res: Response): Promise<Json> => res.json();

describe('legacy import routes (spec 4.7)', () => {
  let t: AccountsApp;
  let legacy: LegacyPlatform;
  let unreachableUrl: string;
  let mediaDir: string;
  let workers: JobWorkers | undefined;
  let superAdmin: string;
  const forbidden: { who: string; auth: { cookie?: string; headers?: Record<string, string> } }[] = [];

  /** another app on the same database and sessions, with its configuration or dependencies changed */
  const appWith = (change: (deps: AppDeps) => AppDeps) =>
    t.requestTo(createApp(change({ db: t.db, config: t.config, logger: createLogger({ level: 'silent' }) })));
  const post = (body: unknown, auth: { cookie?: string; headers?: Record<string, string> } = { cookie: superAdmin }) =>
    t.request('POST', '/api/import/mec', { ...auth, body });
  const get = (route: string, auth: { cookie?: string; headers?: Record<string, string> } = { cookie: superAdmin }) =>
    t.request('GET', route, auth);
  const request = (targetCenterId: string, options: Record<string, unknown> = {}) => ({
    sourceCenterId: LEGACY_CENTER,
    targetCenterId,
    options,
  });

  /** Polls the run until it ends, keeping every state seen on the way. */
  const waitForRun = async (runId: string, timeoutMs = 60_000) => {
    const seen: Snapshot[] = [];
    const until = Date.now() + timeoutMs;
    for (;;) {
      const res = await get(`/api/import/mec/${runId}`);
      expect(res.status).toBe(200);
      const run = (await json(res)).data;
      seen.push({ status: run.status, progress: run.progress });
      if (TERMINAL.has(run.status)) return { run, seen };
      if (Date.now() > until) throw new Error(`run ${runId} still ${run.status} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  beforeAll(async () => {
    legacy = await startLegacyPlatform({ latencyMs: LATENCY_MS });
    const closed = await startLegacyPlatform();
    unreachableUrl = closed.url;
    await closed.close();
    mediaDir = await mkdtemp(path.join(tmpdir(), 'cp-import-routes-'));
    t = await openAccountsApp(
      { LEGACY_PLATFORM_URL: legacy.url, MEDIA_DIR: mediaDir },
      {
        deps: async (database, config) => {
          workers = await startJobWorkers({
            database,
            config,
            logger: createLogger({ level: 'silent' }),
            queue: { pollingIntervalSeconds: 0.5 },
          });
          return { jobs: workers.queue };
        },
      },
    );
    superAdmin = await t.signIn((await t.createUser('SUPER_ADMIN', { centerId: null })).email);
    for (const role of ['CENTER_ADMIN', 'CONTENT_EDITOR'] as const) {
      forbidden.push({ who: role, auth: { cookie: await t.signIn((await t.createUser(role)).email) } });
    }
    const keyOwner = forbidden[0]?.auth ?? {};
    const created = await json(
      await t.request('POST', '/api/users/me/api-keys', { ...keyOwner, body: { name: 'CI' } }),
    );
    forbidden.push({
      who: 'CENTER_ADMIN bearer key',
      auth: { headers: { authorization: `Bearer ${created.data.key}` } },
    });
  }, 60_000);

  afterAll(async () => {
    await workers?.stop({ timeoutMs: 5_000 });
    await t?.close();
    await legacy?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  describe('source centers', () => {
    it('GET /api/import/mec/sources lists the centers of the legacy platform', async () => {
      const res = await get('/api/import/mec/sources');
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({
        success: true,
        data: [{ id: LEGACY_CENTER, name: 'Rhein-Galerie', city: 'Ludwigshafen' }],
      });
    });

    it('answers 409 LEGACY_PLATFORM_UNAVAILABLE with a message when the platform is unreachable, not a 500', async () => {
      const call = appWith((deps) => ({ ...deps, config: { ...deps.config, legacyPlatformUrl: unreachableUrl } }));
      const res = await call('GET', '/api/import/mec/sources', { cookie: superAdmin });
      expect(res.status).toBe(409);
      const body = await json(res);
      expect(body).toMatchObject({ success: false, error: { code: 'LEGACY_PLATFORM_UNAVAILABLE' } });
      expect(body.error.message).toMatch(/^\/centers: unreachable/);
    });
  });

  describe('validation (spec 7)', () => {
    const cases: [string, unknown, RegExp][] = [
      ['missing sourceCenterId', { targetCenterId: UNKNOWN_UUID }, /body\.sourceCenterId/],
      [
        'sourceCenterId not a number',
        { sourceCenterId: 'zweiundvierzig', targetCenterId: UNKNOWN_UUID },
        /body\.sourceCenterId/,
      ],
      ['negative sourceCenterId', { sourceCenterId: -42, targetCenterId: UNKNOWN_UUID }, /body\.sourceCenterId/],
      ['fractional sourceCenterId', { sourceCenterId: 4.2, targetCenterId: UNKNOWN_UUID }, /body\.sourceCenterId/],
      ['boolean sourceCenterId', { sourceCenterId: true, targetCenterId: UNKNOWN_UUID }, /body\.sourceCenterId/],
      ['hex sourceCenterId', { sourceCenterId: '0x2A', targetCenterId: UNKNOWN_UUID }, /body\.sourceCenterId/],
      ['array sourceCenterId', { sourceCenterId: [42], targetCenterId: UNKNOWN_UUID }, /body\.sourceCenterId/],
      ['targetCenterId not a uuid', { sourceCenterId: 42, targetCenterId: 'rhein-galerie' }, /body\.targetCenterId/],
      ['missing targetCenterId', { sourceCenterId: 42 }, /body\.targetCenterId/],
      [
        'unknown option key',
        { sourceCenterId: 42, targetCenterId: UNKNOWN_UUID, options: { archiv: true } },
        /body\.options: .*archiv/,
      ],
      [
        'option not a boolean',
        { sourceCenterId: 42, targetCenterId: UNKNOWN_UUID, options: { centerplan: 'yes' } },
        /body\.options\.centerplan/,
      ],
      ['options not an object', { sourceCenterId: 42, targetCenterId: UNKNOWN_UUID, options: [] }, /body\.options/],
      ['unknown top-level key', { sourceCenterId: 42, targetCenterId: UNKNOWN_UUID, force: true }, /force/],
      ['body not an object', [42], /^body: /],
    ];
    for (const [what, body, field] of cases) {
      it(`POST answers 400 INVALID_REQUEST naming the field: ${what}`, async () => {
        const res = await post(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        const answer = await json(res);
        expect(answer).toMatchObject({ success: false, error: { code: 'INVALID_REQUEST' } });
        expect(answer.error.message).toMatch(field);
      });
    }

    it('POST answers 400 for a body that is not JSON', async () => {
      for (const body of ['{"sourceCenterId": 42,', 'sourceCenterId=42', '']) {
        const res = await t.app.request('/api/import/mec', {
          method: 'POST',
          headers: { origin: BASE_URL, cookie: superAdmin, 'content-type': 'application/json' },
          body,
        });
        expect(res.status, body).toBe(400);
        expect(await json(res), body).toEqual({
          success: false,
          error: { code: 'INVALID_REQUEST', message: 'The body must be JSON.' },
        });
      }
    });

    it('POST answers 404 CENTER_NOT_FOUND for an unknown target center, and queues nothing', async () => {
      const res = await post(request(UNKNOWN_UUID));
      expect(res.status).toBe(404);
      expect(await json(res)).toMatchObject({ success: false, error: { code: 'CENTER_NOT_FOUND' } });
      expect(await t.db.selectFrom('importRuns').select('id').execute()).toEqual([]);
    });

    it('GET of a run answers 400 for an id that is not a uuid, 404 for an unknown one', async () => {
      const malformed = await get('/api/import/mec/not-a-uuid');
      expect(malformed.status).toBe(400);
      expect(await json(malformed)).toEqual({
        success: false,
        error: { code: 'INVALID_REQUEST', message: 'param.runId: expected a uuid' },
      });
      const unknown = await get(`/api/import/mec/${UNKNOWN_UUID}`);
      expect(unknown.status).toBe(404);
      expect(await json(unknown)).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    });
  });

  describe('access (spec 5): SUPER_ADMIN only', () => {
    const routes = () => [
      { method: 'POST', path: '/api/import/mec', body: request(t.centerId) },
      { method: 'GET', path: '/api/import/mec' },
      { method: 'GET', path: '/api/import/mec/sources' },
      { method: 'GET', path: `/api/import/mec/${UNKNOWN_UUID}` },
    ];

    it('answers 401 to anonymous callers', async () => {
      for (const route of routes()) {
        const res = await t.request(route.method, route.path, route.body ? { body: route.body } : {});
        expect(res.status, `${route.method} ${route.path}`).toBe(401);
      }
    });

    it('answers 403 FORBIDDEN_ROLE to a CENTER_ADMIN, a CONTENT_EDITOR and a CENTER_ADMIN bearer key', async () => {
      expect(forbidden.map((f) => f.who)).toHaveLength(3);
      for (const { who, auth } of forbidden) {
        for (const route of routes()) {
          const res = await t.request(route.method, route.path, {
            ...auth,
            ...(route.body ? { body: route.body } : {}),
          });
          const what = `${who} ${route.method} ${route.path}`;
          expect(res.status, what).toBe(403);
          expect((await json(res)).error.code, what).toBe('FORBIDDEN_ROLE');
        }
      }
      expect(await t.db.selectFrom('importRuns').select('id').execute()).toEqual([]);
    });
  });

  describe('not configured', () => {
    it('POST answers 503 LEGACY_PLATFORM_NOT_CONFIGURED without LEGACY_PLATFORM_URL (and so does sources)', async () => {
      const call = appWith((deps) => ({
        ...deps,
        jobs: workers?.queue,
        config: { ...deps.config, legacyPlatformUrl: undefined },
      }));
      for (const [method, route] of [
        ['POST', '/api/import/mec'],
        ['GET', '/api/import/mec/sources'],
      ] as const) {
        const res = await call(method, route, {
          cookie: superAdmin,
          ...(method === 'POST' ? { body: request(t.centerId) } : {}),
        });
        expect(res.status, route).toBe(503);
        expect(await json(res), route).toMatchObject({
          success: false,
          error: { code: 'LEGACY_PLATFORM_NOT_CONFIGURED' },
        });
      }
      // the run list and the run reads need neither
      expect((await call('GET', '/api/import/mec', { cookie: superAdmin })).status).toBe(200);
    });

    it('POST answers 503 JOBS_UNAVAILABLE without a job queue, and records no run', async () => {
      const call = appWith((deps) => ({ ...deps }));
      const res = await call('POST', '/api/import/mec', { cookie: superAdmin, body: request(t.centerId) });
      expect(res.status).toBe(503);
      expect(await json(res)).toMatchObject({ success: false, error: { code: 'JOBS_UNAVAILABLE' } });
      expect(await t.db.selectFrom('importRuns').select('id').execute()).toEqual([]);
    });
  });

  describe('an import end to end, run by the job worker', () => {
    let runId: string;
    let shopsBefore: Json;
    let secondRunId: string;
    const shopsPath = () => `/api/centers/${t.centerId}/shops?limit=5000`;
    const importedShops = () =>
      t.db
        .selectFrom('shops')
        .select(['id', 'name', 'legacyId'])
        .where('centerId', '=', t.centerId)
        .where('legacyId', 'is not', null)
        .execute();

    it('POST answers 202 with the queued run', async () => {
      // read (and cache) the shop list before, so the read after shows that the import invalidated it
      shopsBefore = await json(await t.request('GET', shopsPath()));
      expect(shopsBefore.success).toBe(true);

      const res = await post(request(t.centerId, { centerzeitung: true, centerplan: true }));
      expect(res.status).toBe(202);
      const body = await json(res);
      expect(body).toMatchObject({
        success: true,
        runId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        data: {
          kind: 'legacy',
          status: 'queued',
          sourceRef: String(LEGACY_CENTER),
          targetCenterId: t.centerId,
          finishedAt: null,
        },
      });
      expect(body.data.id).toBe(body.runId);
      // the named options as given, every other read on by default
      expect(body.data.options).toMatchObject({ centerzeitung: true, centerplan: true, shops: true, slider: true });
      runId = body.runId;
    });

    it('a second POST for the same target while the first is active answers 409 IMPORT_ALREADY_ACTIVE', async () => {
      const res = await post(request(t.centerId));
      expect(res.status).toBe(409);
      const body = await json(res);
      expect(body).toMatchObject({ success: false, error: { code: 'IMPORT_ALREADY_ACTIVE' } });
      expect(body.error.message).toContain(runId);
      const active = await get(`/api/import/mec/${runId}`);
      expect(['queued', 'running']).toContain((await json(active)).data.status);
    });

    it('GET of the run shows it queued or running with progress, then succeeded with counts', async () => {
      const { run, seen } = await waitForRun(runId);
      expect(run.status, JSON.stringify(run.errors)).toBe('succeeded');
      expect(seen.some((s) => s.status === 'queued' || s.status === 'running')).toBe(true);
      const live = seen.filter((s) => s.status === 'running' && typeof s.progress.read === 'string' && s.progress.read);
      expect(live.length, JSON.stringify(seen.slice(0, 5))).toBeGreaterThan(0);
      expect(live[0]?.progress).toEqual({
        read: expect.stringMatching(/^\//),
        done: expect.any(Number),
        total: expect.any(Number),
      });
      expect(run.errors).toEqual([]);
      expect(run.counts).toMatchObject({
        shops: { created: 24, updated: 0, failed: 0 },
        news: { created: 6 },
        centerzeitung: { created: 2 },
        services: { created: 2 },
        jobs: { created: 1 },
        offers: { created: 1 },
        events: { created: 1 },
        centerplan: { failed: 0 },
      });
      // the demo center has floors of its own: a floor that exists is left as it is (read-centerplan)
      expect(run.counts.centerplan.created + run.counts.centerplan.unchanged).toBe(3);
      expect(run.progress).toMatchObject({ read: '' });
      expect(Date.parse(run.startedAt)).toBeLessThanOrEqual(Date.parse(run.finishedAt));
    });

    it('the imported shops are in the public shop read of the center', async () => {
      const imported = await importedShops();
      expect(imported).toHaveLength(24);
      const res = await t.request('GET', shopsPath());
      expect(res.status).toBe(200);
      const after = await json(res);
      expect(after.total).toBe(shopsBefore.total + 24);
      const listed = new Map<string, Json>(after.data.map((shop: Json) => [shop.id, shop]));
      for (const shop of imported) expect(listed.get(shop.id)?.name, shop.legacyId ?? '').toBe(shop.name);
      expect(listed.get(imported.find((shop) => shop.legacyId === '1003')?.id ?? '')?.name).toBe('Café Müller & Söhne');
    });

    it('an imported logo is a media path the platform serves: GET /media/<path> answers 200 image/png', async () => {
      const after = await json(await t.request('GET', shopsPath()));
      const id = (await importedShops()).find((shop) => shop.legacyId === '1003')?.id;
      const shop = after.data.find((s: Json) => s.id === id);
      expect(shop?.logo).toMatch(MEDIA_PATH);
      const res = await t.request('GET', `/media/${shop.logo}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(Array.from(new Uint8Array(await res.arrayBuffer()).slice(0, 8))).toEqual(PNG_SIGNATURE);
    });

    it('a finished run no longer blocks the target: the next POST is accepted (and fails for an unknown source)', async () => {
      const res = await post({ sourceCenterId: 999, targetCenterId: t.centerId });
      expect(res.status).toBe(202);
      secondRunId = (await json(res)).runId;
      const { run } = await waitForRun(secondRunId);
      expect(run.status).toBe('failed');
      expect(run.errors).toEqual(['the legacy platform has no center 999']);
    });

    it('GET /api/import/mec lists the runs newest first', async () => {
      const res = await get('/api/import/mec');
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body.success).toBe(true);
      expect(body.data.map((run: Json) => run.id)).toEqual([secondRunId, runId]);
      expect(body.data.map((run: Json) => run.status)).toEqual(['failed', 'succeeded']);
      expect(Date.parse(body.data[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(body.data[1].createdAt));
    });
  });
});
