// What the import CLIs (`pnpm import:legacy`, `pnpm import:reporting`) share: their one-message error, finding
// an interrupted run for `--resume`, recording a crash in the run, and the exit code of a failure.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ConfigError } from '../config/env';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { finishImportRun, getImportRun, type ImportKind, resumeImportRun } from '../imports/import-runs';

/** A real uuid (a value the database's uuid columns take); anything else never reaches a query. */
export const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** a problem the script explains in one message (exit code 2) */
export class CliError extends Error {}

/**
 * The import run `--resume` names: an interrupted one is resumed (`resumeImportRun`, as the API does, but with no
 * job: this process runs it), a queued or running one is taken as it is (the operator knows its runner is gone).
 */
export async function interruptedRun(db: Kysely<Database>, kind: ImportKind, runId: string) {
  const run = isUuid(runId) ? await getImportRun(db, runId, kind) : null;
  if (!run) throw new CliError(`no ${kind} import run ${runId}`);
  if (run.status === 'interrupted') return resumeImportRun(db, kind, { runId }, async () => null);
  if (run.status !== 'running' && run.status !== 'queued')
    throw new CliError(`run ${runId} already ended (${run.status})`);
  return run;
}

/** Runs the import; an unexpected failure ends the run `failed` (with the message) before it is rethrown. */
export async function failRunOnCrash<T>(
  db: Kysely<Database>,
  runId: string,
  work: Promise<T>,
  beforeRecord: () => void,
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    beforeRecord();
    await finishImportRun(db, runId, 'failed', { errors: [`unexpected: ${String(error)}`] });
    throw error;
  }
}

/** Prints a failure and answers its exit code: 2 for what the caller can correct, 1 for the rest. */
export function reportCliError(error: unknown): number {
  if (error instanceof CliError || error instanceof ConfigError || error instanceof DomainError) {
    console.error(error.message);
    if (error instanceof DomainError && error.code === 'IMPORT_ALREADY_ACTIVE') {
      console.error('An interrupted run is finished with --resume <runId>.');
    }
    return 2;
  }
  console.error(error);
  return 1;
}
