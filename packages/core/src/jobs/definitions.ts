// The durable jobs of the platform (DESIGN "Layout", apps/worker): one typed definition per pg-boss queue. A
// definition names the queue, the zod schema of its payload (parsed when a job is sent and again when a worker
// receives it) and the queue's retry and expiry settings. Handlers live in `workers.ts`; the queue in `queue.ts`.
//
// Adding a job (e.g. `legacy-import`):
//   1. define it below with `defineJob` and list it in JOB_DEFINITIONS (the key is the queue name);
//   2. give it a handler in `platformJobHandlers` (workers.ts), or pass one in `startJobWorkers({ handlers })`;
//      a worker refuses to start while a defined job has no handler;
//   3. enqueue with `jobs.send('<name>', payload)` where `jobs` is a JobQueue (AppDeps.jobs in the API).
import { z } from 'zod';

/** pg-boss queue settings of a job; they apply to every job of the queue. */
export interface JobQueueSettings {
  /** retries after the first attempt before the job ends `failed` */
  retryLimit: number;
  /** seconds before the first retry (whole seconds, pg-boss's unit) */
  retryDelay: number;
  /** exponential backoff: about retryDelay · 2^n (with jitter) before the n-th retry */
  retryBackoff: true;
  /** upper bound of a backoff delay, in seconds */
  retryDelayMax?: number;
  /** seconds an attempt may run before it counts as failed (and is retried) */
  expireInSeconds: number;
  /** seconds a finished job is kept (default 7 days) */
  deleteAfterSeconds?: number;
  /**
   * Long jobs: the worker refreshes the job's heartbeat every heartbeatSeconds / 2 (pg-boss's `work()` does it by
   * itself while the handler runs); a job whose heartbeat is older than this (its worker was killed or lost the
   * database) is failed by the monitor of any live worker and retried, instead of staying `active` until
   * `expireInSeconds`. Whole seconds, at least 10. See LONG_JOB_HEARTBEAT_SECONDS.
   */
  heartbeatSeconds?: number;
}

/**
 * The heartbeat of the long queues. A dead worker's job is taken over after: 10-20 s until the heartbeat is stale
 * (refreshed every 10 s), up to JOB_MONITOR_INTERVAL_SECONDS (10, queue.ts) until a live worker's monitor fails
 * it, then the first retry delay (retryDelay to 2 x retryDelay) and one polling interval (2 s). The long queues
 * therefore keep their first retry delay at 10-15 s (and more retries for the same reach), which puts the
 * takeover within about a minute. 20 s tolerates one missed refresh (an event loop busy for up to 10 s).
 */
export const LONG_JOB_HEARTBEAT_SECONDS = 20;

export interface JobSchedule<Input> {
  /** a cron expression (five fields, minute first) */
  cron: string;
  /** the payload of every scheduled job */
  data: Input;
  /** the time zone the expression is read in (default UTC) */
  tz?: string;
}

