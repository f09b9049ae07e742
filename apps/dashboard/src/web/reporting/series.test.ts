import { describe, expect, it } from 'vitest';
import {
  type ChannelData,
  channelChart,
  channelHasHistory,
  chartMetrics,
  tableMetricKeys,
  topSearchTerms,
} from './series';

const month = (
  m: string,
  metrics: Record<string, number | string>,
  source: 'live' | 'history' = 'history',
  terms?: Record<string, number | string>[],
) => ({
  month: m,
  metrics,
  source,
  badge: source === 'history' ? ('history' as const) : null,
  ...(terms ? { terms } : {}),
});

const channel = (name: ChannelData['channel'], months: ChannelData['months']): ChannelData => ({
  channel: name,
  label: name,
  source: months.length ? 'history' : 'none',
  historyOnly: false,
  months,
});

describe('channelChart', () => {
  const range = { from: '2025-01', to: '2025-05' };

  it('has a row for every month of the range, gaps included, with the main metrics of the channel', () => {
    const website = channel('website', [
      month('2025-01', { sessions: 100, users: 80, pageviews: 300, bounceRate: 0.4 }),
      month('2025-03', { sessions: 120, users: 90, pageviews: 330, bounceRate: 0.38 }),
    ]);
    const chart = channelChart(website, range);
    expect(chart.metrics.map((m) => m.key)).toEqual(['sessions', 'users', 'pageviews']);
    expect(chart.rows.map((r) => r.month)).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05']);
    expect(chart.rows.map((r) => r.source)).toEqual(['history', null, 'history', null, null]);
    expect(chart.rows[0]?.metrics).toEqual({ sessions: 100, users: 80, pageviews: 300 });
    expect(chart.rows[0]?.history).toEqual({ sessions: 100, users: 80, pageviews: 300 });
    expect(chart.rows[0]?.live).toEqual({});
    expect(chart).toMatchObject({ hasHistory: true, hasLive: false, empty: false });
  });

  it('splits live and history months, and joins the dashed history line to the live line it borders', () => {
    const website = channel('website', [
      month('2025-01', { sessions: 100 }),
      month('2025-02', { sessions: 200 }),
      month('2025-03', { sessions: 300 }, 'live'),
      month('2025-04', { sessions: 400 }, 'live'),
    ]);
    const rows = channelChart(website, range).rows;
    expect(rows.map((r) => r.live.sessions)).toEqual([undefined, undefined, 300, 400, undefined]);
    // March is live and borders February (history): the history line reaches it; April does not border history
    expect(rows.map((r) => r.history.sessions)).toEqual([100, 200, 300, undefined, undefined]);
    // the month's own value (what a tooltip shows) is there once
    expect(rows.map((r) => r.metrics.sessions)).toEqual([100, 200, 300, 400, undefined]);
    expect(channelChart(website, range)).toMatchObject({ hasHistory: true, hasLive: true });
  });

  it('never doubles a bar: bar metrics are live or history, not joined', () => {
    const social = channel('socialMedia', [
      month('2025-01', { reach: 1000, followers: 50 }),
      month('2025-02', { reach: 1100, followers: 55 }, 'live'),
    ]);
    const chart = channelChart(social, range);
    expect(chart.metrics).toEqual([
      { key: 'reach', kind: 'bar', axis: 'left' },
      { key: 'followers', kind: 'line', axis: 'right' },
    ]);
    expect(chart.axes).toEqual({ left: true, right: true });
    expect(chart.rows[1]?.history).toEqual({ followers: 55 });
    expect(chart.rows[1]?.live).toEqual({ reach: 1100, followers: 55 });
  });

  it('is empty without months, and when no month has a numeric value', () => {
    expect(channelChart(channel('metaAds', []), range)).toMatchObject({ empty: true, hasHistory: false });
    expect(channelChart(channel('metaAds', [month('2025-01', { note: 'n/a' })]), range).empty).toBe(true);
  });

  it('charts the first numeric metrics of an unknown shape, on the left axis', () => {
    const data = channel('aiAssistant', [month('2025-01', { chats: 3, label: 'x', minutes: 40, a: 1, b: 2 })]);
    expect(chartMetrics(data).map((m) => [m.key, m.kind, m.axis])).toEqual([
      ['chats', 'line', 'left'],
      ['minutes', 'line', 'left'],
      ['a', 'line', 'left'],
    ]);
    // only the right-axis metric of the channel present: it moves to the left axis
    const onlySpend = channel('metaAds', [month('2025-01', { spend: 10 })]);
    expect(chartMetrics(onlySpend)).toEqual([{ key: 'spend', kind: 'line', axis: 'left' }]);
  });

  it('still shows a month outside the range the API sent', () => {
    const chart = channelChart(channel('website', [month('2024-12', { sessions: 1 })]), range);
    expect(chart.rows[0]).toMatchObject({ month: '2024-12', source: 'history' });
    expect(chart.rows).toHaveLength(6);
  });
});

