import type { Kysely } from 'kysely';
import { centerShops, publicListedShops } from '../centers/public-categories';
import type { ContentStatus, Database } from '../db/schema';
import { openingStatusesAt } from '../opening-hours/opening-status';

export interface PublicShopFilters {
  /** the public listing filter of the center website (branch locations use their own) */
  publicWebsite: boolean;
  status?: ContentStatus;
  limit: number;
  offset: number;
}

export const MAX_SHOP_PAGE = 5000;

const WEEKDAY_KEY = /^(mon|tues|wednes|thurs|fri|satur|sun)day$/;

/** Spec 2.6 rule 4 on read: a branch shows its hours under regularHours only, never stray weekday keys. */
function branchHours(stored: unknown): unknown {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return stored;
  return Object.fromEntries(Object.entries(stored).filter(([key]) => !WEEKDAY_KEY.test(key)));
}

function filtered(db: Kysely<Database>, centerId: string, filters: PublicShopFilters) {
  let query = filters.publicWebsite
    ? publicListedShops(db, centerId)
    : // without the public listing filter, everything that is not inactive (spec 4.1)
      centerShops(db, centerId).where('shops.status', '<>', 'Inactive');
  if (filters.status) query = query.where('shops.status', '=', filters.status);
  return query;
}

/**
 * One page of a center's shops and branch locations in the list envelope of spec 2.1, each with its opening
 * status at `now` (the shop's hours, the center's where the shop's say nothing; opening-hours/opening-status.ts).
 */
export async function listPublicShops(
  db: Kysely<Database>,
  centerId: string,
  filters: PublicShopFilters,
  now = new Date(),
) {
  const [rows, count, center] = await Promise.all([
    filtered(db, centerId, filters)
      .leftJoin('categories', 'categories.id', 'shops.categoryId')
      .select((eb) => [
        'shops.id',
        'shops.name',
        'shops.slug',
        'categories.name as category',
        'categories.id as categoryId',
        'categories.slug as categorySlug',
        eb.fn.coalesce('shops.description', 'shopChains.description').as('description'),
        eb.fn.coalesce('shops.shortDescription', 'shopChains.shortDescription').as('shortDescription'),
        'shops.floor',
        'shops.floorNumber',
        'shops.unitNumber',
        eb.fn.coalesce('shops.logo', 'shopChains.logo').as('logo'),
        eb.fn.coalesce('shops.coverImage', 'shopChains.coverImage').as('coverImage'),
        'shops.gallery',
        'shops.openingHours',
        'shops.chainId',
        'shopChains.name as chainName',
        'shopChains.slug as chainSlug',
        'shops.tags',
        'shops.status',
        'shops.phone',
        'shops.email',
        eb.fn.coalesce('shops.website', 'shopChains.website').as('website'),
      ])
      .orderBy('shops.name')
      .orderBy('shops.id')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    filtered(db, centerId, filters)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    db.selectFrom('centers').select('openingHours').where('id', '=', centerId).executeTakeFirst(),
  ]);
  const total = Number(count.total);
  const statusOf = openingStatusesAt(center?.openingHours ?? null, now);
  const data = rows.map(({ chainId, chainName, chainSlug, openingHours, ...shop }) => {
    const shown = chainId ? branchHours(openingHours) : openingHours;
    return {
      ...shop,
      openingHours: shown,
      openingStatus: statusOf(shown),
      isShopLocation: chainId !== null,
      chain: chainId ? { id: chainId, name: chainName ?? '', slug: chainSlug ?? '' } : null,
    };
  });
  const hasMore = filters.offset + data.length < total;
  return {
    success: true as const,
    data,
    total,
    pagination: {
      limit: filters.limit,
      offset: filters.offset,
      hasMore,
      nextOffset: hasMore ? filters.offset + filters.limit : null,
    },
    meta: { centerId, publicWebsite: filters.publicWebsite, status: filters.status ?? null },
  };
}
export type PublicShopList = Awaited<ReturnType<typeof listPublicShops>>;
export type PublicShop = PublicShopList['data'][number];
