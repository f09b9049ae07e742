import { sql } from 'kysely';
import { DomainError } from '../errors';
import { type AccountServices, deferAccountJob, nowOf, sendAccountMail } from './account-services';
import { revokeUserServerKeys } from './bearer-keys';
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

async function countFailure(services: AccountServices, user: { id: string }, now: Date): Promise<void> {
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
  // the credentials end now; the unlock mail (a token and a call to the mail provider) goes out from a job
  await services.sessions.invalidateUserSessions(user.id);
  await revokeUserServerKeys(services.db, user.id, now);
  const payload = { userId: user.id, lockedUntil: lockUntil.toISOString() };
  await deferAccountJob(services, 'account-locked-mail', payload, () => mailUnlockLink(services, payload));
}

/** The job of a lockout: ACCOUNT_LOCKED with an unlock link (24 h), unless the account was unlocked meanwhile. */
export async function mailUnlockLink(
  services: AccountServices,
  input: { userId: string; lockedUntil: string },
): Promise<void> {
  const user = await services.db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'centerId', 'lockedUntil'])
    .where('id', '=', input.userId)
    .executeTakeFirst();
  const lockedUntil = new Date(input.lockedUntil);
  if (!user?.lockedUntil || user.lockedUntil.getTime() !== lockedUntil.getTime()) return;
  const { token } = await issueAccountToken(services.db, { purpose: 'unlock', userId: user.id }, nowOf(services));
  const sent = await sendAccountMail(
    services,
    { email: user.email, userId: user.id, centerId: user.centerId },
    {
      templateId: 'ACCOUNT_LOCKED',
      recipientName: user.name,
      token,
      lockedUntil,
    },
  );
  // a retry sends a fresh link (it replaces this one)
  if (!sent) throw new Error('the ACCOUNT_LOCKED mail was not sent');
}
