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
  // a new link replaces the earlier open links of the same purpose
  await db
    .updateTable('accountTokens')
    .set({ usedAt: now })
    .where('purpose', '=', input.purpose)
    .where('usedAt', 'is', null)
    .where('userId' in input ? 'userId' : 'mailAliasId', '=', 'userId' in input ? input.userId : input.mailAliasId)
    .execute();
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

export type TokenFailureCode = 'TOKEN_INVALID' | 'TOKEN_WRONG_TYPE' | 'TOKEN_USED' | 'TOKEN_EXPIRED';
export type TokenCheck =
  | { ok: true; userId: string | null; mailAliasId: string | null; expiresAt: Date }
  | { ok: false; code: TokenFailureCode };

export const TOKEN_FAILURE_MESSAGES: Record<TokenFailureCode, string> = {
  TOKEN_INVALID: 'This link is not valid.',
  TOKEN_WRONG_TYPE: 'This link is meant for another purpose.',
  TOKEN_USED: 'This link has already been used.',
  TOKEN_EXPIRED: 'This link has expired.',
};

const wellFormed = (token: string) => /^[\w-]{20,100}$/.test(token);
const INVALID: TokenCheck = { ok: false, code: 'TOKEN_INVALID' };

/** A check of a presented token for one purpose, at `now` (the current time by default). */
type TokenCheckOf = (
  db: Kysely<Database>,
  token: string,
  purpose: AccountTokenPurpose,
  now?: Date,
) => Promise<TokenCheck>;

/** What a presented token is, without using it: valid, or which of the failure cases applies. */
export const inspectAccountToken: TokenCheckOf = async (db, token, purpose, now = new Date()) => {
  if (!wellFormed(token)) return INVALID;
  const row = await db
    .selectFrom('accountTokens')
    .select(['purpose', 'userId', 'mailAliasId', 'expiresAt', 'usedAt'])
    .where('tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return INVALID;
  if (row.purpose !== purpose) return { ok: false, code: 'TOKEN_WRONG_TYPE' };
  if (row.usedAt) return { ok: false, code: 'TOKEN_USED' };
  if (row.expiresAt <= now) return { ok: false, code: 'TOKEN_EXPIRED' };
  return { ok: true, userId: row.userId, mailAliasId: row.mailAliasId, expiresAt: row.expiresAt };
};

/**
 * Uses a token once: marks it used in one statement, so two concurrent uses cannot both succeed.
 * A failed use changes nothing and names its case.
 */
export const consumeAccountToken: TokenCheckOf = async (db, token, purpose, now = new Date()) => {
  if (!wellFormed(token)) return INVALID;
  const used = await db
    .updateTable('accountTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['userId', 'mailAliasId', 'expiresAt'])
    .executeTakeFirst();
  if (used) return { ok: true, ...used };
  // names the failure
  return inspectAccountToken(db, token, purpose, now);
};
