import { REPORT_MANAGER_ROLES } from '@center-platform/core/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { CenterScope } from '../center-work/scope';
import { ErrorMessage, Loading, TextField } from '../components/forms';
import { problemResolver } from '../components/problem-resolver';
import { type MessageKey, useI18n } from '../i18n';
import { ClientReportsPanel } from '../reporting/ClientReportsPanel';
import { formatMonth } from '../reporting/format';
import { ReportingChannels } from '../reporting/ReportingChannels';
import { MAX_RANGE_MONTHS, type MonthRange, rangeFromParams, rangeProblem } from '../reporting/range';
import { useSession } from '../session';
import { trpc } from '../trpc';

// `/dashboard/reporting` (spec 4.8, area analytics, module analytics-core): the client reporting of the
// session's center (a SUPER_ADMIN names one) over a month range, by default the last 12 months. The range
// lives in the address (`?from=YYYY-MM&to=YYYY-MM`), so a view can be linked. The center's administrators also
// manage its monthly client reports here (recipients, sending, share links).

function RangeForm({ range, onApply }: { range: MonthRange; onApply: (range: MonthRange | null) => void }) {
  const { t } = useI18n();
  const form = useForm<MonthRange>({
    defaultValues: range,
    // the range as a whole has one problem, shown under the form (its message names the limit)
    resolver: problemResolver(
      ({ from, to }) => {
        const problem = rangeProblem({ from: from.trim(), to: to.trim() });
        return { root: problem && (`reporting.range.${problem}` as const) };
      },
      ({ from, to }) => ({ from: from.trim(), to: to.trim() }),
    ),
  });
  const { reset } = form;
  useEffect(() => reset({ from: range.from, to: range.to }), [range.from, range.to, reset]);
  const onSubmit = form.handleSubmit(onApply);
  const problem = form.formState.errors.root?.type;

  const hint = t('reporting.range.hint', { max: MAX_RANGE_MONTHS });
  return (
    <form className="range-form" onSubmit={onSubmit} aria-label={t('reporting.range.legend')} noValidate>
      <TextField
        label={t('reporting.range.from')}
        type="month"
        placeholder="2025-01"
        pattern="\d{4}-\d{2}"
        required
        {...form.register('from')}
      />
      <TextField
        label={t('reporting.range.to')}
        type="month"
        placeholder="2025-12"
        pattern="\d{4}-\d{2}"
        required
        {...form.register('to')}
      />
      <button type="submit" className="primary">
        {t('reporting.range.apply')}
      </button>
      <button
        type="button"
        onClick={() => {
          form.clearErrors();
          onApply(null);
        }}
      >
        {t('reporting.range.reset')}
      </button>
      <p className="hint range-hint">{hint}</p>
      {problem && (
        <p role="alert" className="message message-error range-error">
          {t(problem as MessageKey, { max: MAX_RANGE_MONTHS })}
        </p>
      )}
    </form>
  );
}

function CenterReporting({ centerId }: { centerId: string }) {
  const { t, lang } = useI18n();
  // the monthly client reports are the center's administrators' (the server refuses everyone else)
  const managesReports = (REPORT_MANAGER_ROLES as readonly string[]).includes(useSession().me.role);
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const read = trpc.clientReporting.read.useQuery(
    { centerId, from: range.from, to: range.to },
    { placeholderData: keepPreviousData, staleTime: 60_000 },
  );

  const apply = (next: MonthRange | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) {
        updated.set('from', next.from);
        updated.set('to', next.to);
      } else {
        updated.delete('from');
        updated.delete('to');
      }
      return updated;
    });

  const shown = read.data ? { from: read.data.from, to: read.data.to } : range;
  return (
    <>
      <RangeForm range={range} onApply={apply} />
      <p className="hint">
        {t('reporting.range.shown', { from: formatMonth(lang, shown.from), to: formatMonth(lang, shown.to) })}
      </p>
      {read.error && <ErrorMessage error={read.error} />}
      {read.isPending && <Loading label={t('reporting.loading')} />}
      {read.data && (
        <div aria-busy={read.isFetching || undefined}>
          <ReportingChannels channels={read.data.channels} range={shown} />
        </div>
      )}
      {managesReports && <ClientReportsPanel centerId={centerId} />}
    </>
  );
}

export default function ReportingScreen() {
  const { t } = useI18n();
  return (
    <div className="screen screen-wide">
      <h1>{t('reporting.title')}</h1>
      <p>{t('reporting.intro')}</p>
      <CenterScope>{(centerId) => <CenterReporting centerId={centerId} />}</CenterScope>
    </div>
  );
}
