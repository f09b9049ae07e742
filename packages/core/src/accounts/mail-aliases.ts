import type { Kysely } from 'kysely';
import { z } from 'zod';
import { PageNumber, PageSize, readPage, SearchTerm } from '../content/staff-page';
import type { Database } from '../db/schema';
import { containsPattern, GERMAN_ORDER } from '../db/text-order';
import { DomainError } from '../errors';
import { type AccountServices, nowOf, sendAccountMail } from './account-services';
import { MAIL_ALIAS_SORT_KEYS, MAIL_ALIAS_STATES, type MailAliasInput } from './mail-alias-fields';
import { consumeAccountToken, issueAccountToken, TOKEN_FAILURE_MESSAGES } from './one-time-tokens';
import { normalizeEmail } from './sign-in';

// Spec 3 (alias rows) and 4.5: forwarding aliases of a center. An external target must confirm with a
// link (7 days) before mail is forwarded to it; verifying again sends the same mail anew.

function domainOf(address: string) {
  return address.split('@')[1]?.toLowerCase() ?? '';
}

/** A center's own mail domain: its custom domain without `www.` (`www.nord-arkaden.example` -> `nord-arkaden.example`). */
function ownDomainOf(center: { customDomain: string | null }) {
  return (
    center.customDomain
      ?.trim()
      .toLowerCase()
      .replace(/^www\./, '') || null
  );
}

/**
 * The domains a center's aliases may be on: its own domain and the mail domains configured for every center
 * (MAIL_ALIAS_DOMAINS). An alias on any other domain would speak for someone else (another center's domain).
 */
export function allowedMailAliasDomains(center: { customDomain: string | null }, shared: readonly string[] = []) {
  const own = ownDomainOf(center);
  return [...new Set([...(own ? [own] : []), ...shared.map((d) => d.toLowerCase())])];
}

function assertAliasDomain(alias: string, allowed: string[]) {
  if (allowed.includes(domainOf(alias))) return;
  throw new DomainError(
    'invalid',
    'ALIAS_DOMAIN_NOT_ALLOWED',
    allowed.length > 0
      ? `An alias of this center must be on ${allowed.map((d) => `@${d}`).join(' or ')}.`
      : 'This center has no mail domain for aliases: set its custom domain first.',
  );
}

async function loadCenter(services: AccountServices, centerId: string) {
  const center = await services.db
    .selectFrom('centers')
    .select(['id', 'name', 'customDomain'])
    .where('id', '=', centerId)
    .executeTakeFirst();
  if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  return center;
}

async function mailVerification(
  services: AccountServices,
  alias: { id: string; alias: string; targetEmail: string },
  centerName: string,
) {
  const { token } = await issueAccountToken(
    services.db,
    { purpose: 'mail_alias_verify', mailAliasId: alias.id },
    nowOf(services),
  );
  return sendAccountMail(
    services,
    { email: alias.targetEmail },
    {
      templateId: 'MAIL_ALIAS_VERIFY',
      aliasAddress: alias.alias,
      targetAddress: alias.targetEmail,
      centerName,
      token,
    },
  );
}

/**
 * `POST /api/centers/{centerId}/mail-aliases`: the alias must be on one of the center's domains; an internal
 * target is verified at once, an external one is pending.
 */
export async function createMailAlias(
  services: AccountServices,
  centerId: string,
  input: z.infer<typeof MailAliasInput>,
) {
  const center = await loadCenter(services, centerId);
  const alias = normalizeEmail(input.alias);
  const targetEmail = normalizeEmail(input.targetEmail);
  assertAliasDomain(alias, allowedMailAliasDomains(center, services.mailAliasDomains));
  // a shared domain (MAIL_ALIAS_DOMAINS): an address belongs to the center that took it first
  const taken = await services.db
    .selectFrom('mailAliases')
    .select('id')
    .where('alias', '=', alias)
    .where('centerId', '<>', centerId)
    .executeTakeFirst();
  if (taken) throw new DomainError('conflict', 'ALIAS_TAKEN', 'Another center uses this alias address.');
  const centerDomain = ownDomainOf(center);
  const isExternal = !centerDomain || domainOf(targetEmail) !== centerDomain;
  const row = await services.db
    .insertInto('mailAliases')
    .values({
      centerId,
      alias,
      targetEmail,
      isExternal,
      status: isExternal ? 'pending' : 'verified',
      ...(isExternal ? {} : { verifiedAt: nowOf(services) }),
    })
    .onConflict((oc) => oc.columns(['centerId', 'alias', 'targetEmail']).doNothing())
    .returning(['id', 'alias', 'targetEmail', 'isExternal', 'status'])
    .executeTakeFirst();
  if (!row) throw new DomainError('conflict', 'ALIAS_EXISTS', 'This alias already forwards to this address.');
  const emailSent = isExternal ? await mailVerification(services, row, center.name) : false;
  return { ...row, emailSent };
}

