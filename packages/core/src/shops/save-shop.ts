import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { type BulkActionInput, runBulkAction, STATUS_PUBLISHING } from '../content/bulk-action';
import { isUniqueViolation, notFound, parseInput, STORED, touched, writeForCenter } from '../content/staff-write';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { serializeOpeningHours } from '../opening-hours';
import { reachesChain } from './save-chain';
import { shopInputs } from './shop-fields';
import { toShopValues } from './shop-values';

// The staff write paths of shops and branch locations (spec 2.6). Opening hours are written only when the
// input carries them (the editor sends them only when the hours block changed, rule 5), and then always
// through the central serialization: a branch (chainId set) under regularHours, a shop with top-level days.

const shopInput = shopInputs(STORED);
export const ShopFields = shopInput.fields;
/** Input of `createShop`: name and slug are required, everything else optional. */
export const ShopCreateInput = shopInput.create;
/** Input of `updateShop`: only the fields present change. */
export const ShopUpdateInput = shopInput.update;
export type ShopCreate = z.input<typeof ShopCreateInput>;
export type ShopUpdate = z.input<typeof ShopUpdateInput>;
type ShopUpdateData = z.output<typeof ShopUpdateInput>;

const STAFF_SHOP_COLUMNS = [
  'shops.id',
  'shops.centerId',
  'shops.chainId',
  'shops.categoryId',
  'shops.name',
  'shops.slug',
  'shops.description',
  'shops.shortDescription',
  'shops.floor',
  'shops.floorNumber',
  'shops.unitNumber',
  'shops.logo',
  'shops.coverImage',
  'shops.gallery',
  'shops.openingHours',
  'shops.tags',
  'shops.status',
  'shops.showOnWebsite',
  'shops.phone',
  'shops.email',
  'shops.website',
  'shops.sortOrder',
  'shops.legacyId',
  'shops.createdAt',
  'shops.updatedAt',
] as const;

export function staffShops(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('shops')
    .leftJoin('shopChains', 'shopChains.id', 'shops.chainId')
    .leftJoin('categories', 'categories.id', 'shops.categoryId')
    .select([...STAFF_SHOP_COLUMNS, 'shopChains.name as chainName', 'categories.name as categoryName'])
    .where('shops.centerId', '=', centerId);
}

export function withKind<T extends { chainId: string | null }>(row: T) {
  return { ...row, isShopLocation: row.chainId !== null };
}

/** Every shop and branch location of the center, whatever its status, with chain and category names. */
export async function listShopsForStaff(db: Kysely<Database>, centerId: string) {
  const rows = await staffShops(db, centerId).orderBy('shops.name').orderBy('shops.id').execute();
  return rows.map(withKind);
}
export type StaffShop = Awaited<ReturnType<typeof listShopsForStaff>>[number];

/** One shop of the center; a shop of another center is NOT_FOUND. */
export async function getShopForStaff(db: Kysely<Database>, centerId: string, shopId: string): Promise<StaffShop> {
  const row = await staffShops(db, centerId).where('shops.id', '=', shopId).executeTakeFirst();
  if (!row) throw notFound('Shop');
  return withKind(row);
}

async function checkReferences(
  trx: Kysely<Database>,
  centerId: string,
  input: { categoryId?: string | null; chainId?: string | null },
) {
  if (input.categoryId) {
    const category = await trx
      .selectFrom('categories')
      .select('id')
      .where('id', '=', input.categoryId)
      .where('centerId', '=', centerId)
      .executeTakeFirst();
    if (!category) {
      throw new DomainError('invalid', 'UNKNOWN_CATEGORY', 'The category does not belong to this center.');
    }
  }
  if (input.chainId) {
    // never another organization's brand (save-chain.ts decides which chains a center reaches)
    if (!(await reachesChain(trx, centerId, input.chainId))) {
      throw new DomainError('invalid', 'UNKNOWN_CHAIN', 'No such chain in the organization of this center.');
    }
  }
}

async function assertSlugFree(trx: Kysely<Database>, centerId: string, slug: string, exceptId?: string) {
  let query = trx.selectFrom('shops').select('id').where('centerId', '=', centerId).where('slug', '=', slug);
  if (exceptId) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw slugTaken(slug);
}

