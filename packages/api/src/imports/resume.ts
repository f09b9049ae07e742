import {
  type ImportKind,
  type ImportRunView,
  type ResumeImportRunInput,
  resumeImportRun,
} from '@center-platform/core/imports';
import type { AppDeps } from '../context';
import { ApiError } from '../http/errors';

const JOB_OF = { legacy: 'legacy-import', reporting: 'reporting-import' } as const satisfies Record<ImportKind, string>;

/**
 * Resumes an interrupted import run (its worker or CLI is gone): queued again as a new job of its kind, which
 * completes it (every write of an import is idempotent). The REST routes and the tRPC procedures of both imports
 * call it. 503 without a job queue; 404 for no run of this kind with this id; 409 IMPORT_NOT_INTERRUPTED for a run
 * that is not interrupted, IMPORT_ALREADY_ACTIVE while another import of its target is queued or running.
 */
export async function resumeRun(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  kind: ImportKind,
  input: ResumeImportRunInput,
): Promise<ImportRunView> {
  const jobs = deps.jobs;
  if (!jobs) throw new ApiError(503, 'JOBS_UNAVAILABLE', 'This server cannot queue jobs.');
  return resumeImportRun(deps.db, kind, input, (runId, jobId) => jobs.send(JOB_OF[kind], { runId }, { id: jobId }));
}
