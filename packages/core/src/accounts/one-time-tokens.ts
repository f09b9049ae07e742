import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountTokenPurpose, Database } from '../db/schema';

const HOUR = 60 * 60 * 1000;
/** Validity of one-time links (spec 5, 8): setup and alias verification 7 days, reset and unlock 24 h. */
export const TOKEN_VALIDITY_MS: Record<AccountTokenPurpose, number> = {
  setup: 7 * 24 * HOUR,
  reset: 24 * HOUR,
  unlock: 24 * HOUR,
  mail_alias_verify: 7 * 24 * HOUR,
};

/** Only this hash of a token is stored; the token itself exists in the link alone. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a one-time token (256 random bits) for a user and returns the token to put in the link. */
export async function issueAccountToken(
  db: Kysely<Database>,
  input:
    | { purpose: Exclude<AccountTokenPurpose, 'mail_alias_verify'>; userId: string }
    | { purpose: 'mail_alias_verify'; mailAliasId: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_VALIDITY_MS[input.purpose]);
  await db
    .insertInto('accountTokens')
    .values({
      tokenHash: hashToken(token),
      purpose: input.purpose,
      userId: 'userId' in input ? input.userId : null,
      mailAliasId: 'mailAliasId' in input ? input.mailAliasId : null,
      expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** The page path of each purpose's link (spec 4.5). */
export const TOKEN_PAGE: Record<AccountTokenPurpose, string> = {
  setup: '/auth/activate',
  reset: '/auth/reset-password',
  unlock: '/auth/unlock',
  mail_alias_verify: '/mail-alias/verify',
};

export function tokenLink(baseUrl: string, purpose: AccountTokenPurpose, token: string): string {
  return `${baseUrl}${TOKEN_PAGE[purpose]}?token=${encodeURIComponent(token)}`;
}
