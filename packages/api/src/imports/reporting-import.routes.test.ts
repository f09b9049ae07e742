// Spec 4.8 (with 2.10 for the data, 5 for access and 7 for errors): the REST routes of the reporting import and
// their tRPC twins, end to end against the reporting system's stand-in (slowed down, so a run stays active long
// enough to be seen and to block a second one). A real job worker on the test database runs the queued import;
// the result is read back through the run routes and from the database.
import { randomUUID } from 'node:crypto';
import { type JobWorkers, startJobWorkers } from '@center-platform/core/jobs';
import { createLogger } from '@center-platform/core/logging';
import { loadReportingFixture, type ReportingExport, startReportingExport } from '@center-platform/stand-ins';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppDeps } from '../context';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

/** every answer of the stand-in waits this long: a run takes about a second, not milliseconds */
const LATENCY_MS = 150;
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const TERMINAL = new Set(['succeeded', 'failed']);
/** the center the first sample client names by its `cockpitCenterId` */
const COCKPIT_CENTER_ID = randomUUID();

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;
type Auth = { cookie?: string; headers?: Record<string, string> };

const json = async (res: Response): Promise<Json> => res.json();

/** The centers the stand-in's sample names (tooling/stand-ins/reporting-clients.mjs), one per matching rule. */
const CENTERS = [
  { id: COCKPIT_CENTER_ID, name: 'Cockpit Center', slug: 'cockpit-center', city: 'Mainz' },
  { name: 'Rhein-Galerie', slug: 'rhein-galerie', city: 'Ludwigshafen' },
  { name: 'Stadtgalerie Nord', slug: 'stadtgalerie-nord', city: 'Hamburg' },
  { name: 'Forum Mitte', slug: 'forum-mitte', city: 'Berlin' },
  { name: 'Elbe Park', slug: 'elbe-park', city: 'Dresden' },
  { name: 'Marktplatz Center', slug: 'marktplatz-center', city: 'Köln' },
  { name: 'Altstadt Arkaden', slug: 'altstadt-arkaden', city: 'Bremen' },
  { name: 'Sonnen Passage', slug: 'sonnen-passage', city: 'Ulm' },
];
/** sample client -> [center slug, rule, rows of its history] (12 months of every channel for 1 and 2) */
const EXPECTED: Record<string, [string, string, number]> = {
  '1': ['cockpit-center', 'cockpitCenterId', 84],
  '2': ['rhein-galerie', 'exactSlug', 84],
  '3': ['stadtgalerie-nord', 'compactSlug', 6],
  '4': ['forum-mitte', 'slugPrefix', 3],
  '5': ['elbe-park', 'nameAndCity', 4],
  '6': ['marktplatz-center', 'exactName', 8],
  '7': ['altstadt-arkaden', 'namePrefix', 2],
};
const IMPORTED_ROWS = Object.values(EXPECTED).reduce((sum, [, , rows]) => sum + rows, 0);

