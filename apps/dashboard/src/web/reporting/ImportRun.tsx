// One run of the reporting import (spec 4.8): its live progress until it ends, then its result per client.
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { SortHeader, sortStateOf } from '../center-work/server-pages';
import { useClientTable } from '../components/client-table';
import { DataTable } from '../components/DataTable';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { Count, type Names, type Run, RunFacts, RunMessages, ruleLabel } from './import-parts';
import {
  type ImportResult,
  importResult,
  RESULT_COUNTS,
  type ResultClient,
  runActive,
  runEnded,
  runProgress,
} from './import-run';
import { RunPanel, RunState } from './run-panel';

/** a client of the result with the names it is shown (and sorted) by */
type NamedClient = ResultClient & { clientName: string; centerName: string | null };

const CLIENT_SORT = {
  client: (client: NamedClient) => client.clientName,
  center: (client: NamedClient) => client.centerName,
  rule: (client: NamedClient) => client.rule,
  rowsWritten: (client: NamedClient) => client.rowsWritten,
  rowsAlreadyPresent: (client: NamedClient) => client.rowsAlreadyPresent,
  linked: (client: NamedClient) => (client.linked ? 1 : 0),
};
/** the sortable columns, in the table's order */
const CLIENT_SORT_COLUMNS = ['client', 'center', 'rule', 'rowsWritten', 'rowsAlreadyPresent', 'linked', undefined];

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
  const named = useMemo(
    () =>
      result.clients.map(
        (client): NamedClient => ({
          ...client,
          clientName: names.client(client.legacyClientId) ?? client.legacyClientId,
          centerName: names.center(client.centerId) ?? client.centerId,
        }),
      ),
    [result.clients, names],
  );
  const clients = useClientTable(named, CLIENT_SORT, [{ id: 'client', desc: false }]);
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
            <SortHeader key="client" pages={clients} sortKey="client" label={t('import.col.client')} />,
            <SortHeader key="center" pages={clients} sortKey="center" label={t('import.col.center')} />,
            <SortHeader key="rule" pages={clients} sortKey="rule" label={t('import.col.rule')} />,
            <SortHeader key="rowsWritten" pages={clients} sortKey="rowsWritten" label={t('import.col.rowsWritten')} />,
            <SortHeader
              key="rowsAlreadyPresent"
              pages={clients}
              sortKey="rowsAlreadyPresent"
              label={t('import.col.rowsAlreadyPresent')}
            />,
            <SortHeader key="linked" pages={clients} sortKey="linked" label={t('import.col.linked')} />,
            t('import.col.note'),
          ]}
          sort={(index) => sortStateOf(clients, CLIENT_SORT_COLUMNS[index])}
        >
          {clients.rows.map((client) => (
            <tr key={client.legacyClientId}>
              <th scope="row">
                {client.clientName} <span className="hint">#{client.legacyClientId}</span>
              </th>
              <td>{client.centerName ?? '–'}</td>
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
    <RunPanel runId={runId} query={run}>
      {data && progress && (
        <>
          <RunFacts run={data} />
          <RunState
            runId={runId}
            status={data.status}
            resume={resume}
            bar={progress.total > 0 ? { max: progress.total, value: progress.done } : null}
            progress={
              progress.total > 0
                ? t('import.run.progress', { done: progress.done, total: progress.total })
                : t('import.run.waiting')
            }
            current={
              progress.current &&
              t('import.run.current', { client: names.client(progress.current) ?? progress.current })
            }
            words={{
              interrupted: t('import.run.interrupted'),
              succeeded: t('import.run.succeeded'),
              failed: t('import.run.failed'),
            }}
          />
          {ended && <ResultView result={importResult(data.counts)} names={names} title={t('import.result.title')} />}
          <RunMessages title={t('import.run.errors')} items={data.errors} />
          <RunMessages title={t('import.run.warnings')} items={data.warnings} />
        </>
      )}
    </RunPanel>
  );
}
