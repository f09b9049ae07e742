// The runner's side of an import run (the job or the CLI): it starts the run, keeps its heartbeat while it works,
// saves progress, and stops writing once the run is no longer its own (the dead-runner rules of import-runs.ts).
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, ImportRunsTable } from '../db/schema';
import type { Logger } from '../logging/logger';
import {
  type FinishState,
  finishImportRun,
  getImportRun,
  ImportRunLostError,
  type ImportRunView,
  type ProgressState,
  RUN_HEARTBEAT_MS,
  saveImportProgress,
  startImportRun,
} from './import-runs';

const PROGRESS_EVERY_MS = 250;

/** A started run in the hands of its runner (the job or the CLI); it keeps the run's heartbeat until it ends. */
export interface RunningImport {
  run: Selectable<ImportRunsTable>;
  /** throws ImportRunLostError once the run is no longer this runner's (see the file comment) */
  assertHeld(): void;
  /**
   * saves the state of a step at most every 250 ms, and always when the step is done (`done >= total`); throws
   * ImportRunLostError once the run is no longer this runner's
   */
  saveProgress(done: number, total: number, state: () => ProgressState): Promise<void>;
  /** ends the run (unless it is no longer this runner's) and answers it as it now stands */
  finish(status: 'succeeded' | 'failed', state: FinishState): Promise<ImportRunView>;
  /** stops the heartbeat without writing (the runner gives the run up) and answers the run as it now stands */
  release(): Promise<ImportRunView>;
  /** stops the heartbeat (idempotent; a runner calls it when it leaves, whichever way) */
  close(): void;
}

export interface BeginImportOptions {
  /** the job running the run: it starts the run only while the run is bound to it (see startImportRun) */
  jobId?: string | undefined;
  /** the job's signal: once aborted (its claim ended), the run is no longer this runner's */
  signal?: AbortSignal | undefined;
}

/**
 * Starts a queued run (or takes over a running one whose runner is gone: a retried or resumed job, the CLI's
 * `--resume`); a run that already ended, was interrupted or belongs to another job is answered as it is (a job
 * delivered twice, or superseded). The runner must leave with `finish`, `release` or `close` (each stops the
 * heartbeat).
 */
export async function beginImportRun(
  db: Kysely<Database>,
  runId: string,
  options: BeginImportOptions = {},
): Promise<RunningImport | { ended: ImportRunView }> {
  const now = async () => {
    const run = await getImportRun(db, runId);
    if (!run) throw new Error(`import run ${runId} does not exist`);
    return run;
  };
  const run = await startImportRun(db, runId, options.jobId);
  if (!run) return { ended: await now() };
  let lost: string | null = null;
  const heartbeat = setInterval(async () => {
    try {
      const touched = await db
        .updateTable('importRuns')
        .set({ updatedAt: sql`now()` })
        .where('id', '=', runId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (Number(touched.numUpdatedRows) === 0) lost ??= 'the run is no longer running (interrupted or resumed)';
    } catch {
      // a heartbeat that could not run says nothing about the run; the next one tries again
    }
  }, RUN_HEARTBEAT_MS);
  heartbeat.unref?.();
  const assertHeld = () => {
    if (!lost && options.signal?.aborted) lost = "the job's claim ended (its heartbeat went stale, or it expired)";
    if (lost) throw new ImportRunLostError(runId, lost);
  };
  let savedAt = 0;
  return {
    run,
    assertHeld,
    async saveProgress(done, total, state) {
      assertHeld();
      if (Date.now() - savedAt < PROGRESS_EVERY_MS && done < total) return;
      savedAt = Date.now();
      if (!(await saveImportProgress(db, runId, state()))) {
        lost ??= 'the run is no longer running (interrupted or resumed)';
        assertHeld();
      }
    },
    async finish(status, state) {
      clearInterval(heartbeat);
      if (options.signal?.aborted) lost ??= "the job's claim ended";
      if (!lost) await finishImportRun(db, runId, status, state, ['running']);
      return now();
    },
    async release() {
      clearInterval(heartbeat);
      return now();
    },
    close() {
      clearInterval(heartbeat);
    },
  };
}

/**
 * A runner's whole turn on a run: begins it (beginImportRun), does `work` with it, and stops the heartbeat however
 * it leaves. A run that already ended, and one taken from this runner meanwhile (ImportRunLostError: given up
 * without a write), are answered through `asAnswer` as they stand; any other failure is thrown.
 */
export async function runImport<T>(
  db: Kysely<Database>,
  runId: string,
  options: BeginImportOptions & { logger?: Logger | undefined },
  work: (begun: RunningImport) => Promise<T>,
  asAnswer: (run: ImportRunView) => T,
): Promise<T> {
  const begun = await beginImportRun(db, runId, options);
  if ('ended' in begun) return asAnswer(begun.ended);
  try {
    return await work(begun);
  } catch (error) {
    if (!(error instanceof ImportRunLostError)) throw error;
    options.logger?.warn({ runId, reason: error.message }, 'import given up: the run is no longer this runner');
    return asAnswer(await begun.release());
  } finally {
    begun.close();
  }
}