export interface JobDefinition<Name extends string = string, Payload extends z.ZodType = z.ZodType> {
  /** the queue name (letters, digits, `-`, `_`, `.`, `/`) */
  name: Name;
  description: string;
  /** parsed on send (a bad payload is refused) and on receive (a bad payload fails the job for good) */
  payload: Payload;
  queue: JobQueueSettings;
  /** a recurring job: the worker registers it at start (idempotently, whatever the number of workers) */
  schedule?: JobSchedule<z.input<Payload>>;
  /** jobs of the queue one process runs at once, at least (default 1; a worker may be started with more) */
  localConcurrency?: number;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds definitions of every payload type
export type AnyJobDefinition = JobDefinition<string, any>;
/** A registry of definitions keyed by their queue name. */
export type JobDefinitions = Readonly<Record<string, AnyJobDefinition>>;

/** Types a definition (the name stays a literal, the payload keeps its schema type). */
export function defineJob<const Name extends string, Payload extends z.ZodType>(
  definition: JobDefinition<Name, Payload>,
): JobDefinition<Name, Payload> {
  return definition;
}

/** The hourly digest (spec 6.2): idempotent (at most one digest per user and Berlin day), so a retry is harmless. */
export const emailDigestJob = defineJob({
  name: 'email-digest',
  description: 'the daily e-mail digest of the users whose chosen hour (Europe/Berlin) has come',
  payload: z.strictObject({}),
  // retries stay within the hour: a later run would be the next hour's digest
  queue: {
    retryLimit: 3,
    retryDelay: 10,
    retryBackoff: true,
    retryDelayMax: 300,
    expireInSeconds: 1800,
    heartbeatSeconds: LONG_JOB_HEARTBEAT_SECONDS,
  },
  schedule: { cron: '0 * * * *', data: {} },
});

/** Spec 4.7: one legacy import run; every write of the run is idempotent, so a retry completes it. */
export const legacyImportJob = defineJob({
  name: 'legacy-import',
  description: 'one legacy platform import run',
  payload: z.strictObject({ runId: z.uuid() }),
  queue: {
    retryLimit: 4,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 1800,
    heartbeatSeconds: LONG_JOB_HEARTBEAT_SECONDS,
  },
});

/**
 * Spec 4.8, 6.1: the monthly client reports. Scheduled at 06:00 UTC on the 2nd (the month has closed in every
 * time zone of the platform): prepares the reports of the previous month (or of `month`) and mails every ready
 * report. Idempotent (one report per center and month, a sent report is not sent again), so a retry is harmless.
 */
export const clientReportsJob = defineJob({
  name: 'client-reports',
  description: 'prepares the monthly client reports of the month that closed and mails the ready ones',
  payload: z.strictObject({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional(),
  }),
  // 15 s, 30 s, ... up to an hour apart: the eight retries reach over one to two hours
  queue: {
    retryLimit: 8,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 1800,
    heartbeatSeconds: LONG_JOB_HEARTBEAT_SECONDS,
  },
  schedule: { cron: '0 6 2 * *', data: {} },
});

/**
 * Spec 4.8: one reporting import run (every matched client of the reporting system); every write is idempotent on
 * `legacyRowId`, so a retry completes it. Bounded by the client exports (30 s each at most, four at once).
 */
export const reportingImportJob = defineJob({
  name: 'reporting-import',
  description: 'one reporting history import run',
  payload: z.strictObject({ runId: z.uuid() }),
  queue: {
    retryLimit: 3,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 3600,
    heartbeatSeconds: LONG_JOB_HEARTBEAT_SECONDS,
  },
});

/** Spec 4.10: one plugin sync run; a retry re-sends the bundle of the run (the site applies it idempotently). */
export const pluginSyncJob = defineJob({
  name: 'plugin-sync',
  description: 'one sync of a plugin site (full or incremental bundle)',
  payload: z.strictObject({ runId: z.uuid() }),
  // 15 s, 30 s, ... 4 min apart: the five retries reach over 8 to 15 minutes (a site that is down gets time)
  queue: {
    retryLimit: 5,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 1800,
    expireInSeconds: 600,
    heartbeatSeconds: LONG_JOB_HEARTBEAT_SECONDS,
  },
});

/**
 * Every 15 minutes an incremental sync of every connected site; a site whose content did not change gets no call.
 * Short (it only queues the syncs), so no heartbeat: a dead worker's sweep is retried after its 5-minute expiry.
 */
export const pluginSyncSweepJob = defineJob({
  name: 'plugin-sync-sweep',
  description: 'queues an incremental sync of every connected plugin site',
  payload: z.strictObject({}),
  queue: { retryLimit: 1, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 },
  schedule: { cron: '*/15 * * * *', data: {} },
});

/**
 * Spec 4.5, 5: forgot-password. The route only enqueues (the same work for every address, so its timing tells
 * nothing); the job looks the address up and mails a reset link to an active account. A failed send is retried
 * (each attempt mails a fresh link, which replaces the earlier one). Kept one day: the payload is an address.
 */
export const passwordResetMailJob = defineJob({
  name: 'password-reset-mail',
  description: 'looks up a forgot-password address and mails a reset link when an active account has it',
  payload: z.strictObject({ email: z.string().max(320) }),
  queue: {
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: 120,
    deleteAfterSeconds: 24 * 3600,
  },
});

/** Spec 3, 5: the ACCOUNT_LOCKED mail with its unlock link, off the sign-in that locked the account. */
export const accountLockedMailJob = defineJob({
  name: 'account-locked-mail',
  description: 'mails the unlock link of an account the 5th failed sign-in locked',
  payload: z.strictObject({ userId: z.uuid(), lockedUntil: z.iso.datetime() }),
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 120 },
});

