import type { Kysely } from 'kysely';
import { z } from 'zod';
import { notFound, parseInput } from '../content/staff-write';
import type { Database } from '../db/schema';
import { createShop, ShopCreateInput, ShopUpdateInput, type StaffShop, updateShop } from './save-shop';

// Spec 2.6, 4.6 `POST / PUT /api/shop-locations`: a branch location is a shop row with a chain. These are
// the shop write paths of ./save-shop (validation, references, slug, central opening-hours serialization)
// with the one extra rule of a branch: it has a chain, always, so its hours are stored under `regularHours`.

/** A branch location to create: the shop fields with a chain required. */
export const ShopLocationCreateInput = ShopCreateInput.extend({ chainId: z.uuid() });
/** A change of a branch location: the shop fields; the chain may change but never be removed. */
export const ShopLocationUpdateInput = ShopUpdateInput.extend({ chainId: z.uuid().optional() });
export type ShopLocationCreate = z.input<typeof ShopLocationCreateInput>;
export type ShopLocationUpdate = z.input<typeof ShopLocationUpdateInput>;

/** Creates a branch location of the center (a shop row with `chainId`). */
export async function createShopLocation(
  db: Kysely<Database>,
  centerId: string,
  input: ShopLocationCreate,
): Promise<StaffShop> {
  parseInput(ShopLocationCreateInput, input);
  return createShop(db, centerId, input);
}

/** Changes a branch location of the center; a plain shop (no chain) is no branch location: NOT_FOUND. */
export async function updateShopLocation(
  db: Kysely<Database>,
  centerId: string,
  locationId: string,
  input: ShopLocationUpdate,
): Promise<StaffShop> {
  parseInput(ShopLocationUpdateInput, input);
  const existing = await db
    .selectFrom('shops')
    .select('chainId')
    .where('id', '=', locationId)
    .where('centerId', '=', centerId)
    .executeTakeFirst();
  if (!existing?.chainId) throw notFound('Shop location');
  return updateShop(db, centerId, locationId, input);
}