describe('tableMetricKeys', () => {
  it('lists the charted metrics first, then every other metric of the months, nested values left out', () => {
    const ads = channel('googleAds', [
      month('2025-01', { spend: 620.25, clicks: 1200, conversions: 40 }),
      month('2025-02', { clicks: 1205, impressions: 40_000, campaign: 'Sommer' }),
    ]);
    expect(tableMetricKeys(ads, chartMetrics(ads))).toEqual([
      'clicks',
      'conversions',
      'spend',
      'impressions',
      'campaign',
    ]);
  });
});

describe('channelHasHistory (the badge of a channel header)', () => {
  it('is set when any month came from the history, by badge or by source', () => {
    expect(channelHasHistory({ months: [month('2025-01', { a: 1 }, 'live'), month('2025-02', { a: 1 })] })).toBe(true);
    expect(channelHasHistory({ months: [month('2025-01', { a: 1 }, 'live')] })).toBe(false);
    expect(channelHasHistory({ months: [] })).toBe(false);
    expect(channelHasHistory({ months: [{ month: '2025-01', metrics: {}, source: 'history', badge: null }] })).toBe(
      true,
    );
  });
});

describe('topSearchTerms', () => {
  it('sums the keywords over the months (case-insensitive), most clicks first, with weighted positions', () => {
    const terms = topSearchTerms(
      channel('searchTerms', [
        month('2025-01', { keywords: 2 }, 'history', [
          { keyword: 'parken', clicks: 100, impressions: 1000, position: 2 },
          { keyword: 'Gutschein', clicks: 50, impressions: 500, position: 4 },
        ]),
        month('2025-02', { keywords: 2 }, 'live', [
          { keyword: 'Parken ', clicks: 20, impressions: 3000, position: 6 },
          { keyword: 'h&m', clicks: 70 },
        ]),
      ]),
    );
    expect(terms).toEqual([
      { keyword: 'parken', clicks: 120, impressions: 4000, position: 5, months: 2, history: true },
      { keyword: 'h&m', clicks: 70, impressions: undefined, position: undefined, months: 1, history: false },
      { keyword: 'Gutschein', clicks: 50, impressions: 500, position: 4, months: 1, history: true },
    ]);
  });

  it('takes the plain mean position when impressions are missing, keeps the limit and skips blank keywords', () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ keyword: `k${i}`, clicks: i }));
    const terms = topSearchTerms(
      channel('searchTerms', [
        month('2025-01', {}, 'history', [
          { keyword: 'a', clicks: 100, position: 2 },
          { keyword: ' ', clicks: 999 },
          ...many,
        ]),
        month('2025-02', {}, 'history', [{ keyword: 'a', clicks: 1, impressions: 10, position: 5 }]),
      ]),
      5,
    );
    expect(terms).toHaveLength(5);
    expect(terms[0]).toMatchObject({ keyword: 'a', clicks: 101, position: 3.5 });
    expect(terms.map((t) => t.keyword)).toEqual(['a', 'k14', 'k13', 'k12', 'k11']);
  });

  it('reads a month without a term list whose metrics name a keyword', () => {
    const terms = topSearchTerms({ months: [month('2025-01', { keyword: 'kino', clicks: 3 }, 'live')] });
    expect(terms).toEqual([
      { keyword: 'kino', clicks: 3, impressions: undefined, position: undefined, months: 1, history: false },
    ]);
  });
});
