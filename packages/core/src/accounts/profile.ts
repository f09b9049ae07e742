import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { type AccountServices, deferAccountJob, nowOf, sendAccountMail } from './account-services';
import { revokeUserServerKeys } from './bearer-keys';
import { type ForgotPasswordInput, TypedPassword } from './credential-fields';
import { DIGEST_HOURS } from './digest-hours';
import { hashToken, issueAccountToken } from './one-time-tokens';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { normalizeEmail } from './sign-in';

// Spec 4.5, 6.2: self-service. forgot-password answers the same whether or not the account exists.

/**
 * `POST /api/auth/forgot-password`: queues the lookup and the mail. Nothing here depends on the address, so the
 * answer takes the same time whether or not an account has it.
 */
export async function forgotPassword(
  services: AccountServices,
  input: z.infer<typeof ForgotPasswordInput>,
): Promise<void> {
  const payload = { email: normalizeEmail(input.email) };
  await deferAccountJob(services, 'password-reset-mail', payload, () => mailPasswordResetLink(services, payload));
}

/** The job of forgot-password: a PASSWORD_RESET link (24 h) when an active account has this e-mail. */
export async function mailPasswordResetLink(services: AccountServices, input: { email: string }): Promise<void> {
  const user = await services.db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'centerId'])
    .where('email', '=', normalizeEmail(input.email))
    .where('isActive', '=', true)
    .executeTakeFirst();
  if (!user) return;
  const { token } = await issueAccountToken(services.db, { purpose: 'reset', userId: user.id }, nowOf(services));
  const sent = await sendAccountMail(
    services,
    { email: user.email, userId: user.id, centerId: user.centerId },
    {
      templateId: 'PASSWORD_RESET',
      recipientName: user.name,
      token,
    },
  );
  // a retry sends a fresh link (it replaces this one)
  if (!sent) throw new Error('the PASSWORD_RESET mail was not sent');
}

export const ChangeOwnPasswordInput = z.object({ currentPassword: TypedPassword, newPassword: TypedPassword });

/** `POST /api/users/me/change-password`: needs the current password; other sessions end, this one stays. */
export async function changeOwnPassword(
  services: AccountServices,
  userId: string,
  input: z.infer<typeof ChangeOwnPasswordInput> & { keepSessionId?: string },
) {
  const { db } = services;
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'passwordHash', 'centerId'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new DomainError('invalid', 'WRONG_PASSWORD', 'The current password is wrong.');
  }
  const problem = passwordProblem(input.newPassword, { email: user.email });
  if (problem) throw new DomainError('invalid', 'WEAK_PASSWORD', problem);
  const now = nowOf(services);
  await db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(input.newPassword), passwordChangedAt: now, updatedAt: now })
    .where('id', '=', userId)
    .execute();
  // sessions are stored under the hash of their id
  await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where('id', '<>', input.keepSessionId ? hashToken(input.keepSessionId) : '')
    .execute();
  await revokeUserServerKeys(db, userId, now);
  await sendAccountMail(
    services,
    { email: user.email, userId, centerId: user.centerId },
    {
      templateId: 'PASSWORD_CHANGED',
      recipientName: user.name,
      changedAt: now,
    },
  );
}

export const NotificationPreferencesInput = z
  .object({
    emailDigestEnabled: z.boolean(),
    emailDigestHour: z.union(DIGEST_HOURS.map((h) => z.literal(h)) as [z.ZodLiteral<7>, ...z.ZodLiteral<number>[]]),
  })
  .partial()
  .strict();

export async function getNotificationPreferences(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .select(['emailDigestEnabled', 'emailDigestHour'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function setNotificationPreferences(
  db: Kysely<Database>,
  userId: string,
  input: z.infer<typeof NotificationPreferencesInput>,
) {
  if (Object.keys(input).length > 0) await db.updateTable('users').set(input).where('id', '=', userId).execute();
  return getNotificationPreferences(db, userId);
}
