// Spec 2.10 / 4.8 end to end against the reporting export's stand-in (tooling/stand-ins/reporting-export.mjs) and a
// real database: every matching rule on the sample, the preview, and execute (dry run first, then for real, then
// again): only matched clients written, stored snapshots and links kept, no center created, nothing else written.
import {
  loadReportingFixture,
  type ReportingExport,
  type ReportingFixtureClient,
  startReportingExport,
} from '@center-platform/stand-ins';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { json } from '../../db/json';
import type { Database } from '../../db/schema';
import { openTestDatabase } from '../../testing/test-database';
import {
  createReportingExportClient,
  executeReportingImport,
  type MatchRule,
  matchClients,
  previewReportingImport,
  REPORTING_CHANNELS,
  type ReportingExecuteResult,
  type ReportingExportClient,
} from './index';

/**
 * The centers the stand-in's sample names (tooling/stand-ins/reporting-clients.mjs), and two more: one holding
 * client 5's id, one for the `demo` client.
 */
const CENTERS = [
  { key: 'sonnen', name: 'Sonnen Passage', slug: 'sonnen-passage', city: 'Ulm' },
  { key: 'rhein', name: 'Rhein-Galerie', slug: 'rhein-galerie', city: 'Ludwigshafen' },
  { key: 'stadtgalerie', name: 'Stadtgalerie Nord', slug: 'stadtgalerie-nord', city: 'Hamburg' },
  { key: 'forum', name: 'Forum Mitte', slug: 'forum-mitte', city: 'Berlin' },
  { key: 'elbe', name: 'Elbe Park', slug: 'elbe-park', city: 'Dresden' },
  { key: 'marktplatz', name: 'Marktplatz Center', slug: 'marktplatz-center', city: 'Köln' },
  { key: 'altstadt', name: 'Altstadt Arkaden', slug: 'altstadt-arkaden', city: 'Bremen' },
  { key: 'archiv', name: 'Elbe Park Archiv', slug: 'elbe-park-archiv', city: 'Pirna' },
  { key: 'demo', name: 'Demo-Center', slug: 'demo', city: 'Teststadt' },
] as const;
type CenterKey = (typeof CENTERS)[number]['key'];

/** legacyClientId -> the center and rule the sample was built for (spec 4.8 order). */
const EXPECTED: Record<string, { center: CenterKey; rule: MatchRule } | null> = {
  '1': { center: 'sonnen', rule: 'cockpitCenterId' },
  '2': { center: 'rhein', rule: 'exactSlug' },
  '3': { center: 'stadtgalerie', rule: 'compactSlug' },
  '4': { center: 'forum', rule: 'slugPrefix' },
  '5': { center: 'elbe', rule: 'nameAndCity' },
  '6': { center: 'marktplatz', rule: 'exactName' }, // 'Koeln' is not 'Köln': the name plus city rule misses
  '7': { center: 'altstadt', rule: 'namePrefix' },
  '8': null, // unmatched
  '9': null, // test slug, no center
  '10': { center: 'demo', rule: 'exactSlug' }, // test slug with a center of that slug
  '11': null, // test slug, no center
};
const IMPORTED_BY_DEFAULT = ['1', '2', '3', '4', '5', '6', '7'];

const rowId = (client: number, channel: (typeof REPORTING_CHANNELS)[number], month: number) =>
  String(client * 100000 + REPORTING_CHANNELS.indexOf(channel) * 1000 + month);
/**
 * Rows stored before the import, with other metrics: client 3's first social_media row under its own client id,
 * and client 4's first meta_ads row under another client id and center (the import finds it by its legacyRowId).
 */
const PRESTORED = [
  {
    legacyRowId: rowId(3, 'social_media', 0),
    legacyClientId: '3',
    center: 'stadtgalerie',
    channel: 'social_media',
    metrics: { followers: 1, note: 'kept' },
  },
  {
    legacyRowId: rowId(4, 'meta_ads', 0),
    legacyClientId: 'crm-alt-4',
    center: 'archiv',
    channel: 'meta_ads',
    metrics: { spend: 1, note: 'kept too' },
  },
] as const;
const prestored = (legacyRowId: string) => PRESTORED.find((p) => p.legacyRowId === legacyRowId);
const PRELINKED = { rhein: 'crm-4711', archiv: '5' } as const;

