import { type Kysely, sql } from 'kysely';
import { bumpContentVersion } from '../centers/content-version';
import { type BulkActionInput, runBulkAction, STATUS_PUBLISHING } from '../content/bulk-action';
import { readPage, type StaffPage, StaffPageQuery } from '../content/staff-page';
import { notFound, parseInput, STORED, touched, writeForCenter } from '../content/staff-write';
import { chooseSlug, mapSlugConflict } from '../content/unique-slug';
import type { Database } from '../db/schema';
import { containsPattern, GERMAN_ORDER } from '../db/text-order';
import { DomainError } from '../errors';
import { chainInputs } from './chain-fields';

// Staff writes of chains. A chain belongs to an organization and its branch locations are shops of that
// organization's centers; staff reach the chains through a center they work in (see `reachable`).
// A write bumps the content version of every center with a branch of the chain, since their shop reads show
// the chain's logo, texts and status. A chain with branch locations is not deleted.

const input = chainInputs(STORED);
export const ChainCreateInput = input.create;
export const ChainUpdateInput = input.update;
type Data = Record<string, unknown>;

/**
 * The chains staff of a center reach: those of the center's organization, and those of no organization (made by
 * the legacy import) that have a branch location in the center.
 */
const reachable = (centerId: string, organizationId: string | null) => {
  const owner = sql.ref('shopChains.organizationId');
  const unowned = sql<boolean>`(${owner} is null and exists (select 1 from shops where shops.chain_id = ${sql.ref('shopChains.id')} and shops.center_id = ${centerId}))`;
  return organizationId === null ? unowned : sql<boolean>`(${owner} = ${organizationId} or ${unowned})`;
};

async function organizationOf(db: Kysely<Database>, centerId: string): Promise<string | null> {
  const center = await db.selectFrom('centers').select('organizationId').where('id', '=', centerId).executeTakeFirst();
  if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  return center.organizationId;
}

/** Whether staff of the center reach the chain (the one rule for editing it and for making a shop its branch). */
export async function reachesChain(db: Kysely<Database>, centerId: string, chainId: string): Promise<boolean> {
  const organizationId = await organizationOf(db, centerId);
  const chain = await db
    .selectFrom('shopChains')
    .select('id')
    .where('id', '=', chainId)
    .where(reachable(centerId, organizationId))
    .executeTakeFirst();
  return chain !== undefined;
}

/** The chains staff of a center reach, each with the number of its branch locations in this center. */
function chainsOf(db: Kysely<Database>, centerId: string, organizationId: string | null) {
  return db
    .selectFrom('shopChains')
    .select([
      'shopChains.id',
      'shopChains.name',
      'shopChains.slug',
      'shopChains.description',
      'shopChains.shortDescription',
      'shopChains.logo',
      'shopChains.coverImage',
      'shopChains.website',
      'shopChains.status',
      'shopChains.updatedAt',
      (eb) =>
        eb
          .selectFrom('shops')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('shops.chainId', '=', 'shopChains.id')
          .where('shops.centerId', '=', centerId)
          .as('branchCount'),
    ])
    .where(reachable(centerId, organizationId));
}
export type StaffChain = Awaited<ReturnType<ReturnType<typeof chainsOf>['executeTakeFirstOrThrow']>>;

export async function listChainsForStaff(db: Kysely<Database>, centerId: string): Promise<StaffChain[]> {
  return chainsOf(db, centerId, await organizationOf(db, centerId))
    .orderBy('shopChains.name')
    .orderBy('shopChains.id')
    .execute();
}

export async function pageChainsForStaff(
  db: Kysely<Database>,
  centerId: string,
  query: StaffPageQuery,
): Promise<StaffPage<StaffChain>> {
  const { page, pageSize, sort, filters, q } = parseInput(StaffPageQuery, query);
  let filtered = chainsOf(db, centerId, await organizationOf(db, centerId));
  if (filters.status) filtered = filtered.where('shopChains.status', '=', filters.status);
  if (q) filtered = filtered.where('shopChains.name', 'ilike', containsPattern(q));
  let ordered = filtered;
  if (sort) {
    const column = `shopChains.${sort.key === 'name' ? 'name' : sort.key}` as const;
    ordered = ordered.orderBy(column, (ob) => {
      const by = sort.key === 'name' ? ob.collate(GERMAN_ORDER) : ob;
      return sort.dir === 'asc' ? by.asc() : by.desc();
    });
  }
  const { rows, total } = await readPage(
    filtered,
    ordered.orderBy('shopChains.name').orderBy('shopChains.id'),
    page,
    pageSize,
  );
  return { rows, total, page, pageSize };
}

