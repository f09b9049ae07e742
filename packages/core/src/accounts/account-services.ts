import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JobName, JobPayloadInput, PlatformJobs } from '../jobs/definitions';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../logging/logger';
import type { Mailer } from '../mail/mailer';
import { type MailInput, renderMail } from '../mail/templates';
import type { Sessions } from './sessions';

/** What the account flows need: the database, sessions, the mailer and the base of every link. */
export interface AccountServices {
  db: Kysely<Database>;
  sessions: Sessions;
  mailer: Mailer;
  baseUrl: string;
  logger?: Logger;
  now?: () => Date;
  /** the mail domains every center may create forwarding aliases on (MAIL_ALIAS_DOMAINS) */
  mailAliasDomains?: readonly string[];
  /** the job queue: work that must not delay an answer (forgot-password, the lockout mail) is queued on it */
  jobs?: JobQueue;
}

export const nowOf = (services: AccountServices) => services.now?.() ?? new Date();

/** Renders and sends one account mail; answers whether it went out (a failure is logged, never thrown). */
export async function sendAccountMail(
  services: AccountServices,
  to: { email: string; userId?: string | null; centerId?: string | null },
  input: MailInput,
): Promise<boolean> {
  const result = await services.mailer.send({
    to: to.email,
    rendered: renderMail(input, { baseUrl: services.baseUrl }),
    ...(to.userId ? { userId: to.userId } : {}),
    ...(to.centerId ? { centerId: to.centerId } : {}),
  });
  if (!result.ok) services.logger?.warn({ templateId: input.templateId, error: result.error }, 'account mail not sent');
  return result.ok;
}

/**
 * Hands account work to a job, so the answer does not wait for it (nor tells by its timing what it found). A
 * host without a job queue (a test app, a script) runs `inProcess` in the background instead: the same work,
 * just not durable.
 */
export async function deferAccountJob<N extends JobName>(
  services: AccountServices,
  name: N,
  payload: JobPayloadInput<PlatformJobs, N>,
  inProcess: () => Promise<unknown>,
): Promise<void> {
  if (services.jobs) {
    await services.jobs.send(name, payload);
    return;
  }
  inProcess().catch((error: unknown) => services.logger?.error({ err: error, job: name }, 'account job failed'));
}