const slugTaken = (slug: string) =>
  new DomainError('conflict', 'SLUG_TAKEN', `Another shop of this center already uses the slug "${slug}".`);

/** A unique violation (a race with another writer) as the CONFLICT the pre-check would have given. */
async function mapConflict<T>(slug: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug ?? '');
    throw error;
  }
}

/** Creates a shop (or, with chainId, a branch location); absent opening hours are stored as null. */
export async function createShop(db: Kysely<Database>, centerId: string, input: ShopCreate): Promise<StaffShop> {
  const data = parseInput(ShopCreateInput, input);
  return mapConflict(data.slug, () =>
    writeForCenter(db, centerId, async (trx) => {
      await checkReferences(trx, centerId, data);
      await assertSlugFree(trx, centerId, data.slug);
      const row = await trx
        .insertInto('shops')
        .values(toShopValues(centerId, data))
        .returning('id')
        .executeTakeFirstOrThrow();
      return getShopForStaff(trx, centerId, row.id);
    }),
  );
}

/**
 * Changes the fields present in the input. Opening hours: absent leaves the stored value untouched, present
 * goes through `serializeOpeningHours` for the shop's kind after the change. When the kind changes (a chain
 * set or removed) without new hours, the stored hours are serialized again for the new kind, so a new branch
 * never keeps top-level weekday keys.
 */
export async function updateShop(
  db: Kysely<Database>,
  centerId: string,
  shopId: string,
  input: ShopUpdate,
): Promise<StaffShop> {
  const data = parseInput(ShopUpdateInput, input);
  return mapConflict(data.slug, () =>
    writeForCenter(db, centerId, async (trx) => {
      await updateShopIn(trx, centerId, shopId, data);
      return getShopForStaff(trx, centerId, shopId);
    }),
  );
}

/** `updateShop` inside an open transaction, on parsed input. */
async function updateShopIn(trx: Kysely<Database>, centerId: string, shopId: string, data: ShopUpdateData) {
  const existing = await trx
    .selectFrom('shops')
    .select(['id', 'chainId', 'openingHours'])
    .where('id', '=', shopId)
    .where('centerId', '=', centerId)
    .forUpdate()
    .executeTakeFirst();
  if (!existing) throw notFound('Shop');
  await checkReferences(trx, centerId, data);
  if (data.slug !== undefined) await assertSlugFree(trx, centerId, data.slug, shopId);

  const { openingHours, ...fields } = data;
  const chainId = fields.chainId !== undefined ? fields.chainId : existing.chainId;
  const target = chainId ? 'shopLocation' : 'shop';
  const kindChanged = Boolean(chainId) !== Boolean(existing.chainId);
  const hours =
    openingHours !== undefined
      ? { openingHours: json(serializeOpeningHours(openingHours, target)) }
      : kindChanged
        ? { openingHours: json(serializeOpeningHours(existing.openingHours, target)) }
        : {};
  await trx
    .updateTable('shops')
    .set({ ...fields, ...hours, ...touched() })
    .where('id', '=', shopId)
    .where('centerId', '=', centerId)
    .execute();
}

/** Deletes a shop of the center (its hot picks, news links and plan locations go with it). */
export async function deleteShop(db: Kysely<Database>, centerId: string, shopId: string): Promise<{ id: string }> {
  return writeForCenter(db, centerId, (trx) => deleteShopIn(trx, centerId, shopId));
}

async function deleteShopIn(trx: Kysely<Database>, centerId: string, shopId: string) {
  const row = await trx
    .deleteFrom('shops')
    .where('id', '=', shopId)
    .where('centerId', '=', centerId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound('Shop');
  return row;
}

/** Publishes, unpublishes or deletes many shops at once (content/bulk-action.ts). */
export function bulkShops(db: Kysely<Database>, centerId: string, input: BulkActionInput) {
  return runBulkAction(
    db,
    centerId,
    // the bulk data is STATUS_PUBLISHING's, a valid update of a shop
    {
      publishing: STATUS_PUBLISHING,
      update: (trx, c, id, data) => updateShopIn(trx, c, id, data as ShopUpdateData),
      remove: deleteShopIn,
    },
    input,
  );
}
