import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { createImportRun, type ImportRunView, MAX_KEPT_WARNINGS } from '../import-runs';
import { type RunningImport, runImport } from '../running-import';
import { executeReportingImport, type ReportingExecuteOptions, type ReportingExecuteResult } from './execute';
import {
  createReportingExportClient,
  type ReportingExportClientOptions,
  ReportingUpstreamError,
} from './reporting-client';

// The entry points of spec 4.8 `POST /api/reporting-import/execute` that the REST route, the tRPC procedure and
// the CLI share: a dry run is answered at once (it writes nothing); a real execute records an import run (kind
// `reporting`, no target center, at most one queued or running: CONFLICT `IMPORT_ALREADY_ACTIVE`) and hands it to
// `enqueue`. `runReportingImportRun` executes such a run: the `reporting-import` job and the CLI call it.

/** `REPORTING_DASHBOARD_EXPORT_URL` and `_API_KEY` (`config.reportingExport`). */
export type ReportingExportConfig = Pick<ReportingExportClientOptions, 'url' | 'apiKey'>;

/** The flags of an execute; strict: a mistyped flag must not start a real import. */
export const RequestReportingExecuteInput = z.strictObject({
  /** count only, write nothing (default false) */
  dryRun: z.boolean().optional(),
  /** skip the test clients (`isTest`, slugs `test`, `demo`, `nur-test`); default true */
  skipTestClients: z.boolean().optional(),
});
export type ReportingExecuteRequest = z.infer<typeof RequestReportingExecuteInput>;

export type ReportingExecuteAnswer =
  | { dryRun: true; result: ReportingExecuteResult }
  | { dryRun: false; run: ImportRunView };

/** The options a reporting run carries. */
export interface ReportingRunOptions {
  skipTestClients: boolean;
}

/** Refuses an export without URL or key before anything is recorded (REPORTING_NOT_CONFIGURED). */
export function assertReportingExportConfigured(exportConfig: ReportingExportConfig): void {
  if (!exportConfig.url || !exportConfig.apiKey) {
    throw new ReportingUpstreamError(
      'REPORTING_NOT_CONFIGURED',
      'The reporting export is not configured: REPORTING_DASHBOARD_EXPORT_URL and REPORTING_DASHBOARD_EXPORT_API_KEY are both required.',
    );
  }
}

/** The export URL as a run records it (`sourceRef`): origin and path, never a query. */
function sourceRefOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'reporting-export';
  }
}

/**
 * A dry run executes at once and answers its counts; a real execute records a queued run and hands its id to
 * `enqueue` (the job queue; the CLI passes one that queues nothing and runs the run itself).
 */
export async function requestReportingExecute(
  db: Kysely<Database>,
  input: ReportingExecuteRequest & {
    exportConfig: ReportingExportConfig;
    createdByUserId: string | null;
    enqueue: (runId: string) => Promise<string | null>;
    /** of a dry run (the CLI's progress bar); a real run reports into the run */
    onProgress?: ReportingExecuteOptions['onProgress'];
    /** the export client's fetch (tests) */
    fetch?: typeof fetch;
  },
): Promise<ReportingExecuteAnswer> {
  assertReportingExportConfigured(input.exportConfig);
  const skipTestClients = input.skipTestClients ?? true;
  if (input.dryRun) {
    const client = createReportingExportClient({
      ...input.exportConfig,
      ...(input.fetch ? { fetch: input.fetch } : {}),
    });
    const result = await executeReportingImport(db, client, {
      dryRun: true,
      skipTestClients,
      ...(input.onProgress ? { onProgress: input.onProgress } : {}),
    });
    return { dryRun: true, result };
  }
  const options: ReportingRunOptions = { skipTestClients };
  const run = await createImportRun(
    db,
    {
      kind: 'reporting',
      sourceRef: sourceRefOf(input.exportConfig.url as string),
      targetCenterId: null,
      options: { ...options },
      createdByUserId: input.createdByUserId,
    },
    input.enqueue,
  );
  return { dryRun: false, run };
}

export interface ReportingRunDeps {
  db: Kysely<Database>;
  exportConfig: ReportingExportConfig;
  fetch?: typeof fetch;
  /** per export request (the client's default: 30 s) */
  timeoutMs?: number;
  /** after each client (the CLI's progress bar); the run's progress is saved besides */
  onProgress?: ReportingExecuteOptions['onProgress'];
  /** the `reporting-import` job running the run (a resumed run is run by its new job only) */
  jobId?: string;
  /** the job's signal: aborted when its claim ended, the run is then given up without a write */
  signal?: AbortSignal;
}

/**
 * Executes a queued (or interrupted) reporting run to its end. The run's progress is `{ done, total,
 * legacyClientId }` over the matched clients; its counts are the result's summary plus `clients` (the per-client
 * rows). A client whose export failed is recorded in `errors` and the others go on; the run then ends `failed`
 * (a re-run completes it: every write is idempotent). An upstream failure of the match index (wrong key, timeout,
 * not configured, ...) ends the run `failed` with its message. A run that already ended is returned as it is, and
 * so is a run taken from this runner meanwhile (see import-runs.ts); anything else (the database) is thrown for
 * the job queue to retry.
 */
export function runReportingImportRun(
  deps: ReportingRunDeps,
  runId: string,
): Promise<{ run: ImportRunView; result: ReportingExecuteResult | null }> {
  const { jobId, signal } = deps;
  return runImport(
    deps.db,
    runId,
    { jobId, signal },
    (begun) => executeRun(deps, begun),
    (run) => ({ run, result: null }),
  );
}

async function executeRun(
  deps: ReportingRunDeps,
  begun: RunningImport,
): Promise<{ run: ImportRunView; result: ReportingExecuteResult | null }> {
  const { db } = deps;
  const skipTestClients = (begun.run.options as Partial<ReportingRunOptions>).skipTestClients !== false;
  const client = createReportingExportClient({
    ...deps.exportConfig,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
  });
  const progress = { done: 0, total: 0, legacyClientId: null as string | null };

  let result: ReportingExecuteResult;
  try {
    result = await executeReportingImport(db, client, {
      skipTestClients,
      onProgress: async (p) => {
        Object.assign(progress, p);
        await deps.onProgress?.(p);
        await begun.saveProgress(p.done, p.total, () => ({ progress: { ...progress }, counts: {}, warnings: [] }));
      },
    });
  } catch (error) {
    if (!(error instanceof ReportingUpstreamError)) throw error;
    return { run: await begun.finish('failed', { progress: { ...progress }, errors: [error.message] }), result: null };
  }

  const errors = result.clients.flatMap((c) => (c.error ? [`client ${c.legacyClientId}: ${c.error}`] : []));
  const warnings = result.clients.flatMap((c) => (c.warnings ?? []).map((w) => `client ${c.legacyClientId}: ${w}`));
  const run = await begun.finish(errors.length ? 'failed' : 'succeeded', {
    progress: {
      done: progress.done,
      total: progress.total,
      legacyClientId: null,
      ...(warnings.length > MAX_KEPT_WARNINGS ? { moreWarnings: warnings.length - MAX_KEPT_WARNINGS } : {}),
    },
    counts: { ...result.summary, clients: result.clients },
    warnings: warnings.slice(0, MAX_KEPT_WARNINGS),
    errors,
  });
  return { run, result };
}
