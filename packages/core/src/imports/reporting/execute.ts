import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { isTestClient, type MatchRule, matchClients } from './match-clients';
import { loadReportingCenters } from './preview';
import {
  REPORTING_CHANNELS,
  type ReportingClientExport,
  type ReportingExportClient,
  type ReportingExportRow,
} from './reporting-client';

// The reporting import (spec 4.8 `POST /api/reporting-import/execute`). Only matched clients are imported;
// unmatched ones are ignored (no center is created) and test clients are skipped unless asked for. Each client's
// export is fetched before its transaction opens (up to four fetches ahead of the writes, written in index
// order); then ONE transaction per client links the center (only when its `reportingDashboardClientId` is empty
// and no other center holds the id) and inserts the snapshot rows, `on conflict (legacy_row_id) do nothing`, so
// stored snapshots are never overwritten and a re-run writes nothing. Nothing else is written: live channels stay
// untouched. A dry run reads which rows exist and writes nothing.

export interface ReportingExecuteOptions {
  /** count only: look up which rows exist, write nothing */
  dryRun?: boolean;
  /** skip clients flagged `isTest` or with a test slug (`test`, `demo`, `nur-test`); default true */
  skipTestClients?: boolean;
  /** after each imported (or failed) client; awaited */
  onProgress?: (p: { done: number; total: number; legacyClientId: string }) => void | Promise<void>;
}

export interface ReportingExecuteClientResult {
  legacyClientId: string;
  centerId: string;
  rule: MatchRule;
  /** rows inserted (in a dry run: rows that would be inserted) */
  rowsWritten: number;
  /** rows whose legacyRowId was already stored (left as they are) */
  rowsAlreadyPresent: number;
  /** the center's `reportingDashboardClientId` was set to this client (in a dry run: would be) */
  linked: boolean;
  /** why this client was not imported (its export failed, or the database refused its rows); nothing written */
  error?: string;
  /** rows left out of the export (bad id, period or metrics; repeated ids) and unknown channels */
  warnings?: string[];
}

export interface ReportingExecuteResult {
  dryRun: boolean;
  summary: {
    clientsImported: number;
    clientsFailed: number;
    testClientsSkipped: number;
    unmatchedIgnored: number;
    rowsWritten: number;
    rowsAlreadyPresent: number;
    centersLinked: number;
  };
  clients: ReportingExecuteClientResult[];
}

/** Rows per insert statement and per existence lookup. */
export const REPORTING_BATCH_SIZE = 1000;
/** Client exports requested at once. */
export const REPORTING_FETCH_CONCURRENCY = 4;

type Planned = { legacyClientId: string; centerId: string; rule: MatchRule };
type Fetched = { value: ReportingClientExport } | { error: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A promise that never rejects: a failed export becomes `{ error }`, recorded when its client's turn comes. */
async function settle(promise: Promise<ReportingClientExport>): Promise<Fetched> {
  try {
    return { value: await promise };
  } catch (error) {
    return { error: messageOf(error) };
  }
}

/** A database refusal of the data (SQLSTATE class 22 data exception, 23 integrity violation), not an outage. */
function isDataError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}

function rowsOf(exported: ReportingClientExport): ReportingExportRow[] {
  return REPORTING_CHANNELS.flatMap((channel) => exported.channels[channel]);
}

function warningsOf(exported: ReportingClientExport): string[] {
  const warnings: string[] = [];
  if (exported.invalidRows)
    warnings.push(`${exported.invalidRows} row(s) without a usable id, period or metrics (or a repeated id) left out`);
  for (const [channel, count] of Object.entries(exported.unknownChannels))
    warnings.push(`unknown channel "${channel}" ignored (${count} row(s))`);
  return warnings;
}

function* batches<T>(items: T[], size = REPORTING_BATCH_SIZE): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/** The legacyRowIds of `ids` that are stored (one query per batch, on the unique index). */
async function existingRowIds(db: Kysely<Database>, ids: string[]): Promise<Set<string>> {
  const existing = new Set<string>();
  for (const batch of batches(ids)) {
    const found = await sql<{ legacyRowId: string }>`
      select legacy_row_id from reporting_channel_snapshots where legacy_row_id = any(${batch}::text[])`.execute(db);
    for (const row of found.rows) existing.add(row.legacyRowId);
  }
  return existing;
}

