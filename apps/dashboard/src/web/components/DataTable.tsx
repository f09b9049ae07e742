import { type ReactNode, useLayoutEffect, useRef } from 'react';

/**
 * Gives each cell its column's header text (`data-label`): below 768 px a row is laid out as a card, each value
 * under its label (styles.css), instead of a table cut off at the screen's edge.
 */
function useCellLabels() {
  const table = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const element = table.current;
    if (!element) return;
    const label = () => {
      const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      for (const row of element.querySelectorAll('tbody tr')) {
        [...row.children].forEach((cell, index) => {
          // a cell across columns (a row's details) has no one label
          const text = (cell as HTMLTableCellElement).colSpan > 1 ? '' : (headers[index] ?? '');
          if (cell.getAttribute('data-label') !== text) cell.setAttribute('data-label', text);
        });
      }
    };
    label();
    // rows that render on their own (an edited row, a page loaded) get their labels too, and every row a header's
    // new text (a switch of language changes the text, not the nodes)
    const observer = new MutationObserver(label);
    observer.observe(element, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return table;
}

/** A scrollable table with its caption (hidden where a heading already says it), header cells and rows. */
export function DataTable(props: {
  caption?: ReactNode;
  captionHidden?: boolean;
  className?: string;
  /** the column headers (`<th scope="col">`) */
  headers: readonly ReactNode[];
  /** the positions of the columns of numbers (right-aligned) */
  numeric?: readonly number[];
  /** how the list is sorted by each column, for the columns it can be sorted by */
  sort?: (index: number) => 'ascending' | 'descending' | 'none' | undefined;
  /** the `<tr>` rows */
  children: ReactNode;
}) {
  const table = useCellLabels();
  return (
    <div className="table-wrap">
      <table ref={table} className={props.className}>
        {props.caption !== undefined && (
          <caption className={props.captionHidden ? 'visually-hidden' : undefined}>{props.caption}</caption>
        )}
        <thead>
          <tr>
            {props.headers.map((header, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, their position is their identity
                key={index}
                scope="col"
                className={props.numeric?.includes(index) ? 'num' : undefined}
                aria-sort={props.sort?.(index)}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
