import {
  assertReportingExportConfigured,
  createReportingExportClient,
  getImportRun,
  type ImportRunView,
  listImportRuns,
  previewReportingImport,
  type ReportingExecuteRequest,
  type ReportingExecuteResult,
  ReportingUpstreamError,
  requestReportingExecute,
} from '@center-platform/core/imports';
import type { AppDeps } from '../context';
import { ApiError } from '../http/errors';

// The reporting import (spec 4.8) as the REST routes and the tRPC procedures both answer it.

/** What the REST routes and the tRPC procedures need of the host. */
export interface ReportingImportDeps {
  db: AppDeps['db'];
  /** `config.reportingExport`: REPORTING_DASHBOARD_EXPORT_URL and _API_KEY */
  reportingExport: { url?: string | undefined; apiKey?: string | undefined } | undefined;
  jobs: AppDeps['jobs'];
}

/**
 * Runs reporting work with the upstream's failures as API errors: 503 when the export is not configured, 502 with
 * the error's code and message for everything else the reporting system did (refused key, timeout, unreachable,
 * malformed answer, HTTP error). Never a 500.
 */
async function reportingUpstream<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReportingUpstreamError) {
      throw new ApiError(error.code === 'REPORTING_NOT_CONFIGURED' ? 503 : 502, error.code, error.message);
    }
    throw error;
  }
}

export type ReportingExecuteBody =
  | { success: true; data: ReportingExecuteResult }
  | { success: true; runId: string; data: ImportRunView };

/** The preview (spec 4.8): the match index matched against the centers; writes nothing. */
export function reportingPreview(deps: ReportingImportDeps) {
  return reportingUpstream(() =>
    previewReportingImport(deps.db, createReportingExportClient({ ...deps.reportingExport })),
  );
}

/**
 * The execute (spec 4.8): a dry run answers its counts at once; otherwise a run is recorded and queued as a
 * `reporting-import` job. Refused with 503 before anything is recorded when the export is not configured or no
 * job queue is there; 409 IMPORT_ALREADY_ACTIVE while another reporting run is queued or running.
 */
export async function reportingExecute(
  deps: ReportingImportDeps,
  request: ReportingExecuteRequest,
  createdByUserId: string | null,
): Promise<{ status: 200 | 202; body: ReportingExecuteBody }> {
  const exportConfig = { ...deps.reportingExport };
  const answer = await reportingUpstream(async () => {
    assertReportingExportConfigured(exportConfig);
    const jobs = deps.jobs;
    if (!request.dryRun && !jobs) throw new ApiError(503, 'JOBS_UNAVAILABLE', 'This server cannot queue jobs.');
    return requestReportingExecute(deps.db, {
      ...request,
      exportConfig,
      createdByUserId,
      enqueue: async (runId) => {
        if (!jobs) throw new ApiError(503, 'JOBS_UNAVAILABLE', 'This server cannot queue jobs.');
        return jobs.send('reporting-import', { runId });
      },
    });
  });
  return answer.dryRun
    ? { status: 200, body: { success: true, data: answer.result } }
    : { status: 202, body: { success: true, runId: answer.run.id, data: answer.run } };
}

export async function reportingRun(deps: ReportingImportDeps, runId: string): Promise<ImportRunView> {
  const run = await getImportRun(deps.db, runId, 'reporting');
  if (!run) throw new ApiError(404, 'NOT_FOUND', 'No reporting import run with this id.');
  return run;
}

export const reportingRuns = (deps: ReportingImportDeps) => listImportRuns(deps.db, 'reporting');
