import type { Kysely } from 'kysely';
import { z } from 'zod';
import { PageNumber, PageSize, readPage, SearchTerm } from '../content/staff-page';
import { ContentStatusInput } from '../content/staff-write';
import type { Database } from '../db/schema';
import { containsPattern, GERMAN_ORDER } from '../db/text-order';
import { type StaffShop, staffShops, withKind } from './save-shop';
import { STAFF_SHOP_SORT_KEYS, type StaffShopSortKey } from './staff-shop-list';

/** One page of the staff shop list: its number, size, order, filters and a search over name, slug and unit. */
export const StaffShopPageQuery = z.strictObject({
  page: PageNumber,
  pageSize: PageSize,
  sort: z
    .strictObject({ key: z.enum(STAFF_SHOP_SORT_KEYS), dir: z.enum(['asc', 'desc']) })
    .default({ key: 'name', dir: 'asc' }),
  filters: z
    .strictObject({
      status: ContentStatusInput.optional(),
      categoryId: z.uuid().optional(),
      kind: z.enum(['shop', 'location']).optional(),
    })
    .default({}),
  q: SearchTerm,
});
export type StaffShopPageQuery = z.input<typeof StaffShopPageQuery>;

/** The column behind each sort key; names (`text`) in German order. Empty values sort last either way. */
const SORT_COLUMNS = {
  name: { column: 'shops.name', text: true },
  category: { column: 'categories.name', text: true },
  floor: { column: 'shops.floorNumber', text: false },
  status: { column: 'shops.status', text: false },
  updatedAt: { column: 'shops.updatedAt', text: false },
} as const satisfies Record<StaffShopSortKey, { column: string; text: boolean }>;

/**
 * A page of the center's shops and branch locations for the dashboard, with the total that matches the filters.
 * Ties go by name in German order, then id, so pages never overlap.
 */
export async function listStaffShopPage(
  db: Kysely<Database>,
  centerId: string,
  input: StaffShopPageQuery = {},
): Promise<{ rows: StaffShop[]; total: number; page: number; pageSize: number }> {
  const { page, pageSize, sort, filters, q } = StaffShopPageQuery.parse(input);
  let query = staffShops(db, centerId);
  if (filters.status) query = query.where('shops.status', '=', filters.status);
  if (filters.categoryId) query = query.where('shops.categoryId', '=', filters.categoryId);
  if (filters.kind) query = query.where('shops.chainId', filters.kind === 'location' ? 'is not' : 'is', null);
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([
        eb('shops.name', 'ilike', pattern),
        eb('shops.slug', 'ilike', pattern),
        eb('shops.unitNumber', 'ilike', pattern),
      ]),
    );
  }
  const { column, text } = SORT_COLUMNS[sort.key];
  const ordered = query
    .orderBy(column, (ob) => {
      const by = text ? ob.collate(GERMAN_ORDER) : ob;
      return (sort.dir === 'asc' ? by.asc() : by.desc()).nullsLast();
    })
    .orderBy('shops.name', (ob) => ob.collate(GERMAN_ORDER))
    .orderBy('shops.id');
  const { rows, total } = await readPage(query, ordered, page, pageSize);
  return { rows: rows.map(withKind), total, page, pageSize };
}

/** The ids of shops whose names a form shows (a shop field, the shops a news item links: up to 200). */
export const ShopNamesQuery = z.strictObject({ ids: z.array(z.uuid()).max(200) });

/** The names of the center's shops with these ids, in one read; an id of another center or of no shop is left out. */
export async function listShopNames(db: Kysely<Database>, centerId: string, input: z.input<typeof ShopNamesQuery>) {
  const { ids } = ShopNamesQuery.parse(input);
  if (ids.length === 0) return [];
  return db
    .selectFrom('shops')
    .select(['id', 'name'])
    .where('centerId', '=', centerId)
    .where('id', 'in', ids)
    .execute();
}
