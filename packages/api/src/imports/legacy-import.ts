import { type ImportRunView, type ResumeImportRunInput, resumeImportRun } from '@center-platform/core/imports';
import type { AppDeps } from '../context';
import { ApiError } from '../http/errors';

// The legacy import (spec 4.7) as the REST routes and the tRPC procedures both answer it.

/** What the REST routes and the tRPC procedures need of the host. */
export interface LegacyImportDeps {
  db: AppDeps['db'];
  jobs: AppDeps['jobs'];
}

/**
 * Resumes an interrupted run (its worker or CLI is gone): queued again as a new `legacy-import` job, which
 * completes it (every write of an import is idempotent). 503 without a job queue; 404 for no legacy run with this
 * id; 409 IMPORT_NOT_INTERRUPTED for a run that is not interrupted, IMPORT_ALREADY_ACTIVE while another import of
 * its center is queued or running.
 */
export async function legacyResume(deps: LegacyImportDeps, input: ResumeImportRunInput): Promise<ImportRunView> {
  const jobs = deps.jobs;
  if (!jobs) throw new ApiError(503, 'JOBS_UNAVAILABLE', 'This server cannot queue jobs.');
  return resumeImportRun(deps.db, 'legacy', input, (runId, jobId) =>
    jobs.send('legacy-import', { runId }, { id: jobId }),
  );
}