/**
 * legacyClientId -> its stored snapshot rows (one scan). A client with none needs no lookup of its row ids before
 * its insert: the first import of a client sends every row at once (the insert still skips any stored row).
 */
async function storedRowsPerClient(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('reportingChannelSnapshots')
    .select(['legacyClientId', (eb) => eb.fn.countAll<number>().as('rows')])
    .groupBy('legacyClientId')
    .execute();
  return new Map(rows.map((row) => [row.legacyClientId, Number(row.rows)]));
}

/**
 * Links the center to the client when its id is empty and no other center holds the client id; true when it did.
 * Writes only `reporting_dashboard_client_id` (not `updated_at`, not the content version: nothing visitor-visible).
 */
async function linkCenter(trx: Kysely<Database>, centerId: string, legacyClientId: string): Promise<boolean> {
  const result = await trx
    .updateTable('centers')
    .set({ reportingDashboardClientId: legacyClientId })
    .where('id', '=', centerId)
    .where((eb) => eb.or([eb('reportingDashboardClientId', 'is', null), eb('reportingDashboardClientId', '=', '')]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('centers as holder')
            .select(sql<number>`1`.as('one'))
            .where('holder.reportingDashboardClientId', '=', legacyClientId),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Inserts rows, leaving every stored legacyRowId as it is; the number inserted (`returning`). One JSON parameter
 * per batch (jsonb_to_recordset) rather than six per row: about half the time on PGlite.
 */
async function insertRows(trx: Kysely<Database>, planned: Planned, rows: ReportingExportRow[]): Promise<number> {
  let written = 0;
  for (const batch of batches(rows)) {
    const payload = JSON.stringify(
      batch.map((row) => ({
        legacy_row_id: row.legacyRowId,
        channel: row.channel,
        month: row.month,
        metrics: row.metrics,
      })),
    );
    const inserted = await sql<{ legacyRowId: string }>`
      insert into reporting_channel_snapshots (center_id, legacy_row_id, legacy_client_id, channel, month, metrics)
      select ${planned.centerId}::uuid, r.legacy_row_id, ${planned.legacyClientId}, r.channel, r.month::date, r.metrics
      from jsonb_to_recordset(${payload}::jsonb) as r(legacy_row_id text, channel text, month text, metrics jsonb)
      on conflict (legacy_row_id) do nothing
      returning legacy_row_id`.execute(trx);
    written += inserted.rows.length;
  }
  return written;
}

/**
 * One client: the link and every new row in ONE transaction, or nothing. When the client has stored rows, they are
 * looked up first (outside the transaction, a read) and not sent again; the insert skips whatever is stored by
 * then either way, and its `returning` counts what it wrote. With no new row the link is a single statement;
 * `mayLink` false (the center is linked, or another center holds the id) spares the link statement.
 */
async function writeClient(
  db: Kysely<Database>,
  planned: Planned,
  rows: ReportingExportRow[],
  options: { mayLink: boolean; hasStoredRows: boolean },
): Promise<{ linked: boolean; written: number }> {
  const { mayLink } = options;
  const existing = options.hasStoredRows
    ? await existingRowIds(
        db,
        rows.map((row) => row.legacyRowId),
      )
    : new Set<string>();
  const fresh = existing.size ? rows.filter((row) => !existing.has(row.legacyRowId)) : rows;
  const link = (trx: Kysely<Database>) =>
    mayLink ? linkCenter(trx, planned.centerId, planned.legacyClientId) : Promise.resolve(false);
  if (!fresh.length) return { linked: await link(db), written: 0 };
  return db.transaction().execute(async (trx) => {
    const linked = await link(trx);
    return { linked, written: await insertRows(trx, planned, fresh) };
  });
}

export async function executeReportingImport(
  db: Kysely<Database>,
  client: ReportingExportClient,
  options: ReportingExecuteOptions = {},
): Promise<ReportingExecuteResult> {
  const dryRun = options.dryRun ?? false;
  const skipTestClients = options.skipTestClients ?? true;
  const index = await client.matchIndex();
  const centers = await loadReportingCenters(db);
  const matches = matchClients(index, centers);

  const summary: ReportingExecuteResult['summary'] = {
    clientsImported: 0,
    clientsFailed: 0,
    testClientsSkipped: 0,
    unmatchedIgnored: 0,
    rowsWritten: 0,
    rowsAlreadyPresent: 0,
    centersLinked: 0,
  };
  const planned: Planned[] = [];
  for (const entry of index) {
    if (skipTestClients && isTestClient(entry)) {
      summary.testClientsSkipped++;
      continue;
    }
    const match = matches.get(entry.legacyClientId);
    if (!match) summary.unmatchedIgnored++;
    else planned.push({ legacyClientId: entry.legacyClientId, ...match });
  }

  // the links as loaded and as this run set them (a dry run: would set them). The link statement itself checks
  // again; this spares it where it cannot link, and lets a dry run count what the real run links.
  const linkOf = new Map(centers.map((center) => [center.id, center.reportingDashboardClientId || null]));
  const heldIds = new Set(centers.flatMap((center) => center.reportingDashboardClientId || []));
  const mayLink = (item: Planned) => !linkOf.get(item.centerId) && !heldIds.has(item.legacyClientId);
  const recordLink = (item: Planned) => {
    linkOf.set(item.centerId, item.legacyClientId);
    heldIds.add(item.legacyClientId);
  };
  // which clients have stored rows (a real run looks up the row ids of those only)
  const storedRows = dryRun ? null : await storedRowsPerClient(db);
  // the rows a dry run would have written so far (a later client repeating a legacyRowId finds it present)
  const simulatedRowIds = new Set<string>();

  const fetches = new Map<number, Promise<Fetched>>();
  const results: ReportingExecuteClientResult[] = [];
  for (const [position, item] of planned.entries()) {
    for (let ahead = position; ahead < Math.min(position + REPORTING_FETCH_CONCURRENCY, planned.length); ahead++) {
      const next = planned[ahead] as Planned;
      if (!fetches.has(ahead)) fetches.set(ahead, settle(client.clientExport(next.legacyClientId)));
    }
    const fetched = (await fetches.get(position)) as Fetched;
    fetches.delete(position);

    const result: ReportingExecuteClientResult = {
      legacyClientId: item.legacyClientId,
      centerId: item.centerId,
      rule: item.rule,
      rowsWritten: 0,
      rowsAlreadyPresent: 0,
      linked: false,
    };
    if ('error' in fetched) result.error = fetched.error;
    else {
      const rows = rowsOf(fetched.value);
      const warnings = warningsOf(fetched.value);
      if (warnings.length) result.warnings = warnings;
      if (dryRun) {
        const existing = await existingRowIds(
          db,
          rows.map((row) => row.legacyRowId),
        );
        for (const row of rows) {
          if (existing.has(row.legacyRowId) || simulatedRowIds.has(row.legacyRowId)) result.rowsAlreadyPresent++;
          else {
            simulatedRowIds.add(row.legacyRowId);
            result.rowsWritten++;
          }
        }
        if (mayLink(item)) {
          recordLink(item);
          result.linked = true;
        }
      } else {
        try {
          const written = await writeClient(db, item, rows, {
            mayLink: mayLink(item),
            hasStoredRows: (storedRows?.get(item.legacyClientId) ?? 0) > 0,
          });
          if (written.linked) recordLink(item);
          result.linked = written.linked;
          result.rowsWritten = written.written;
          result.rowsAlreadyPresent = rows.length - written.written;
        } catch (error) {
          // the transaction is rolled back: nothing of this client is stored. Data the database refuses fails
          // this client only; anything else (the database is gone) ends the run.
          if (!isDataError(error)) throw error;
          result.error = `the database refused the rows of client ${item.legacyClientId}: ${messageOf(error)}`;
        }
      }
    }

    if (result.error) summary.clientsFailed++;
    else {
      summary.clientsImported++;
      summary.rowsWritten += result.rowsWritten;
      summary.rowsAlreadyPresent += result.rowsAlreadyPresent;
      if (result.linked) summary.centersLinked++;
    }
    results.push(result);
    await options.onProgress?.({ done: position + 1, total: planned.length, legacyClientId: item.legacyClientId });
  }
  return { dryRun, summary, clients: results };
}
