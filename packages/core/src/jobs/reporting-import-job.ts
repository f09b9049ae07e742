import { runReportingImportRun } from '../imports/reporting/request-execute';
import { recordFailedImportAttempt } from './import-attempt';
import type { JobContext } from './workers';

/**
 * The `reporting-import` job: executes the run with the worker's `REPORTING_DASHBOARD_EXPORT_*` configuration. An
 * upstream failure ends the run `failed` (recorded, not retried); an unexpected one (the database) is recorded in
 * the run, which goes back to `queued` while pg-boss will retry it and ends `failed` after the last attempt.
 */
export async function runReportingImportJob(runId: string, context: JobContext) {
  const { database, config } = context;
  const db = database.db;
  try {
    const { run } = await runReportingImportRun(
      { db, exportConfig: config.reportingExport, jobId: context.id, signal: context.signal },
      runId,
    );
    return { status: run.status, counts: { ...run.counts, clients: undefined } };
  } catch (error) {
    return recordFailedImportAttempt(db, runId, context, error);
  }
}
