// The channels of a client reporting (spec 4.8), as the reporting screen and the public share page show them:
// per channel a header with the 'History' badge when a month came from the imported history, the chart (a lazy
// chunk), its legend and its values as a table; search terms as a table of the top keywords; an empty state
// for a channel without data.
import './reporting.css';
import { Component, type CSSProperties, lazy, type ReactNode, Suspense, useId, useMemo } from 'react';
import { SortHeader, sortStateOf } from '../center-work/server-pages';
import { useClientTable } from '../components/client-table';
import { DataTable } from '../components/DataTable';
import { Loading } from '../components/forms';
import { type Translate, useI18n } from '../i18n';
import { channelLabel, formatMetric, formatMonth, metricLabel } from './format';
import type { MonthRange } from './range';
import {
  type ChannelChart,
  type ChannelData,
  channelChart,
  channelHasHistory,
  isHistoryMonth,
  isTableChannel,
  metricColor,
  type SearchTerm,
  tableMetricKeys,
  topSearchTerms,
} from './series';

const TERM_SORT = {
  keyword: (term: SearchTerm) => term.keyword,
  clicks: (term: SearchTerm) => term.clicks,
  impressions: (term: SearchTerm) => term.impressions,
  position: (term: SearchTerm) => term.position,
  months: (term: SearchTerm) => term.months,
};
/** the sortable columns, in the table's order */
const TERM_SORT_COLUMNS = ['keyword', 'clicks', 'impressions', 'position', 'months'];

const ChannelChartView = lazy(() => import('./ChannelChart'));

