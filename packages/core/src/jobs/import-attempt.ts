import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { finishImportRun } from '../imports/import-runs';
import { ACTIVE_IMPORT_STATUSES } from '../imports/run-statuses';
import type { JobContext } from './workers';

/**
 * Records a failed attempt of an import job in its run: `queued` again while pg-boss will retry it, `failed` after
 * the last attempt. Only a run this attempt ran (or could not start) is changed, never one that was interrupted or
 * resumed meanwhile. Throws the error on for pg-boss's retry.
 */
export async function recordFailedImportAttempt(
  db: Kysely<Database>,
  runId: string,
  context: Pick<JobContext, 'retryCount' | 'retryLimit'>,
  error: unknown,
): Promise<never> {
  const last = context.retryCount >= context.retryLimit;
  const message = `attempt ${context.retryCount + 1} failed: ${error instanceof Error ? error.message : String(error)}`;
  await finishImportRun(db, runId, last ? 'failed' : 'queued', { errors: [message] }, ACTIVE_IMPORT_STATUSES).catch(
    () => undefined,
  );
  throw error;
}
