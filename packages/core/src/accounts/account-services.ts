import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
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
