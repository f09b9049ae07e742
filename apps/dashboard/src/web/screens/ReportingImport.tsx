import '../reporting/reporting.css';
import { useMemo, useState } from 'react';
import { formatDateTime, useI18n } from '../i18n';
import { ExecutePanel } from '../reporting/ImportExecute';
import { PreviewPanel } from '../reporting/ImportPreview';
import { RunView } from '../reporting/ImportRun';
import { Count, namesOf, type QueryView, RunStatus, type Runs } from '../reporting/import-parts';
import { importResult, runActive } from '../reporting/import-run';
import { type RunColumn, RunsPanel } from '../reporting/runs-panel';
import { trpc } from '../trpc';

// `/dashboard/reporting-import` (spec 4.8, SUPER_ADMIN, system area): the preview of the reporting system's
// clients matched to centers, a dry run (counts only), the real import with a confirm step (a queued run), its
// live progress until it ends, and its result. A run that is still going is picked up again after a reload.

type ListedRun = Runs[number];

const RUN_COLUMNS: Record<string, RunColumn<ListedRun>> = {
  status: { header: 'import.run.status', sortBy: (run) => run.status },
  finished: { header: 'import.run.finished', sortBy: (run) => run.finishedAt },
  rowsWritten: {
    header: 'import.count.rowsWritten',
    sortBy: (run) => importResult(run.counts).counts.rowsWritten,
    numeric: true,
  },
};
const NO_RUNS: Runs = [];

function LatestRuns(props: { runs: QueryView<Runs>; shown: string | null; onShow: (runId: string) => void }) {
  const { t, lang } = useI18n();
  const list = useMemo(() => (props.runs.data ?? NO_RUNS).slice(0, 10), [props.runs.data]);
  return (
    <RunsPanel
      query={props.runs}
      runs={list}
      columns={RUN_COLUMNS}
      empty={t('import.runs.empty')}
      shown={props.shown}
      onShow={props.onShow}
      cells={(run) => (
        <>
          <td>
            <RunStatus status={run.status} />
          </td>
          <td>{run.finishedAt ? formatDateTime(lang, run.finishedAt) : '–'}</td>
          <td className="num">
            <Count value={importResult(run.counts).counts.rowsWritten} />
          </td>
        </>
      )}
    />
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
      <LatestRuns runs={runs} shown={runId} onShow={setFollowed} />
    </div>
  );
}
