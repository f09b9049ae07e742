// The table of a content list's page: a checkbox per row for the bulk actions (writers only), the name with the row's
// picture and detail, the shown columns, and edit and delete.
import { isScheduled } from '@center-platform/core/shared';
import type { Dispatch, SetStateAction } from 'react';
import { DataTable } from '../components/DataTable';
import { Thumbnail } from '../components/Thumbnail';
import { useI18n } from '../i18n';
import { ActiveBadge, AuthorshipBadge, StatusBadge, WindowCell } from './badges';
import { headerOf } from './ColumnChooser';
import type { Column, Config } from './content-config';
import { EditDeleteActions } from './EditDeleteActions';
import { nameOf, type Row } from './fields';
import { pageCaption, type ServerPages, SortHeader, sortStateOf } from './server-pages';

function Cell({ column, row }: { column: Column; row: Row }) {
  const { t, lang } = useI18n();
  if (column === 'status') return <StatusBadge status={row.status} scheduled={isScheduled(row)} />;
  if (column === 'active') return <ActiveBadge active={row.isActive} />;
  if (column === 'authorship') return <AuthorshipBadge label={row.authorshipLabel} />;
  if (column === 'window') return <WindowCell from={row.visibleFrom} until={row.visibleUntil} />;
  return <>{column.cell(row, { t, lang })}</>;
}

/** The rows of the page the list shows (the manager shows loading, errors and an empty list itself). */
export function ContentTable(props: {
  config: Config;
  centerId: string;
  pages: ServerPages;
  columns: readonly Column[];
  writes: boolean;
  selected: ReadonlySet<string>;
  onSelect: Dispatch<SetStateAction<ReadonlySet<string>>>;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}) {
  const { t, lang } = useI18n();
  const { config, centerId, pages, writes, selected } = props;
  const answer = pages.query.data ?? { rows: [], total: 0, page: 1, pageSize: 0 };
  const rows = answer.rows as Row[];
  const listedIds = rows.map((row) => row.id);
  // the server's sort key of each column: the name, then the configured columns (status is a built-in one)
  const sortKeys = [
    'name' as const,
    ...props.columns.map((column) =>
      column === 'status' ? ('status' as const) : typeof column === 'string' ? undefined : column.sortKey,
    ),
  ];
  const header = (label: string, index: number) => {
    const sortKey = sortKeys[index];
    return sortKey ? <SortHeader pages={pages} sortKey={sortKey} label={label} /> : label;
  };
  const chosen = rows.filter((row) => selected.has(row.id));
  const allChosen = rows.length > 0 && chosen.length === rows.length;
  const toggle = (id: string, on: boolean) =>
    props.onSelect((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  // the row's picture in the list: its first media field (a shop's logo, a news item's image)
  const picture = config.fields.find((field) => field.kind === 'media');
  return (
    <DataTable
      caption={pageCaption(t, answer, { filtering: pages.filtering })}
      headers={[
        ...(writes
          ? [
              <input
                key="select"
                type="checkbox"
                aria-label={t('cw.select.all')}
                checked={allChosen}
                ref={(box) => {
                  if (box) box.indeterminate = chosen.length > 0 && !allChosen;
                }}
                onChange={(e) => props.onSelect(new Set(e.target.checked ? listedIds : []))}
              />,
            ]
          : []),
        ...[t('cw.col.name'), ...props.columns.map((column) => t(headerOf(column))), t('cw.col.actions')].map(header),
      ]}
      sort={(index) => {
        const column = writes ? index - 1 : index;
        return column >= 0 ? sortStateOf(pages, sortKeys[column]) : undefined;
      }}
    >
      {rows.map((row) => {
        const name = nameOf(row, config.nameField);
        return (
          <tr key={row.id} className={selected.has(row.id) ? 'row-selected' : undefined}>
            {writes && (
              <td className="select-cell">
                <input
                  type="checkbox"
                  aria-label={t('cw.select.row', { name })}
                  checked={selected.has(row.id)}
                  onChange={(e) => toggle(row.id, e.target.checked)}
                />
              </td>
            )}
            <th scope="row">
              <div className="name-cell">
                {picture && <Thumbnail value={row[picture.key]} name={name} />}
                <div>
                  {name}
                  {config.rowDetail && (
                    <div className="row-detail">{config.rowDetail(row, { t, lang, centerId, listedIds })}</div>
                  )}
                </div>
              </div>
            </th>
            {props.columns.map((column) => (
              <td key={headerOf(column)}>
                <Cell column={column} row={row} />
              </td>
            ))}
            <EditDeleteActions
              name={name}
              readOnly={!writes}
              onEdit={() => props.onEdit(row)}
              onDelete={() => props.onDelete(row)}
            />
          </tr>
        );
      })}
    </DataTable>
  );
}
