// What the panels of the reporting import screen share: the query views, the center names of the preview,
// the words of a match rule, a count and a run's status badge.
import { IMPORT_RUN_STATUSES, MATCH_RULES } from '@center-platform/core/shared';
import type { ReactNode } from 'react';
import { ErrorMessage, WarningMessage } from '../components/forms';
import { formatDateTime, type MessageKey, useI18n } from '../i18n';
import type { RouterOutputs } from '../trpc';

export type Preview = RouterOutputs['reportingImport']['preview'];

export type Run = RouterOutputs['reportingImport']['run'];

export type Runs = RouterOutputs['reportingImport']['runs'];

/** What a panel reads of a query. */
export interface QueryView<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Client and center names from the preview, for the result tables. */
export interface Names {
  client: (legacyClientId: string) => string | undefined;
  center: (centerId: string | null) => string | undefined;
}

export function namesOf(preview: Preview | undefined): Names {
  const clients = new Map<string, string>();
  const centers = new Map<string, string>();
  for (const row of preview?.rows ?? []) {
    clients.set(row.legacyClientId, row.name);
    if (row.match) centers.set(row.match.centerId, row.match.centerName);
  }
  return { client: (id) => clients.get(id), center: (id) => (id ? centers.get(id) : undefined) };
}

export function ruleLabel(t: (key: MessageKey) => string, rule: string | null | undefined): string {
  if (!rule) return '–';
  return (MATCH_RULES as readonly string[]).includes(rule) ? t(`import.rule.${rule}` as MessageKey) : rule;
}

export function Count({ value }: { value: number | undefined }) {
  const { lang } = useI18n();
  return <>{value === undefined ? '–' : new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB').format(value)}</>;
}

const STATUS_BADGE: Record<string, string> = {
  succeeded: 'badge badge-ok',
  failed: 'badge badge-warn',
  cancelled: 'badge badge-warn',
  interrupted: 'badge badge-warn',
};

export function RunStatus({ status }: { status: string }) {
  const { t } = useI18n();
  const key = `import.run.status.${status}`;
  const known = (IMPORT_RUN_STATUSES as readonly string[]).includes(status);
  return <span className={STATUS_BADGE[status] ?? 'badge badge-off'}>{known ? t(key as MessageKey) : status}</span>;
}

/** A run's errors or warnings under their title (nothing when there are none); `children` follow the list. */
export function RunMessages({
  title,
  items,
  children,
}: {
  title: string;
  items: readonly string[];
  children?: ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="import-messages">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: messages may repeat; a fixed list that is never reordered
          <li key={i}>{item}</li>
        ))}
      </ul>
      {children}
    </>
  );
}

/** A run's status and times; `children` are further facts between them (a source, a target). */
export function RunFacts({
  run,
  children,
}: {
  run: { status: string; createdAt: string; finishedAt: string | null };
  children?: ReactNode;
}) {
  const { t, lang } = useI18n();
  return (
    <dl className="facts">
      <dt>{t('import.run.status')}</dt>
      <dd>
        <RunStatus status={run.status} />
      </dd>
      {children}
      <dt>{t('import.run.created')}</dt>
      <dd>{formatDateTime(lang, run.createdAt)}</dd>
      {run.finishedAt && (
        <>
          <dt>{t('import.run.finished')}</dt>
          <dd>{formatDateTime(lang, run.finishedAt)}</dd>
        </>
      )}
    </dl>
  );
}

/** What an interrupted run says, and its resume button. */
export function InterruptedRun(props: {
  message: string;
  resume: { isPending: boolean; error: unknown };
  onResume: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <WarningMessage>{props.message}</WarningMessage>
      <div className="import-actions">
        <button type="button" className="primary" onClick={props.onResume} disabled={props.resume.isPending}>
          {props.resume.isPending ? t('import.run.resumeBusy') : t('import.run.resume')}
        </button>
      </div>
      <ErrorMessage error={props.resume.error} />
    </>
  );
}
