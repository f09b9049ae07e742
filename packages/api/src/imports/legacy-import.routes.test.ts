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
import { sql } from 'kysely';
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
  const resume = (
    runId: string,
    auth: { cookie?: string; headers?: Record<string, string> } = { cookie: superAdmin },
  ) => t.request('POST', `/api/import/mec/${runId}/resume`, auth);
  /** the tRPC twin, over the app's /trpc endpoint as the dashboard calls it */
  const trpcResume = (
    input: unknown,
    auth: { cookie?: string; headers?: Record<string, string> } = { cookie: superAdmin },
  ) => t.request('POST', '/trpc/legacyImport.resume', { ...auth, body: input });
  /** a tRPC query (GET) of the legacy import, as the dashboard's screen calls it */
  const trpcQuery = (
    procedure: 'sources' | 'runs' | 'run',
    input?: unknown,
    auth: { cookie?: string; headers?: Record<string, string> } = { cookie: superAdmin },
  ) =>
    t.request(
      'GET',
      `/trpc/legacyImport.${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
      auth,
    );
  const trpcStart = (
    input: unknown,
    auth: { cookie?: string; headers?: Record<string, string> } = { cookie: superAdmin },
  ) => t.request('POST', '/trpc/legacyImport.start', { ...auth, body: input });
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
      { method: 'POST', path: `/api/import/mec/${UNKNOWN_UUID}/resume` },
    ];

    it('answers 401 to anonymous callers', async () => {
      for (const route of routes()) {
        const res = await t.request(route.method, route.path, route.body ? { body: route.body } : {});
        expect(res.status, `${route.method} ${route.path}`).toBe(401);
      }
      expect((await trpcResume({ runId: UNKNOWN_UUID }, {})).status).toBe(401);
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
        for (const [what, call] of [
          ['resume', () => trpcResume({ runId: UNKNOWN_UUID }, auth)],
          ['start', () => trpcStart(request(t.centerId), auth)],
          ['sources', () => trpcQuery('sources', undefined, auth)],
          ['runs', () => trpcQuery('runs', undefined, auth)],
          ['run', () => trpcQuery('run', { runId: UNKNOWN_UUID }, auth)],
        ] as const) {
          const viaTrpc = await call();
          expect(viaTrpc.status, `${who} tRPC legacyImport.${what}`).toBe(403);
          expect((await json(viaTrpc)).error.data.appCode, `${who} tRPC legacyImport.${what}`).toBe('FORBIDDEN_ROLE');
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
      for (const [method, route, body] of [
        ['POST', '/trpc/legacyImport.start', request(t.centerId)],
        ['GET', '/trpc/legacyImport.sources', undefined],
      ] as const) {
        const res = await call(method, route, { cookie: superAdmin, ...(body ? { body } : {}) });
        expect(res.status, route).toBe(503);
        expect((await json(res)).error.data.appCode, route).toBe('LEGACY_PLATFORM_NOT_CONFIGURED');
      }
      // the run list and the run reads need neither
      expect((await call('GET', '/api/import/mec', { cookie: superAdmin })).status).toBe(200);
      expect((await call('GET', '/trpc/legacyImport.runs', { cookie: superAdmin })).status).toBe(200);
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

    it('the tRPC twins answer what the REST routes carry: sources, runs, run, and start queues a run', async () => {
      const rest = async (route: string) => (await json(await get(route))).data;
      const trpc = async (res: Response) => {
        expect(res.status).toBe(200);
        return (await json(res)).result.data;
      };
      expect(await trpc(await trpcQuery('sources'))).toEqual(await rest('/api/import/mec/sources'));
      expect(await trpc(await trpcQuery('runs'))).toEqual(await rest('/api/import/mec'));
      expect(await trpc(await trpcQuery('run', { runId }))).toEqual(await rest(`/api/import/mec/${runId}`));

      const unknownRun = await trpcQuery('run', { runId: UNKNOWN_UUID });
      expect(unknownRun.status).toBe(404);
      const invalid = await trpcStart({ sourceCenterId: 'forty-two', targetCenterId: t.centerId });
      expect(invalid.status).toBe(400);
      expect((await json(invalid)).error.message).toContain('sourceCenterId');
      const unknownCenter = await trpcStart(request(UNKNOWN_UUID));
      expect(unknownCenter.status).toBe(404);
      expect((await json(unknownCenter)).error.data.appCode).toBe('CENTER_NOT_FOUND');

      const started = await trpc(await trpcStart(request(t.centerId, { shops: true, services: false })));
      expect(started).toMatchObject({ kind: 'legacy', sourceRef: String(LEGACY_CENTER), targetCenterId: t.centerId });
      expect(started.options).toMatchObject({ shops: true, services: false, news: true });
      expect(['queued', 'running']).toContain(started.status);
      const again = await trpcStart(request(t.centerId));
      expect(again.status).toBe(409);
      expect((await json(again)).error.data.appCode).toBe('IMPORT_ALREADY_ACTIVE');
      const { run } = await waitForRun(started.id);
      expect(run.status).toBe('succeeded');
      expect(run.counts.services).toBeUndefined();
      expect(run.counts.shops).toMatchObject({ created: 0, failed: 0 });
    });
  });
  describe('resuming an interrupted run (issue 21): POST /api/import/mec/{runId}/resume and legacyImport.resume', () => {
    /**
     * A run whose worker was killed: stored `running`, without a heartbeat for two minutes (and bound to a job that
     * is gone), or already set aside (`interrupted`) by a newer import.
     */
    const deadRun = async (stored: 'running' | 'interrupted' = 'running') =>
      (
        await t.db
          .insertInto('importRuns')
          .values({
            kind: 'legacy',
            status: stored,
            sourceRef: String(LEGACY_CENTER),
            targetCenterId: t.centerId,
            jobId: 'a-job-of-a-dead-worker',
            startedAt: sql`now() - interval '3 minutes'`,
            updatedAt: sql`now() - interval '2 minutes'`,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const importedShopIds = async () =>
      (
        await t.db
          .selectFrom('shops')
          .select('legacyId')
          .where('centerId', '=', t.centerId)
          .where('legacyId', 'is not', null)
          .execute()
      ).map((shop) => shop.legacyId);

    it('answers 400 for a run id that is not a uuid, 404 for an unknown run (REST and tRPC)', async () => {
      const malformed = await resume('not-a-uuid');
      expect(malformed.status).toBe(400);
      expect(await json(malformed)).toEqual({
        success: false,
        error: { code: 'INVALID_REQUEST', message: 'param.runId: expected a uuid' },
      });
      const unknown = await resume(UNKNOWN_UUID);
      expect(unknown.status).toBe(404);
      expect(await json(unknown)).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
      expect((await trpcResume({ runId: 'not-a-uuid' })).status).toBe(400);
      expect((await trpcResume({ runId: UNKNOWN_UUID, force: true })).status).toBe(400);
      const trpcUnknown = await trpcResume({ runId: UNKNOWN_UUID });
      expect(trpcUnknown.status).toBe(404);
      expect((await json(trpcUnknown)).error.data.appCode).toBe('NOT_FOUND');
    }, 30_000);

    it('answers 409 IMPORT_NOT_INTERRUPTED for a run that ended (REST and tRPC)', async () => {
      const [ended] = await t.db.selectFrom('importRuns').select('id').where('status', '=', 'succeeded').execute();
      if (!ended) throw new Error('the end-to-end import left no succeeded run');
      const res = await resume(ended.id);
      expect(res.status).toBe(409);
      const body = await json(res);
      expect(body).toMatchObject({ success: false, error: { code: 'IMPORT_NOT_INTERRUPTED' } });
      expect(body.error.message).toContain('succeeded');
      const viaTrpc = await trpcResume({ runId: ended.id });
      expect(viaTrpc.status).toBe(409);
      expect((await json(viaTrpc)).error.data.appCode).toBe('IMPORT_NOT_INTERRUPTED');
    }, 30_000);

    it('answers 503 JOBS_UNAVAILABLE without a job queue, and the run stays interrupted', async () => {
      const runId = await deadRun('interrupted');
      const call = appWith((deps) => ({ ...deps }));
      const res = await call('POST', `/api/import/mec/${runId}/resume`, { cookie: superAdmin });
      expect(res.status).toBe(503);
      expect(await json(res)).toMatchObject({ success: false, error: { code: 'JOBS_UNAVAILABLE' } });
      expect((await json(await get(`/api/import/mec/${runId}`))).data.status).toBe('interrupted');
      await t.db.deleteFrom('importRuns').where('id', '=', runId).execute();
    }, 30_000);

    it('a run whose worker died shows interrupted; POST .../resume answers 202 and a worker completes it', async () => {
      const shopsBefore = await importedShopIds();
      const runId = await deadRun();
      const shown = (await json(await get(`/api/import/mec/${runId}`))).data;
      expect(shown.status).toBe('interrupted');

      const res = await resume(runId);
      expect(res.status).toBe(202);
      const body = await json(res);
      expect(body).toMatchObject({ success: true, runId, data: { id: runId, status: 'queued', finishedAt: null } });
      // bound to a new job, which is queued
      const { jobId } = await t.db
        .selectFrom('importRuns')
        .select('jobId')
        .where('id', '=', runId)
        .executeTakeFirstOrThrow();
      expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await workers?.queue.boss.findJobs('legacy-import', { id: jobId ?? '' })).toHaveLength(1);
      // a second resume while it is queued or running is refused
      const again = await resume(runId);
      expect(again.status).toBe(409);
      expect((await json(again)).error.code).toBe('IMPORT_NOT_INTERRUPTED');

      const { run } = await waitForRun(runId);
      expect(run.status, JSON.stringify(run.errors)).toBe('succeeded');
      // the import ran again over the same center: nothing doubled
      const shopsAfter = await importedShopIds();
      expect(shopsAfter).toHaveLength(shopsBefore.length);
      expect(new Set(shopsAfter).size).toBe(shopsAfter.length);
    }, 90_000);

    it('a newer import sets the dead run aside; it is resumed (tRPC) once that import ended', async () => {
      const runId = await deadRun();
      // a dead run does not block a new import of its center
      const queued = await post(request(t.centerId));
      expect(queued.status).toBe(202);
      const newer = (await json(queued)).runId;
      expect((await json(await get(`/api/import/mec/${runId}`))).data.status).toBe('interrupted');
      // ... and is not resumed beside it
      const beside = await resume(runId);
      expect(beside.status).toBe(409);
      expect(await json(beside)).toMatchObject({ success: false, error: { code: 'IMPORT_ALREADY_ACTIVE' } });
      expect((await waitForRun(newer)).run.status).toBe('succeeded');

      const viaTrpc = await trpcResume({ runId });
      expect(viaTrpc.status).toBe(200);
      expect((await json(viaTrpc)).result.data).toMatchObject({ id: runId, status: 'queued' });
      const { run } = await waitForRun(runId);
      expect(run.status, JSON.stringify(run.errors)).toBe('succeeded');
    }, 120_000);
  });
});
