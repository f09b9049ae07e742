// The durable job queue: pg-boss in the platform's own database (its tables live in the schema `pgboss`).
//
// - PostgreSQL: pg-boss opens a small pool of its own from the connection string; jobs are claimed with
//   `SKIP LOCKED`, so any number of worker processes share the queues and each job runs once per attempt.
// - PGlite: there is one connection, and kysely-pglite-dialect serializes it in its driver. Every pg-boss
//   statement therefore goes through Kysely's connection (`db.connection().execute`), waiting for an open
//   transaction to finish instead of running inside it. Consequence: on PGlite, never `send` from inside a Kysely
//   transaction without passing it as `transaction` (the send would wait for the very transaction it runs in).
//
// Roles: a `producer` (an API process) only sends: no supervision, no schedule timers, no workers. A `worker`
// supervises (expiry, heartbeats, retention), fires the schedules and works the queues.
//
// Dead workers: a queue with `heartbeatSeconds` (the long jobs, definitions.ts) has its running jobs' heartbeats
// refreshed by pg-boss's `work()` while the handler runs (every heartbeatSeconds / 2, nothing for the handler to
// call). When a worker dies (SIGKILL, a lost host), its job's heartbeat goes stale and the monitor of any live
// worker fails it for a retry, which another worker takes. The monitor passes every JOB_MONITOR_INTERVAL_SECONDS
// (pg-boss's default is 60 s, too slow for a takeover within about a minute).
import type { Kysely } from 'kysely';
import {
  type ConstructorOptions,
  type Db,
  fromKysely,
  fromPglite,
  type JobResult,
  type JobWithMetadata,
  PgBoss,
} from 'pg-boss';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import type { Logger } from '../logging/logger';
import {
  assertJobDefinitions,
  JOB_DEFINITIONS,
  type JobDefinitions,
  type JobName,
  type JobPayload,
  type JobPayloadInput,
  type PlatformJobs,
  parseJobPayload,
} from './definitions';

export type JobQueueRole = 'producer' | 'worker';
export type JobLogger = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

export interface CreateJobQueueOptions<D extends JobDefinitions = PlatformJobs> {
  role: JobQueueRole;
  logger?: JobLogger;
  /** the job registry (default: JOB_DEFINITIONS); its queues are created at start */
  definitions?: D;
  /** worker role: how often an idle worker asks for a job, in seconds (default 2, at least 0.5) */
  pollingIntervalSeconds?: number;
  /** PostgreSQL: connections of pg-boss's own pool (default 4) */
  maxConnections?: number;
  /** how long `stop()` waits for running jobs by default, in ms (default 30 s) */
  stopTimeoutMs?: number;
  /**
   * further pg-boss settings (tests: short supervision intervals); the connection is not configurable here. The
   * supervision and monitor intervals default to JOB_MONITOR_INTERVAL_SECONDS.
   */
  boss?: Omit<ConstructorOptions, 'db' | 'connectionString' | 'backend' | 'supervise' | 'schedule'>;
}

export interface JobSendOptions {
  /** not before this time (a Date, an ISO string, or seconds from now) */
  startAfter?: Date | string | number;
  /** at most one queued job with this key (see pg-boss singletonKey) */
  singletonKey?: string;
  singletonSeconds?: number;
  priority?: number;
  /** retries after the first attempt, and the seconds before the first; instead of the queue's settings */
  retryLimit?: number;
  retryDelay?: number;
  /** the job id (a uuid); pg-boss makes one otherwise */
  id?: string;
  /**
   * Enqueue inside this Kysely transaction: the job exists only if the transaction commits. Required on PGlite
   * when sending from inside a transaction (see the file comment).
   */
  transaction?: Kysely<Database>;
}

export interface JobWorkOptions {
  /** jobs of this queue run at once in this process (default 1) */
  localConcurrency?: number;
  /** overrides the queue's polling interval, in seconds */
  pollingIntervalSeconds?: number;
}

/** What a handler learns about the job it runs. */
export interface JobInfo {
  id: string;
  name: string;
  /** 0 on the first attempt */
  retryCount: number;
  retryLimit: number;
  /**
   * aborted when the attempt expires, when the queue stops, or when the heartbeat finds the job no longer claimed
   * by this worker (its heartbeat went stale and another worker may run it now)
   */
  signal: AbortSignal;
}

