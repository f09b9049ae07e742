// The latest runs of an import (reporting, spec 4.8; legacy platform, spec 4.7), held whole in the browser: when each
// was started, the import's own columns, and a button that shows the run above the list.
import { type ReactNode, useId, useMemo } from 'react';
import { SortHeader, sortStateOf } from '../center-work/server-pages';
import { type SortValue, useClientTable } from '../components/client-table';
import { DataTable } from '../components/DataTable';
import { ErrorMessage, Loading } from '../components/forms';
import { RowAction } from '../components/RowActions';
import { formatDateTime, type MessageKey, useI18n } from '../i18n';

/** A column after the start time: its header, and the value it sorts by (none: not sortable). */
export interface RunColumn<R> {
  header: MessageKey;
  sortBy?: (run: R) => SortValue;
  numeric?: boolean;
}

export function RunsPanel<R extends { id: string; createdAt: string }>(props: {
  query: { isPending: boolean; error: unknown; data?: unknown };
  /** the runs listed, the latest first as the server sends them */
  runs: readonly R[];
  /** the import's columns (a constant: the table's sort follows them) */
  columns: Record<string, RunColumn<R>>;
  /** the cells of a run's columns, in their order */
  cells: (run: R) => ReactNode;
  empty: string;
  shown: string | null;
  onShow: (runId: string) => void;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const columns = Object.entries(props.columns);
  const sortValues = useMemo(() => sortValuesOf(props.columns), [props.columns]);
  const sorted = useClientTable(props.runs, sortValues, [{ id: 'created', desc: true }]);
  const sortKeys = ['created', ...columns.map(([key, column]) => (column.sortBy ? key : undefined)), undefined];
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('import.runs.title')}</h2>
      {props.query.isPending && <Loading />}
      <ErrorMessage error={props.query.error} />
      {Boolean(props.query.data) && props.runs.length === 0 && <p>{props.empty}</p>}
      {props.runs.length > 0 && (
        <DataTable
          className="import-table"
          numeric={columns.flatMap(([, column], index) => (column.numeric ? [index + 1] : []))}
          headers={[
            <SortHeader key="created" pages={sorted} sortKey="created" label={t('import.run.created')} />,
            ...columns.map(([key, column]) =>
              column.sortBy ? (
                <SortHeader key={key} pages={sorted} sortKey={key} label={t(column.header)} />
              ) : (
                t(column.header)
              ),
            ),
            <span key="show" className="visually-hidden">
              {t('import.runs.showShort')}
            </span>,
          ]}
          sort={(index) => sortStateOf(sorted, sortKeys[index])}
        >
          {sorted.rows.map((run) => {
            const created = formatDateTime(lang, run.createdAt);
            return (
              <tr key={run.id} aria-current={run.id === props.shown || undefined}>
                <th scope="row">{created}</th>
                {props.cells(run)}
                <td>
                  <RowAction
                    label={t('import.runs.showShort')}
                    named={t('import.runs.show', { time: created })}
                    disabled={run.id === props.shown}
                    onClick={() => props.onShow(run.id)}
                  />
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </section>
  );
}

/** The value each sortable column sorts by, the start time first. */
function sortValuesOf<R extends { createdAt: string }>(columns: Record<string, RunColumn<R>>) {
  const sortable = Object.entries(columns).flatMap(([key, column]) => (column.sortBy ? [[key, column.sortBy]] : []));
  return { created: (run: R) => run.createdAt, ...Object.fromEntries(sortable) };
}
