import '../reporting/reporting.css';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import {
  CheckboxField,
  ErrorMessage,
  Loading,
  SelectField,
  StatusMessage,
  TextField,
  WarningMessage,
} from '../components/forms';
import { errorCodes } from '../errors';
import { formatDateTime, type MessageKey, useI18n } from '../i18n';
import {
  executeOutcome,
  executeScope,
  filterPreviewRows,
  IMPORT_CHANNELS,
  type ImportResult,
  importResult,
  MATCH_RULE_ORDER,
  type PreviewFilter,
  RESULT_COUNTS,
  runEnded,
  runProgress,
} from '../reporting/import-run';
import { type RouterOutputs, trpc } from '../trpc';

// `/dashboard/reporting-import` (spec 4.8, SUPER_ADMIN, system area): the preview of the reporting system's
// clients matched to centers, a dry run (counts only), the real import with a confirm step (a queued run), its
// live progress until it ends, and its result. A run that is still going is picked up again after a reload.

type Preview = RouterOutputs['reportingImport']['preview'];
type Run = RouterOutputs['reportingImport']['run'];
type Runs = RouterOutputs['reportingImport']['runs'];

/** What a panel reads of a query. */
interface QueryView<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Client and center names from the preview, for the result tables. */
interface Names {
  client: (legacyClientId: string) => string | undefined;
  center: (centerId: string | null) => string | undefined;
}

function namesOf(preview: Preview | undefined): Names {
  const clients = new Map<string, string>();
  const centers = new Map<string, string>();
  for (const row of preview?.rows ?? []) {
    clients.set(row.legacyClientId, row.name);
    if (row.match) centers.set(row.match.centerId, row.match.centerName);
  }
  return { client: (id) => clients.get(id), center: (id) => (id ? centers.get(id) : undefined) };
}

const FILTERS: readonly { value: PreviewFilter; label: MessageKey }[] = [
  { value: 'all', label: 'import.filter.all' },
  { value: 'matched', label: 'import.filter.matched' },
  { value: 'unmatched', label: 'import.filter.unmatched' },
  { value: 'test', label: 'import.filter.test' },
];

function ruleLabel(t: (key: MessageKey) => string, rule: string | null | undefined): string {
  if (!rule) return '–';
  return (MATCH_RULE_ORDER as readonly string[]).includes(rule) ? t(`import.rule.${rule}` as MessageKey) : rule;
}