/** `POST .../mail-aliases/{aliasId}/verify`: while pending, the verification mail goes out again. */
export async function resendMailAliasVerification(services: AccountServices, centerId: string, aliasId: string) {
  const center = await loadCenter(services, centerId);
  const alias = await services.db
    .selectFrom('mailAliases')
    .select(['id', 'alias', 'targetEmail', 'status'])
    .where('id', '=', aliasId)
    .where('centerId', '=', centerId)
    .executeTakeFirst();
  if (!alias) throw new DomainError('not_found', 'ALIAS_NOT_FOUND', 'No such alias.');
  if (alias.status !== 'pending') return { status: alias.status, emailSent: false };
  return { status: alias.status, emailSent: await mailVerification(services, alias, center.name) };
}

/** One page of a center's aliases: order (alias A-Z unless asked), the state filter, a search in both addresses. */
export const MailAliasPageQuery = z.strictObject({
  page: PageNumber,
  pageSize: PageSize,
  sort: z
    .strictObject({ key: z.enum(MAIL_ALIAS_SORT_KEYS), dir: z.enum(['asc', 'desc']) })
    .default({ key: 'alias', dir: 'asc' }),
  filters: z.strictObject({ status: z.enum(MAIL_ALIAS_STATES).optional() }).default({}),
  q: SearchTerm,
});
export type MailAliasPageQuery = z.input<typeof MailAliasPageQuery>;

const ALIAS_SORT_COLUMNS = {
  alias: 'alias',
  target: 'targetEmail',
  status: 'status',
  created: 'createdAt',
} as const;

/** A page of the center's aliases with the total that matches; ties by id, so pages never overlap. */
export async function listMailAliasPage(db: Kysely<Database>, centerId: string, input: MailAliasPageQuery = {}) {
  const { page, pageSize, sort, filters, q } = MailAliasPageQuery.parse(input);
  let query = db
    .selectFrom('mailAliases')
    .select(['id', 'alias', 'targetEmail', 'isExternal', 'status', 'verifiedAt', 'createdAt'])
    .where('centerId', '=', centerId);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) => eb.or([eb('alias', 'ilike', pattern), eb('targetEmail', 'ilike', pattern)]));
  }
  const ordered = query
    .orderBy(ALIAS_SORT_COLUMNS[sort.key], (ob) => {
      const by = sort.key === 'alias' || sort.key === 'target' ? ob.collate(GERMAN_ORDER) : ob;
      return sort.dir === 'asc' ? by.asc() : by.desc();
    })
    .orderBy('id');
  const { rows, total } = await readPage(query, ordered, page, pageSize);
  return { rows, total, page, pageSize };
}

/** Removes an alias of the center (its pending verification link dies with it); another center's is NOT_FOUND. */
export async function removeMailAlias(db: Kysely<Database>, centerId: string, aliasId: string) {
  const row = await db
    .deleteFrom('mailAliases')
    .where('id', '=', aliasId)
    .where('centerId', '=', centerId)
    .returning(['id', 'alias'])
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'ALIAS_NOT_FOUND', 'No such alias.');
  return row;
}

/** `/mail-alias/verify?token=` (no sign-in): the target confirms. */
export async function verifyMailAlias(services: AccountServices, token: string) {
  const check = await consumeAccountToken(services.db, token, 'mail_alias_verify', nowOf(services));
  if (!check.ok) {
    throw new DomainError(
      check.code === 'TOKEN_INVALID' ? 'not_found' : 'invalid',
      check.code,
      TOKEN_FAILURE_MESSAGES[check.code],
    );
  }
  const alias = await services.db
    .updateTable('mailAliases')
    .set({ status: 'verified', verifiedAt: nowOf(services), updatedAt: nowOf(services) })
    .where('id', '=', check.mailAliasId ?? '')
    .returning(['id', 'alias', 'targetEmail', 'status'])
    .executeTakeFirstOrThrow();
  return alias;
}