describe('reporting import routes (spec 4.8)', () => {
  let t: AccountsApp;
  let reporting: ReportingExport;
  let unreachableUrl: string;
  let workers: JobWorkers | undefined;
  /** the worker's configuration: a test changes the key the worker presents */
  let workerConfig: AppDeps['config'];
  let superAdmin: string;
  const forbidden: { who: string; auth: Auth }[] = [];
  const centerIds = new Map<string, string>();

  /** another app on the same database and sessions, with its configuration or dependencies changed */
  const appWith = (change: (deps: AppDeps) => AppDeps) =>
    t.requestTo(createApp(change({ db: t.db, config: t.config, logger: createLogger({ level: 'silent' }) })));
  const withExport = (reportingExport: AppDeps['config']['reportingExport'], jobs = true) =>
    appWith((deps) => ({
      ...deps,
      ...(jobs ? { jobs: workers?.queue } : {}),
      config: { ...deps.config, reportingExport },
    }));
  const get = (route: string, auth: Auth = { cookie: superAdmin }) => t.request('GET', route, auth);
  const execute = (query = '', auth: Auth = { cookie: superAdmin }) =>
    t.request('POST', `/api/reporting-import/execute${query}`, auth);
  /** a tRPC call over the app's /trpc endpoint, as the dashboard makes it */
  const trpc = (procedure: string, input?: unknown, auth: Auth = { cookie: superAdmin }, call = t.request) =>
    input === undefined
      ? call('GET', `/trpc/reportingImport.${procedure}`, auth)
      : procedure === 'execute' || procedure === 'resume'
        ? call('POST', `/trpc/reportingImport.${procedure}`, { ...auth, body: input })
        : call('GET', `/trpc/reportingImport.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, auth);
  const trpcData = async (res: Response) => {
    expect(res.status).toBe(200);
    return (await json(res)).result.data;
  };

  const snapshotCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('reportingChannelSnapshots')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const linkedCenters = () =>
    t.db
      .selectFrom('centers')
      .select(['slug', 'reportingDashboardClientId'])
      .where('reportingDashboardClientId', 'is not', null)
      .orderBy('slug')
      .execute();
  const runCount = async () => (await t.db.selectFrom('importRuns').select('id').execute()).length;

  /** Polls the run until it ends, keeping every state seen on the way. */
  const waitForRun = async (runId: string, timeoutMs = 60_000) => {
    const seen: { status: string; progress: Json }[] = [];
    const until = Date.now() + timeoutMs;
    for (;;) {
      const res = await get(`/api/reporting-import/runs/${runId}`);
      expect(res.status).toBe(200);
      const run = (await json(res)).data;
      seen.push({ status: run.status, progress: run.progress });
      if (TERMINAL.has(run.status)) return { run, seen };
      if (Date.now() > until) throw new Error(`run ${runId} still ${run.status} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  beforeAll(async () => {
    // the stand-in's own sample: one client per matching rule, one unmatched, three test slugs
    const { sampleClients } = await loadReportingFixture();
    reporting = await startReportingExport({
      latencyMs: LATENCY_MS,
      clients: sampleClients({ cockpitCenterIdFor: COCKPIT_CENTER_ID }),
    });
    const closed = await startReportingExport();
    unreachableUrl = closed.url;
    await closed.close();
    t = await openAccountsApp(
      { REPORTING_DASHBOARD_EXPORT_URL: reporting.url, REPORTING_DASHBOARD_EXPORT_API_KEY: reporting.apiKey },
      {
        deps: async (database, config) => {
          workerConfig = { ...config, reportingExport: { ...config.reportingExport } };
          workers = await startJobWorkers({
            database,
            config: workerConfig,
            logger: createLogger({ level: 'silent' }),
            queue: { pollingIntervalSeconds: 0.5 },
          });
          return { jobs: workers.queue };
        },
      },
    );
    for (const center of CENTERS) {
      const row = await t.db.insertInto('centers').values(center).returning(['id', 'slug']).executeTakeFirstOrThrow();
      centerIds.set(row.slug, row.id);
    }
    superAdmin = await t.signIn((await t.createUser('SUPER_ADMIN', { centerId: null })).email);
    for (const role of ['CENTER_ADMIN', 'CONTENT_EDITOR'] as const) {
      forbidden.push({ who: role, auth: { cookie: await t.signIn((await t.createUser(role)).email) } });
    }
    const created = await json(
      await t.request('POST', '/api/users/me/api-keys', { ...forbidden[0]?.auth, body: { name: 'CI' } }),
    );
    forbidden.push({
      who: 'CENTER_ADMIN bearer key',
      auth: { headers: { authorization: `Bearer ${created.data.key}` } },
    });
  }, 60_000);

  afterAll(async () => {
    await workers?.stop({ timeoutMs: 5_000 });
    await t?.close();
    await reporting?.close();
  });

  describe('preview', () => {
    it('GET /api/reporting-import/preview matches each client by the rules of 4.8 and writes nothing', async () => {
      const requestsBefore = reporting.requests.length;
      const res = await get('/api/reporting-import/preview');
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body.success).toBe(true);
      const { summary, rows } = body.data;
      expect(rows.map((row: Json) => row.legacyClientId)).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
        '10',
        '11',
      ]);
      for (const [client, [slug, rule]] of Object.entries(EXPECTED)) {
        const row = rows.find((r: Json) => r.legacyClientId === client);
        expect(row.match, client).toEqual({
          centerId: centerIds.get(slug),
          centerName: CENTERS.find((c) => c.slug === slug)?.name,
          centerSlug: slug,
          rule,
        });
        expect(row.isTest, client).toBe(false);
      }
      expect(rows.find((r: Json) => r.legacyClientId === '8').match).toBeNull();
      expect(rows.find((r: Json) => r.legacyClientId === '2')).toMatchObject({
        name: 'Rhein Galerie LU',
        slug: 'rhein-galerie',
        city: 'Ludwigshafen',
        counts: { website_analytics_monthly: 12, social_media: 12, search_keywords: 12 },
      });
      expect(rows.filter((r: Json) => r.isTest).map((r: Json) => r.slug)).toEqual(['test', 'demo', 'nur-test']);
      // the test client "Demo" matches the seeded "Demo Center" by name prefix (matched, but skipped by default)
      expect(rows.find((r: Json) => r.slug === 'demo').match).toMatchObject({
        centerSlug: 'demo-center',
        rule: 'namePrefix',
      });
      expect(summary).toEqual({
        clients: 11,
        matched: 8,
        unmatched: 3,
        testClients: 3,
        rows: IMPORTED_ROWS,
        byRule: {
          cockpitCenterId: 1,
          exactSlug: 1,
          compactSlug: 1,
          slugPrefix: 1,
          nameAndCity: 1,
          exactName: 1,
          namePrefix: 2,
        },
      });
      // the index only: one request with ?match_index=1, no client export
      expect(reporting.requests.slice(requestsBefore).map((r) => r.query)).toEqual([{ match_index: '1' }]);
      expect(await snapshotCount()).toBe(0);
      expect(await linkedCenters()).toEqual([]);
    });

    it('the tRPC twin reportingImport.preview answers the same data', async () => {
      const rest = (await json(await get('/api/reporting-import/preview'))).data;
      expect(await trpcData(await trpc('preview'))).toEqual(rest);
    });
  });

  describe('dry run', () => {
    it('POST ?dryRun=1 answers 200 with the counts a real execute would have, and writes nothing', async () => {
      const res = await execute('?dryRun=1');
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body).toMatchObject({
        success: true,
        data: {
          dryRun: true,
          summary: {
            clientsImported: 7,
            clientsFailed: 0,
            testClientsSkipped: 3,
            unmatchedIgnored: 1,
            rowsWritten: IMPORTED_ROWS,
            rowsAlreadyPresent: 0,
            centersLinked: 7,
          },
        },
      });
      const clients = body.data.clients;
      expect(clients.map((c: Json) => c.legacyClientId)).toEqual(Object.keys(EXPECTED));
      for (const c of clients) {
        const [slug, rule, rows] = EXPECTED[c.legacyClientId] ?? [];
        expect(c, c.legacyClientId).toMatchObject({ centerId: centerIds.get(slug ?? ''), rule, rowsWritten: rows });
        expect(c.error).toBeUndefined();
      }
      expect(await snapshotCount()).toBe(0);
      expect(await linkedCenters()).toEqual([]);
      expect(await runCount()).toBe(0);
    });

    it('skipTestClients=0 (or false) takes the test clients in; dryRun=true is the same flag', async () => {
      const res = await execute('?dryRun=true&skipTestClients=false');
      expect(res.status).toBe(200);
      const { summary } = (await json(res)).data;
      // the test client "demo" (matched to the demo center) comes in with its one row; "test" and "nur-test" match nothing
      expect(summary).toMatchObject({
        testClientsSkipped: 0,
        clientsImported: 8,
        unmatchedIgnored: 3,
        rowsWritten: IMPORTED_ROWS + 1,
      });
      const again = await json(await execute('?skipTestClients=0&dryRun=1'));
      expect(again.data.summary).toEqual(summary);
      expect(await snapshotCount()).toBe(0);
      expect(await runCount()).toBe(0);
    });

    it('the tRPC twin reportingImport.execute({ dryRun: true }) answers the same body', async () => {
      const rest = await json(await execute('?dryRun=1'));
      expect(await trpcData(await trpc('execute', { dryRun: true }))).toEqual(rest);
      expect(await runCount()).toBe(0);
    });
  });

  describe('validation (spec 7)', () => {
    const cases: [string, RegExp][] = [
      ['?dryRun=yes', /^query\.dryRun: /],
      ['?dryRun=2', /^query\.dryRun: /],
      ['?dryRun=', /^query\.dryRun: /],
      ['?dryRun', /^query\.dryRun: /],
      ['?dryRun=1&dryRun=0', /^query\.dryRun: /],
      ['?dryRun=1&skipTestClients=nein', /^query\.skipTestClients: /],
      ['?skipTestClients=-1', /^query\.skipTestClients: /],
      ['?dryrun=1', /^query\.dryrun: unknown parameter/],
      ['?dryRun=1&force=1', /^query\.force: unknown parameter/],
    ];
    for (const [query, message] of cases) {
      it(`POST ${query} answers 400 INVALID_REQUEST naming the parameter, and records nothing`, async () => {
        const res = await execute(query);
        expect(res.status, query).toBe(400);
        const body = await json(res);
        expect(body).toMatchObject({ success: false, error: { code: 'INVALID_REQUEST' } });
        expect(body.error.message).toMatch(message);
        expect(await runCount()).toBe(0);
      });
    }

    it('tRPC execute refuses a flag that is not a boolean, and an unknown one', async () => {
      for (const input of [{ dryRun: 'yes' }, { dryRun: 1 }, { dryrun: true }]) {
        const res = await trpc('execute', input);
        expect(res.status, JSON.stringify(input)).toBe(400);
        expect((await json(res)).error.data.code).toBe('BAD_REQUEST');
      }
      expect(await runCount()).toBe(0);
    });

    it('GET of a run answers 400 for an id that is not a uuid, 404 for an unknown one (REST and tRPC)', async () => {
      const malformed = await get('/api/reporting-import/runs/not-a-uuid');
      expect(malformed.status).toBe(400);
      expect(await json(malformed)).toEqual({
        success: false,
        error: { code: 'INVALID_REQUEST', message: 'param.runId: expected a uuid' },
      });
      const unknown = await get(`/api/reporting-import/runs/${UNKNOWN_UUID}`);
      expect(unknown.status).toBe(404);
      expect(await json(unknown)).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
      expect((await trpc('run', { runId: 'not-a-uuid' })).status).toBe(400);
      const trpcUnknown = await trpc('run', { runId: UNKNOWN_UUID });
      expect(trpcUnknown.status).toBe(404);
      expect((await json(trpcUnknown)).error.data.appCode).toBe('NOT_FOUND');
    });
  });

  describe('access (spec 5): SUPER_ADMIN only', () => {
    const routes = () => [
      { method: 'GET', path: '/api/reporting-import/preview' },
      { method: 'POST', path: '/api/reporting-import/execute?dryRun=1' },
      { method: 'POST', path: '/api/reporting-import/execute' },
      { method: 'GET', path: '/api/reporting-import/runs' },
      { method: 'GET', path: `/api/reporting-import/runs/${UNKNOWN_UUID}` },
    ];
    const procedures: [string, unknown][] = [
      ['preview', undefined],
      ['execute', { dryRun: true }],
      ['execute', {}],
      ['runs', undefined],
      ['run', { runId: UNKNOWN_UUID }],
    ];

    it('answers 401 to anonymous callers, on REST and tRPC', async () => {
      const requestsBefore = reporting.requests.length;
      for (const route of routes()) {
        const res = await t.request(route.method, route.path);
        expect(res.status, `${route.method} ${route.path}`).toBe(401);
      }
      for (const [procedure, input] of procedures) {
        const res = await trpc(procedure, input, {});
        expect(res.status, procedure).toBe(401);
      }
      expect(reporting.requests.length).toBe(requestsBefore);
      expect(await runCount()).toBe(0);
    });

    it('answers 403 FORBIDDEN_ROLE to a CENTER_ADMIN, a CONTENT_EDITOR and a CENTER_ADMIN bearer key', async () => {
      expect(forbidden.map((f) => f.who)).toHaveLength(3);
      const requestsBefore = reporting.requests.length;
      for (const { who, auth } of forbidden) {
        for (const route of routes()) {
          const res = await t.request(route.method, route.path, auth);
          const what = `${who} ${route.method} ${route.path}`;
          expect(res.status, what).toBe(403);
          expect((await json(res)).error.code, what).toBe('FORBIDDEN_ROLE');
        }
        for (const [procedure, input] of procedures) {
          const res = await trpc(procedure, input, auth);
          expect(res.status, `${who} tRPC ${procedure}`).toBe(403);
          expect((await json(res)).error.data.appCode, `${who} tRPC ${procedure}`).toBe('FORBIDDEN_ROLE');
        }
      }
      expect(reporting.requests.length).toBe(requestsBefore);
      expect(await runCount()).toBe(0);
    });
  });

  describe('upstream failures and configuration', () => {
    it('a refused key answers 502 REPORTING_UNAUTHORIZED with the message (preview, dry run, tRPC)', async () => {
      const call = withExport({ url: reporting.url, apiKey: 'wrong-key' });
      for (const [method, route] of [
        ['GET', '/api/reporting-import/preview'],
        ['POST', '/api/reporting-import/execute?dryRun=1'],
      ] as const) {
        const res = await call(method, route, { cookie: superAdmin });
        expect(res.status, route).toBe(502);
        const body = await json(res);
        expect(body, route).toMatchObject({ success: false, error: { code: 'REPORTING_UNAUTHORIZED' } });
        expect(body.error.message, route).toMatch(/API key was refused \(HTTP 401\)/);
      }
      const viaTrpc = await trpc('preview', undefined, { cookie: superAdmin }, call);
      expect(viaTrpc.status).toBe(502);
      expect((await json(viaTrpc)).error.data).toMatchObject({
        code: 'BAD_GATEWAY',
        appCode: 'REPORTING_UNAUTHORIZED',
      });
      expect(await runCount()).toBe(0);
    });

    it('an unreachable reporting system answers 502 REPORTING_UNREACHABLE, not a 500', async () => {
      const res = await withExport({ url: unreachableUrl, apiKey: reporting.apiKey })(
        'GET',
        '/api/reporting-import/preview',
        { cookie: superAdmin },
      );
      expect(res.status).toBe(502);
      expect(await json(res)).toMatchObject({ success: false, error: { code: 'REPORTING_UNREACHABLE' } });
    });

    it('without REPORTING_DASHBOARD_EXPORT_URL or _API_KEY every import route answers 503 REPORTING_NOT_CONFIGURED', async () => {
      for (const reportingExport of [
        { url: undefined, apiKey: reporting.apiKey },
        { url: reporting.url, apiKey: undefined },
      ]) {
        const call = withExport(reportingExport);
        for (const [method, route] of [
          ['GET', '/api/reporting-import/preview'],
          ['POST', '/api/reporting-import/execute?dryRun=1'],
          ['POST', '/api/reporting-import/execute'],
        ] as const) {
          const res = await call(method, route, { cookie: superAdmin });
          expect(res.status, route).toBe(503);
          expect(await json(res), route).toMatchObject({
            success: false,
            error: { code: 'REPORTING_NOT_CONFIGURED' },
          });
        }
        const viaTrpc = await trpc('execute', {}, { cookie: superAdmin }, call);
        expect(viaTrpc.status).toBe(503);
        expect((await json(viaTrpc)).error.data.appCode).toBe('REPORTING_NOT_CONFIGURED');
        // the run list and the run reads need neither
        expect((await call('GET', '/api/reporting-import/runs', { cookie: superAdmin })).status).toBe(200);
      }
      expect(await runCount()).toBe(0);
    });

    it('a real execute without a job queue answers 503 JOBS_UNAVAILABLE and records no run; a dry run needs none', async () => {
      const call = withExport(t.config.reportingExport, false);
      const res = await call('POST', '/api/reporting-import/execute', { cookie: superAdmin });
      expect(res.status).toBe(503);
      expect(await json(res)).toMatchObject({ success: false, error: { code: 'JOBS_UNAVAILABLE' } });
      expect(await runCount()).toBe(0);
      expect((await call('POST', '/api/reporting-import/execute?dryRun=1', { cookie: superAdmin })).status).toBe(200);
    });
  });

  describe('an import end to end, run by the job worker', () => {
    let runId: string;
    let secondRunId: string;
    let failedRunId: string;

    it('POST answers 202 with the queued run (kind reporting, no target center)', async () => {
      const res = await execute();
      expect(res.status).toBe(202);
      const body = await json(res);
      expect(body).toMatchObject({
        success: true,
        runId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        data: {
          kind: 'reporting',
          status: 'queued',
          targetCenterId: null,
          options: { skipTestClients: true },
          finishedAt: null,
        },
      });
      expect(body.data.id).toBe(body.runId);
      runId = body.runId;
    });

    it('a second execute while the first is active answers 409 IMPORT_ALREADY_ACTIVE (REST and tRPC)', async () => {
      const res = await execute('?skipTestClients=0');
      expect(res.status).toBe(409);
      const body = await json(res);
      expect(body).toMatchObject({ success: false, error: { code: 'IMPORT_ALREADY_ACTIVE' } });
      expect(body.error.message).toContain(runId);
      const viaTrpc = await trpc('execute', {});
      expect(viaTrpc.status).toBe(409);
      expect((await json(viaTrpc)).error.data).toMatchObject({ code: 'CONFLICT', appCode: 'IMPORT_ALREADY_ACTIVE' });
      const active = (await json(await get(`/api/reporting-import/runs/${runId}`))).data;
      expect(['queued', 'running']).toContain(active.status);
      expect(await runCount()).toBe(1);
    });

    it('GET of the run shows it running with progress over the clients, then succeeded with the counts', async () => {
      const { run, seen } = await waitForRun(runId);
      expect(run.status, JSON.stringify(run.errors)).toBe('succeeded');
      const live = seen.filter((s) => s.status === 'running' && typeof s.progress.legacyClientId === 'string');
      expect(live.length, JSON.stringify(seen.slice(0, 5))).toBeGreaterThan(0);
      expect(live[0]?.progress).toEqual({
        done: expect.any(Number),
        total: 7,
        legacyClientId: expect.stringMatching(/^[1-7]$/),
      });
      expect(run.errors).toEqual([]);
      expect(run.progress).toMatchObject({ done: 7, total: 7, legacyClientId: null });
      expect(run.counts).toMatchObject({
        clientsImported: 7,
        clientsFailed: 0,
        testClientsSkipped: 3,
        unmatchedIgnored: 1,
        rowsWritten: IMPORTED_ROWS,
        rowsAlreadyPresent: 0,
        centersLinked: 7,
      });
      expect(run.counts.clients.map((c: Json) => [c.legacyClientId, c.rowsWritten, c.linked])).toEqual(
        Object.entries(EXPECTED).map(([client, [, , rows]]) => [client, rows, true]),
      );
      expect(Date.parse(run.startedAt)).toBeLessThanOrEqual(Date.parse(run.finishedAt));
    });

    it('the rows are in the database, per center, and each center is linked to its client', async () => {
      expect(await snapshotCount()).toBe(IMPORTED_ROWS);
      const perCenter = await t.db
        .selectFrom('reportingChannelSnapshots')
        .innerJoin('centers', 'centers.id', 'reportingChannelSnapshots.centerId')
        .select(['centers.slug', 'reportingChannelSnapshots.legacyClientId'])
        .select((eb) => eb.fn.countAll().as('n'))
        .groupBy(['centers.slug', 'reportingChannelSnapshots.legacyClientId'])
        .execute();
      expect(Object.fromEntries(perCenter.map((r) => [r.legacyClientId, [r.slug, Number(r.n)]]))).toEqual(
        Object.fromEntries(Object.entries(EXPECTED).map(([client, [slug, , rows]]) => [client, [slug, rows]])),
      );
      expect(await linkedCenters()).toEqual(
        Object.entries(EXPECTED)
          .map(([client, [slug]]) => ({ slug, reportingDashboardClientId: client }))
          .sort((a, b) => a.slug.localeCompare(b.slug)),
      );
      // a stored row: channel, first day of the month, the metrics as exported
      const row = await t.db
        .selectFrom('reportingChannelSnapshots')
        .select(['channel', 'month', 'metrics'])
        .where('legacyRowId', '=', String(2 * 100000 + 1000 + 0))
        .executeTakeFirstOrThrow();
      expect(row.channel).toBe('social_media');
      expect(row.month).toBe('2023-01-01');
      expect(row.metrics).toMatchObject({ followers: 5000, posts: 20 });
      // nothing for the unmatched client, nor for the skipped test clients
      const others = await t.db
        .selectFrom('reportingChannelSnapshots')
        .select('id')
        .where('legacyClientId', 'in', ['8', '9', '10', '11'])
        .execute();
      expect(others).toEqual([]);
    });

    it('a dry run now counts every row as already present', async () => {
      const body = await json(await execute('?dryRun=1'));
      expect(body.data.summary).toMatchObject({ rowsWritten: 0, rowsAlreadyPresent: IMPORTED_ROWS, centersLinked: 0 });
    });

    it('a second execute (accepted once the first ended) writes 0 rows', async () => {
      const res = await execute();
      expect(res.status).toBe(202);
      secondRunId = (await json(res)).runId;
      const { run } = await waitForRun(secondRunId);
      expect(run.status, JSON.stringify(run.errors)).toBe('succeeded');
      expect(run.counts).toMatchObject({
        clientsImported: 7,
        rowsWritten: 0,
        rowsAlreadyPresent: IMPORTED_ROWS,
        centersLinked: 0,
      });
      expect(await snapshotCount()).toBe(IMPORTED_ROWS);
    });

    it('a run whose upstream refuses the key ends failed with the message', async () => {
      const apiKey = workerConfig.reportingExport.apiKey;
      workerConfig.reportingExport.apiKey = 'wrong-key';
      try {
        const res = await execute();
        expect(res.status).toBe(202);
        failedRunId = (await json(res)).runId;
        const { run } = await waitForRun(failedRunId);
        expect(run.status).toBe('failed');
        expect(run.errors).toEqual([expect.stringMatching(/the API key was refused \(HTTP 401\)/)]);
      } finally {
        workerConfig.reportingExport.apiKey = apiKey;
      }
      expect(await snapshotCount()).toBe(IMPORTED_ROWS);
    });

    it('GET /api/reporting-import/runs lists the runs newest first; tRPC run and runs answer the same', async () => {
      const res = await get('/api/reporting-import/runs');
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body.success).toBe(true);
      expect(body.data.map((run: Json) => run.id)).toEqual([failedRunId, secondRunId, runId]);
      expect(body.data.map((run: Json) => run.status)).toEqual(['failed', 'succeeded', 'succeeded']);
      expect(await trpcData(await trpc('runs'))).toEqual(body.data);
      expect(await trpcData(await trpc('run', { runId }))).toEqual(
        (await json(await get(`/api/reporting-import/runs/${runId}`))).data,
      );
    });

    it('a run whose worker died shows interrupted; POST .../resume answers 202 and the worker completes it (issue 21)', async () => {
      const resume = (id: string) =>
        t.request('POST', `/api/reporting-import/runs/${id}/resume`, { cookie: superAdmin });
      // the second run as its worker left it when killed: running, its heartbeat five minutes old
      await t.db
        .updateTable('importRuns')
        .set({ status: 'running', finishedAt: null, updatedAt: sql`now() - interval '5 minutes'` })
        .where('id', '=', secondRunId)
        .execute();
      expect((await json(await get(`/api/reporting-import/runs/${secondRunId}`))).data.status).toBe('interrupted');
      const res = await resume(secondRunId);
      expect(res.status).toBe(202);
      expect(await json(res)).toMatchObject({ success: true, runId: secondRunId, data: { status: 'queued' } });
      const { run } = await waitForRun(secondRunId);
      expect(run.status, JSON.stringify(run.errors)).toBe('succeeded');
      expect(await snapshotCount()).toBe(IMPORTED_ROWS);

      const ended = await resume(secondRunId);
      expect(ended.status).toBe(409);
      expect((await json(ended)).error.code).toBe('IMPORT_NOT_INTERRUPTED');
      expect((await resume(UNKNOWN_UUID)).status).toBe(404);
      expect((await resume('not-a-uuid')).status).toBe(400);
      const viaTrpc = await trpc('resume', { runId: UNKNOWN_UUID });
      expect(viaTrpc.status).toBe(404);
      const forbiddenResume = await t.request('POST', `/api/reporting-import/runs/${runId}/resume`, forbidden[0]?.auth);
      expect(forbiddenResume.status).toBe(403);
    });
  });
});
