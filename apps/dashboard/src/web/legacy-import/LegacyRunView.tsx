// One run of the legacy import (spec 4.7): where it stands while it runs (parts done, the read under way), then its
// counts per part, errors and warnings; an interrupted run is resumed from here.
import { useEffect } from 'react';
import { DataTable } from '../components/DataTable';
import { useI18n } from '../i18n';
import { Count, RunFacts, RunMessages } from '../reporting/import-parts';
import { runActive } from '../reporting/import-run';
import { RunPanel, RunState } from '../reporting/run-panel';
import { trpc } from '../trpc';
import { CenterName } from './CenterName';
import { legacyProgress, moreWarnings, partCounts } from './legacy-run';

export function LegacyRunView({ runId, sourceName }: { runId: string; sourceName: (ref: string | null) => string }) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  // followed every second while it is under way; an interrupted run waits for someone to resume it
  const run = trpc.legacyImport.run.useQuery(
    { runId },
    { refetchInterval: (query) => (runActive(query.state.data) ? 1000 : false), retry: false },
  );
  const resume = trpc.legacyImport.resume.useMutation({
    onSuccess: () => Promise.all([utils.legacyImport.run.invalidate({ runId }), utils.legacyImport.runs.invalidate()]),
  });
  const data = run.data;
  // the list of runs follows each change of status (queued, running, ended)
  const status = data?.status;
  useEffect(() => {
    if (status) void utils.legacyImport.runs.invalidate();
  }, [status, utils]);

  const progress = data ? legacyProgress(data) : null;
  const parts = data ? partCounts(data.counts) : [];
  return (
    <RunPanel runId={runId} query={run}>
      {data && progress && (
        <>
          <RunFacts run={data}>
            <dt>{t('legacy.source')}</dt>
            <dd>{sourceName(data.sourceRef)}</dd>
            <dt>{t('legacy.target')}</dt>
            <dd>
              <CenterName id={data.targetCenterId} />
            </dd>
          </RunFacts>
          <RunState
            runId={runId}
            status={data.status}
            resume={resume}
            bar={{ max: progress.partsTotal, value: progress.partsDone }}
            progress={
              data.status === 'queued'
                ? t('import.run.waiting')
                : t('legacy.run.progress', { done: progress.partsDone, total: progress.partsTotal })
            }
            current={
              progress.current &&
              t('legacy.run.current', {
                part: t(`legacy.part.${progress.current.part}`),
                done: progress.current.done,
                total: progress.current.total,
              })
            }
            words={{
              interrupted: t('legacy.run.interrupted'),
              succeeded: t('legacy.run.succeeded'),
              failed: t('legacy.run.failed'),
            }}
          />
          {parts.length > 0 && (
            <DataTable
              caption={t('legacy.counts.caption')}
              className="import-table"
              numeric={[1, 2, 3, 4]}
              headers={[
                t('legacy.counts.part'),
                t('legacy.counts.created'),
                t('legacy.counts.updated'),
                t('legacy.counts.unchanged'),
                t('legacy.counts.failed'),
              ]}
            >
              {parts.map((row) => (
                <tr key={row.part}>
                  <th scope="row">{t(`legacy.part.${row.part}`)}</th>
                  <td className="num">
                    <Count value={row.created} />
                  </td>
                  <td className="num">
                    <Count value={row.updated} />
                  </td>
                  <td className="num">
                    <Count value={row.unchanged} />
                  </td>
                  <td className="num">
                    <Count value={row.failed} />
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
          <RunMessages title={t('import.run.errors')} items={data.errors} />
          <RunMessages title={t('import.run.warnings')} items={data.warnings}>
            {moreWarnings(data) > 0 && (
              <p className="hint">{t('legacy.run.moreWarnings', { count: moreWarnings(data) })}</p>
            )}
          </RunMessages>
        </>
      )}
    </RunPanel>
  );
}
