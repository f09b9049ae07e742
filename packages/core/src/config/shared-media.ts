// Issue 21, point 6: a media file one process stores must be found by every other. The local store's default
// folder (`$DATA_DIR/media`) is this machine's own disk: with two API processes and a worker, the worker stored the
// files a legacy import re-hosted there, and `GET /media/<key>` answered 404 on both API processes. Several
// processes need a shared store: MEDIA_STORAGE=s3, or MEDIA_DIR set explicitly (the operator names a folder they
// all mount). PGlite is one process and never has the problem.
import type { Config } from './env';

/** What the rule reads of the configuration. */
export type SharedMediaConfig = Pick<Config, 'database' | 'runJobWorkers'> & {
  media: Pick<Config['media'], 'storage' | 'dir' | 'dirExplicit'>;
};

/** The process asking: the API server (`pnpm start`, apps/dashboard) or a job worker process (apps/worker). */
export type MediaProcess = 'server' | 'worker';

export interface SharedMediaProblem {
  /** `refuse`: the process must not start (one line, exit 1); `warn`: it starts and logs the message */
  level: 'refuse' | 'warn';
  /** one line naming MEDIA_STORAGE and MEDIA_DIR */
  message: string;
}

const FIX = 'set MEDIA_STORAGE=s3, or MEDIA_DIR to a folder every API and worker process shares';

/**
 * Whether this process's media store can be the one store of the platform's processes; undefined when it can (S3,
 * an explicit MEDIA_DIR, or PGlite's single process). On PostgreSQL with the default folder:
 * - a worker process refuses: it always runs beside API processes, which would not find the files it stores;
 * - the API server refuses with RUN_JOB_WORKERS=false: it relies on separate worker processes;
 * - the API server otherwise warns: one such process works, a second one (API or worker) would not see its files.
 */
export function sharedMediaProblem(config: SharedMediaConfig, process: MediaProcess): SharedMediaProblem | undefined {
  const { media } = config;
  if (media.storage === 's3' || media.dirExplicit || config.database.kind === 'pglite') return undefined;
  const own = `the default folder ${media.dir} is on this machine's own disk`;
  if (process === 'worker')
    return {
      level: 'refuse',
      message: `The worker needs a shared media store: ${FIX} (${own}, where the API processes would not find the files the worker stores).`,
    };
  if (!config.runJobWorkers)
    return {
      level: 'refuse',
      message: `With RUN_JOB_WORKERS=false the jobs run in separate worker processes, which need a shared media store: ${FIX} (${own}).`,
    };
  return {
    level: 'warn',
    message: `Media are stored in ${media.dir} on this machine's own disk: when more than one API or worker process runs, ${FIX}.`,
  };
}