/** A chart chunk that fails to load leaves the table to read, not a broken page. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function HistoryBadge({ title }: { title: string }) {
  const { t } = useI18n();
  return (
    <span className="badge badge-history" title={title}>
      {t('reporting.history')}
    </span>
  );
}

function Legend({ chart, t }: { chart: ChannelChart; t: Translate }) {
  return (
    <ul className="report-legend" aria-label={t('reporting.legend')}>
      {chart.metrics.map((metric, index) => (
        <li key={metric.key}>
          <span
            className={`swatch swatch-${metric.kind}`}
            style={{ '--swatch': metricColor(index) } as CSSProperties}
            aria-hidden="true"
          />
          {metricLabel(t, metric.key)}
        </li>
      ))}
      {chart.hasHistory && chart.hasLive && (
        <li>
          <span className="swatch swatch-live" aria-hidden="true" />
          {t('reporting.legend.live')}
        </li>
      )}
      {chart.hasHistory && (
        <li>
          <span className="swatch swatch-history" aria-hidden="true" />
          {t('reporting.legend.history')}
        </li>
      )}
    </ul>
  );
}

function ValuesTable({ channel, chart, label }: { channel: ChannelData; chart: ChannelChart; label: string }) {
  const { t, lang } = useI18n();
  const keys = tableMetricKeys(channel, chart.metrics);
  const months = [...channel.months].sort((a, b) => a.month.localeCompare(b.month));
  return (
    <details className="report-values">
      <summary>{t('reporting.table.show')}</summary>
      <DataTable
        caption={label}
        captionHidden
        headers={[t('reporting.table.month'), ...keys.map((key) => metricLabel(t, key)), t('reporting.table.source')]}
      >
        {months.map((month) => {
          const history = isHistoryMonth(month);
          return (
            <tr key={month.month} className={history ? 'row-history' : undefined}>
              <th scope="row">{formatMonth(lang, month.month)}</th>
              {keys.map((key) => (
                <td key={key}>{formatMetric(lang, key, month.metrics[key])}</td>
              ))}
              <td>{history ? t('reporting.history') : t('reporting.source.live')}</td>
            </tr>
          );
        })}
      </DataTable>
    </details>
  );
}

function SearchTermsTable({ channel, range }: { channel: ChannelData; range: MonthRange }) {
  const { t, lang } = useI18n();
  const terms = useMemo(() => topSearchTerms(channel), [channel]);
  // the top keywords: most clicks first
  const sorted = useClientTable(terms, TERM_SORT, [{ id: 'clicks', desc: true }]);
  if (terms.length === 0) return <p className="report-empty">{t('reporting.empty')}</p>;
  return (
    <DataTable
      caption={t('reporting.terms.caption', { from: formatMonth(lang, range.from), to: formatMonth(lang, range.to) })}
      className="terms-table"
      headers={[
        <SortHeader key="keyword" pages={sorted} sortKey="keyword" label={t('reporting.terms.keyword')} />,
        <SortHeader key="clicks" pages={sorted} sortKey="clicks" label={t('reporting.metric.clicks')} />,
        <SortHeader key="impressions" pages={sorted} sortKey="impressions" label={t('reporting.metric.impressions')} />,
        <SortHeader key="position" pages={sorted} sortKey="position" label={t('reporting.metric.position')} />,
        <SortHeader key="months" pages={sorted} sortKey="months" label={t('reporting.terms.months')} />,
      ]}
      sort={(index) => sortStateOf(sorted, TERM_SORT_COLUMNS[index])}
    >
      {sorted.rows.map((term) => (
        <tr key={term.keyword} className={term.history ? 'row-history' : undefined}>
          <th scope="row">{term.keyword}</th>
          <td>{formatMetric(lang, 'clicks', term.clicks)}</td>
          <td>{formatMetric(lang, 'impressions', term.impressions)}</td>
          <td>{formatMetric(lang, 'position', term.position)}</td>
          <td>{term.months}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function ChannelSection({ channel, range }: { channel: ChannelData; range: MonthRange }) {
  const { t, lang } = useI18n();
  const id = useId();
  const label = channelLabel(t, channel.channel, channel.label);
  const chart = useMemo(() => channelChart(channel, range), [channel, range]);
  const table = isTableChannel(channel.channel);
  const history = channelHasHistory(channel);
  const empty = table ? channel.months.length === 0 : chart.empty;
  const chartLabel = t('reporting.chart.label', {
    channel: label,
    metrics: chart.metrics.map((m) => metricLabel(t, m.key)).join(', '),
    from: formatMonth(lang, range.from),
    to: formatMonth(lang, range.to),
  });
  return (
    <section className="report-channel panel" aria-labelledby={`${id}-title`} data-channel={channel.channel}>
      <header className="report-channel-header">
        <h2 id={`${id}-title`}>{label}</h2>
        {history && (
          <HistoryBadge title={channel.historyOnly ? t('reporting.historyOnly') : t('reporting.historyHint')} />
        )}
      </header>
      {empty ? (
        <p className="report-empty">{t('reporting.empty')}</p>
      ) : table ? (
        <SearchTermsTable channel={channel} range={range} />
      ) : (
        <>
          <figure className="report-chart" aria-label={chartLabel}>
            <ChartBoundary
              fallback={
                <p role="alert" className="message message-warning">
                  {t('reporting.chart.failed')}
                </p>
              }
            >
              <Suspense fallback={<Loading label={t('reporting.chart.loading')} />}>
                <ChannelChartView chart={chart} />
              </Suspense>
            </ChartBoundary>
          </figure>
          <Legend chart={chart} t={t} />
          <ValuesTable channel={channel} chart={chart} label={chartLabel} />
        </>
      )}
    </section>
  );
}

export function ReportingChannels({
  channels,
  range,
}: {
  channels: readonly ChannelData[];
  /** the months the charts span */
  range: MonthRange;
}) {
  const { t } = useI18n();
  const none = channels.every((channel) => channel.months.length === 0);
  return (
    <div className="report-channels">
      {none && <p className="message message-status">{t('reporting.noData')}</p>}
      {channels.map((channel) => (
        <ChannelSection key={channel.channel} channel={channel} range={range} />
      ))}
    </div>
  );
}
