import '../reporting/reporting.css';
import { useCallback, useId, useMemo, useState } from 'react';
import { SortHeader, sortStateOf } from '../center-work/server-pages';
import { useClientTable } from '../components/client-table';
import { DataTable } from '../components/DataTable';
import { ErrorMessage, Loading } from '../components/forms';
import { RowAction } from '../components/RowActions';
import { formatDateTime, useI18n } from '../i18n';
import { CenterName } from '../legacy-import/CenterName';
import { LegacyRunView } from '../legacy-import/LegacyRunView';
import { legacyProgress } from '../legacy-import/legacy-run';
import { type LegacySource, StartPanel } from '../legacy-import/StartPanel';
import { RunStatus } from '../reporting/import-parts';
import { runActive } from '../reporting/import-run';
import { type RouterOutputs, trpc } from '../trpc';

// `/dashboard/legacy-import` (spec 4.7, SUPER_ADMIN, system area): a center of the legacy mall platform imported
// into a center of the platform: the source from the platform's list, the target, the parts; the run's live progress
// until it ends, its counts and warnings; past runs; an interrupted run resumed. A run still going is followed
// again after a reload.

type Runs = RouterOutputs['legacyImport']['runs'];
/** a run of the list with the name of its source, shown and sorted by */
type ListedRun = Runs[number] & { sourceLabel: string };

const RUN_SORT = {
  created: (run: ListedRun) => run.createdAt,
  source: (run: ListedRun) => run.sourceLabel,
  status: (run: ListedRun) => run.status,
};
/** the sortable columns, in the table's order (the target is named by its own read, so not sorted by) */
const RUN_SORT_COLUMNS = ['created', 'source', undefined, 'status', undefined, undefined, undefined];
const NO_RUNS: Runs = [];

function RunsPanel(props: {
  runs: { data: Runs | undefined; error: unknown; isPending: boolean };
  shown: string | null;
  onShow: (runId: string) => void;
  sourceName: (ref: string | null) => string;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const { sourceName } = props;
  const list = useMemo(
    () =>
      (props.runs.data ?? NO_RUNS)
        .slice(0, 20)
        .map((run): ListedRun => ({ ...run, sourceLabel: sourceName(run.sourceRef) })),
    [props.runs.data, sourceName],
  );
  // the latest first, as the server sends them
  const sorted = useClientTable(list, RUN_SORT, [{ id: 'created', desc: true }]);
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('import.runs.title')}</h2>
      {props.runs.isPending && <Loading />}
      <ErrorMessage error={props.runs.error} />
      {props.runs.data && list.length === 0 && <p>{t('legacy.runs.empty')}</p>}
      {list.length > 0 && (
        <DataTable
          className="import-table"
          headers={[
            <SortHeader key="created" pages={sorted} sortKey="created" label={t('import.run.created')} />,
            <SortHeader key="source" pages={sorted} sortKey="source" label={t('legacy.source')} />,
            t('legacy.target'),
            <SortHeader key="status" pages={sorted} sortKey="status" label={t('import.run.status')} />,
            t('legacy.runs.parts'),
            t('legacy.runs.notes'),
            <span key="show" className="visually-hidden">
              {t('import.runs.showShort')}
            </span>,
          ]}
          sort={(index) => sortStateOf(sorted, RUN_SORT_COLUMNS[index])}
        >
          {sorted.rows.map((run) => {
            const created = formatDateTime(lang, run.createdAt);
            const progress = legacyProgress(run);
            return (
              <tr key={run.id} aria-current={run.id === props.shown || undefined}>
                <th scope="row">{created}</th>
                <td>{run.sourceLabel}</td>
                <td>
                  <CenterName id={run.targetCenterId} />
                </td>
                <td>
                  <RunStatus status={run.status} />
                </td>
                <td>{t('legacy.run.progress', { done: progress.partsDone, total: progress.partsTotal })}</td>
                <td>
                  {[
                    run.errors.length ? t('legacy.runs.errors', { count: run.errors.length }) : null,
                    run.warnings.length ? t('legacy.runs.warnings', { count: run.warnings.length }) : null,
                  ]
                    .filter(Boolean)
                    .join(', ') || '–'}
                </td>
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

export default function LegacyImportScreen() {
  const { t } = useI18n();
  const sources = trpc.legacyImport.sources.useQuery(undefined, { retry: false, staleTime: 5 * 60_000 });
  const runs = trpc.legacyImport.runs.useQuery(undefined, { retry: false });
  const [followed, setFollowed] = useState<string | null>(null);
  // a run still going (started here, elsewhere, or before a reload) is followed until it ends
  const activeRuns = runs.data?.filter(runActive) ?? [];
  const active = activeRuns[0];
  const runId = followed ?? active?.id ?? null;
  const sourceName = useCallback(
    (ref: string | null) => {
      const source = sources.data?.find((center: LegacySource) => String(center.id) === ref);
      return source ? source.name : `#${ref ?? '?'}`;
    },
    [sources.data],
  );
  return (
    <div className="screen screen-wide">
      <h1>{t('legacy.title')}</h1>
      <p>{t('legacy.intro')}</p>
      <StartPanel
        sources={sources}
        activeTargets={activeRuns.map((run) => run.targetCenterId)}
        onQueued={setFollowed}
      />
      {runId && <LegacyRunView key={runId} runId={runId} sourceName={sourceName} />}
      <RunsPanel runs={runs} shown={runId} onShow={setFollowed} sourceName={sourceName} />
    </div>
  );
}
