import { sql } from 'kysely';
import { DomainError } from '../errors';
import { type AccountServices, nowOf, sendAccountMail } from './account-services';
import { issueAccountToken } from './one-time-tokens';
import { verifyPassword } from './passwords';

// Spec 3, 5: the 5th failed attempt locks the account and mails an unlock link (24 h).
export const MAX_FAILED_LOGINS = 5;
export const LOCK_DURATION_MS = 24 * 60 * 60 * 1000;

/** One answer for an unknown e-mail, a wrong password, a locked or a deactivated account. */
const refused = () =>
  new DomainError('unauthenticated', 'INVALID_CREDENTIALS', 'E-mail or password is wrong, or the account is locked.');

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Signs in with e-mail and password: a new session on every success (the count of failures resets),
 * and the same refusal, after the same password work, for every failure.
 */
export async function signIn(
  services: AccountServices,
  input: { email: string; password: string; ipAddress?: string | null; userAgent?: string | null },
): Promise<{ sessionId: string; userId: string }> {
  const { db } = services;
  const now = nowOf(services);
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'passwordHash', 'isActive', 'lockedUntil', 'centerId'])
    .where('email', '=', normalizeEmail(input.email))
    .executeTakeFirst();
  // verified in every case, so an unknown e-mail takes as long as a wrong password
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !user.isActive) throw refused();
  if (user.lockedUntil && user.lockedUntil > now) throw refused();

  if (!valid) {
    await countFailure(services, user, now);
    throw refused();
  }
  await db
    .updateTable('users')
    .set({ failedLoginAttempts: 0, lockedUntil: null, lastLoginAt: now })
    .where('id', '=', user.id)
    .execute();
  const session = await services.sessions.createSession(user.id, {
    centerId: user.centerId,
    ipAddress: input.ipAddress ?? null,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { sessionId: session.id, userId: user.id };
}

async function countFailure(
  services: AccountServices,
  user: { id: string; email: string; name: string; centerId: string | null },
  now: Date,
): Promise<void> {
  const lockUntil = new Date(now.getTime() + LOCK_DURATION_MS);
  // one statement: concurrent failures cannot skip the 5th, and only one of them locks
  const row = await services.db
    .updateTable('users')
    .set({
      failedLoginAttempts: sql`case when failed_login_attempts + 1 >= ${MAX_FAILED_LOGINS} then 0 else failed_login_attempts + 1 end`,
      lockedUntil: sql`case when failed_login_attempts + 1 >= ${MAX_FAILED_LOGINS} then ${lockUntil}::timestamptz else locked_until end`,
    })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
    .returning(['lockedUntil'])
    .executeTakeFirst();
  if (!row?.lockedUntil || row.lockedUntil.getTime() !== lockUntil.getTime()) return;
  await services.sessions.invalidateUserSessions(user.id);
  const { token } = await issueAccountToken(services.db, { purpose: 'unlock', userId: user.id }, now);
  await sendAccountMail(
    services,
    { email: user.email, userId: user.id, centerId: user.centerId },
    {
      templateId: 'ACCOUNT_LOCKED',
      recipientName: user.name,
      token,
      lockedUntil: row.lockedUntil,
    },
  );
}
