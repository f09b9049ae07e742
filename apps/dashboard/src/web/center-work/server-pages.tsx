// Every list read a page at a time (content, users, media, aliases, keys, plan locations): page, size, order, filters
// and search go to the server, which sorts names in German order; TanStack Table holds the paging and sorting state.
// The content lists read `centerWork.<area>.page`; the shop list adds its kind and category filters.
import './server-pages.css';
import { STAFF_PAGE_SIZES } from '@center-platform/core/shared';
import type { StaffShopPageQuery } from '@center-platform/core/shops';
import { keepPreviousData } from '@tanstack/react-query';
import {
  getCoreRowModel,
  type PaginationState,
  type SortingState,
  type Table,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { ChevronDown, ChevronsUpDown, ChevronUp } from 'lucide-react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { EmptyState } from '../components/EmptyState';
import { LoadError, Loading, SelectField } from '../components/forms';
import { type MessageKey, type Translate, useI18n } from '../i18n';
import { trpc } from '../trpc';
import type { ContentArea } from './content-config';
import type { Row } from './fields';
import { FIRST_PAGE_SIZE, initialSort, listRequest, PAGE_FRESH_MS } from './list-request';

type ContentStatus = NonNullable<NonNullable<StaffShopPageQuery['filters']>['status']>;
type Kind = 'shop' | 'location';
type PageAnswer = { rows: unknown[]; total: number; page: number; pageSize: number };
interface PageQuery {
  data?: PageAnswer;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}
// every area's `page` takes the same input (shops: plus a kind filter) and answers { rows, total, page, pageSize }
type PageProcedure = {
  page: { useQuery: (input: Record<string, unknown>, options: Record<string, unknown>) => PageQuery };
};

/**
 * The state of a list read a page at a time: page and order (TanStack Table state), the search box and the filters
 * (each '' while unset). `request` goes into the list's `page` query, trimmed and deferred while typing; `tableOf`
 * makes the table of its answer. A new order, search or filter goes back to the first page.
 */
export function useListRequest<K extends string, F extends Record<string, string>>(
  initialSort: { id: K; desc: boolean }[],
  unset: F,
) {
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: FIRST_PAGE_SIZE });
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<F>(unset);
  const q = useDeferredValue(search.trim());
  const toFirstPage = () => setPagination((p) => ({ ...p, pageIndex: 0 }));
  const request = listRequest<K, F>({
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    sort: sorting[0],
    filters,
    q,
  });
  return {
    request,
    search,
    filters,
    filtering: search.trim() !== '' || Object.values(filters).some((value) => value !== ''),
    setSearch: (value: string) => {
      setSearch(value);
      toFirstPage();
    },
    setFilter: <Key extends keyof F>(key: Key, value: F[Key]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      toFirstPage();
    },
    clearFilters: () => {
      setSearch('');
      setFilters(unset);
      toFirstPage();
    },
    tableOf<T>(answer: { rows: T[]; total: number } | undefined) {
      return {
        data: answer?.rows ?? [],
        columns: [],
        getCoreRowModel: getCoreRowModel<T>(),
        manualPagination: true,
        manualSorting: true,
        rowCount: answer?.total ?? 0,
        state: { sorting, pagination },
        onSortingChange: (updater: Updater<SortingState>) => {
          setSorting(updater);
          toFirstPage();
        },
        onPaginationChange: setPagination,
      };
    },
  };
}

/** A content list a page at a time (`centerWork.<area>.page`). */
export function useServerPages(area: ContentArea, centerId: string) {
  const unset = { status: '' as ContentStatus | '', kind: '' as Kind | '', categoryId: '' };
  const list = useListRequest(initialSort(area), unset);
  const query = (trpc.centerWork as unknown as Record<ContentArea, PageProcedure>)[area].page.useQuery(
    { centerId, ...list.request },
    { placeholderData: keepPreviousData, staleTime: PAGE_FRESH_MS },
  );
  const table = useReactTable<Row>(list.tableOf(query.data as { rows: Row[]; total: number } | undefined));
  return { ...list, query, table };
}
export type ServerPages = ReturnType<typeof useServerPages>;

