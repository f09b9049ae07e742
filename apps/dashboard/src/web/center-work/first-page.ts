// The first page a content list asks for (page 1, the list's starting order, no filter), shared by the list itself
// and by the navigation, which asks for it on a click while the screen's code loads.

import type { trpc } from '../trpc';
import type { ContentArea } from './content-config';

/** the size of a list's first page (the pager offers the others) */
export const FIRST_PAGE_SIZE = 50;

/** The order a content list starts in: the shop list by name, the others in their own order. */
export const initialSort = (area: ContentArea) => (area === 'shops' ? [{ id: 'name', desc: false }] : []);

type PagePrefetch = { page: { prefetch: (input: Record<string, unknown>) => Promise<void> } };

/** Asks for the first page of a content list before its screen is there: the screen's first read finds it. */
export function prefetchFirstPage(utils: ReturnType<typeof trpc.useUtils>, area: ContentArea, centerId: string) {
  const sort = initialSort(area)[0];
  const procedures = utils.centerWork as unknown as Record<ContentArea, PagePrefetch>;
  return procedures[area].page.prefetch({
    centerId,
    page: 1,
    pageSize: FIRST_PAGE_SIZE,
    ...(sort ? { sort: { key: sort.id, dir: sort.desc ? 'desc' : 'asc' } } : {}),
    filters: {},
  });
}
