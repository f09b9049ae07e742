import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { hashToken } from '../accounts/one-time-tokens';
import { PageNumber, PageSize, readPage, SearchTerm } from '../content/staff-page';
import { parseInput, plainText } from '../content/staff-write';
import type { Database } from '../db/schema';
import { containsPattern, GERMAN_ORDER } from '../db/text-order';
import { DomainError } from '../errors';
import { ORGANIZATION_KEY_SORT_KEYS, ORGANIZATION_KEY_STATES, OrganizationKeyFields } from './key-fields';
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

/** One page of an organization's keys: order (newest first unless asked), the state filter, a search in name and prefix. */
export const OrganizationKeyPageQuery = z.strictObject({
  page: PageNumber,
  pageSize: PageSize,
  sort: z
    .strictObject({ key: z.enum(ORGANIZATION_KEY_SORT_KEYS), dir: z.enum(['asc', 'desc']) })
    .default({ key: 'created', dir: 'desc' }),
  filters: z.strictObject({ state: z.enum(ORGANIZATION_KEY_STATES).optional() }).default({}),
  q: SearchTerm,
});
export type OrganizationKeyPageQuery = z.input<typeof OrganizationKeyPageQuery>;

const SORT_COLUMNS = {
  name: 'apiKeys.name',
  created: 'apiKeys.createdAt',
  lastUsed: 'apiKeys.lastUsedAt',
  expires: 'apiKeys.expiresAt',
} as const;

/**
 * A page of the organization's keys, revoked and expired ones included (never a key itself), with who created each
 * and the total that matches. Names in German order; ties by id, so pages never overlap.
 */
export async function listOrganizationKeyPage(
  db: Kysely<Database>,
  organizationId: string,
  input: OrganizationKeyPageQuery = {},
  now = new Date(),
) {
  const { page, pageSize, sort, filters, q } = OrganizationKeyPageQuery.parse(input);
  let query = db
    .selectFrom('apiKeys')
    .leftJoin('users', 'users.id', 'apiKeys.createdByUserId')
    .select([...LISTED, 'users.email as createdBy'])
    .where('apiKeys.kind', '=', 'organization')
    .where('apiKeys.organizationId', '=', organizationId);
  if (filters.state === 'revoked') query = query.where('apiKeys.revokedAt', 'is not', null);
  if (filters.state === 'expired')
    query = query.where('apiKeys.revokedAt', 'is', null).where('apiKeys.expiresAt', '<=', now);
  if (filters.state === 'active')
    query = query
      .where('apiKeys.revokedAt', 'is', null)
      .where((eb) => eb.or([eb('apiKeys.expiresAt', 'is', null), eb('apiKeys.expiresAt', '>', now)]));
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([eb('apiKeys.name', 'ilike', pattern), eb('apiKeys.keyPrefix', 'ilike', pattern)]),
    );
  }
  const ordered = query
    .orderBy(SORT_COLUMNS[sort.key], (ob) => {
      const by = sort.key === 'name' ? ob.collate(GERMAN_ORDER) : ob;
      return (sort.dir === 'asc' ? by.asc() : by.desc()).nullsLast();
    })
    .orderBy('apiKeys.id');
  const { rows, total } = await readPage(query, ordered, page, pageSize);
  return { rows, total, page, pageSize };
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
