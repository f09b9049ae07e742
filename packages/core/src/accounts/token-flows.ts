import { z } from 'zod';
import { DomainError } from '../errors';
import { type AccountServices, nowOf, sendAccountMail } from './account-services';
import { revokeUserServerKeys } from './bearer-keys';
import { TypedPassword } from './credential-fields';
import { consumeAccountToken, inspectAccountToken, TOKEN_FAILURE_MESSAGES, type TokenCheck } from './one-time-tokens';
import { hashPassword, passwordProblem } from './passwords';

// Spec 3, 4.5: what the links of the account mails do. A link that is unknown, of another purpose,
// used or expired changes nothing and says which case applies.

function orRefuse(check: TokenCheck): Extract<TokenCheck, { ok: true }> {
  if (!check.ok) {
    throw new DomainError(
      check.code === 'TOKEN_INVALID' ? 'not_found' : 'invalid',
      check.code,
      TOKEN_FAILURE_MESSAGES[check.code],
    );
  }
  return check;
}

/** The token of an account link, as its page sends it. */
export const LinkToken = z.string().min(1).max(200);

export const CheckLinkInput = z.object({
  token: LinkToken,
  purpose: z.enum(['setup', 'reset', 'unlock', 'mail_alias_verify']),
});

/** For a page: is this link usable? (nothing is used up) */
export async function checkLink(services: AccountServices, { token, purpose }: z.infer<typeof CheckLinkInput>) {
  const check = await inspectAccountToken(services.db, token, purpose, nowOf(services));
  return check.ok
    ? { ok: true as const, expiresAt: check.expiresAt }
    : { ok: false as const, code: check.code, message: TOKEN_FAILURE_MESSAGES[check.code] };
}

async function userOf(services: AccountServices, userId: string | null) {
  return services.db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'centerId'])
    .where('id', '=', userId ?? '')
    .executeTakeFirstOrThrow();
}

/** What a link page that only confirms sends: unlocking an account, verifying a mail alias. */
export const LinkTokenInput = z.object({ token: LinkToken });

/** What the activation and the reset link pages send. */
export const SetPasswordWithLinkInput = z.object({ token: LinkToken, password: TypedPassword });

/** Sets a password with a one-time link (setup or reset). The password is checked before the link is used. */
async function setPasswordWithLink(
  services: AccountServices,
  token: string,
  purpose: 'setup' | 'reset',
  password: string,
) {
  const { db } = services;
  const now = nowOf(services);
  orRefuse(await inspectAccountToken(db, token, purpose, now));
  const problem = passwordProblem(password);
  if (problem) throw new DomainError('invalid', 'WEAK_PASSWORD', problem);
  const passwordHash = await hashPassword(password);
  const { userId } = orRefuse(await consumeAccountToken(db, token, purpose, now));
  const user = await userOf(services, userId);
  await db
    .updateTable('users')
    .set({ passwordHash, passwordChangedAt: now, failedLoginAttempts: 0, lockedUntil: null, updatedAt: now })
    .where('id', '=', user.id)
    .execute();
  await services.sessions.invalidateUserSessions(user.id);
  await revokeUserServerKeys(db, user.id, now);
  return user;
}

/** `/auth/activate`: the first password; ends at the sign-in page with `account-activated`. */
export async function activateAccount(services: AccountServices, input: z.infer<typeof SetPasswordWithLinkInput>) {
  await setPasswordWithLink(services, input.token, 'setup', input.password);
  return { redirectTo: '/auth/signin?message=account-activated' };
}

/** `/auth/reset-password`: a new password, PASSWORD_CHANGED mail, all sessions ended, no sign-in. */
export async function resetPasswordWithLink(
  services: AccountServices,
  input: z.infer<typeof SetPasswordWithLinkInput>,
) {
  const user = await setPasswordWithLink(services, input.token, 'reset', input.password);
  await sendAccountMail(
    services,
    { email: user.email, userId: user.id, centerId: user.centerId },
    {
      templateId: 'PASSWORD_CHANGED',
      recipientName: user.name,
      changedAt: nowOf(services),
    },
  );
  return { redirectTo: '/auth/signin?message=password-reset-success' };
}

/** `/auth/unlock`: lifts the lock and the count of failures. */
export async function unlockAccount(services: AccountServices, input: z.infer<typeof LinkTokenInput>) {
  const { userId } = orRefuse(await consumeAccountToken(services.db, input.token, 'unlock', nowOf(services)));
  await services.db
    .updateTable('users')
    .set({ lockedUntil: null, failedLoginAttempts: 0 })
    .where('id', '=', userId ?? '')
    .execute();
  return { redirectTo: '/auth/signin?message=account-unlocked' };
}
