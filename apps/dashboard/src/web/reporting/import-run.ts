// The reporting import screen's reading of the API's answers (spec 4.8): what an execute answered (a dry run's
// counts or a queued run), a run's progress and result (its `counts` are free-form JSON, so they are read
// field by field), and the filter of the preview table.
import type { ImportRunView, ReportingExecuteResult, ReportingPreviewRow } from '@center-platform/core/imports';
import { ACTIVE_IMPORT_STATUSES, ENDED_IMPORT_STATUSES } from '@center-platform/core/shared';
import type { RouterOutputs } from '../trpc';

/** The counts of an execute, in the order the screen lists them. */
export const RESULT_COUNTS = [
  'clientsImported',
  'clientsFailed',
  'testClientsSkipped',
  'unmatchedIgnored',
  'rowsWritten',
  'rowsAlreadyPresent',
  'centersLinked',
] as const satisfies readonly (keyof ReportingExecuteResult['summary'])[];

export type ResultCounts = Partial<Record<(typeof RESULT_COUNTS)[number], number>>;

export interface ResultClient {
  legacyClientId: string;
  centerId: string | null;
  rule: string | null;
  rowsWritten: number;
  rowsAlreadyPresent: number;
  linked: boolean;
  error: string | null;
  warnings: string[];
}

export interface ImportResult {
  counts: ResultCounts;
  clients: ResultClient[];
}

type ExecuteAnswer = RouterOutputs['reportingImport']['execute'] | ReportingExecuteResult | ImportRunView;

export type ExecuteOutcome = { kind: 'dryRun'; result: ImportResult } | { kind: 'queued'; run: ImportRunView };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isRun = (value: unknown): value is ImportRunView =>
  isObject(value) && typeof value.id === 'string' && typeof value.status === 'string';
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The counts and per-client rows of a dry run's result or of a finished run's `counts`. */
export function importResult(source: unknown): ImportResult {
  const record = isObject(source) ? source : {};
  // a dry run nests its counts in `summary`; a run keeps them at the top of `counts`
  const summary = isObject(record.summary) ? record.summary : record;
  const counts: ResultCounts = {};
  for (const key of RESULT_COUNTS) {
    const value = count(summary[key]);
    if (value !== undefined) counts[key] = value;
  }
  const clients = (Array.isArray(record.clients) ? record.clients : []).filter(isObject).map(
    (client): ResultClient => ({
      legacyClientId: String(client.legacyClientId ?? ''),
      centerId: typeof client.centerId === 'string' ? client.centerId : null,
      rule: typeof client.rule === 'string' ? client.rule : null,
      rowsWritten: count(client.rowsWritten) ?? 0,
      rowsAlreadyPresent: count(client.rowsAlreadyPresent) ?? 0,
      linked: client.linked === true,
      error: typeof client.error === 'string' ? client.error : null,
      warnings: Array.isArray(client.warnings) ? client.warnings.filter((w) => typeof w === 'string') : [],
    }),
  );
  return { counts, clients };
}

/**
 * What an execute answered: the REST body (`{ success, data }` for a dry run, `{ success, runId, data }` for a
 * queued run) or the bare result or run.
 */
export function executeOutcome(answer: ExecuteAnswer): ExecuteOutcome {
  const body: unknown = isObject(answer) && 'data' in answer && isObject(answer.data) ? answer.data : answer;
  if (isRun(body) && !('summary' in body)) return { kind: 'queued', run: body };
  return { kind: 'dryRun', result: importResult(body) };
}

type WithStatus = Pick<ImportRunView, 'status'> | null | undefined;

/** The run ended and has its result. */
export const runEnded = (run: WithStatus) =>
  Boolean(run && (ENDED_IMPORT_STATUSES as readonly string[]).includes(run.status));
/** The run is queued or running: the screen follows it, and no other import can start. */
export const runActive = (run: WithStatus) =>
  Boolean(run && (ACTIVE_IMPORT_STATUSES as readonly string[]).includes(run.status));

export interface RunProgress {
  done: number;
  total: number;
  /** the client being imported now */
  current: string | null;
  /** 0..1; undefined while the total is not known */
  fraction: number | undefined;
}

export function runProgress(run: Pick<ImportRunView, 'progress'>): RunProgress {
  const progress = isObject(run.progress) ? run.progress : {};
  const done = count(progress.done) ?? 0;
  const total = count(progress.total) ?? 0;
  const current = progress.legacyClientId;
  return {
    done,
    total,
    current: typeof current === 'string' || typeof current === 'number' ? String(current) : null,
    fraction: total > 0 ? Math.min(done / total, 1) : undefined,
  };
}

export type PreviewFilter = 'all' | 'matched' | 'unmatched' | 'test';

type PreviewRow = Pick<ReportingPreviewRow, 'name' | 'slug' | 'city' | 'isTest' | 'match' | 'legacyClientId'>;

/** The preview rows the filter and the search words keep (name, slug, city, id or matched center). */
export function filterPreviewRows<R extends PreviewRow>(rows: readonly R[], filter: PreviewFilter, query = ''): R[] {
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (filter === 'matched' && !row.match) return false;
    if (filter === 'unmatched' && row.match) return false;
    if (filter === 'test' && !row.isTest) return false;
    if (words.length === 0) return true;
    const text = [row.name, row.slug, row.city, row.legacyClientId, row.match?.centerName, row.match?.centerSlug]
      .filter(Boolean)
      .join(' ')
      .toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** What an execute with these options would take: matched clients (test clients only when included). */
export function executeScope(rows: readonly PreviewRow[], includeTestClients: boolean) {
  const taken = rows.filter((row) => row.match && (includeTestClients || !row.isTest));
  return { clients: taken.length, testClients: taken.filter((row) => row.isTest).length };
}