/**
 * The caption of the page a list shows, from the answer's own page (the one on screen while the next loads):
 * "1–50 von 5.012 Einträgen", or while a search or filter narrows the list (`filtering`) "… gefilterten Einträgen".
 * A list with messages of its own names them (`caption`, placeholders first, last and total).
 */
export function pageCaption(
  t: Translate,
  answer: { rows: readonly unknown[]; total: number; page: number; pageSize: number },
  { filtering = false, caption }: { filtering?: boolean; caption?: MessageKey } = {},
): string {
  const first = answer.total === 0 ? 0 : (answer.page - 1) * answer.pageSize + 1;
  const last = first === 0 ? 0 : first + answer.rows.length - 1;
  const key = caption ?? (filtering ? 'cw.captionFiltered' : 'cw.caption');
  return t(key, { first, last, total: answer.total, count: answer.total });
}

/** What the pager and the sort headers need of a list read a page at a time (content lists, users). */
type Paged<T> = { table: Table<T> };

/** A column header that sorts the list by `sortKey`: click for ascending, again for descending. */
export function SortHeader<T>({ pages, sortKey, label }: { pages: Paged<T>; sortKey: string; label: string }) {
  const { t } = useI18n();
  const current = pages.table.getState().sorting[0];
  const active = current?.id === sortKey;
  const Icon = !active ? ChevronsUpDown : current.desc ? ChevronDown : ChevronUp;
  return (
    <button
      type="button"
      className="sort-button"
      onClick={() => pages.table.setSorting([{ id: sortKey, desc: active ? !current.desc : false }])}
      aria-label={t('cw.sortBy', { column: label })}
    >
      {label}
      <Icon aria-hidden size={14} />
    </button>
  );
}

export function sortStateOf<T>(pages: Paged<T>, sortKey: string | undefined) {
  const current = pages.table.getState().sorting[0];
  if (!sortKey) return undefined;
  if (current?.id !== sortKey) return 'none' as const;
  return current.desc ? ('descending' as const) : ('ascending' as const);
}

export function Pager<T>({ pages }: { pages: Paged<T> }) {
  const { t } = useI18n();
  const { table } = pages;
  const { pageIndex, pageSize } = table.getState().pagination;
  return (
    <nav className="pager" aria-label={t('cw.pager')}>
      <button type="button" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
        {t('cw.pager.previous')}
      </button>
      <span role="status">{t('cw.pager.page', { page: pageIndex + 1, pages: Math.max(1, table.getPageCount()) })}</span>
      <button type="button" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
        {t('cw.pager.next')}
      </button>
      <SelectField
        label={t('cw.pager.size')}
        value={String(pageSize)}
        onChange={(e) => table.setPagination({ pageIndex: 0, pageSize: Number(e.target.value) })}
      >
        {STAFF_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </SelectField>
    </nav>
  );
}

export type Searched = ReturnType<typeof useListRequest>;
type PagedList = Pick<Searched, 'filtering' | 'clearFilters'> & {
  query: { isPending: boolean; error: unknown; data?: { total: number } | undefined; refetch: () => unknown };
};

/**
 * The body of a list read a page at a time: loading, its error, an empty list (one that a search or filter emptied
 * offers to clear them), or the table and its pager.
 */
export function PagedBody<T>({
  list,
  empty,
  noMatch = 'cw.noMatch',
  children,
}: {
  list: PagedList & Paged<T>;
  empty: string;
  noMatch?: MessageKey;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { query } = list;
  if (query.isPending) return <Loading />;
  if (query.error) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  if (query.data?.total === 0)
    return list.filtering ? (
      <EmptyState text={t(noMatch)} action={{ label: t('cw.clearFilters'), onClick: list.clearFilters }} />
    ) : (
      <EmptyState text={empty} />
    );
  return (
    <>
      {children}
      <Pager pages={list} />
    </>
  );
}
