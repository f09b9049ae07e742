// Every content list a page at a time: page, size, order, filters and search go to the server (`centerWork.<area>.page`),
// which sorts names in German order; TanStack Table holds the paging and sorting state. The shop list adds its kind
// filter and more sort columns (a center may have thousands of shops); the other lists start in their own order.
import { STAFF_PAGE_SIZES } from '@center-platform/core/shared';
import type { StaffShopPageQuery } from '@center-platform/core/shops';
import { keepPreviousData } from '@tanstack/react-query';
import {
  getCoreRowModel,
  type PaginationState,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { ChevronDown, ChevronsUpDown, ChevronUp } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { SelectField } from '../components/forms';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { STATUS_OPTIONS } from './badges';
import type { ContentArea, SortKey } from './content-config';
import type { Row } from './fields';

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

export function useServerPages(area: ContentArea, centerId: string, search: string) {
  const shops = area === 'shops';
  const [sorting, setSorting] = useState<SortingState>(shops ? [{ id: 'name', desc: false }] : []);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 50 });
  const [status, setStatus] = useState<ContentStatus | ''>('');
  const [kind, setKind] = useState<Kind | ''>('');
  const q = useDeferredValue(search.trim());
  const sort = sorting[0];
  const query = (trpc.centerWork as unknown as Record<ContentArea, PageProcedure>)[area].page.useQuery(
    {
      centerId,
      page: pagination.pageIndex + 1,
      pageSize: pagination.pageSize,
      ...(sort ? { sort: { key: sort.id, dir: sort.desc ? 'desc' : 'asc' } } : {}),
      filters: { ...(status ? { status } : {}), ...(kind ? { kind } : {}) },
      ...(q ? { q } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const toFirstPage = () => setPagination((p) => ({ ...p, pageIndex: 0 }));
  const table = useReactTable<Row>({
    data: (query.data?.rows ?? []) as Row[],
    columns: [],
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    rowCount: query.data?.total ?? 0,
    state: { sorting, pagination },
    onSortingChange: (updater: Updater<SortingState>) => {
      setSorting(updater);
      toFirstPage();
    },
    onPaginationChange: setPagination,
  });
  return {
    query,
    table,
    filters: { status, kind },
    setStatus: (value: ContentStatus | '') => {
      setStatus(value);
      toFirstPage();
    },
    setKind: (value: Kind | '') => {
      setKind(value);
      toFirstPage();
    },
    toFirstPage,
  };
}
export type ServerPages = ReturnType<typeof useServerPages>;

/** A column header that sorts the list by `sortKey`: click for ascending, again for descending. */
export function SortHeader({ pages, sortKey, label }: { pages: ServerPages; sortKey: SortKey; label: string }) {
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

export function sortStateOf(pages: ServerPages, sortKey: SortKey | undefined) {
  const current = pages.table.getState().sorting[0];
  if (!sortKey) return undefined;
  if (current?.id !== sortKey) return 'none' as const;
  return current.desc ? ('descending' as const) : ('ascending' as const);
}

/** The status filter (lists whose rows have a status) and, on the shop list, the kind filter. */
export function ListFilters({ pages, status, kind }: { pages: ServerPages; status: boolean; kind: boolean }) {
  const { t } = useI18n();
  return (
    <>
      {status && (
        <SelectField
          label={t('cw.filterStatus')}
          value={pages.filters.status}
          onChange={(e) => pages.setStatus(e.target.value as ContentStatus | '')}
        >
          <option value="">{t('cw.filterAll')}</option>
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </SelectField>
      )}
      {kind && (
        <SelectField
          label={t('shops.col.kind')}
          value={pages.filters.kind}
          onChange={(e) => pages.setKind(e.target.value as Kind | '')}
        >
          <option value="">{t('cw.filterAll')}</option>
          <option value="shop">{t('shops.kind.shop')}</option>
          <option value="location">{t('shops.kind.location')}</option>
        </SelectField>
      )}
    </>
  );
}

export function Pager({ pages }: { pages: ServerPages }) {
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
