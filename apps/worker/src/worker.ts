// The worker process: the platform's job workers (pg-boss) on PostgreSQL, apart from the API processes. It migrates
// the database (the API processes do too; Kysely's migration lock lets only one run them), works every job queue with
// its handler and fires the schedules (the hourly digest). Any number of workers may run: jobs are claimed with
// `SKIP LOCKED`, and pg-boss lets one instance at a time send a scheduled occurrence.
import { type Config, StartUpRefusal, sharedMediaProblem } from '@center-platform/core/config';
import type { JobWorkers } from '@center-platform/core/jobs';
import type { Logger } from '@center-platform/core/logging';

export const EMBEDDED_DATABASE_REFUSAL =
  'The worker needs PostgreSQL (set DATABASE_URL): an embedded PGlite data folder cannot be opened by two processes, and `pnpm start` already runs the jobs on the embedded database.';

/** The configuration names the embedded database: the worker cannot share it with the server process. */
export class EmbeddedDatabaseError extends StartUpRefusal {
  constructor() {
    super(EMBEDDED_DATABASE_REFUSAL);
    this.name = 'EmbeddedDatabaseError';
  }
}

/**
 * The configuration keeps media in the default local folder (issue 21.6): the API processes would not find the
 * files this worker stores. The message names MEDIA_STORAGE and MEDIA_DIR (`sharedMediaProblem` of core).
 */
export class UnsharedMediaError extends StartUpRefusal {
  override name = 'UnsharedMediaError';
}

export interface RunningWorker {
  workers: JobWorkers;
  /** Stops taking jobs, waits for the running ones (up to 30 s, then hands them back for a retry), closes the database. */
  stop(): Promise<void>;
}

export async function startWorker({ config, logger }: { config: Config; logger: Logger }): Promise<RunningWorker> {
  if (config.database.kind !== 'postgres') throw new EmbeddedDatabaseError();
  const media = sharedMediaProblem(config, 'worker');
  if (media) throw new UnsharedMediaError(media.message);
  // the database drivers and every job's code, loaded past the refusals: a refused start answers in a fraction of
  // the time
  const [{ createDatabase, withStartUpLock }, { startJobWorkers }] = await Promise.all([
    import('@center-platform/core/db'),
    import('@center-platform/core/jobs'),
  ]);
  const database = createDatabase(config.database);
  let workers: JobWorkers;
  try {
    const applied = await withStartUpLock(database.db, async (_, applied) => applied);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    workers = await startJobWorkers({ database, config, logger });
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info({ queues: Object.keys(workers.queue.definitions) }, 'worker started');
  return {
    workers,
    async stop() {
      await workers.stop();
      await database.close();
      logger.info('worker stopped');
    },
  };
}
