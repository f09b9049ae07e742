// The job workers of a process: one worker-role JobQueue, a handler for every job definition, the schedules.
// Run by apps/worker (PostgreSQL) and inside `pnpm start` (always on PGlite; on PostgreSQL unless
// RUN_JOB_WORKERS=false).
import type { AccountServices } from '../accounts/account-services';
import { mailPasswordResetLink } from '../accounts/profile';
import { createSessions } from '../accounts/sessions';
import { mailUnlockLink } from '../accounts/sign-in';
import { pruneContentChanges } from '../changes/content-changes';
import type { Config } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import type { Logger } from '../logging/logger';
import { runEmailDigest } from '../mail/digest';
import { createMailer, type Mailer } from '../mail/mailer';
import { runMonthlyClientReports } from '../reporting/client-reports';
import { deliveryJobs, dispatchWebhookDeliveries, pruneWebhookDeliveries } from '../webhooks/deliveries';
import { startWebhookDispatcher, type WebhookDispatcher } from '../webhooks/dispatcher';
import { JOB_DEFINITIONS, type JobName, type JobPayload, type PlatformJobs } from './definitions';
import { runLegacyImportJob } from './legacy-import-job';
import { runPluginSyncJob, runPluginSyncSweep } from './plugin-sync-job';
import { type CreateJobQueueOptions, createJobQueue, type JobInfo, type JobQueue } from './queue';
import { runReportingImportJob } from './reporting-import-job';
import { runWebhookDelivery, WEBHOOK_DELIVERY_RETENTION_DAYS } from './webhook-jobs';

/** What a platform job handler gets besides its payload. */
export interface JobContext extends JobInfo {
  database: DatabaseHandle;
  config: Config;
  /** carries the job name and id */
  logger: Logger;
  mailer: Mailer;
  /** database, sessions, mailer and base URL, as the account and mail functions take them */
  services: AccountServices;
  /** this process's queue, to enqueue follow-up jobs */
  queue: JobQueue;
}

export type PlatformJobHandler<N extends JobName> = (
  payload: JobPayload<PlatformJobs, N>,
  context: JobContext,
) => Promise<unknown>;
export type PlatformJobHandlers = { [N in JobName]: PlatformJobHandler<N> };

/**
 * The handler of every job in JOB_DEFINITIONS; the type requires one per definition. A thrown error fails the
 * attempt (retried per the queue settings); the resolved value is kept as the job's output.
 */
export const platformJobHandlers: PlatformJobHandlers = {
  'email-digest': (_payload, { services }) => runEmailDigest(services),
  'legacy-import': (payload, context) => runLegacyImportJob(payload.runId, context),
  'reporting-import': (payload, context) => runReportingImportJob(payload.runId, context),
  'client-reports': (payload, { services }) =>
    runMonthlyClientReports(services, payload.month ? { month: payload.month } : {}),
  'plugin-sync': (payload, context) => runPluginSyncJob(payload.runId, context),
  'plugin-sync-sweep': (_payload, context) => runPluginSyncSweep(context),
  'password-reset-mail': (payload, { services }) => mailPasswordResetLink(services, payload),
  'account-locked-mail': (payload, { services }) => mailUnlockLink(services, payload),
  'content-changes-prune': async (_payload, { database, config }) => ({
    removed: await pruneContentChanges(database.db, new Date(Date.now() - config.changeRetentionDays * 86_400_000)),
    deliveriesRemoved: await pruneWebhookDeliveries(
      database.db,
      new Date(Date.now() - WEBHOOK_DELIVERY_RETENTION_DAYS * 86_400_000),
    ),
  }),
  'webhook-delivery': (payload, context) => runWebhookDelivery(payload.deliveryId, context),
  'webhook-dispatch': async (_payload, { database, config, queue }) => ({
    queued: await dispatchWebhookDeliveries(database.db, deliveryJobs(queue, config.webhooks.policy)),
  }),
};

