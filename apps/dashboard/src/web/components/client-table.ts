// A list held whole in the browser (a handful of rows: plugin sites, floors, import runs, social accounts): TanStack
// Table sorts it by the column a header names, as the lists read a page at a time are sorted on the server: names in
// German order (Ä with A, "Etage 2" before "Etage 10"), blanks last.
import {
  type ColumnDef,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';

export type SortValue = string | number | null | undefined;

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
/** one empty list for every table without rows yet: a new array on each render would make TanStack reset again */
const NO_ROWS: never[] = [];
const isBlank = (value: SortValue) => value === null || value === undefined || value === '';

/** The order of two cell values: numbers by size, text in German order. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The table of `rows` sortable by the columns of `sortValues` (column id -> the value a row is sorted by; define it
 * once, outside the component). `rows` are the rows in the chosen order; `table` goes to `SortHeader`/`sortStateOf`.
 */
export function useClientTable<T>(
  data: readonly T[] | undefined,
  sortValues: Record<string, (row: T) => SortValue>,
  initialSort: SortingState = [],
) {
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const columns = useMemo(
    (): ColumnDef<T>[] =>
      Object.entries(sortValues).map(([id, value]) => ({
        id,
        // a blank is undefined to TanStack, which keeps it last in either direction
        accessorFn: (row: T) => {
          const sortValue = value(row);
          return isBlank(sortValue) ? undefined : sortValue;
        },
        sortUndefined: 'last' as const,
        sortingFn: (a, b, columnId) => compareSortValues(a.getValue(columnId), b.getValue(columnId)),
      })),
    [sortValues],
  );
  const table = useReactTable<T>({
    data: (data ?? NO_ROWS) as T[],
    columns,
    // the rows are one page held whole: nothing to reset when they change
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    state: { sorting },
    onSortingChange: setSorting,
  });
  return { table, rows: table.getRowModel().rows.map((row) => row.original) };
}