function Count({ value }: { value: number | undefined }) {
  const { lang } = useI18n();
  return <>{value === undefined ? '–' : new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB').format(value)}</>;
}

function PreviewTable({ preview }: { preview: Preview }) {
  const { t } = useI18n();
  const [filter, setFilter] = useState<PreviewFilter>('all');
  const [query, setQuery] = useState('');
  const rows = filterPreviewRows(preview.rows, filter, query);
  return (
    <>
      <div className="import-filters">
        <SelectField
          label={t('import.filter.label')}
          name="filter"
          value={filter}
          onChange={(e) => setFilter(e.target.value as PreviewFilter)}
        >
          {FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('import.search')}
          hint={t('import.search.hint')}
          name="search"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <div className="table-wrap">
        <table className="import-table">
          <caption>{t('import.table.caption', { shown: rows.length, total: preview.rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('import.col.client')}</th>
              <th scope="col">{t('import.col.center')}</th>
              <th scope="col">{t('import.col.rule')}</th>
              <th scope="col">{t('import.col.slug')}</th>
              <th scope="col">{t('import.col.city')}</th>
              <th scope="col">{t('import.col.test')}</th>
              {IMPORT_CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="num">
                  <abbr title={channel}>{t(`import.channel.${channel}`)}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.legacyClientId} className={row.match ? undefined : 'row-inactive'}>
                <th scope="row">
                  {row.name} <span className="hint">#{row.legacyClientId}</span>
                </th>
                <td>
                  {row.match ? (
                    <>
                      {row.match.centerName} <span className="hint">({row.match.centerSlug})</span>
                    </>
                  ) : (
                    <span className="hint">{t('import.unmatched')}</span>
                  )}
                </td>
                <td>{ruleLabel(t, row.match?.rule)}</td>
                <td>
                  <code>{row.slug}</code>
                </td>
                <td>{row.city || '–'}</td>
                <td>{row.isTest && <span className="badge badge-warn">{t('import.testClient')}</span>}</td>
                {IMPORT_CHANNELS.map((channel) => (
                  <td key={channel} className="num">
                    <Count value={row.counts[channel]} />
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={6 + IMPORT_CHANNELS.length}>{t('import.noRows')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

function PreviewPanel({ preview }: { preview: QueryView<Preview> }) {
  const { t } = useI18n();
  const id = useId();
  const data = preview.data;
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('import.preview.title')}</h2>
      {preview.isPending && <Loading label={t('import.preview.loading')} />}
      <ErrorMessage error={preview.error} />
      {data && (
        <>
          <dl className="facts import-summary">
            {(['clients', 'matched', 'unmatched', 'testClients', 'rows'] as const).map((key) => (
              <div key={key}>
                <dt>{t(`import.summary.${key}`)}</dt>
                <dd>
                  <Count value={data.summary[key]} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="hint">
            {t('import.summary.byRule')}:{' '}
            {MATCH_RULE_ORDER.map((rule) => `${t(`import.rule.${rule}`)} ${data.summary.byRule[rule] ?? 0}`).join(
              ' · ',
            )}
          </p>
          <PreviewTable preview={data} />
        </>
      )}
      <p>
        <button type="button" onClick={() => preview.refetch()} disabled={preview.isFetching}>
          {t('import.preview.reload')}
        </button>
      </p>
    </section>
  );
}

function ResultView({
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
        <div className="table-wrap">
          <table className="import-table">
            <caption>{t('import.clients.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('import.col.client')}</th>
                <th scope="col">{t('import.col.center')}</th>
                <th scope="col">{t('import.col.rule')}</th>
                <th scope="col" className="num">
                  {t('import.col.rowsWritten')}
                </th>
                <th scope="col" className="num">
                  {t('import.col.rowsAlreadyPresent')}
                </th>
                <th scope="col">{t('import.col.linked')}</th>
                <th scope="col">{t('import.col.note')}</th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const STATUS_BADGE: Record<string, string> = {
  succeeded: 'badge badge-ok',
  failed: 'badge badge-warn',
  cancelled: 'badge badge-warn',
};

function RunStatus({ status }: { status: string }) {
  const { t } = useI18n();
  const key = `import.run.status.${status}`;
  const known = ['queued', 'running', 'succeeded', 'failed', 'cancelled'].includes(status);
  return <span className={STATUS_BADGE[status] ?? 'badge badge-off'}>{known ? t(key as MessageKey) : status}</span>;
}

function Messages({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="import-messages">
        {items.map((item, i) => (
          // messages may repeat; their position is their identity
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that is never reordered
          <li key={i}>{item}</li>
        ))}
      </ul>
    </>
  );
}

function RunView({ runId, names }: { runId: string; names: Names }) {
  const { t, lang } = useI18n();
  const id = useId();
  const utils = trpc.useUtils();
  const run = trpc.reportingImport.run.useQuery(
    { runId },
    { refetchInterval: (query) => (runEnded(query.state.data) ? false : 1000), retry: false },
  );
  const ended = runEnded(run.data);
  useEffect(() => {
    if (ended) void utils.reportingImport.runs.invalidate();
  }, [ended, utils]);

  const data: Run | undefined = run.data;
  const progress = data ? runProgress(data) : null;
  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-run={runId}>
      <h2 id={`${id}-title`}>{t('import.run.title')}</h2>
      {run.isPending && <Loading />}
      <ErrorMessage error={run.error} />
      {data && progress && (
        <>
          <dl className="facts">
            <dt>{t('import.run.status')}</dt>
            <dd>
              <RunStatus status={data.status} />
            </dd>
            <dt>{t('import.run.created')}</dt>
            <dd>{formatDateTime(lang, data.createdAt)}</dd>
            {data.finishedAt && (
              <>
                <dt>{t('import.run.finished')}</dt>
                <dd>{formatDateTime(lang, data.finishedAt)}</dd>
              </>
            )}
          </dl>
          {!ended && (
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
          <Messages title={t('import.run.errors')} items={data.errors} />
          <Messages title={t('import.run.warnings')} items={data.warnings} />
        </>
      )}
    </section>
  );
}

function ExecutePanel({
  preview,
  names,
  busyRun,
  onQueued,
}: {
  preview: Preview | undefined;
  names: Names;
  /** a run is queued or running: no second one */
  busyRun: boolean;
  onQueued: (runId: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const utils = trpc.useUtils();
  const [includeTests, setIncludeTests] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [dryResult, setDryResult] = useState<ImportResult | null>(null);
  const dryRun = trpc.reportingImport.execute.useMutation();
  const execute = trpc.reportingImport.execute.useMutation();
  const scope = executeScope(preview?.rows ?? [], includeTests);
  const error = dryRun.error ?? execute.error;

  function onError(caught: unknown) {
    // another run is going: show it
    if (errorCodes(caught).appCode === 'IMPORT_ALREADY_ACTIVE') void utils.reportingImport.runs.invalidate();
  }

  function startDryRun() {
    execute.reset();
    setDryResult(null);
    dryRun.mutate(
      { dryRun: true, skipTestClients: !includeTests },
      {
        onSuccess: (answer) => {
          const outcome = executeOutcome(answer);
          if (outcome.kind === 'dryRun') setDryResult(outcome.result);
        },
        onError,
      },
    );
  }

  function startImport() {
    dryRun.reset();
    execute.mutate(
      { skipTestClients: !includeTests },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setDryResult(null);
          const outcome = executeOutcome(answer);
          if (outcome.kind === 'queued') {
            utils.reportingImport.run.setData({ runId: outcome.run.id }, outcome.run);
            onQueued(outcome.run.id);
          }
          void utils.reportingImport.runs.invalidate();
        },
        onError: (caught) => {
          setConfirming(false);
          onError(caught);
        },
      },
    );
  }

  const busy = dryRun.isPending || execute.isPending;
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('import.run.section')}</h2>
      <p className="hint">{t('import.run.hint')}</p>
      <CheckboxField
        label={t('import.includeTests')}
        name="includeTestClients"
        checked={includeTests}
        onChange={(e) => {
          setIncludeTests(e.target.checked);
          setDryResult(null);
        }}
      />
      <p className="hint">{t('import.includeTestsHint')}</p>
      <div className="import-actions">
        <button type="button" onClick={startDryRun} disabled={busy || !preview}>
          {dryRun.isPending ? t('import.dryRunBusy') : t('import.dryRun')}
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => setConfirming(true)}
          disabled={busy || busyRun || !preview}
        >
          {execute.isPending ? t('import.executeBusy') : t('import.execute')}
        </button>
      </div>
      <ErrorMessage error={error} />
      {dryRun.isPending && <Loading label={t('import.dryRunBusy')} />}
      {dryResult && (
        <ResultView
          result={dryResult}
          names={names}
          title={t('import.dry.title')}
          hint={<StatusMessage>{t('import.dry.hint')}</StatusMessage>}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={t('import.confirm.title')}
        body={t('import.confirm.body', { clients: scope.clients, tests: scope.testClients })}
        confirmLabel={t('import.confirm.ok')}
        busy={execute.isPending}
        onConfirm={startImport}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

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
  const list = runs.data?.slice(0, 10) ?? [];
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('import.runs.title')}</h2>
      {runs.isPending && <Loading />}
      <ErrorMessage error={runs.error} />
      {runs.data && list.length === 0 && <p>{t('import.runs.empty')}</p>}
      {list.length > 0 && (
        <div className="table-wrap">
          <table className="import-table">
            <thead>
              <tr>
                <th scope="col">{t('import.run.created')}</th>
                <th scope="col">{t('import.run.status')}</th>
                <th scope="col">{t('import.run.finished')}</th>
                <th scope="col" className="num">
                  {t('import.count.rowsWritten')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('import.runs.showShort')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((run) => {
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
                      <button
                        type="button"
                        aria-label={t('import.runs.show', { time: created })}
                        onClick={() => onShow(run.id)}
                        disabled={run.id === shown}
                      >
                        {t('import.runs.showShort')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
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
  const active = runs.data?.find((run) => !runEnded(run));
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
