import '../reporting/reporting.css';
import { useCallback, useMemo, useState } from 'react';
import { useI18n } from '../i18n';
import { CenterName } from '../legacy-import/CenterName';
import { LegacyRunView } from '../legacy-import/LegacyRunView';
import { legacyProgress } from '../legacy-import/legacy-run';
import { type LegacySource, StartPanel } from '../legacy-import/StartPanel';
import { RunStatus } from '../reporting/import-parts';
import { runActive } from '../reporting/import-run';
import { type RunColumn, RunsPanel } from '../reporting/runs-panel';
import { type RouterOutputs, trpc } from '../trpc';

// `/dashboard/legacy-import` (spec 4.7, SUPER_ADMIN, system area): a center of the legacy mall platform imported
// into a center of the platform: the source from the platform's list, the target, the parts; the run's live progress
// until it ends, its counts and warnings; past runs; an interrupted run resumed. A run still going is followed
// again after a reload.

type Runs = RouterOutputs['legacyImport']['runs'];
/** a run of the list with the name of its source, shown and sorted by */
type ListedRun = Runs[number] & { sourceLabel: string };

const RUN_COLUMNS: Record<string, RunColumn<ListedRun>> = {
  source: { header: 'legacy.source', sortBy: (run) => run.sourceLabel },
  // the target is named by its own read, so not sorted by
  target: { header: 'legacy.target' },
  status: { header: 'import.run.status', sortBy: (run) => run.status },
  parts: { header: 'legacy.runs.parts' },
  notes: { header: 'legacy.runs.notes' },
};
const NO_RUNS: Runs = [];

function LatestRuns(props: {
  runs: { data: Runs | undefined; error: unknown; isPending: boolean };
  shown: string | null;
  onShow: (runId: string) => void;
  sourceName: (ref: string | null) => string;
}) {
  const { t } = useI18n();
  const { sourceName } = props;
  const list = useMemo(
    () =>
      (props.runs.data ?? NO_RUNS)
        .slice(0, 20)
        .map((run): ListedRun => ({ ...run, sourceLabel: sourceName(run.sourceRef) })),
    [props.runs.data, sourceName],
  );
  return (
    <RunsPanel
      query={props.runs}
      runs={list}
      columns={RUN_COLUMNS}
      empty={t('legacy.runs.empty')}
      shown={props.shown}
      onShow={props.onShow}
      cells={(run) => {
        const progress = legacyProgress(run);
        return (
          <>
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
          </>
        );
      }}
    />
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
      <LatestRuns runs={runs} shown={runId} onShow={setFollowed} sourceName={sourceName} />
    </div>
  );
}
