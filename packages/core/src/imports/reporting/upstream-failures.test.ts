// Spec 4.8 when the reporting export misbehaves: a refused key, no answer in time, broken JSON, a wrong shape,
// nothing configured, nothing listening; and per client: an export that breaks off half-way, rows the export
// gets wrong, a database that refuses a client's rows in its second batch. Failures of the match index leave the
// database unchanged; a failing client leaves none of its rows and the others are imported.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  loadReportingFixture,
  type ReportingExport,
  type ReportingFixtureClient,
  startReportingExport,
} from '@center-platform/stand-ins';
import { type Kysely, type KyselyPlugin, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { openTestDatabase } from '../../testing/test-database';
import {
  createReportingExportClient,
  executeReportingImport,
  previewReportingImport,
  type ReportingExportClient,
  ReportingUpstreamError,
} from './index';

type Answer = { status?: number; body: string; hang?: boolean; truncate?: boolean };

/** A loopback server answering what `answer` says, or (undefined) forwarding to the stand-in. */
async function startTinyServer(answer: (url: URL) => Answer | undefined, upstream?: ReportingExport) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://tiny');
    let reply = answer(url);
    if (!reply && upstream) {
      const forwarded = await fetch(`${upstream.origin}${url.pathname}${url.search}`, {
        headers: { 'x-api-key': String(req.headers['x-api-key'] ?? '') },
      });
      reply = { status: forwarded.status, body: await forwarded.text() };
    }
    if (!reply) reply = { status: 404, body: '{}' };
    if (reply.hang) return;
    const body = Buffer.from(reply.body);
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', 'content-length': body.length });
    if (reply.truncate) {
      // half of the answer, then the connection is dropped
      res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.destroy());
      return;
    }
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/api/integrations/cockpit-export`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function expectUpstreamError(promise: Promise<unknown>, code: string, message: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ReportingUpstreamError);
  expect((error as ReportingUpstreamError).code).toBe(code);
  expect((error as ReportingUpstreamError).message).toMatch(message);
}

async function databaseState(db: Kysely<Database>) {
  const snapshots = await db.selectFrom('reportingChannelSnapshots').select('legacyRowId').execute();
  const centers = await db.selectFrom('centers').selectAll().orderBy('slug').execute();
  return { snapshots: snapshots.map((r) => r.legacyRowId).sort(), centers };
}

describe('reporting import with a failing upstream', () => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let upstream: ReportingExport;
  let fixture: Awaited<ReturnType<typeof loadReportingFixture>>;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    for (const [name, slug, city] of [
      ['Rhein-Galerie', 'rhein-galerie', 'Ludwigshafen'],
      ['Stadtgalerie Nord', 'stadtgalerie-nord', 'Hamburg'],
      ['Forum Mitte', 'forum-mitte', 'Berlin'],
      ['Elbe Park', 'elbe-park', 'Dresden'],
    ] as const)
      await db.insertInto('centers').values({ name, slug, city }).execute();
    fixture = await loadReportingFixture();
    upstream = await startReportingExport();
  }, 60_000);

  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  afterAll(async () => {
    await upstream?.close();
    await handle?.close();
  });

  describe('the match index fails: an error with its code, the database unchanged', () => {
    const bothFail = async (client: ReportingExportClient, code: string, message: RegExp) => {
      const before = await databaseState(db);
      await expectUpstreamError(previewReportingImport(db, client), code, message);
      await expectUpstreamError(executeReportingImport(db, client, {}), code, message);
      await expectUpstreamError(executeReportingImport(db, client, { dryRun: true }), code, message);
      expect(await databaseState(db)).toEqual(before);
    };

    it('a wrong key (401): REPORTING_UNAUTHORIZED', async () => {
      const client = createReportingExportClient({ url: upstream.url, apiKey: 'wrong-key' });
      await bothFail(client, 'REPORTING_UNAUTHORIZED', /API key was refused \(HTTP 401\)/);
      const sent = upstream.requests.at(-1);
      expect(sent?.query).toEqual({ match_index: '1' });
    });

    it('no answer in time: REPORTING_TIMEOUT', async () => {
      const slow = await startReportingExport({ latencyMs: 400 });
      closers.push(slow.close);
      const client = createReportingExportClient({ url: slow.url, apiKey: slow.apiKey, timeoutMs: 100 });
      await bothFail(client, 'REPORTING_TIMEOUT', /no complete answer within 100 ms/);
    });

    it('malformed JSON: REPORTING_MALFORMED', async () => {
      const tiny = await startTinyServer(() => ({ body: '{"clients": [{"id": 1, "name": ' }));
      closers.push(tiny.close);
      await bothFail(
        createReportingExportClient({ url: tiny.url, apiKey: 'k' }),
        'REPORTING_MALFORMED',
        /malformed JSON/,
      );
    });

    it('JSON of the wrong shape: REPORTING_MALFORMED naming what is wrong', async () => {
      const tiny = await startTinyServer((url) =>
        url.searchParams.get('match_index') === '1' ? { body: '{"clients":[{"id":1,"slug":"x"}]}' } : undefined,
      );
      closers.push(tiny.close);
      await bothFail(
        createReportingExportClient({ url: tiny.url, apiKey: 'k' }),
        'REPORTING_MALFORMED',
        /client #1 \(id 1\) is unusable \(name: /,
      );
    });

    it('an error status: REPORTING_HTTP_ERROR', async () => {
      const tiny = await startTinyServer(() => ({ status: 503, body: '{"error":"maintenance"}' }));
      closers.push(tiny.close);
      await bothFail(createReportingExportClient({ url: tiny.url, apiKey: 'k' }), 'REPORTING_HTTP_ERROR', /HTTP 503/);
    });

    it('nothing listening: REPORTING_UNREACHABLE', async () => {
      const tiny = await startTinyServer(() => ({ body: '{}' }));
      await tiny.close();
      await bothFail(
        createReportingExportClient({ url: tiny.url, apiKey: 'k' }),
        'REPORTING_UNREACHABLE',
        /unreachable/,
      );
    });

    it('no URL or no key: REPORTING_NOT_CONFIGURED, on use', async () => {
      await bothFail(createReportingExportClient({ apiKey: 'k' }), 'REPORTING_NOT_CONFIGURED', /not configured/);
      await bothFail(createReportingExportClient({ url: upstream.url }), 'REPORTING_NOT_CONFIGURED', /not configured/);
    });

    it('takes a bare host as the export URL and sends the key as x-api-key', async () => {
      const client = createReportingExportClient({ url: upstream.origin, apiKey: upstream.apiKey });
      expect((await client.matchIndex()).length).toBe(11);
    });
  });

  describe('one client fails: none of its rows, the others imported', () => {
    // 1: exact slug, 2: compact slug (its export breaks off), 3: slug prefix (rows the export gets wrong),
    // 4: name plus city (2,520 rows: three insert batches)
    let clients: ReportingFixtureClient[];
    const full = (months: number) =>
      Object.fromEntries(fixture.CHANNELS.map((channel) => [channel, months])) as Record<string, number>;

    beforeAll(() => {
      clients = [
        fixture.makeClient(21, { name: 'RG', slug: 'rhein-galerie', city: '' }, full(3)),
        fixture.makeClient(22, { name: 'SN', slug: 'stadtgalerienord', city: '' }, full(5)),
        fixture.makeClient(23, { name: 'F', slug: 'forum-mitte-x', city: '' }, full(2)),
        fixture.makeClient(24, { name: 'Elbe Park', slug: 'ep', city: 'DRESDEN' }, full(360)),
      ];
    });

    const rowsOfClient = async (legacyClientId: string) =>
      (
        await db
          .selectFrom('reportingChannelSnapshots')
          .select('legacyRowId')
          .where('legacyClientId', '=', legacyClientId)
          .execute()
      ).length;

    const exportBody = (c: ReportingFixtureClient, channels: Record<string, unknown> = c.channels) => {
      const { channels: _, ...fields } = c;
      return JSON.stringify({ client: { ...fields, counts: {} }, channels });
    };

    /** The stand-in with these clients behind a server that breaks client 22's export half-way and garbles 23's. */
    async function brokenUpstream() {
      const standIn = await startReportingExport({ clients });
      closers.push(standIn.close);
      const tiny = await startTinyServer((url) => {
        const id = url.searchParams.get('client_id');
        if (id === '22') return { body: exportBody(clients[1] as ReportingFixtureClient), truncate: true };
        if (id === '23') {
          const c = clients[2] as ReportingFixtureClient;
          const rows = c.channels.meta_ads;
          const channels = {
            ...c.channels,
            meta_ads: [
              ...rows,
              { legacyRowId: 2399901, period: '2024-13', metrics: {} }, // bad period
              { legacyRowId: null, period: '2024-01', metrics: {} }, // bad id
              { legacyRowId: 2399902, period: '2024-01', metrics: { note: 'a\u0000b' } }, // NUL: jsonb refuses it
              { legacyRowId: 2399904, period: '2024-01', metrics: { note: 'a\ud800b' } }, // unpaired surrogate: too
              { legacyRowId: 2399905, period: '2024-01', metrics: [1, 2] }, // not an object
              { ...rows[0] }, // repeated id
            ],
            tiktok_metrics: [{ legacyRowId: 2399903, period: '2024-01', metrics: {} }],
          };
          return { body: exportBody(c, channels) };
        }
        return undefined;
      }, standIn);
      closers.push(tiny.close);
      return createReportingExportClient({ url: tiny.url, apiKey: standIn.apiKey });
    }

    it('a row of year 0000 (no Postgres date) is left out, not sent to the database', async () => {
      const c = clients[0] as ReportingFixtureClient;
      const rows = [
        { legacyRowId: 2399906, period: '0000-01', metrics: {} },
        { legacyRowId: 2399907, period: '2024-01', metrics: {} },
      ];
      const tiny = await startTinyServer(() => ({ body: exportBody(c, { meta_ads: rows }) }));
      closers.push(tiny.close);
      const exported = await createReportingExportClient({ url: tiny.url, apiKey: 'k' }).clientExport('21');
      expect(exported.invalidRows).toBe(1);
      expect(exported.channels.meta_ads.map((row) => row.period)).toEqual(['2024-01']);
    });

    it('an export that breaks off half-way fails its client only', async () => {
      const client = await brokenUpstream();
      const dry = await executeReportingImport(db, client, { dryRun: true });
      const result = await executeReportingImport(db, client, {});
      expect(dry.summary).toEqual(result.summary);
      expect(result.summary).toMatchObject({ clientsImported: 3, clientsFailed: 1, rowsWritten: 21 + 14 + 2520 });
      const failed = result.clients.find((c) => c.legacyClientId === '22');
      expect(failed).toMatchObject({ rowsWritten: 0, rowsAlreadyPresent: 0, linked: false });
      expect(failed?.error).toMatch(/\?client_id=22: the answer broke off/);
      expect(await rowsOfClient('22')).toBe(0);
      expect(await rowsOfClient('21')).toBe(21);
      expect(await rowsOfClient('24')).toBe(2520);
      const stadtgalerie = await db
        .selectFrom('centers')
        .select('reportingDashboardClientId')
        .where('slug', '=', 'stadtgalerie-nord')
        .executeTakeFirstOrThrow();
      expect(stadtgalerie.reportingDashboardClientId).toBeNull();
      // rows the export got wrong are left out and named; unknown channels ignored with their count
      const garbled = result.clients.find((c) => c.legacyClientId === '23');
      expect(garbled).toMatchObject({ rowsWritten: 14, rowsAlreadyPresent: 0, linked: true });
      expect(garbled?.error).toBeUndefined();
      expect(garbled?.warnings).toEqual([
        '6 row(s) without a usable id, period or metrics (or a repeated id) left out',
        'unknown channel "tiktok_metrics" ignored (1 row(s))',
      ]);
      expect(await rowsOfClient('23')).toBe(14);
    });

    it('a database that refuses a client in its second batch: none of its rows; data errors fail that client only', async () => {
      await db.deleteFrom('reportingChannelSnapshots').execute();
      await db.updateTable('centers').set({ reportingDashboardClientId: null }).execute();
      const standIn = await startReportingExport({ clients });
      closers.push(standIn.close);
      const good = createReportingExportClient({ url: standIn.url, apiKey: standIn.apiKey });

      // the second insert of client 24 fails, as a check violation (data) and then as a lost connection
      const failSecondBatchOf = (error: Error): KyselyPlugin => {
        let inserts = 0;
        return {
          transformQuery(args) {
            const node = args.node;
            const text = JSON.stringify(node);
            if (text.includes('insert into reporting_channel_snapshots') && text.includes('"24"') && ++inserts === 2)
              throw error;
            return node;
          },
          transformResult: async (args) => args.result,
        };
      };
      const checkViolation = Object.assign(new Error('new row violates check constraint'), { code: '23514' });
      const dataFailure = await executeReportingImport(db.withPlugin(failSecondBatchOf(checkViolation)), good, {});
      expect(dataFailure.summary).toMatchObject({ clientsImported: 3, clientsFailed: 1, rowsWritten: 21 + 35 + 14 });
      expect(dataFailure.clients.find((c) => c.legacyClientId === '24')?.error).toMatch(
        /database refused the rows of client 24: new row violates check constraint/,
      );
      expect(await rowsOfClient('24')).toBe(0);
      const elbe = await db
        .selectFrom('centers')
        .select('reportingDashboardClientId')
        .where('slug', '=', 'elbe-park')
        .executeTakeFirstOrThrow();
      expect(elbe.reportingDashboardClientId).toBeNull(); // the link is rolled back with the rows

      await db.deleteFrom('reportingChannelSnapshots').execute();
      const lost = Object.assign(new Error('Connection terminated unexpectedly'), {});
      await expect(executeReportingImport(db.withPlugin(failSecondBatchOf(lost)), good, {})).rejects.toThrow(
        'Connection terminated unexpectedly',
      );
      expect(await rowsOfClient('24')).toBe(0);
      expect(await rowsOfClient('21')).toBe(21); // committed before
      // and a plain re-run completes it
      const rerun = await executeReportingImport(db, good, {});
      expect(rerun.summary).toMatchObject({ clientsFailed: 0, rowsWritten: 2520 });
      expect(await rowsOfClient('24')).toBe(2520);
      expect(await sql<{ n: number }>`select count(*)::int as n from reporting_channel_snapshots`.execute(db)).toEqual(
        expect.objectContaining({ rows: [{ n: 21 + 35 + 14 + 2520 }] }),
      );
    });
  });
});
