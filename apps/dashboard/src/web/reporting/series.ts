// The client reporting of spec 4.8 shaped for the charts: one chart per channel with its main metrics over every
// month of the range, each month's value once as "live" and once as "history" (imported snapshots, badge
// 'history') so the chart can draw history differently; and the top keywords of the search terms.
import type {
  ClientReportingChannel,
  ClientReportingChannelResult,
  ClientReportingMonth,
} from '@center-platform/core/reporting';
import { type MonthRange, monthsOf } from './range';

export type ChannelData = Pick<ClientReportingChannelResult, 'channel' | 'label' | 'source' | 'historyOnly'> & {
  months: readonly Pick<ClientReportingMonth, 'month' | 'metrics' | 'source' | 'badge' | 'terms'>[];
};

export interface MetricSpec {
  key: string;
  /** bars for volumes, lines for what is read as a trend */
  kind: 'bar' | 'line';
  /** metrics of another order of magnitude go on the right axis */
  axis: 'left' | 'right';
}

const bar = (key: string, axis: MetricSpec['axis'] = 'left'): MetricSpec => ({ key, kind: 'bar', axis });
const line = (key: string, axis: MetricSpec['axis'] = 'left'): MetricSpec => ({ key, kind: 'line', axis });

/** The main metrics of each channel, as the reporting system delivers them; searchTerms is a table. */
export const CHANNEL_METRICS: Record<ClientReportingChannel, readonly MetricSpec[]> = {
  website: [line('sessions'), line('users'), line('pageviews')],
  socialMedia: [bar('reach'), line('followers', 'right')],
  aiAssistant: [bar('conversations'), line('messages', 'right')],
  digitalSignage: [bar('impressions'), line('interactions', 'right')],
  metaAds: [bar('clicks'), line('spend', 'right')],
  googleAds: [bar('clicks'), line('conversions', 'right')],
  searchTerms: [],
};

/** The colour of the n-th charted metric of a chart (its history uses the same colour, lighter). */
export const METRIC_COLORS = ['#1d4ed8', '#0e7c66', '#b54708'] as const;
export const metricColor = (index: number): string => METRIC_COLORS[index % METRIC_COLORS.length] ?? '#1d4ed8';

/** Charted metrics when none of the channel's main metrics is there (e.g. another live source). */
const FALLBACK_METRICS = 3;

/** The channel shows as a table of keywords, not as a chart. */
export const isTableChannel = (channel: string) => channel === 'searchTerms';

export const isHistoryMonth = (month: Pick<ClientReportingMonth, 'source' | 'badge'>) =>
  month.badge === 'history' || month.source === 'history';

/** The 'History' badge of a channel's header: at least one month of the channel came from imported history. */
export const channelHasHistory = (channel: Pick<ChannelData, 'months'>) => channel.months.some(isHistoryMonth);

/** The metrics to chart: the channel's main metrics that occur in its months, else its first numeric ones. */
export function chartMetrics(channel: Pick<ChannelData, 'channel' | 'months'>): MetricSpec[] {
  const present = new Set<string>();
  for (const month of channel.months) {
    for (const [key, value] of Object.entries(month.metrics)) if (typeof value === 'number') present.add(key);
  }
  const preferred = CHANNEL_METRICS[channel.channel as ClientReportingChannel] ?? [];
  const main = preferred.filter((metric) => present.has(metric.key));
  if (main.length > 0 || isTableChannel(channel.channel)) {
    // a right axis alone reads as a left one
    return main.every((m) => m.axis === 'right') ? main.map((m) => ({ ...m, axis: 'left' })) : main;
  }
  return [...present].slice(0, FALLBACK_METRICS).map((key) => line(key));
}

/** The columns of a channel's value table: the charted metrics first, then every other metric of its months. */
export function tableMetricKeys(channel: Pick<ChannelData, 'months'>, charted: readonly MetricSpec[]): string[] {
  const keys = charted.map((metric) => metric.key);
  for (const month of channel.months) {
    for (const [key, value] of Object.entries(month.metrics)) {
      if (!keys.includes(key) && (typeof value === 'number' || typeof value === 'string')) keys.push(key);
    }
  }
  return keys;
}

export interface ChartRow {
  month: string;
  /** where the month's values come from; null: no data for the month */
  source: 'live' | 'history' | null;
  /** the month's value per charted metric (not `values`: recharts passes a row's fields on to SVG attributes) */
  metrics: Record<string, number>;
  /** the values of live months */
  live: Record<string, number>;
  /**
   * the values of history months; for line metrics also the live neighbour of a history month, so the
   * dashed history line meets the solid live line (the tooltip reads `metrics`, never this)
   */
  history: Record<string, number>;
}