/**
 * Issue 27.1: hourly, the change events older than the retention (CHANGE_RETENTION_DAYS) are removed, and the
 * webhook deliveries (with their log) older than WEBHOOK_DELIVERY_RETENTION_DAYS.
 */
export const changePruneJob = defineJob({
  name: 'content-changes-prune',
  description: 'removes the content change events older than the retention and webhook deliveries older than 30 days',
  payload: z.strictObject({}),
  queue: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 },
  schedule: { cron: '17 * * * *', data: {} },
});

/**
 * Issue 27.3: one attempt of a webhook delivery. The dispatcher sends each job with the retries of the configuration
 * (WEBHOOK_RETRY_LIMIT, WEBHOOK_RETRY_DELAY_SECONDS, exponential, at most an hour apart); the settings here are the
 * defaults of a job sent without them. A retry sends the same `webhook-id` again.
 */
export const webhookDeliveryJob = defineJob({
  name: 'webhook-delivery',
  description: 'one attempt of a signed webhook delivery',
  payload: z.strictObject({ deliveryId: z.uuid() }),
  queue: { retryLimit: 7, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 60 },
  // a slow receiver (up to 10 s an attempt) does not hold up the others
  localConcurrency: 4,
});

/** Every minute, the change events no dispatcher saw (a worker was down when they were saved) become deliveries. */
export const webhookDispatchJob = defineJob({
  name: 'webhook-dispatch',
  description: 'turns the change events after each webhook cursor into deliveries',
  payload: z.strictObject({}),
  queue: { retryLimit: 1, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  schedule: { cron: '* * * * *', data: {} },
});

/** Every job of the platform. The key is the queue name and must equal the definition's `name`. */
export const JOB_DEFINITIONS = {
  'email-digest': emailDigestJob,
  'legacy-import': legacyImportJob,
  'reporting-import': reportingImportJob,
  'client-reports': clientReportsJob,
  'plugin-sync': pluginSyncJob,
  'plugin-sync-sweep': pluginSyncSweepJob,
  'password-reset-mail': passwordResetMailJob,
  'account-locked-mail': accountLockedMailJob,
  'content-changes-prune': changePruneJob,
  'webhook-delivery': webhookDeliveryJob,
  'webhook-dispatch': webhookDispatchJob,
} as const satisfies JobDefinitions;

export type PlatformJobs = typeof JOB_DEFINITIONS;
/** The queue names of a registry. */
export type JobName<D extends JobDefinitions = PlatformJobs> = Extract<keyof D, string>;
/** What a sender passes (the schema's input). */
export type JobPayloadInput<D extends JobDefinitions, N extends JobName<D>> = z.input<D[N]['payload']>;
/** What a handler receives (the schema's output). */
export type JobPayload<D extends JobDefinitions, N extends JobName<D>> = z.output<D[N]['payload']>;

/** A payload that does not match its job's schema: refused on send, a terminal failure on receive. */
export class JobPayloadError extends Error {
  constructor(
    readonly job: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`job '${job}': malformed payload: ${z.prettifyError(new z.ZodError(issues)).replace(/\n+/g, '; ')}`);
    this.name = 'JobPayloadError';
  }
}

/** Parses a payload with its definition's schema; throws JobPayloadError. */
export function parseJobPayload<D extends AnyJobDefinition>(definition: D, data: unknown): z.output<D['payload']> {
  const result = definition.payload.safeParse(data);
  if (!result.success) throw new JobPayloadError(definition.name, result.error.issues);
  return result.data;
}

/**
 * Checks a registry: keys equal names, names are valid pg-boss queue names, heartbeats are pg-boss's whole seconds
 * (at least 10), schedules have valid payloads.
 */
export function assertJobDefinitions(definitions: JobDefinitions): void {
  for (const [key, definition] of Object.entries(definitions)) {
    if (key !== definition.name) throw new Error(`job registry: key '${key}' names a job called '${definition.name}'`);
    if (!/^[\w.\-/]+$/.test(key)) throw new Error(`job registry: '${key}' is not a valid queue name`);
    const { heartbeatSeconds } = definition.queue;
    if (heartbeatSeconds !== undefined && (!Number.isInteger(heartbeatSeconds) || heartbeatSeconds < 10))
      throw new Error(`job registry: '${key}' has heartbeatSeconds ${heartbeatSeconds} (whole seconds, at least 10)`);
    if (definition.schedule) parseJobPayload(definition, definition.schedule.data);
  }
}
