// One run of the reporting import (spec 4.8): its live progress until it ends, then its result per client.
import { type ReactNode, useEffect, useId } from 'react';
import { DataTable } from '../components/DataTable';
import { ErrorMessage, Loading, StatusMessage, WarningMessage } from '../components/forms';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { Count, InterruptedRun, type Names, type Run, RunFacts, RunMessages, ruleLabel } from './import-parts';
import { type ImportResult, importResult, RESULT_COUNTS, runActive, runEnded, runProgress } from './import-run';

export function ResultView({
  result,
  names,
  title,
  hint,
}: {
  result: ImportResult;
  names: Names;
  title: string;
  hint?: ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="import-result">
      <h3 id={`${id}-title`}>{title}</h3>
      {hint}
      <dl className="facts import-summary">
        {RESULT_COUNTS.filter((key) => result.counts[key] !== undefined).map((key) => (
          <div key={key}>
            <dt>{t(`import.count.${key}`)}</dt>
            <dd>
              <Count value={result.counts[key]} />
            </dd>
          </div>
        ))}
      </dl>
      {result.clients.length > 0 && (
        <DataTable
          caption={t('import.clients.caption')}
          className="import-table"
          numeric={[3, 4]}
          headers={[
            t('import.col.client'),
            t('import.col.center'),
            t('import.col.rule'),
            t('import.col.rowsWritten'),
            t('import.col.rowsAlreadyPresent'),
            t('import.col.linked'),
            t('import.col.note'),
          ]}
        >
          {result.clients.map((client) => (
            <tr key={client.legacyClientId}>
              <th scope="row">
                {names.client(client.legacyClientId) ?? client.legacyClientId}{' '}
                <span className="hint">#{client.legacyClientId}</span>
              </th>
              <td>{names.center(client.centerId) ?? client.centerId ?? '–'}</td>
              <td>{ruleLabel(t, client.rule)}</td>
              <td className="num">
                <Count value={client.rowsWritten} />
              </td>
              <td className="num">
                <Count value={client.rowsAlreadyPresent} />
              </td>
              <td>{client.linked ? t('import.yes') : '–'}</td>
              <td>{[client.error, ...client.warnings].filter(Boolean).join('; ') || '–'}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

export function RunView({ runId, names }: { runId: string; names: Names }) {
  const { t } = useI18n();
  const id = useId();
  const utils = trpc.useUtils();
  // followed every second while it is under way; an interrupted run waits for someone to resume it
  const run = trpc.reportingImport.run.useQuery(
    { runId },
    { refetchInterval: (query) => (runActive(query.state.data) ? 1000 : false), retry: false },
  );
  const resume = trpc.reportingImport.resume.useMutation({
    onSuccess: () =>
      Promise.all([utils.reportingImport.run.invalidate({ runId }), utils.reportingImport.runs.invalidate()]),
  });
  const ended = runEnded(run.data);
  const interrupted = run.data?.status === 'interrupted';
  useEffect(() => {
    if (ended || interrupted) void utils.reportingImport.runs.invalidate();
  }, [ended, interrupted, utils]);

  const data: Run | undefined = run.data;
  const progress = data ? runProgress(data) : null;
  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-run={runId}>
      <h2 id={`${id}-title`}>{t('import.run.title')}</h2>
      {run.isPending && <Loading />}
      <ErrorMessage error={run.error} />
      {data && progress && (
        <>
          <RunFacts run={data} />
          {interrupted && (
            <InterruptedRun
              message={t('import.run.interrupted')}
              resume={resume}
              onResume={() => resume.mutate({ runId })}
            />
          )}
          {runActive(data) && (
            <div className="import-run-progress">
              <progress
                className="import-progress"
                aria-label={t('import.run.progressLabel')}
                {...(progress.total > 0 ? { max: progress.total, value: progress.done } : {})}
              />
              <p>
                {progress.total > 0
                  ? t('import.run.progress', { done: progress.done, total: progress.total })
                  : t('import.run.waiting')}
                {progress.current && (
                  <>
                    {' '}
                    <span className="hint">
                      {t('import.run.current', { client: names.client(progress.current) ?? progress.current })}
                    </span>
                  </>
                )}
              </p>
            </div>
          )}
          {ended &&
            (data.status === 'succeeded' ? (
              <StatusMessage>{t('import.run.succeeded')}</StatusMessage>
            ) : (
              <WarningMessage>{t('import.run.failed')}</WarningMessage>
            ))}
          {ended && <ResultView result={importResult(data.counts)} names={names} title={t('import.result.title')} />}
          <RunMessages title={t('import.run.errors')} items={data.errors} />
          <RunMessages title={t('import.run.warnings')} items={data.warnings} />
        </>
      )}
    </section>
  );
}
