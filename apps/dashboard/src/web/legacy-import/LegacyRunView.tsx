// One run of the legacy import (spec 4.7): where it stands while it runs (parts done, the read under way), then its
// counts per part, errors and warnings; an interrupted run is resumed from here.
import { useEffect, useId } from 'react';
import { DataTable } from '../components/DataTable';
import { ErrorMessage, Loading, StatusMessage, WarningMessage } from '../components/forms';
import { useI18n } from '../i18n';
import { Count, InterruptedRun, RunFacts, RunMessages } from '../reporting/import-parts';
import { runActive, runEnded } from '../reporting/import-run';
import { trpc } from '../trpc';
import { CenterName } from './CenterName';
import { legacyProgress, moreWarnings, partCounts } from './legacy-run';

export function LegacyRunView({ runId, sourceName }: { runId: string; sourceName: (ref: string | null) => string }) {
  const { t } = useI18n();
  const id = useId();
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
  const ended = runEnded(data);
  const interrupted = data?.status === 'interrupted';
  // the list of runs follows each change of status (queued, running, ended)
  const status = data?.status;
  useEffect(() => {
    if (status) void utils.legacyImport.runs.invalidate();
  }, [status, utils]);

  const progress = data ? legacyProgress(data) : null;
  const parts = data ? partCounts(data.counts) : [];
  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-run={runId}>
      <h2 id={`${id}-title`}>{t('import.run.title')}</h2>
      {run.isPending && <Loading />}
      <ErrorMessage error={run.error} />
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
          {interrupted && (
            <InterruptedRun
              message={t('legacy.run.interrupted')}
              resume={resume}
              onResume={() => resume.mutate({ runId })}
            />
          )}
          {runActive(data) && (
            <div className="import-run-progress">
              <progress
                className="import-progress"
                aria-label={t('import.run.progressLabel')}
                max={progress.partsTotal}
                value={progress.partsDone}
              />
              <p>
                {data.status === 'queued'
                  ? t('import.run.waiting')
                  : t('legacy.run.progress', { done: progress.partsDone, total: progress.partsTotal })}
                {progress.current && (
                  <>
                    {' '}
                    <span className="hint">
                      {t('legacy.run.current', {
                        part: t(`legacy.part.${progress.current.part}`),
                        done: progress.current.done,
                        total: progress.current.total,
                      })}
                    </span>
                  </>
                )}
              </p>
            </div>
          )}
          {ended &&
            (data.status === 'succeeded' ? (
              <StatusMessage>{t('legacy.run.succeeded')}</StatusMessage>
            ) : (
              <WarningMessage>{t('legacy.run.failed')}</WarningMessage>
            ))}
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
    </section>
  );
}
