// The toolbar above a list read a page at a time: its search box and its filters, each bound to one of the list's
// filters (useListRequest), so a screen names a filter's options and labels and nothing else.
import { ContentStatusInput } from '@center-platform/core/shared';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { SelectField, TextField } from '../components/forms';
import { useI18n } from '../i18n';
import { STATUS_KEYS } from './badges';
import type { Choice } from './inputs';
import type { Searched, ServerPages } from './server-pages';

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

/**
 * A list's filters: in the toolbar's line on a wide screen; on a phone behind a "Filter" button that counts the
 * filters set, so the rows come right after the search box.
 */
export function ListFilters({ filters, children }: { filters: Record<string, string>; children: ReactNode }) {
  const { t } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const set = Object.values(filters).filter((value) => value !== '').length;
  return (
    <>
      <button
        type="button"
        className="filters-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        <SlidersHorizontal size={16} aria-hidden="true" />
        {t('cw.filters')}
        {set > 0 && <span className="count-badge">{t('cw.filtersSet', { count: set })}</span>}
      </button>
      <div id={id} className="toolbar-filters" data-open={open || undefined}>
        {children}
      </div>
    </>
  );
}

/** The search box and, after it, the list's filters. */
export function ListToolbar(props: {
  list: Pick<Searched, 'search' | 'setSearch' | 'filters'>;
  search: string;
  children: ReactNode;
}) {
  return (
    <div className="toolbar">
      <ListSearch list={props.list} label={props.search} />
      <ListFilters filters={props.list.filters}>{props.children}</ListFilters>
    </div>
  );
}

/** One of a list's filters: "all" or one of `options`, each shown by its label. */
export function ListFilter<F extends Record<string, string>, K extends keyof F & string>(props: {
  list: { filters: F; setFilter: (key: K, value: F[K]) => void };
  name: K;
  label: string;
  options: readonly Exclude<F[K], ''>[];
  labelOf: (option: Exclude<F[K], ''>) => string;
  allLabel?: string;
}) {
  const { t } = useI18n();
  const { list, name } = props;
  return (
    <SelectField
      label={props.label}
      value={list.filters[name]}
      onChange={(e) => list.setFilter(name, e.target.value as F[K])}
    >
      <option value="">{props.allLabel ?? t('cw.filterAll')}</option>
      {props.options.map((option) => (
        <option key={option} value={option}>
          {props.labelOf(option)}
        </option>
      ))}
    </SelectField>
  );
}

const KINDS = ['shop', 'location'] as const;

/**
 * The status filter (lists whose rows have a status) and, on the shop list, the kind and category filters, as
 * ListFilters; nothing for a list with none of them.
 */
export function ContentFilters({
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
  if (!status && !kind && !categories?.length) return null;
  return (
    <ListFilters filters={pages.filters}>
      {status && (
        <ListFilter
          list={pages}
          name="status"
          label={t('cw.filterStatus')}
          options={ContentStatusInput.options}
          labelOf={(value) => t(STATUS_KEYS[value] ?? 'cw.filterAll')}
        />
      )}
      {kind && (
        <ListFilter
          list={pages}
          name="kind"
          label={t('shops.col.kind')}
          options={KINDS}
          labelOf={(value) => t(`shops.kind.${value}`)}
        />
      )}
      {categories && categories.length > 0 && (
        <ListFilter
          list={pages}
          name="categoryId"
          label={t('shops.col.category')}
          options={[...categoryLabels.keys()]}
          labelOf={(value) => categoryLabels.get(value) ?? value}
        />
      )}
    </ListFilters>
  );
}
