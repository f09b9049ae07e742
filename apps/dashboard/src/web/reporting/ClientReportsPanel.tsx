// The monthly client reports of a center (spec 4.8, 6.1), for its administrators: who receives them, sending a
// month now (again, with a new link, once sent), and the reports with their share links, each revocable.
import { MAX_FORM_RECIPIENTS, RecipientList } from '@center-platform/core/shared';
import { useId, useState } from 'react';
import { parseRecipientLines } from '../center-work/form-recipients';
import { SortHeader, sortStateOf } from '../center-work/server-pages';
import { useClientTable } from '../components/client-table';
import { DataTable } from '../components/DataTable';
import { ErrorMessage, Loading, TextField } from '../components/forms';
import { useToast } from '../components/toast-context';
import { formatDateTime, type MessageKey, useI18n } from '../i18n';
import { type RouterOutputs, trpc } from '../trpc';
import { formatMonth } from './format';

type Report = RouterOutputs['clientReporting']['reports'][number];

const REPORT_SORT = {
  month: (report: Report) => report.month,
  status: (report: Report) => report.status,
  sentAt: (report: Report) => report.sentAt,
};
/** the sortable columns, in the table's order */
const REPORT_SORT_COLUMNS = ['month', 'status', 'sentAt', undefined];

/** 'YYYY-MM' of the month before this one (local time): the report a center usually sends. */
export function lastMonth(now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The problem of a recipients text by core's rule, as a message key; null when it may be saved. */
export function recipientsProblem(text: string): MessageKey | null {
  const parsed = RecipientList.safeParse(parseRecipientLines(text));
  if (parsed.success) return null;
  return parsed.error.issues.some((issue) => issue.path.length === 0)
    ? 'settings.recipients.tooMany'
    : 'settings.recipients.invalid';
}

/** The recipients, once read: the form starts from what is stored (and from the answer after a save). */
function RecipientsLoader({ centerId }: { centerId: string }) {
  const stored = trpc.clientReporting.recipients.useQuery({ centerId });
  if (stored.isPending) return <Loading />;
  if (stored.error) return <ErrorMessage error={stored.error} />;
  return <RecipientsForm centerId={centerId} stored={stored.data} />;
}

function RecipientsForm({ centerId, stored }: { centerId: string; stored: readonly string[] }) {
  const { t } = useI18n();
  const toast = useToast();
  const utils = trpc.useUtils();
  const save = trpc.clientReporting.setRecipients.useMutation({
    onSuccess: (recipients) => {
      utils.clientReporting.recipients.setData({ centerId }, recipients);
      setText(recipients.join('\n'));
      toast(t('reports.recipients.saved', { count: recipients.length }));
    },
  });
  const [text, setText] = useState(() => stored.join('\n'));
  const [checked, setChecked] = useState(false);
  const problem = checked ? recipientsProblem(text) : null;
  const id = useId();
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!recipientsProblem(text)) save.mutate({ centerId, recipients: parseRecipientLines(text) });
      }}
    >
      <div className="field">
        <label htmlFor={id}>{t('reports.recipients')}</label>
        <textarea
          id={id}
          rows={4}
          value={text}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-hint`} className="hint">
          {t('reports.recipients.hint', { max: MAX_FORM_RECIPIENTS })}
        </p>
        {problem && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {t(problem, { max: MAX_FORM_RECIPIENTS })}
          </p>
        )}
      </div>
      <div className="import-actions">
        <button type="submit" className="primary" disabled={save.isPending}>
          {t('reports.recipients.save')}
        </button>
      </div>
      <ErrorMessage error={save.error} />
    </form>
  );
}

function SendForm({ centerId, reports }: { centerId: string; reports: readonly Report[] }) {
  const { t, lang } = useI18n();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [month, setMonth] = useState(lastMonth);
  const sent = reports.find((report) => report.month === month)?.status === 'sent';
  const send = trpc.clientReporting.send.useMutation({
    onSuccess: (outcome) => {
      toast(t('reports.sent', { month: formatMonth(lang, outcome.month), count: outcome.recipients }));
      void utils.clientReporting.reports.invalidate({ centerId });
    },
  });
  return (
    <form
      className="range-form"
      aria-label={t('reports.send.title')}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate({ centerId, month, resend: sent });
      }}
    >
      <TextField
        label={t('reports.month')}
        type="month"
        value={month}
        required
        onChange={(event) => setMonth(event.target.value)}
      />
      <button type="submit" className="primary" disabled={send.isPending || !/^\d{4}-\d{2}$/.test(month)}>
        {sent ? t('reports.resend') : t('reports.send')}
      </button>
      {sent && <p className="hint range-hint">{t('reports.resend.hint')}</p>}
      <ErrorMessage error={send.error} />
    </form>
  );
}

function ReportsTable({ centerId, reports }: { centerId: string; reports: readonly Report[] }) {
  const { t, lang } = useI18n();
  const toast = useToast();
  const utils = trpc.useUtils();
  const revoke = trpc.clientReporting.revokeLink.useMutation({
    onSuccess: () => {
      toast(t('reports.link.revoked'));
      void utils.clientReporting.reports.invalidate({ centerId });
    },
  });
  // the latest month first, as the server sends them
  const sorted = useClientTable(reports, REPORT_SORT, [{ id: 'month', desc: true }]);
  if (reports.length === 0) return <p className="hint">{t('reports.empty')}</p>;
  const now = Date.now();
  return (
    <>
      <DataTable
        caption={t('reports.caption')}
        className="import-table"
        headers={[
          <SortHeader key="month" pages={sorted} sortKey="month" label={t('reports.month')} />,
          <SortHeader key="status" pages={sorted} sortKey="status" label={t('reports.status')} />,
          <SortHeader key="sentAt" pages={sorted} sortKey="sentAt" label={t('reports.sentAt')} />,
          t('reports.link'),
        ]}
        sort={(index) => sortStateOf(sorted, REPORT_SORT_COLUMNS[index])}
      >
        {sorted.rows.map((report) => {
          const active = report.links.find((link) => !link.revokedAt && new Date(link.expiresAt).getTime() > now);
          const month = formatMonth(lang, report.month);
          return (
            <tr key={report.id}>
              <th scope="row">{month}</th>
              <td>
                <span className={report.status === 'sent' ? 'badge badge-ok' : 'badge badge-off'}>
                  {t(`reports.status.${report.status}`)}
                </span>
              </td>
              <td>{report.sentAt ? formatDateTime(lang, report.sentAt) : '–'}</td>
              <td>
                {active ? (
                  <>
                    {t('reports.link.until', { at: formatDateTime(lang, active.expiresAt) })}{' '}
                    <button
                      type="button"
                      className="link-button"
                      aria-label={t('reports.link.revokeNamed', { month })}
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate({ centerId, linkId: active.id })}
                    >
                      {t('reports.link.revoke')}
                    </button>
                  </>
                ) : (
                  '–'
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <ErrorMessage error={revoke.error} />
    </>
  );
}

export function ClientReportsPanel({ centerId }: { centerId: string }) {
  const { t } = useI18n();
  const id = useId();
  const reports = trpc.clientReporting.reports.useQuery({ centerId });
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('reports.title')}</h2>
      <p className="hint">{t('reports.intro')}</p>
      <RecipientsLoader centerId={centerId} />
      <h3>{t('reports.send.title')}</h3>
      <SendForm centerId={centerId} reports={reports.data ?? []} />
      <h3>{t('reports.list.title')}</h3>
      {reports.isPending && <Loading />}
      <ErrorMessage error={reports.error} />
      {reports.data && <ReportsTable centerId={centerId} reports={reports.data} />}
    </section>
  );
}
