import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { plainText } from '../content/staff-write';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { hashToken } from './one-time-tokens';

// Spec 5: bearer credentials for server-to-server callers. A key acts as the user who made it, is
// shown once, and only its SHA-256 is kept.

const PREFIX = 'cps_';

export const CreateServerKeyInput = z.object({ name: plainText().min(1).max(100) });

export async function createServerKey(db: Kysely<Database>, userId: string, name: string) {
  const key = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db
    .insertInto('apiKeys')
    .values({
      kind: 'server',
      name: name.slice(0, 100),
      keyHash: hashToken(key),
      keyPrefix: key.slice(0, 10),
      createdByUserId: userId,
    })
    .returning(['id', 'name', 'keyPrefix', 'createdAt'])
    .executeTakeFirstOrThrow();
  return { ...row, key };
}

export async function revokeServerKey(db: Kysely<Database>, userId: string, keyId: string) {
  const row = await db
    .updateTable('apiKeys')
    .set({ revokedAt: new Date() })
    .where('id', '=', keyId)
    .where('kind', '=', 'server')
    .where('createdByUserId', '=', userId)
    .where('revokedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'KEY_NOT_FOUND', 'No such key.');
}

/**
 * Revokes every personal key of a user: on a new password (reset or change), a lockout and a deactivation. The
 * keys stay revoked (a reactivation or an unlock brings none back); the owner makes new ones.
 */
export async function revokeUserServerKeys(db: Kysely<Database>, userId: string, now = new Date()) {
  await db
    .updateTable('apiKeys')
    .set({ revokedAt: now })
    .where('createdByUserId', '=', userId)
    .where('kind', '=', 'server')
    .where('revokedAt', 'is', null)
    .execute();
}

/** The active user a presented bearer key acts for, or undefined. */
export async function userOfServerKey(db: Kysely<Database>, key: string, now = new Date()) {
  if (!key.startsWith(PREFIX) || key.length > 100) return undefined;
  const row = await db
    .selectFrom('apiKeys')
    .innerJoin('users', 'users.id', 'apiKeys.createdByUserId')
    .select([
      'apiKeys.id as keyId',
      'users.id',
      'users.email',
      'users.name',
      'users.role',
      'users.organizationId',
      'users.centerId',
    ])
    .where('apiKeys.keyHash', '=', hashToken(key))
    .where('apiKeys.kind', '=', 'server')
    .where('apiKeys.revokedAt', 'is', null)
    .where((eb) => eb.or([eb('apiKeys.expiresAt', 'is', null), eb('apiKeys.expiresAt', '>', now)]))
    .where('users.isActive', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  await db.updateTable('apiKeys').set({ lastUsedAt: now }).where('id', '=', row.keyId).execute();
  return row;
}