/** Runs one job. Resolve to complete it (an object result is kept as the job's output); throw to fail (and retry). */
export type JobHandler<Payload> = (payload: Payload, job: JobInfo) => Promise<unknown> | unknown;

export interface JobQueue<D extends JobDefinitions = PlatformJobs> {
  readonly role: JobQueueRole;
  readonly definitions: D;
  /** the underlying pg-boss instance (tests, inspection: findJobs, getQueue, getSchedules) */
  readonly boss: PgBoss;
  /**
   * Enqueues a job. The payload is parsed with the job's schema first: a malformed one is refused with a
   * JobPayloadError and nothing is enqueued. Answers the job id (null when a singleton key held it back).
   */
  send<N extends JobName<D>>(name: N, data: JobPayloadInput<D, N>, options?: JobSendOptions): Promise<string | null>;
  /**
   * Works the queue in this process (worker role only). The handler gets the parsed payload; a payload that does
   * not parse fails the job for good (no retry) and never reaches the handler.
   */
  work<N extends JobName<D>>(name: N, options: JobWorkOptions, handler: JobHandler<JobPayload<D, N>>): Promise<string>;
  /** Registers (or updates) the recurring job of a queue; idempotent across processes. */
  schedule<N extends JobName<D>>(
    name: N,
    cron: string,
    data?: JobPayloadInput<D, N>,
    options?: { tz?: string },
  ): Promise<void>;
  /** Stops polling, waits for running jobs up to the timeout (then fails them for a retry), closes pg-boss's pool. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';
/**
 * Seconds between two monitor passes of a worker-role queue (expired jobs, stale heartbeats, queue counts). One
 * worker at a time runs a pass (pg-boss claims it in the queue row), so more workers do not mean more passes.
 */
export const JOB_MONITOR_INTERVAL_SECONDS = 10;
const DEFAULT_POLLING_SECONDS = 2;
const DEFAULT_STOP_TIMEOUT_MS = 30_000;

/** pg-boss on the embedded database: the one PGlite instance, every statement through Kysely's connection. */
function pgliteThroughKysely(database: DatabaseHandle): Db {
  const { pglite, db } = database;
  if (!pglite) throw new Error('createJobQueue: the embedded database handle carries no PGlite instance');
  const adapter = fromPglite(pglite);
  return {
    // the callback runs while the dialect's driver holds its single connection (kysely's ConnectionBuilder ->
    // DefaultConnectionProvider -> PGliteDriver.acquireConnection, a queue of waiters), so it never runs inside
    // another caller's transaction, and its own BEGIN ... COMMIT blocks cannot be interleaved
    executeSql: (text, values) => db.connection().execute(() => adapter.executeSql(text, values)),
  };
}

function connectionOf(database: DatabaseHandle, maxConnections: number): ConstructorOptions {
  if (database.kind === 'pglite') return { db: pgliteThroughKysely(database), backend: 'pglite' };
  if (!database.url) throw new Error('createJobQueue: the PostgreSQL database handle carries no connection string');
  return { connectionString: database.url, max: maxConnections, application_name: 'center-platform-jobs' };
}

/** Creates the pg-boss instance of this process, installs or migrates its schema, creates every queue, starts it. */
export async function createJobQueue<D extends JobDefinitions = PlatformJobs>(
  database: DatabaseHandle,
  options: CreateJobQueueOptions<D>,
): Promise<JobQueue<D>> {
  const definitions = (options.definitions ?? JOB_DEFINITIONS) as D;
  assertJobDefinitions(definitions);
  const { role, logger } = options;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS;
  const notify = database.kind === 'postgres';
  const boss = new PgBoss({
    superviseIntervalSeconds: JOB_MONITOR_INTERVAL_SECONDS,
    monitorIntervalSeconds: JOB_MONITOR_INTERVAL_SECONDS,
    ...options.boss,
    ...connectionOf(database, options.maxConnections ?? 4),
    // a sent job wakes the workers of its queue in every process at once (every queue sends a NOTIFY, below)
    // instead of waiting for their next poll. Only a worker listens (one connection); PGlite, one process, polls.
    useListenNotify: role === 'worker' && notify,
    supervise: role === 'worker',
    schedule: role === 'worker',
    migrate: true,
  });
  // without listeners an 'error' event would throw and take the process down
  boss.on('error', (error) => logger?.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => logger?.warn({ warning }, 'job queue warning'));

  await boss.start();
  try {
    for (const definition of Object.values(definitions)) {
      const { retryDelayMax, deleteAfterSeconds, heartbeatSeconds, ...settings } = definition.queue;
      // createQueue is idempotent (insert ... on conflict do nothing); updateQueue makes an existing queue
      // follow the definition when its settings changed (a heartbeat dropped from a definition is cleared). A
      // job takes its queue's settings when it is sent: jobs sent before a change keep the earlier ones.
      await boss.createQueue(definition.name, definition.queue);
      await boss.updateQueue(definition.name, {
        ...settings,
        notify,
        retryDelayMax: retryDelayMax ?? null,
        heartbeatSeconds: heartbeatSeconds ?? null,
        ...(deleteAfterSeconds !== undefined ? { deleteAfterSeconds } : {}),
      });
      // both evict pg-boss's queue cache; reload it now, so a send inside a caller's transaction (PGlite) needs
      // no statement outside that transaction
      await boss.findJobs(definition.name, { id: NIL_UUID });
    }
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw error;
  }
  logger?.info({ role, backend: database.kind, queues: Object.keys(definitions) }, 'job queue started');

  const definitionOf = (name: string) => {
    const definition = definitions[name];
    if (!definition) throw new Error(`unknown job '${name}'`);
    return definition;
  };

  async function runOne(name: string, job: JobWithMetadata<unknown>, handler: JobHandler<never>): Promise<JobResult> {
    const context = { job: name, jobId: job.id, attempt: job.retryCount + 1 };
    let payload: unknown;
    try {
      payload = parseJobPayload(definitionOf(name), job.data);
    } catch (error) {
      // retrying cannot repair a payload: fail it for good, keep the message as the job's output
      logger?.error({ ...context, err: error }, 'job refused: malformed payload');
      return { id: job.id, status: 'deadletter', output: error };
    }
    const started = Date.now();
    logger?.debug(context, 'job started');
    try {
      const output = await handler(payload as never, {
        id: job.id,
        name,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
        signal: job.signal,
      });
      logger?.info({ ...context, ms: Date.now() - started }, 'job completed');
      return { id: job.id, status: 'completed', output: output ?? null };
    } catch (error) {
      const final = job.retryCount >= job.retryLimit;
      const log = final ? logger?.error : logger?.warn;
      log?.call(
        logger,
        { ...context, ms: Date.now() - started, err: error },
        final ? 'job failed' : 'job failed, retrying',
      );
      return {
        id: job.id,
        status: 'failed',
        output: error instanceof Error ? error : new Error(String(error)),
      };
    }
  }

  return {
    role,
    definitions,
    boss,

    async send(name, data, sendOptions = {}) {
      const payload = parseJobPayload(definitionOf(name), data);
      const { transaction, ...jobOptions } = sendOptions;
      return boss.send(name, payload as object, {
        ...jobOptions,
        ...(transaction ? { db: fromKysely(transaction) } : {}),
      });
    },

    async work(name, workOptions, handler) {
      if (role !== 'worker') throw new Error(`a producer job queue does not work jobs ('${name}')`);
      definitionOf(name);
      const polling = workOptions.pollingIntervalSeconds ?? pollingIntervalSeconds;
      return boss.work(
        name,
        {
          batchSize: 1,
          localConcurrency: workOptions.localConcurrency ?? 1,
          pollingIntervalSeconds: polling,
          // while NOTIFY wakes the worker, it still polls as often (pg-boss would poll every 30 s): a retry's or a
          // delayed job's time comes without a NOTIFY
          notifyPollingIntervalSeconds: polling,
          includeMetadata: true,
          perJobResults: true,
        },
        (jobs) => Promise.all(jobs.map((job) => runOne(name, job, handler as JobHandler<never>))),
      );
    },

    async schedule(name, cron, data, scheduleOptions = {}) {
      const payload = parseJobPayload(definitionOf(name), data ?? {});
      await boss.schedule(name, cron, payload as object, scheduleOptions.tz ? { tz: scheduleOptions.tz } : {});
    },

    async stop(stopOptions = {}) {
      await boss.stop({
        graceful: true,
        close: true,
        timeout: stopOptions.timeoutMs ?? options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS,
      });
    },
  };
}