export interface StartJobWorkersOptions {
  database: DatabaseHandle;
  config: Config;
  logger: Logger;
  /** default: the mailer of the configuration */
  mailer?: Mailer;
  /** replaces handlers of platformJobHandlers (tests, or a host that brings its own) */
  handlers?: Partial<PlatformJobHandlers>;
  /** queue tuning (tests: short polling) */
  queue?: Pick<CreateJobQueueOptions, 'pollingIntervalSeconds' | 'maxConnections' | 'stopTimeoutMs' | 'boss'>;
  /** per queue: jobs running at once in this process (default 1) */
  localConcurrency?: number;
  /** the clock of the services (tests) */
  now?: () => Date;
}

export interface JobWorkers {
  /** the worker-role queue (it sends too) */
  queue: JobQueue;
  /** Stops polling, waits for running jobs (up to the timeout), closes the queue. Call before closing the database. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

/** Starts a worker-role queue, works every defined job with its handler and registers the schedules. */
export async function startJobWorkers(options: StartJobWorkersOptions): Promise<JobWorkers> {
  const { database, config, logger } = options;
  const handlers: Partial<PlatformJobHandlers> = { ...platformJobHandlers, ...options.handlers };
  const names = Object.keys(JOB_DEFINITIONS) as JobName[];
  const missing = names.filter((name) => typeof handlers[name] !== 'function');
  if (missing.length) {
    throw new Error(`job workers: no handler for ${missing.map((n) => `'${n}'`).join(', ')} (see platformJobHandlers)`);
  }

  const mailer = options.mailer ?? createMailer({ db: database.db, email: config.email, logger });
  const services: AccountServices = {
    db: database.db,
    sessions: createSessions(database.db, { secureCookies: config.isProduction }),
    mailer,
    baseUrl: config.baseUrl,
    logger,
    ...(options.now ? { now: options.now } : {}),
  };
  const queue = await createJobQueue(database, { ...options.queue, role: 'worker', logger });
  const workerIds = new Map<JobName, string>();
  let dispatcher: WebhookDispatcher | undefined;
  try {
    for (const name of names) {
      const handler = handlers[name] as PlatformJobHandler<typeof name>;
      const localConcurrency = Math.max(options.localConcurrency ?? 1, JOB_DEFINITIONS[name].localConcurrency ?? 1);
      const workerId = await queue.work(name, { localConcurrency }, (payload, job) =>
        handler(payload, {
          ...job,
          database,
          config,
          logger: logger.child({ job: name, jobId: job.id }),
          mailer,
          services,
          queue,
        }),
      );
      workerIds.set(name, workerId);
    }
    // the schedules of the registry: registered (an upsert, so every worker may do it), or removed when the
    // definition no longer has one
    const existing = new Set((await queue.boss.getSchedules()).map((s) => s.name));
    for (const name of names) {
      const schedule = JOB_DEFINITIONS[name].schedule;
      if (schedule) await queue.schedule(name, schedule.cron, schedule.data, schedule.tz ? { tz: schedule.tz } : {});
      else if (existing.has(name)) await queue.boss.unschedule(name);
    }
    // a change saved in any process becomes its webhook deliveries at once; this process sends them without
    // waiting for its next poll
    const deliveryWorker = workerIds.get('webhook-delivery');
    dispatcher = await startWebhookDispatcher({
      database,
      enqueue: deliveryJobs(queue, config.webhooks.policy),
      onQueued: () => deliveryWorker && queue.boss.notifyWorker(deliveryWorker),
      logger,
    });
  } catch (error) {
    await dispatcher?.stop().catch(() => undefined);
    await queue.stop({ timeoutMs: 1000 }).catch(() => undefined);
    throw error;
  }
  logger.info({ queues: names }, 'job workers started');
  return {
    queue,
    async stop(stopOptions) {
      await dispatcher?.stop();
      await queue.stop(stopOptions);
      logger.info('job workers stopped');
    },
  };
}
