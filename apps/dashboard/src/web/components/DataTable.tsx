import type { ReactNode } from 'react';

/** A scrollable table with its caption (hidden where a heading already says it), header cells and rows. */
export function DataTable(props: {
  caption?: ReactNode;
  captionHidden?: boolean;
  className?: string;
  /** the column headers (`<th scope="col">`) */
  headers: readonly ReactNode[];
  /** the positions of the columns of numbers (right-aligned) */
  numeric?: readonly number[];
  /** the `<tr>` rows */
  children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className={props.className}>
        {props.caption !== undefined && (
          <caption className={props.captionHidden ? 'visually-hidden' : undefined}>{props.caption}</caption>
        )}
        <thead>
          <tr>
            {props.headers.map((header, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, their position is their identity
              <th key={index} scope="col" className={props.numeric?.includes(index) ? 'num' : undefined}>
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