async function tableCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = await sql<{ tableName: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { tableName } of tables.rows) {
    const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(`"${tableName}"`)}`.execute(db);
    counts[tableName] = result.rows[0]?.n ?? -1;
  }
  return counts;
}

const rowsOf = (client: ReportingFixtureClient) =>
  REPORTING_CHANNELS.reduce((sum, channel) => sum + client.channels[channel].length, 0);

describe('reporting import of the stand-in sample', () => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let upstream: ReportingExport;
  let client: ReportingExportClient;
  let sample: ReportingFixtureClient[];
  const centerIds = {} as Record<CenterKey, string>;
  const keyOfCenter = (id: string) => (Object.entries(centerIds).find(([, v]) => v === id)?.[0] ?? id) as CenterKey;
  const fixtureClient = (id: string) => sample.find((c) => String(c.id) === id) as ReportingFixtureClient;
  const storedCenters = () => db.selectFrom('centers').selectAll().orderBy('slug').execute();
  const exportRequests = (from: number) =>
    upstream.requests
      .slice(from)
      .map((r) => (r.query.client_id ? `client ${r.query.client_id}` : JSON.stringify(r.query)));

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    for (const c of CENTERS) {
      const row = await db
        .insertInto('centers')
        .values({ name: c.name, slug: c.slug, city: c.city })
        .returning('id')
        .executeTakeFirstOrThrow();
      centerIds[c.key] = row.id;
    }
    const fixture = await loadReportingFixture();
    sample = fixture.sampleClients({ cockpitCenterIdFor: centerIds.sonnen });
    upstream = await startReportingExport({ clients: sample });
    client = createReportingExportClient({ url: upstream.url, apiKey: upstream.apiKey });
  }, 60_000);

  afterAll(async () => {
    await upstream?.close();
    await handle?.close();
  });

  describe('matching and preview', () => {
    it('matches each client by the rule it was built for (pure matchClients on the index)', async () => {
      const index = await client.matchIndex();
      expect(index.map((c) => c.legacyClientId)).toEqual(Object.keys(EXPECTED));
      const centers = await db.selectFrom('centers').select(['id', 'name', 'slug', 'city']).execute();
      const matches = matchClients(index, centers);
      const found = Object.fromEntries(
        index.map((c) => {
          const m = matches.get(c.legacyClientId);
          return [c.legacyClientId, m ? { center: keyOfCenter(m.centerId), rule: m.rule } : null];
        }),
      );
      expect(found).toEqual(EXPECTED);
    });

    it('previews every client with its counters and match, and writes nothing', async () => {
      const before = await tableCounts(db);
      const from = upstream.requests.length;
      const preview = await previewReportingImport(db, client);
      expect(exportRequests(from)).toEqual(['{"match_index":"1"}']);
      expect(await tableCounts(db)).toEqual(before);

      expect(preview.summary).toEqual({
        clients: 11,
        matched: 8,
        unmatched: 3,
        testClients: 3,
        rows: IMPORTED_BY_DEFAULT.reduce((sum, id) => sum + rowsOf(fixtureClient(id)), 0),
        byRule: {
          cockpitCenterId: 1,
          exactSlug: 2,
          compactSlug: 1,
          slugPrefix: 1,
          nameAndCity: 1,
          exactName: 1,
          namePrefix: 1,
        },
      });
      expect(preview.summary.rows).toBe(191);
      for (const row of preview.rows) {
        const fixture = fixtureClient(row.legacyClientId);
        const expected = EXPECTED[row.legacyClientId];
        expect(row).toMatchObject({ name: fixture.name, slug: fixture.slug, isTest: fixture.isTest });
        expect(row.counts).toEqual(
          Object.fromEntries(REPORTING_CHANNELS.map((channel) => [channel, fixture.channels[channel].length])),
        );
        if (!expected) expect(row.match).toBeNull();
        else {
          const center = CENTERS.find((c) => c.key === expected.center);
          expect(row.match).toEqual({
            centerId: centerIds[expected.center],
            centerName: center?.name,
            centerSlug: center?.slug,
            rule: expected.rule,
          });
        }
      }
      expect(preview.rows.find((r) => r.legacyClientId === '7')?.city).toBeNull(); // '' upstream
    });
  });

  describe('execute', () => {
    let countsBefore: Record<string, number>;
    let centersBefore: Awaited<ReturnType<typeof storedCenters>>;
    let dry: ReportingExecuteResult;
    let real: ReportingExecuteResult;
    let again: ReportingExecuteResult;
    let dryRequests: string[];
    let realRequests: string[];
    const progress: { done: number; total: number; legacyClientId: string }[] = [];

    beforeAll(async () => {
      for (const [key, legacyClientId] of Object.entries(PRELINKED))
        await db
          .updateTable('centers')
          .set({ reportingDashboardClientId: legacyClientId })
          .where('id', '=', centerIds[key as CenterKey])
          .execute();
      await db
        .insertInto('reportingChannelSnapshots')
        .values(
          PRESTORED.map((p) => ({
            centerId: centerIds[p.center],
            legacyRowId: p.legacyRowId,
            legacyClientId: p.legacyClientId,
            channel: p.channel,
            month: '2023-01-01',
            metrics: json(p.metrics),
          })),
        )
        .execute();
      countsBefore = await tableCounts(db);
      centersBefore = await storedCenters();

      let from = upstream.requests.length;
      dry = await executeReportingImport(db, client, { dryRun: true });
      dryRequests = exportRequests(from);
      from = upstream.requests.length;
      real = await executeReportingImport(db, client, { onProgress: (p) => void progress.push(p) });
      realRequests = exportRequests(from);
      again = await executeReportingImport(db, client, {});
    }, 60_000);

    it('a dry run writes nothing and counts what the real run then writes', async () => {
      expect(dry.dryRun).toBe(true);
      expect(real.dryRun).toBe(false);
      expect(dry.summary).toEqual(real.summary);
      expect(dry.clients).toEqual(real.clients);
      // the same requests (fetched four at a time, they arrive in any order)
      expect([...dryRequests].sort()).toEqual([...realRequests].sort());
    });

    it('imports only the matched clients that are not test clients, with their counts', () => {
      expect(real.summary).toEqual({
        clientsImported: 7,
        clientsFailed: 0,
        testClientsSkipped: 3,
        unmatchedIgnored: 1,
        rowsWritten: 189,
        rowsAlreadyPresent: 2,
        centersLinked: 5,
      });
      expect(real.clients.map((c) => c.legacyClientId)).toEqual(IMPORTED_BY_DEFAULT);
      for (const c of real.clients) {
        const expected = EXPECTED[c.legacyClientId];
        expect(c.error).toBeUndefined();
        expect(c.warnings).toBeUndefined();
        expect({ center: keyOfCenter(c.centerId), rule: c.rule }).toEqual(expected);
        expect(c.rowsWritten + c.rowsAlreadyPresent).toBe(rowsOf(fixtureClient(c.legacyClientId)));
        expect(c.rowsAlreadyPresent).toBe(['3', '4'].includes(c.legacyClientId) ? 1 : 0);
        expect(c.linked).toBe(!['2', '5'].includes(c.legacyClientId));
      }
      // exports are fetched for the imported clients only, each once; the heavy read (no parameter) never
      expect(realRequests[0]).toBe('{"match_index":"1"}');
      expect(realRequests.slice(1).sort()).toEqual(IMPORTED_BY_DEFAULT.map((id) => `client ${id}`).sort());
      // and written in the index's order
      expect(progress).toEqual(IMPORTED_BY_DEFAULT.map((id, i) => ({ done: i + 1, total: 7, legacyClientId: id })));
    });

    it('stores every row of the imported clients as the export states it, and no others', async () => {
      const stored = await db.selectFrom('reportingChannelSnapshots').selectAll().execute();
      expect(stored).toHaveLength(191); // 189 written, 2 stored before
      const expected = new Map<string, Record<string, unknown>>();
      for (const id of IMPORTED_BY_DEFAULT) {
        const fixture = fixtureClient(id);
        const target = EXPECTED[id]?.center as CenterKey;
        for (const channel of REPORTING_CHANNELS)
          for (const row of fixture.channels[channel])
            expected.set(String(row.legacyRowId), {
              centerId: centerIds[target],
              legacyClientId: id,
              channel,
              month: `${row.period}-01`,
              metrics: row.metrics,
            });
      }
      expect(new Set(stored.map((r) => r.legacyRowId))).toEqual(new Set(expected.keys()));
      for (const row of stored) {
        const want = expected.get(row.legacyRowId);
        const kept = prestored(row.legacyRowId);
        if (kept)
          expect({ legacyClientId: row.legacyClientId, centerId: row.centerId, metrics: row.metrics }).toEqual({
            legacyClientId: kept.legacyClientId,
            centerId: centerIds[kept.center],
            metrics: kept.metrics,
          });
        else
          expect({
            centerId: row.centerId,
            legacyClientId: row.legacyClientId,
            channel: row.channel,
            month: row.month,
            metrics: row.metrics,
          }).toEqual(want);
        expect(row.importRunId).toBeNull();
      }
      // per client and channel: the fixture's channel rows
      const perChannel = await db
        .selectFrom('reportingChannelSnapshots')
        .select(['legacyClientId', 'channel', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['legacyClientId', 'channel'])
        .execute();
      for (const { legacyClientId, channel, n } of perChannel) {
        if (legacyClientId === 'crm-alt-4') expect(n).toBe(1);
        else if (legacyClientId === '4' && channel === 'meta_ads') expect(n).toBe(2);
        else expect(n).toBe(fixtureClient(legacyClientId).channels[channel].length);
      }
    });

    it('keeps the stored snapshots: their metrics are not overwritten', async () => {
      for (const p of PRESTORED) {
        const row = await db
          .selectFrom('reportingChannelSnapshots')
          .select(['metrics', 'centerId', 'legacyClientId'])
          .where('legacyRowId', '=', p.legacyRowId)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ metrics: p.metrics, centerId: centerIds[p.center], legacyClientId: p.legacyClientId });
      }
    });

    it('links empty centers only, changes nothing else of a center and creates none', async () => {
      const after = await storedCenters();
      expect(after).toHaveLength(centersBefore.length);
      const linkedTo: Partial<Record<CenterKey, string>> = {
        sonnen: '1',
        rhein: PRELINKED.rhein, // already set: kept
        stadtgalerie: '3',
        forum: '4',
        elbe: undefined, // another center holds '5': not linked
        marktplatz: '6',
        altstadt: '7',
        archiv: PRELINKED.archiv,
        demo: undefined,
      };
      for (const before of centersBefore) {
        const key = keyOfCenter(before.id);
        expect(after.find((c) => c.id === before.id)).toEqual({
          ...before,
          reportingDashboardClientId: linkedTo[key] ?? null,
        });
      }
    });

    it('writes nothing outside the snapshots table (live channels, runs, centers untouched)', async () => {
      // but the history of the five centers it linked (each a changed center setting)
      expect(await tableCounts(db)).toEqual({
        ...countsBefore,
        reporting_channel_snapshots: 191,
        record_revisions: (countsBefore.record_revisions ?? 0) + 5,
      });
    });

    it('a second execute writes nothing', () => {
      expect(again.summary).toEqual({
        clientsImported: 7,
        clientsFailed: 0,
        testClientsSkipped: 3,
        unmatchedIgnored: 1,
        rowsWritten: 0,
        rowsAlreadyPresent: 191,
        centersLinked: 0,
      });
      expect(again.clients.every((c) => c.rowsWritten === 0 && !c.linked)).toBe(true);
    });

    it('imports a matched test client with skipTestClients=false', async () => {
      const dryWithTests = await executeReportingImport(db, client, { skipTestClients: false, dryRun: true });
      const withTests = await executeReportingImport(db, client, { skipTestClients: false });
      expect(dryWithTests.summary).toEqual(withTests.summary);
      expect(withTests.summary).toEqual({
        clientsImported: 8,
        clientsFailed: 0,
        testClientsSkipped: 0,
        unmatchedIgnored: 3, // 8, and the test clients 9 and 11 that no center matches
        rowsWritten: 1,
        rowsAlreadyPresent: 191,
        centersLinked: 1,
      });
      expect(withTests.clients.find((c) => c.legacyClientId === '10')).toEqual({
        legacyClientId: '10',
        centerId: centerIds.demo,
        rule: 'exactSlug',
        rowsWritten: 1,
        rowsAlreadyPresent: 0,
        linked: true,
      });
      const demoRows = await db
        .selectFrom('reportingChannelSnapshots')
        .select(['legacyRowId', 'centerId'])
        .where('legacyClientId', '=', '10')
        .execute();
      expect(demoRows).toEqual([{ legacyRowId: String(10 * 100000 + 1000), centerId: centerIds.demo }]);
      const demo = await db
        .selectFrom('centers')
        .select('reportingDashboardClientId')
        .where('id', '=', centerIds.demo)
        .executeTakeFirstOrThrow();
      expect(demo.reportingDashboardClientId).toBe('10');
      expect(await db.selectFrom('centers').select('id').execute()).toHaveLength(CENTERS.length);
    });
  });
});
