// What a list read a page at a time asks its `page` procedure for, made from the list's state by one function: the
// list's own reads (useListRequest) and the navigation, which asks for a content list's first page on the click while
// the screen's code loads, so both name the same query.
import type { trpc } from '../trpc';
import type { ContentArea } from './content-config';

/** the size of a list's first page (the pager offers the others) */
export const FIRST_PAGE_SIZE = 50;
/** how long a page read stays fresh: the first page asked for on the click is not asked for again as the screen opens */
export const PAGE_FRESH_MS = 5_000;

/** The filters of a list that are set, as a list's `page` procedure takes them. */
type SetFilters<F> = { [K in keyof F]?: Exclude<F[K], ''> };

/** What a list's read gets: page, size, order (its key typed as the procedure's), the set filters and the search. */
export interface ListRequest<K extends string, F> {
  page: number;
  pageSize: number;
  sort?: { key: K; dir: 'asc' | 'desc' };
  filters: SetFilters<F>;
  q?: string;
}

/** The request of a list's state: its page (from 1), size, order (TanStack's sort state), filters ('' unset), search. */
export function listRequest<K extends string, F extends Record<string, string>>(state: {
  page: number;
  pageSize: number;
  sort: { id: string; desc: boolean } | undefined;
  filters: F;
  q: string;
}): ListRequest<K, F> {
  const { sort, q } = state;
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(sort ? { sort: { key: sort.id as K, dir: sort.desc ? 'desc' : 'asc' } } : {}),
    filters: Object.fromEntries(Object.entries(state.filters).filter(([, value]) => value !== '')) as SetFilters<F>,
    ...(q ? { q } : {}),
  };
}

/** The order a content list starts in: the shop list by name, the others in their own order. */
export const initialSort = (area: ContentArea) => (area === 'shops' ? [{ id: 'name', desc: false }] : []);

type PagePrefetch = {
  page: { prefetch: (input: Record<string, unknown>, options: { staleTime: number }) => Promise<void> };
};

/** Asks for the first page of a content list before its screen is there: the screen's first read finds it. */
export function prefetchFirstPage(utils: ReturnType<typeof trpc.useUtils>, area: ContentArea, centerId: string) {
  const procedures = utils.centerWork as unknown as Record<ContentArea, PagePrefetch>;
  const request = listRequest({
    page: 1,
    pageSize: FIRST_PAGE_SIZE,
    sort: initialSort(area)[0],
    filters: {},
    q: '',
  });
  return procedures[area].page.prefetch({ centerId, ...request }, { staleTime: PAGE_FRESH_MS });
}
