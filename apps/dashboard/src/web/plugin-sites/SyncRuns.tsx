// The latest syncs of a site: status, kind, bundle version, counts and errors. The list asks again every few
// seconds while a run is queued or running; when the last one ends, the sites list is refreshed (last sync).
import { useEffect, useId, useRef } from 'react';
import { SortHeader, sortStateOf } from '../center-work/server-pages';
import { useClientTable } from '../components/client-table';
import { DataTable } from '../components/DataTable';
import { LoadError, Loading, StatusMessage } from '../components/forms';
import { formatDateTime, useI18n } from '../i18n';
import { trpc } from '../trpc';
import { RUN_STATUS_LABELS, runCountsSummary, runsPollInterval, statusBadgeClass } from './logic';
import type { PluginSite, SyncRun } from './types';

const RUN_SORT = {
  requested: (run: SyncRun) => run.createdAt,
  kind: (run: SyncRun) => run.kind,
  status: (run: SyncRun) => run.status,
  version: (run: SyncRun) => run.bundleVersion,
};
/** the sortable columns, in the table's order */
const RUN_SORT_COLUMNS = ['requested', 'kind', 'status', 'version', undefined, undefined];
const NO_RUNS: SyncRun[] = [];

export function SyncRuns({ centerId, site }: { centerId: string; site: PluginSite }) {
  const { t, lang } = useI18n();
  const utils = trpc.useUtils();
  const id = useId();
  const runs = trpc.pluginSites.runs.useQuery(
    { centerId, siteId: site.id },
    { refetchInterval: (query) => runsPollInterval(query.state.data) },
  );
  // newest first, as the server sends them
  const sorted = useClientTable(runs.data ?? NO_RUNS, RUN_SORT, [{ id: 'requested', desc: true }]);
  const polling = runsPollInterval(runs.data) !== false;
  const wasPolling = useRef(polling);
  useEffect(() => {
    if (wasPolling.current && !polling) void utils.pluginSites.list.invalidate({ centerId });
    wasPolling.current = polling;
  }, [polling, utils, centerId]);

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('plugin.runs.title', { name: site.name })}</h2>
      {polling && <StatusMessage>{t('plugin.runs.polling')}</StatusMessage>}
      {runs.isPending ? (
        <Loading />
      ) : runs.error ? (
        <LoadError error={runs.error} onRetry={() => runs.refetch()} />
      ) : runs.data.length === 0 ? (
        <p>{t('plugin.runs.empty')}</p>
      ) : (
        <DataTable
          caption={t('plugin.runs.caption')}
          captionHidden
          headers={[
            <SortHeader key="requested" pages={sorted} sortKey="requested" label={t('plugin.col.requested')} />,
            <SortHeader key="kind" pages={sorted} sortKey="kind" label={t('plugin.col.kind')} />,
            <SortHeader key="status" pages={sorted} sortKey="status" label={t('plugin.col.status')} />,
            <SortHeader key="version" pages={sorted} sortKey="version" label={t('plugin.col.version')} />,
            t('plugin.col.counts'),
            t('plugin.col.errors'),
          ]}
          sort={(index) => sortStateOf(sorted, RUN_SORT_COLUMNS[index])}
        >
          {sorted.rows.map((run) => (
            <tr key={run.id}>
              <th scope="row">{formatDateTime(lang, run.createdAt)}</th>
              <td>{t(run.kind === 'full' ? 'plugin.kind.full' : 'plugin.kind.incremental')}</td>
              <td>
                <span className={statusBadgeClass(run.status)}>{t(RUN_STATUS_LABELS[run.status])}</span>
              </td>
              <td>{run.bundleVersion ?? '—'}</td>
              <td>{runCountsSummary(run.counts, t) || '—'}</td>
              <td>
                {run.errors.length === 0 ? (
                  '—'
                ) : (
                  <ul>
                    {run.errors.map((error, index) => (
                      // errors are appended, never reordered
                      // biome-ignore lint/suspicious/noArrayIndexKey: the same message may repeat
                      <li key={index}>{error}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
