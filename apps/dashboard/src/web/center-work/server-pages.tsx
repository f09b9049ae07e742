// Every content list a page at a time: page, size, order, filters and search go to the server (`centerWork.<area>.page`),
// which sorts names in German order; TanStack Table holds the paging and sorting state. The shop list adds its kind
// filter and more sort columns (a center may have thousands of shops); the other lists start in their own order.
import './server-pages.css';
import { ContentStatusInput, STAFF_PAGE_SIZES } from '@center-platform/core/shared';
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
import { LoadError, Loading, SelectField, TextField } from '../components/forms';
import { type MessageKey, useI18n } from '../i18n';
import { trpc } from '../trpc';
import { STATUS_KEYS } from './badges';
import type { ContentArea } from './content-config';
import type { Row } from './fields';
import type { Choice } from './inputs';

type ContentStatus = NonNullable<NonNullable<StaffShopPageQuery['filters']>['status']>;
type Kind = 'shop' | 'location';
type PageAnswer = { rows: unknown[]; total: number };
interface PageQuery {
  data?: PageAnswer;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}
// every area's `page` takes the same input (shops: plus a kind filter) and answers { rows, total }
type PageProcedure = {
  page: { useQuery: (input: Record<string, unknown>, options: Record<string, unknown>) => PageQuery };
};

/**
 * The page and order of a list the server pages and sorts, held as TanStack Table state: `request` goes into the
 * list's read, `tableOf` makes the table of its answer. A sort or a filter goes back to the first page.
 */
function usePaging(initialSort: SortingState) {
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 50 });
  const toFirstPage = () => setPagination((p) => ({ ...p, pageIndex: 0 }));
  const sort = sorting[0];
  return {
    request: {
      page: pagination.pageIndex + 1,
      pageSize: pagination.pageSize,
      ...(sort ? { sort: { key: sort.id, dir: sort.desc ? ('desc' as const) : ('asc' as const) } } : {}),
    },
    toFirstPage,
    /** a filter setter that also goes back to the first page */
    resetsPage:
      <V,>(set: (value: V) => void) =>
      (value: V) => {
        set(value);
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

type Paging = ReturnType<typeof usePaging>;

/**
 * A list's search box and its filters (each '' while unset) next to its paging: any change goes back to the first
 * page; `q` is the search as the server takes it (trimmed, deferred while typing).
 */
function useSearchAndFilters<F extends Record<string, string>>(paging: Paging, unset: F) {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<F>(unset);
  const q = useDeferredValue(search.trim());
  return {
    q,
    search,
    filters,
    filtering: search.trim() !== '' || Object.values(filters).some((value) => value !== ''),
    setSearch: paging.resetsPage(setSearch),
    setFilter: <K extends keyof F>(key: K, value: F[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      paging.toFirstPage();
    },
    clearFilters: () => {
      setSearch('');
      setFilters(unset);
      paging.toFirstPage();
    },
  };
}

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

/**
 * The state of a list read a page at a time: paging, order, search and filters (each '' while unset). `request` goes
 * into the list's `page` query; `tableOf` makes the TanStack table of its answer.
 */
export function useListRequest<K extends string, F extends Record<string, string>>(
  initialSort: { id: K; desc: boolean }[],
  unset: F,
) {
  const paging = usePaging(initialSort);
  const searched = useSearchAndFilters(paging, unset);
  const { sort, ...page } = paging.request;
  const set = Object.entries(searched.filters).filter(([, value]) => value !== '');
  const request: ListRequest<K, F> = {
    ...page,
    ...(sort ? { sort: { ...sort, key: sort.key as K } } : {}),
    filters: Object.fromEntries(set) as SetFilters<F>,
    ...(searched.q ? { q: searched.q } : {}),
  };
  return { ...searched, request, tableOf: paging.tableOf };
}

export function useServerPages(area: ContentArea, centerId: string, search: string) {
  const shops = area === 'shops';
  const paging = usePaging(shops ? [{ id: 'name', desc: false }] : []);
  const [status, setStatus] = useState<ContentStatus | ''>('');
  const [kind, setKind] = useState<Kind | ''>('');
  const [categoryId, setCategoryId] = useState('');
  const q = useDeferredValue(search.trim());
  const query = (trpc.centerWork as unknown as Record<ContentArea, PageProcedure>)[area].page.useQuery(
    {
      centerId,
      ...paging.request,
      filters: { ...(status ? { status } : {}), ...(kind ? { kind } : {}), ...(categoryId ? { categoryId } : {}) },
      ...(q ? { q } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const table = useReactTable<Row>(paging.tableOf(query.data as { rows: Row[]; total: number } | undefined));
  return {
    query,
    table,
    filters: { status, kind, categoryId },
    setStatus: paging.resetsPage(setStatus),
    setKind: paging.resetsPage(setKind),
    setCategoryId: paging.resetsPage(setCategoryId),
    clearFilters: () => {
      setStatus('');
      setKind('');
      setCategoryId('');
      paging.toFirstPage();
    },
    toFirstPage: paging.toFirstPage,
  };
}
export type ServerPages = ReturnType<typeof useServerPages>;

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

/** A list's filter: "all" or one of `options`, each shown by its label. */
export function FilterSelect<V extends string>(props: {
  label: string;
  value: V | '';
  options: readonly V[];
  labelOf: (option: V) => string;
  onChange: (value: V | '') => void;
  allLabel?: string;
}) {
  const { t } = useI18n();
  return (
    <SelectField label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value as V | '')}>
      <option value="">{props.allLabel ?? t('cw.filterAll')}</option>
      {props.options.map((option) => (
        <option key={option} value={option}>
          {props.labelOf(option)}
        </option>
      ))}
    </SelectField>
  );
}

const KINDS: readonly Kind[] = ['shop', 'location'];

/** The status filter (lists whose rows have a status) and, on the shop list, the kind and category filters. */
export function ListFilters({
  pages,
  status,
  kind,
  categories,
}: {
  pages: ServerPages;
  status: boolean;
  kind: boolean;
  categories?: readonly Choice[] | undefined;
}) {
  const { t } = useI18n();
  const categoryLabels = new Map(categories?.map((category) => [category.value, category.label]));
  return (
    <>
      {status && (
        <FilterSelect
          label={t('cw.filterStatus')}
          value={pages.filters.status}
          options={ContentStatusInput.options}
          labelOf={(value) => t(STATUS_KEYS[value] ?? 'cw.filterAll')}
          onChange={pages.setStatus}
        />
      )}
      {kind && (
        <FilterSelect
          label={t('shops.col.kind')}
          value={pages.filters.kind}
          options={KINDS}
          labelOf={(value) => t(`shops.kind.${value}`)}
          onChange={pages.setKind}
        />
      )}
      {categories && categories.length > 0 && (
        <FilterSelect
          label={t('shops.col.category')}
          value={pages.filters.categoryId}
          options={[...categoryLabels.keys()]}
          labelOf={(value) => categoryLabels.get(value) ?? value}
          onChange={pages.setCategoryId}
        />
      )}
    </>
  );
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

type Searched = ReturnType<typeof useSearchAndFilters>;
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

/** The search box of a list read a page at a time. */
export function ListSearch({ list, label }: { list: Pick<Searched, 'search' | 'setSearch'>; label: string }) {
  return (
    <TextField
      label={label}
      type="search"
      autoComplete="off"
      value={list.search}
      onChange={(e) => list.setSearch(e.target.value)}
    />
  );
}