export interface ChannelChart {
  channel: string;
  metrics: MetricSpec[];
  rows: ChartRow[];
  hasHistory: boolean;
  hasLive: boolean;
  /** no month with a charted value */
  empty: boolean;
  axes: { left: boolean; right: boolean };
}

/** One chart of a channel: a row for every month of the range (gaps stay gaps). */
export function channelChart(channel: ChannelData, range: MonthRange): ChannelChart {
  const metrics = chartMetrics(channel);
  const byMonth = new Map(channel.months.map((m) => [m.month, m]));
  const months = monthsOf(range);
  // months with data outside the range (not expected) still show
  for (const month of byMonth.keys()) if (!months.includes(month)) months.push(month);
  months.sort();

  const rows: ChartRow[] = months.map((month) => {
    const data = byMonth.get(month);
    const row: ChartRow = { month, source: null, metrics: {}, live: {}, history: {} };
    if (!data) return row;
    const history = isHistoryMonth(data);
    for (const { key } of metrics) {
      const value = data.metrics[key];
      if (typeof value !== 'number') continue;
      row.metrics[key] = value;
      (history ? row.history : row.live)[key] = value;
    }
    if (Object.keys(row.metrics).length > 0) row.source = history ? 'history' : 'live';
    return row;
  });

  // join the dashed history line to the live line where a history month borders a live month
  for (const { key, kind } of metrics) {
    if (kind !== 'line') continue;
    rows.forEach((row, i) => {
      if (row.source !== 'live' || row.metrics[key] === undefined) return;
      const before = rows[i - 1];
      const after = rows[i + 1];
      const bordersHistory = [before, after].some((n) => n?.source === 'history' && n.metrics[key] !== undefined);
      if (bordersHistory) row.history[key] = row.metrics[key];
    });
  }

  return {
    channel: channel.channel,
    metrics,
    rows,
    hasHistory: rows.some((r) => r.source === 'history'),
    hasLive: rows.some((r) => r.source === 'live'),
    empty: rows.every((r) => r.source === null),
    axes: { left: metrics.some((m) => m.axis === 'left'), right: metrics.some((m) => m.axis === 'right') },
  };
}

export interface SearchTerm {
  keyword: string;
  clicks: number | undefined;
  impressions: number | undefined;
  /** the impression-weighted mean position over the months (the plain mean where impressions are missing) */
  position: number | undefined;
  /** months the keyword appears in */
  months: number;
  /** at least one of those months came from the imported history */
  history: boolean;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The top keywords of the search terms over all months of the range: most clicks first. */
export function topSearchTerms(channel: Pick<ChannelData, 'months'>, limit = 10): SearchTerm[] {
  interface Sum {
    keyword: string;
    clicks?: number;
    impressions?: number;
    weighted: number;
    weight: number;
    positions: number[];
    /** a position without impressions: the plain mean then */
    unweighted: boolean;
    months: Set<string>;
    history: boolean;
  }
  const sums = new Map<string, Sum>();
  for (const month of channel.months) {
    const terms = month.terms ?? (typeof month.metrics.keyword === 'string' ? [month.metrics] : []);
    for (const term of terms) {
      const keyword = typeof term.keyword === 'string' ? term.keyword.trim() : '';
      if (!keyword) continue;
      const id = keyword.toLocaleLowerCase();
      const sum = sums.get(id) ?? {
        keyword,
        weighted: 0,
        weight: 0,
        positions: [],
        unweighted: false,
        months: new Set<string>(),
        history: false,
      };
      sums.set(id, sum);
      const clicks = num(term.clicks);
      const impressions = num(term.impressions);
      const position = num(term.position);
      if (clicks !== undefined) sum.clicks = (sum.clicks ?? 0) + clicks;
      if (impressions !== undefined) sum.impressions = (sum.impressions ?? 0) + impressions;
      if (position !== undefined) {
        sum.positions.push(position);
        if (impressions) {
          sum.weighted += position * impressions;
          sum.weight += impressions;
        } else sum.unweighted = true;
      }
      sum.months.add(month.month);
      sum.history ||= isHistoryMonth(month);
    }
  }
  return [...sums.values()]
    .map((sum) => {
      const mean = sum.positions.length
        ? sum.weight > 0 && !sum.unweighted
          ? sum.weighted / sum.weight
          : sum.positions.reduce((a, b) => a + b, 0) / sum.positions.length
        : undefined;
      return {
        keyword: sum.keyword,
        clicks: sum.clicks,
        impressions: sum.impressions,
        position: mean === undefined ? undefined : Math.round(mean * 10) / 10,
        months: sum.months.size,
        history: sum.history,
      };
    })
    .sort(
      (a, b) =>
        (b.clicks ?? -1) - (a.clicks ?? -1) ||
        (b.impressions ?? -1) - (a.impressions ?? -1) ||
        a.keyword.localeCompare(b.keyword),
    )
    .slice(0, limit);
}
