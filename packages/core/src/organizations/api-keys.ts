import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { hashToken } from '../accounts/one-time-tokens';
import { parseInput, plainText } from '../content/staff-write';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { OrganizationKeyFields } from './key-fields';
import { AGENCY_KEY_SCOPES, type AgencyKeyScope } from './key-scopes';

// Spec 4.6, 5: organization-scoped API keys of the agency integration API (`/api/agencyos/v1/`). A key acts
// for its organization, not for a user: it reaches that organization's centers and nothing else, and only
// through the agency routes. It is shown once when created; only its SHA-256 is kept.

const PREFIX = 'cpo_';

export type { AgencyKeyScope };

export const OrganizationKeyCreateInput = OrganizationKeyFields.extend({
  name: plainText().pipe(OrganizationKeyFields.shape.name),
});
export type OrganizationKeyCreate = z.input<typeof OrganizationKeyCreateInput>;

/** The agency caller a presented organization key stands for. */
export interface OrganizationKeyCaller {
  keyId: string;
  organizationId: string;
  name: string;
  scopes: AgencyKeyScope[];
}

const LISTED = [
  'apiKeys.id',
  'apiKeys.name',
  'apiKeys.keyPrefix',
  'apiKeys.scopes',
  'apiKeys.createdAt',
  'apiKeys.lastUsedAt',
  'apiKeys.expiresAt',
  'apiKeys.revokedAt',
] as const;

/** Whether a presented bearer value is meant as an organization key (it is then never tried as anything else). */
export const isOrganizationKey = (value: string) => value.startsWith(PREFIX);

/** Creates a key of the organization; the answer carries the key itself, the only time it is ever shown. */
export async function createOrganizationKey(
  db: Kysely<Database>,
  organizationId: string,
  createdByUserId: string | null,
  input: OrganizationKeyCreate,
  now = new Date(),
) {
  const data = parseInput(OrganizationKeyCreateInput, input);
  const expiresAt = data.expiresAt ? new Date(data.expiresAt) : null;
  if (expiresAt && expiresAt <= now) {
    throw new DomainError('invalid', 'INVALID_REQUEST', 'expiresAt: must lie in the future.');
  }
  const organization = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!organization) throw new DomainError('not_found', 'ORGANIZATION_NOT_FOUND', 'No such organization.');
  const key = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db
    .insertInto('apiKeys')
    .values({
      kind: 'organization',
      organizationId,
      name: data.name,
      keyHash: hashToken(key),
      keyPrefix: key.slice(0, 10),
      scopes: data.scopes,
      createdByUserId,
      expiresAt,
    })
    .returning(['id', 'name', 'keyPrefix', 'scopes', 'createdAt', 'lastUsedAt', 'expiresAt', 'revokedAt'])
    .executeTakeFirstOrThrow();
  return { ...row, key };
}

/** The organization's keys, newest first, revoked ones included; never a key or its hash. */
export async function listOrganizationKeys(db: Kysely<Database>, organizationId: string) {
  return db
    .selectFrom('apiKeys')
    .leftJoin('users', 'users.id', 'apiKeys.createdByUserId')
    .select([...LISTED, 'users.email as createdBy'])
    .where('apiKeys.kind', '=', 'organization')
    .where('apiKeys.organizationId', '=', organizationId)
    .orderBy('apiKeys.createdAt', 'desc')
    .orderBy('apiKeys.id')
    .execute();
}

/** Revokes a key of the organization at once; a key of another organization is NOT_FOUND. */
export async function revokeOrganizationKey(db: Kysely<Database>, organizationId: string, keyId: string) {
  const row = await db
    .updateTable('apiKeys')
    .set({ revokedAt: new Date() })
    .where('id', '=', keyId)
    .where('kind', '=', 'organization')
    .where('organizationId', '=', organizationId)
    .where('revokedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'KEY_NOT_FOUND', 'No such active key.');
  return row;
}

/** The organization a presented key acts for, or undefined (unknown, revoked or expired). */
export async function organizationKeyCaller(
  db: Kysely<Database>,
  key: string,
  now = new Date(),
): Promise<OrganizationKeyCaller | undefined> {
  if (!isOrganizationKey(key) || key.length > 100) return undefined;
  const row = await db
    .selectFrom('apiKeys')
    .select(['id', 'organizationId', 'name', 'scopes', 'lastUsedAt'])
    .where('keyHash', '=', hashToken(key))
    .where('kind', '=', 'organization')
    .where('revokedAt', 'is', null)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .executeTakeFirst();
  if (!row?.organizationId) return undefined;
  // last use to the minute: one write per key and minute, not one per request
  if (!row.lastUsedAt || now.getTime() - new Date(row.lastUsedAt).getTime() > 60_000) {
    await db.updateTable('apiKeys').set({ lastUsedAt: now }).where('id', '=', row.id).execute();
  }
  return {
    keyId: row.id,
    organizationId: row.organizationId,
    name: row.name,
    scopes: AGENCY_KEY_SCOPES.filter((scope) => row.scopes.includes(scope)),
  };
}
