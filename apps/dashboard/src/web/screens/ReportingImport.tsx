import '../reporting/reporting.css';
import { useId, useMemo, useState } from 'react';
import { SortHeader, sortStateOf } from '../center-work/server-pages';
import { useClientTable } from '../components/client-table';
import { DataTable } from '../components/DataTable';
import { ErrorMessage, Loading } from '../components/forms';
import { RowAction } from '../components/RowActions';
import { formatDateTime, useI18n } from '../i18n';
import { ExecutePanel } from '../reporting/ImportExecute';
import { PreviewPanel } from '../reporting/ImportPreview';
import { RunView } from '../reporting/ImportRun';
import { Count, namesOf, type QueryView, RunStatus, type Runs } from '../reporting/import-parts';
import { importResult, runActive } from '../reporting/import-run';
import { trpc } from '../trpc';

// `/dashboard/reporting-import` (spec 4.8, SUPER_ADMIN, system area): the preview of the reporting system's
// clients matched to centers, a dry run (counts only), the real import with a confirm step (a queued run), its
// live progress until it ends, and its result. A run that is still going is picked up again after a reload.

type ListedRun = Runs[number];

const RUN_SORT = {
  created: (run: ListedRun) => run.createdAt,
  status: (run: ListedRun) => run.status,
  finished: (run: ListedRun) => run.finishedAt,
  rowsWritten: (run: ListedRun) => importResult(run.counts).counts.rowsWritten,
};
/** the sortable columns, in the table's order */
const RUN_SORT_COLUMNS = ['created', 'status', 'finished', 'rowsWritten', undefined];
const NO_RUNS: Runs = [];

function RunsPanel({
  runs,
  shown,
  onShow,
}: {
  runs: QueryView<Runs>;
  shown: string | null;
  onShow: (runId: string) => void;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const list = useMemo(() => (runs.data ?? NO_RUNS).slice(0, 10), [runs.data]);
  // the latest first, as the server sends them
  const sorted = useClientTable(list, RUN_SORT, [{ id: 'created', desc: true }]);
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('import.runs.title')}</h2>
      {runs.isPending && <Loading />}
      <ErrorMessage error={runs.error} />
      {runs.data && list.length === 0 && <p>{t('import.runs.empty')}</p>}
      {list.length > 0 && (
        <DataTable
          className="import-table"
          numeric={[3]}
          headers={[
            <SortHeader key="created" pages={sorted} sortKey="created" label={t('import.run.created')} />,
            <SortHeader key="status" pages={sorted} sortKey="status" label={t('import.run.status')} />,
            <SortHeader key="finished" pages={sorted} sortKey="finished" label={t('import.run.finished')} />,
            <SortHeader key="rowsWritten" pages={sorted} sortKey="rowsWritten" label={t('import.count.rowsWritten')} />,
            <span key="show" className="visually-hidden">
              {t('import.runs.showShort')}
            </span>,
          ]}
          sort={(index) => sortStateOf(sorted, RUN_SORT_COLUMNS[index])}
        >
          {sorted.rows.map((run) => {
            const created = formatDateTime(lang, run.createdAt);
            return (
              <tr key={run.id} aria-current={run.id === shown || undefined}>
                <th scope="row">{created}</th>
                <td>
                  <RunStatus status={run.status} />
                </td>
                <td>{run.finishedAt ? formatDateTime(lang, run.finishedAt) : '–'}</td>
                <td className="num">
                  <Count value={importResult(run.counts).counts.rowsWritten} />
                </td>
                <td>
                  <RowAction
                    label={t('import.runs.showShort')}
                    named={t('import.runs.show', { time: created })}
                    disabled={run.id === shown}
                    onClick={() => onShow(run.id)}
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

export default function ReportingImportScreen() {
  const { t } = useI18n();
  const preview = trpc.reportingImport.preview.useQuery(undefined, { retry: false, staleTime: 5 * 60_000 });
  const runs = trpc.reportingImport.runs.useQuery(undefined, { retry: false });
  const [followed, setFollowed] = useState<string | null>(null);
  // a run still going (started here, elsewhere, or before a reload) is followed until it ends
  const active = runs.data?.find(runActive);
  const runId = followed ?? active?.id ?? null;
  const names = useMemo(() => namesOf(preview.data), [preview.data]);
  return (
    <div className="screen screen-wide">
      <h1>{t('import.title')}</h1>
      <p>{t('import.intro')}</p>
      <PreviewPanel preview={preview} />
      <ExecutePanel preview={preview.data} names={names} busyRun={Boolean(active)} onQueued={setFollowed} />
      {runId && <RunView key={runId} runId={runId} names={names} />}
      <RunsPanel runs={runs} shown={runId} onShow={setFollowed} />
    </div>
  );
}
