import { type SelectQueryBuilder, sql } from 'kysely';
import { z } from 'zod';
import { CLEAN_TEXT } from './characters';
import { STAFF_PAGE_SIZES, STAFF_PAGE_SORT_KEYS } from './staff-page-rules';
import { ContentStatusInput } from './staff-write';

// The pieces of every staff list read a page at a time (content lists, the shop list, the center switcher's search).

/** A page number (1 is the first). */
export const PageNumber = z.number().int().min(1).max(100_000).default(1);
/** A page size the lists offer. */
export const PageSize = z
  .number()
  .int()
  .refine((size) => (STAFF_PAGE_SIZES as readonly number[]).includes(size), 'pageSize is 25, 50 or 100')
  .default(50);
/** What was typed into a list's search: found anywhere in the name (wildcards taken as text). */
export const SearchTerm = z
  .string()
  .trim()
  .max(100)
  .refine(...CLEAN_TEXT)
  .optional();

/** One page of a content list: its number, size, order (else the list's own), status filter and a search by name. */
export const StaffPageQuery = z.strictObject({
  page: PageNumber,
  pageSize: PageSize,
  sort: z.strictObject({ key: z.enum(STAFF_PAGE_SORT_KEYS), dir: z.enum(['asc', 'desc']) }).optional(),
  filters: z.strictObject({ status: ContentStatusInput.optional() }).default({}),
  q: SearchTerm,
});
export type StaffPageQuery = z.input<typeof StaffPageQuery>;

/** A page of rows with the number of rows that match the filters. */
export interface StaffPage<R> {
  rows: R[];
  total: number;
  page: number;
  pageSize: number;
}

/** Reads one page of `ordered` and counts the rows of `filtered` (the same query before its order). */
export async function readPage<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  ordered: SelectQueryBuilder<DB, TB, O>,
  page: number,
  pageSize: number,
): Promise<{ rows: O[]; total: number }> {
  const [rows, count] = await Promise.all([
    ordered
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered.clearSelect().select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  // the generic builder does not know the selection it was given; the count is the one column `total`
  return { rows, total: Number((count as { total: string }).total) };
}
