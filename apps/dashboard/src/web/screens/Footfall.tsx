import '../reporting/reporting.css';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { CenterScope } from '../center-work/scope';
import { ErrorMessage, Loading, TextField } from '../components/forms';
import { useI18n } from '../i18n';
import { dayRangeFromParams, formatDay } from '../reporting/footfall-format';
import { trpc } from '../trpc';

// `/dashboard/footfall` (spec 4.6 footfall, area analytics, module analytics-core): the visitors the center's counters
// measured per day over a range of days (by default the last 30), in the address (`?from=&to=`) so a view can be
// linked: the sum, the daily average and the busiest day, a bar chart and the table of days. Until a counter reports,
// the screen says how one is connected (the counting system's PUT of the agency API).

const FootfallChart = lazy(() => import('../reporting/FootfallChart'));

type Range = { from: string; to: string };

function RangeForm({ range, onApply }: { range: Range; onApply: (range: Range | null) => void }) {
  const { t } = useI18n();
  const form = useForm<Range>({ values: range });
  return (
    <form className="range-form" onSubmit={form.handleSubmit(onApply)} aria-label={t('footfall.range')} noValidate>
      <TextField label={t('footfall.from')} type="date" required {...form.register('from')} />
      <TextField label={t('footfall.to')} type="date" required {...form.register('to')} />
      <button type="submit" className="primary">
        {t('reporting.range.apply')}
      </button>
      <button type="button" onClick={() => onApply(null)}>
        {t('footfall.reset')}
      </button>
    </form>
  );
}

function CenterFootfall({ centerId }: { centerId: string }) {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const asked = dayRangeFromParams(params);
  const read = trpc.analytics.footfall.useQuery(
    { centerId, ...asked },
    { placeholderData: keepPreviousData, staleTime: 60_000, retry: false },
  );
  const apply = (next: Range | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const key of ['from', 'to'] as const) {
        if (next?.[key]) updated.set(key, next[key]);
        else updated.delete(key);
      }
      return updated;
    });
  const number = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB');
  const data = read.data;
  const busiest = data?.series.reduce<(typeof data.series)[number] | undefined>(
    (best, day) => (!best || day.visitors > best.visitors ? day : best),
    undefined,
  );
  return (
    <>
      <RangeForm range={{ from: data?.from ?? asked.from ?? '', to: data?.to ?? asked.to ?? '' }} onApply={apply} />
      {read.error && <ErrorMessage error={read.error} />}
      {read.isPending && <Loading />}
      {data?.status === 'no_live_data' && (
        <div className="empty-state">
          <p>{t('footfall.none')}</p>
          <p className="hint">{t('footfall.connect', { path: `PUT /api/agencyos/v1/centers/${centerId}/footfall` })}</p>
        </div>
      )}
      {data?.status === 'measured' && (
        <section aria-labelledby="footfall-figures" aria-busy={read.isFetching || undefined}>
          <h2 id="footfall-figures">
            {t('footfall.shown', { from: formatDay(lang, data.from, 'long'), to: formatDay(lang, data.to, 'long') })}
          </h2>
          {data.series.length === 0 ? (
            <p className="hint">{t('footfall.noneInRange', { last: formatDay(lang, data.lastDay ?? '', 'long') })}</p>
          ) : (
            <>
              <dl className="facts">
                <dt>{t('footfall.total')}</dt>
                <dd>{number.format(data.total)}</dd>
                <dt>{t('footfall.average')}</dt>
                <dd>{number.format(Math.round(data.total / data.series.length))}</dd>
                <dt>{t('footfall.busiest')}</dt>
                <dd>{busiest && `${formatDay(lang, busiest.day, 'long')} (${number.format(busiest.visitors)})`}</dd>
                <dt>{t('footfall.measuredDays')}</dt>
                <dd>{number.format(data.series.length)}</dd>
              </dl>
              <figure className="report-chart" aria-label={t('footfall.table')}>
                <Suspense fallback={<Loading />}>
                  <FootfallChart series={data.series} />
                </Suspense>
              </figure>
              <details className="report-values">
                <summary>{t('footfall.table')}</summary>
                <div className="table-wrap">
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">{t('footfall.day')}</th>
                        <th scope="col" className="num">
                          {t('footfall.visitors')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.series.map((day) => (
                        <tr key={day.day}>
                          <th scope="row">{formatDay(lang, day.day, 'long')}</th>
                          <td className="num">{number.format(day.visitors)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </>
          )}
        </section>
      )}
    </>
  );
}

export default function FootfallScreen() {
  const { t } = useI18n();
  return (
    <div className="screen screen-wide">
      <h1>{t('footfall.title')}</h1>
      <p>{t('footfall.intro')}</p>
      <CenterScope>{(centerId) => <CenterFootfall centerId={centerId} />}</CenterScope>
    </div>
  );
}