export async function getChainForStaff(db: Kysely<Database>, centerId: string, id: string): Promise<StaffChain> {
  const row = await chainsOf(db, centerId, await organizationOf(db, centerId))
    .where('shopChains.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Chain');
  return row;
}

/** Chain slugs are unique across the platform (see unique-slug.ts). */
const slugOf = (trx: Kysely<Database>, data: Data, exceptId?: string) =>
  chooseSlug('chain', data.slug as string | null | undefined, String(data.name ?? ''), async (base) => {
    let query = trx
      .selectFrom('shopChains')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
    if (exceptId) query = query.where('id', '<>', exceptId);
    return (await query.execute()).map((row) => row.slug);
  });

/** The other centers whose shop reads show this chain: their versions are bumped with the acting center's. */
async function bumpBranchCenters(trx: Kysely<Database>, chainId: string, actingCenterId: string) {
  const centers = await trx
    .selectFrom('shops')
    .select('centerId')
    .distinct()
    .where('chainId', '=', chainId)
    .where('centerId', '<>', actingCenterId)
    .orderBy('centerId')
    .execute();
  for (const { centerId } of centers) await bumpContentVersion(trx, centerId);
}

async function updateIn(trx: Kysely<Database>, centerId: string, id: string, changes: Data) {
  const organizationId = await organizationOf(trx, centerId);
  const existing = await trx
    .selectFrom('shopChains')
    .select(['id', 'name', 'slug'])
    .where('id', '=', id)
    .where(reachable(centerId, organizationId))
    .forUpdate()
    .executeTakeFirst();
  if (!existing) throw notFound('Chain');
  let data = changes;
  if (data.slug !== undefined && data.slug !== existing.slug) {
    data = { ...data, slug: await slugOf(trx, { ...existing, ...data }, id) };
  }
  await trx
    .updateTable('shopChains')
    .set({ ...data, ...touched() })
    .where('id', '=', id)
    .execute();
  await bumpBranchCenters(trx, id, centerId);
}

async function removeIn(trx: Kysely<Database>, centerId: string, id: string) {
  const organizationId = await organizationOf(trx, centerId);
  const chain = await trx
    .selectFrom('shopChains')
    .select('id')
    .where('id', '=', id)
    .where(reachable(centerId, organizationId))
    .forUpdate()
    .executeTakeFirst();
  if (!chain) throw notFound('Chain');
  const branches = await trx
    .selectFrom('shops')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('chainId', '=', id)
    .executeTakeFirstOrThrow();
  if (branches.n > 0) {
    throw new DomainError(
      'conflict',
      'CHAIN_IN_USE',
      `The chain has ${branches.n} branch location(s); delete them or make them shops of their own first.`,
    );
  }
  await trx.deleteFrom('shopChains').where('id', '=', id).execute();
  return { id };
}

/** Creates a chain of the center's organization. */
export async function createChain(db: Kysely<Database>, centerId: string, raw: unknown): Promise<StaffChain> {
  const data: Data = parseInput(ChainCreateInput, raw);
  return mapSlugConflict('chain', data.slug, () =>
    writeForCenter(db, centerId, async (trx) => {
      const organizationId = await organizationOf(trx, centerId);
      if (organizationId === null) {
        throw new DomainError('invalid', 'NO_ORGANIZATION', 'A center without an organization has no chains.');
      }
      const slug = await slugOf(trx, data);
      const row = await trx
        .insertInto('shopChains')
        .values({ ...(data as { name: string }), slug, organizationId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return getChainForStaff(trx, centerId, row.id);
    }),
  );
}

export async function updateChain(db: Kysely<Database>, centerId: string, id: string, raw: unknown) {
  const data: Data = parseInput(ChainUpdateInput, raw);
  return mapSlugConflict('chain', data.slug, () =>
    writeForCenter(db, centerId, async (trx) => {
      await updateIn(trx, centerId, id, data);
      return getChainForStaff(trx, centerId, id);
    }),
  );
}

export async function deleteChain(db: Kysely<Database>, centerId: string, id: string): Promise<{ id: string }> {
  return writeForCenter(db, centerId, (trx) => removeIn(trx, centerId, id));
}

export function bulkChains(db: Kysely<Database>, centerId: string, action: BulkActionInput) {
  return runBulkAction(db, centerId, { publishing: STATUS_PUBLISHING, update: updateIn, remove: removeIn }, action);
}

/** The chain writes in the shape of a center resource (resource-writer.ts), for the procedures and routes of each. */
export const chainWriter = {
  createInput: ChainCreateInput,
  updateInput: ChainUpdateInput,
  list: listChainsForStaff,
  page: pageChainsForStaff,
  get: getChainForStaff,
  create: createChain,
  update: updateChain,
  remove: deleteChain,
  bulk: bulkChains,
};
