import { type Kysely, sql } from 'kysely';
import { publicListedShops } from '../centers/public-categories';
import type { Database } from '../db/schema';
import { openingHoursLines, openingStatusesAt, openNowOf } from '../opening-hours';
import { textMatch } from './text-search';
import type { ChatLocale, ShopCard } from './types';

export const MAX_SHOP_CARDS = 6;

/** The embeddable plan opened at a map location (spec 4.2), relative to the site. */
export function planUrl(centerId: string, mapLocationId: string): string {
  return `/embed/centerplan?centerId=${encodeURIComponent(centerId)}&to=${encodeURIComponent(mapLocationId)}`;
}

/** One map location per shop on an active floor (the first by floor number), for the plan link. */
async function mapLocationsOf(db: Kysely<Database>, centerId: string, shopIds: string[]) {
  const byShop = new Map<string, string>();
  if (shopIds.length === 0) return byShop;
  const rows = await db
    .selectFrom('mapLocations')
    .innerJoin('mapFloors', 'mapFloors.id', 'mapLocations.floorId')
    .where('mapLocations.centerId', '=', centerId)
    .where('mapLocations.shopId', 'in', shopIds)
    .where('mapFloors.isActive', '=', true)
    .select(['mapLocations.id', 'mapLocations.shopId'])
    .orderBy('mapFloors.floorNumber')
    .orderBy('mapLocations.id')
    .execute();
  for (const row of rows) if (row.shopId && !byShop.has(row.shopId)) byShop.set(row.shopId, row.id);
  return byShop;
}

/**
 * The publicly listed shops (the website's listing filter) whose name, category, description or tags match
 * the terms, best first, as cards with their hours, open-now state and plan link.
 */
export async function searchShops(
  db: Kysely<Database>,
  centerId: string,
  terms: string[],
  options: { locale: ChatLocale; now: Date; timeZone: string; limit?: number },
): Promise<ShopCard[]> {
  const match = textMatch(
    terms,
    options.locale,
    [
      sql.ref('shops.name'),
      sql.ref('categories.name'),
      sql`coalesce(${sql.ref('shops.shortDescription')}, ${sql.ref('shopChains.shortDescription')})`,
      sql`coalesce(${sql.ref('shops.description')}, ${sql.ref('shopChains.description')})`,
      sql`array_to_string(${sql.ref('shops.tags')}, ' ')`,
    ],
    [sql.ref('shops.name'), sql.ref('categories.name')],
  );
  if (!match) return [];
  const rows = await publicListedShops(db, centerId)
    .leftJoin('categories', 'categories.id', 'shops.categoryId')
    .where(match.where)
    .select((eb) => [
      'shops.id',
      'shops.name',
      'shops.slug',
      'categories.name as category',
      'shops.floor',
      'shops.floorNumber',
      'shops.unitNumber',
      eb.fn.coalesce('shops.logo', 'shopChains.logo').as('logo'),
      'shops.openingHours',
      match.rank.as('rank'),
    ])
    .orderBy('rank', 'desc')
    .orderBy('shops.name')
    .orderBy('shops.id')
    .limit(options.limit ?? MAX_SHOP_CARDS)
    .execute();
  const [locations, center] = await Promise.all([
    mapLocationsOf(
      db,
      centerId,
      rows.map((r) => r.id),
    ),
    db.selectFrom('centers').select('openingHours').where('id', '=', centerId).executeTakeFirst(),
  ]);
  // the rule of the shop reads' openingStatus: a shop without hours of its own follows the center's
  const statusOf = openingStatusesAt(center?.openingHours ?? null, options.now, options.timeZone);
  return rows.map(({ openingHours, rank: _, ...shop }) => {
    const mapLocationId = locations.get(shop.id) ?? null;
    return {
      ...shop,
      openNow: openNowOf(statusOf(openingHours)),
      openingHours: openingHoursLines(openingHours, options.locale),
      mapLocationId,
      planUrl: mapLocationId ? planUrl(centerId, mapLocationId) : null,
    };
  });
}
