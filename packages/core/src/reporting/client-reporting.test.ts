// Spec 4.8 (last paragraph): the client reporting of a center: live data wins, the imported history fills the
// months live data is missing (badge 'history'), history-only channels; range validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { json } from '../db/json';
import type { ReportingChannel } from '../db/schema';
import { DomainError } from '../errors';
import { openTestDatabase } from '../testing/test-database';
import {
  addReportingMonths,
  CLIENT_REPORTING_CHANNELS,
  type ClientReporting,
  type LiveChannelSource,
  monthsOfRange,
  type ReportingMetrics,
  readClientReporting,
  reportingMonthOf,
} from './client-reporting';

describe('readClientReporting', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;
  let row = 0;

  const snapshot = (center: string, channel: ReportingChannel, month: string, metrics: unknown) =>
    handle.db
      .insertInto('reportingChannelSnapshots')
      .values({
        centerId: center,
        legacyRowId: `row-${++row}`,
        legacyClientId: 'client-1',
        channel,
        month: `${month}-01`,
        metrics: json(metrics),
      })
      .execute();
  const channelOf = (result: ClientReporting, channel: string) => {
    const found = result.channels.find((c) => c.channel === channel);
    if (!found) throw new Error(`no channel ${channel}`);
    return found;
  };
  /** a live source with fixed months, recording what it was asked */
  const liveSource = (data: Record<string, ReportingMetrics>, calls: string[][] = []): LiveChannelSource => {
    return async (_db, _centerId, months) => {
      calls.push([...months]);
      return new Map(Object.entries(data));
    };
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    const centers = await handle.db
      .insertInto('centers')
      .values([
        { name: 'Reporting Center', slug: 'reporting-center' },
        { name: 'Other Center', slug: 'reporting-other' },
      ])
      .returning('id')
      .execute();
    centerId = centers[0]?.id ?? '';
    otherCenterId = centers[1]?.id ?? '';
    for (const month of ['2025-01', '2025-02', '2025-03', '2025-04']) {
      await snapshot(centerId, 'website_analytics_monthly', month, { sessions: Number(month.slice(5)) * 100 });
    }
    await snapshot(centerId, 'social_media', '2025-02', { followers: 5000, engagement: 0.03 });
    await snapshot(centerId, 'meta_ads', '2025-03', { spend: 450.5, clicks: 900 });
    await snapshot(centerId, 'google_ads', '2025-01', { spend: 620.25, conversions: 40 });
    // search terms: one row per keyword and month
    await snapshot(centerId, 'search_keywords', '2025-03', {
      keyword: 'parken',
      clicks: 100,
      impressions: 1000,
      position: 2,
    });
    await snapshot(centerId, 'search_keywords', '2025-03', {
      keyword: 'öffnungszeiten',
      clicks: 300,
      impressions: 3000,
      position: 4,
    });
    await snapshot(centerId, 'search_keywords', '2025-04', { keyword: 'gutschein', clicks: 7, impressions: 70 });
    // another center's history never shows
    await snapshot(otherCenterId, 'website_analytics_monthly', '2025-02', { sessions: 99999 });
    await snapshot(otherCenterId, 'meta_ads', '2025-02', { spend: 1 });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('without live sources (the platform default) every month with data comes from the history, badged', async () => {
    const result = await readClientReporting(handle.db, centerId, { from: '2025-01', to: '2025-04' });
    expect(result).toMatchObject({ centerId, from: '2025-01', to: '2025-04' });
    expect(result.channels.map((c) => c.channel)).toEqual([...CLIENT_REPORTING_CHANNELS]);
    expect(result.channels.map((c) => [c.channel, c.label, c.source, c.historyOnly])).toEqual([
      ['website', 'Website', 'history', false],
      ['socialMedia', 'Social Media', 'history', false],
      ['aiAssistant', 'AI assistant', 'none', false],
      ['digitalSignage', 'Digital Signage', 'none', false],
      ['metaAds', 'Meta Ads', 'history', true],
      ['googleAds', 'Google Ads', 'history', true],
      ['searchTerms', 'Search terms', 'history', true],
    ]);
    expect(channelOf(result, 'website').months).toEqual(
      ['2025-01', '2025-02', '2025-03', '2025-04'].map((month) => ({
        month,
        metrics: { sessions: Number(month.slice(5)) * 100 },
        source: 'history',
        badge: 'history',
      })),
    );
    expect(channelOf(result, 'aiAssistant').months).toEqual([]);
    expect(channelOf(result, 'metaAds').months).toEqual([
      { month: '2025-03', metrics: { spend: 450.5, clicks: 900 }, source: 'history', badge: 'history' },
    ]);
  });

  it('live data wins for the months it has; the history fills the months it is missing, with the badge', async () => {
    const calls: string[][] = [];
    const result = await readClientReporting(
      handle.db,
      centerId,
      { from: '2025-01', to: '2025-05' },
      {
        website: liveSource(
          { '2025-03': { sessions: 3333 }, '2025-04': { sessions: 4444 }, '2025-05': { sessions: 5 } },
          calls,
        ),
        aiAssistant: liveSource({ '2025-02': { conversations: 12 } }),
      },
    );
    expect(calls).toEqual([['2025-01', '2025-02', '2025-03', '2025-04', '2025-05']]);
    const website = channelOf(result, 'website');
    expect(website.source).toBe('live');
    expect(website.months).toEqual([
      { month: '2025-01', metrics: { sessions: 100 }, source: 'history', badge: 'history' },
      { month: '2025-02', metrics: { sessions: 200 }, source: 'history', badge: 'history' },
      { month: '2025-03', metrics: { sessions: 3333 }, source: 'live', badge: null },
      { month: '2025-04', metrics: { sessions: 4444 }, source: 'live', badge: null },
      { month: '2025-05', metrics: { sessions: 5 }, source: 'live', badge: null },
    ]);
    // a live channel without history: live months only
    expect(channelOf(result, 'aiAssistant')).toMatchObject({
      source: 'live',
      months: [{ month: '2025-02', metrics: { conversations: 12 }, source: 'live', badge: null }],
    });
    // a fallback channel without a live source keeps its history
    expect(channelOf(result, 'socialMedia').months).toEqual([
      { month: '2025-02', metrics: { followers: 5000, engagement: 0.03 }, source: 'history', badge: 'history' },
    ]);
  });

  it('ignores live months outside the range and live values that are not flat strings or numbers', async () => {
    const result = await readClientReporting(
      handle.db,
      centerId,
      { from: '2025-02', to: '2025-02' },
      {
        website: async () =>
          new Map<string, ReportingMetrics>([
            ['2024-12', { sessions: 1 }],
            ['2025-02', { sessions: 7, nested: { a: 1 } as never, flag: true as never, note: 'ok' }],
          ]),
      },
    );
    expect(channelOf(result, 'website').months).toEqual([
      { month: '2025-02', metrics: { sessions: 7, note: 'ok' }, source: 'live', badge: null },
    ]);
  });

  it('history-only channels never ask a live source and always show the history', async () => {
    const asked: string[] = [];
    const spy =
      (name: string): LiveChannelSource =>
      async () => {
        asked.push(name);
        return new Map([['2025-03', { spend: 1 }]]);
      };
    // a caller cannot smuggle a live source in for a history-only channel
    const live = { metaAds: spy('metaAds'), googleAds: spy('googleAds'), searchTerms: spy('searchTerms') } as never;
    const result = await readClientReporting(handle.db, centerId, { from: '2025-01', to: '2025-04' }, live);
    expect(asked).toEqual([]);
    for (const channel of ['metaAds', 'googleAds', 'searchTerms']) {
      const found = channelOf(result, channel);
      expect(found.historyOnly).toBe(true);
      expect(found.months.every((m) => m.source === 'history' && m.badge === 'history')).toBe(true);
    }
  });

  it('search terms: the month aggregates its keywords and lists them, most clicks first', async () => {
    const result = await readClientReporting(handle.db, centerId, { from: '2025-03', to: '2025-04' });
    expect(channelOf(result, 'searchTerms').months).toEqual([
      {
        month: '2025-03',
        // position: impression-weighted (2 * 1000 + 4 * 3000) / 4000
        metrics: { keywords: 2, clicks: 400, impressions: 4000, position: 3.5 },
        terms: [
          { keyword: 'öffnungszeiten', clicks: 300, impressions: 3000, position: 4 },
          { keyword: 'parken', clicks: 100, impressions: 1000, position: 2 },
        ],
        source: 'history',
        badge: 'history',
      },
      {
        month: '2025-04',
        metrics: { keywords: 1, clicks: 7, impressions: 70 },
        terms: [{ keyword: 'gutschein', clicks: 7, impressions: 70 }],
        source: 'history',
        badge: 'history',
      },
    ]);
  });

  it('several history rows of a channel and month: the newest wins; nested values are dropped', async () => {
    const center = await handle.db
      .insertInto('centers')
      .values({ name: 'Duplicates', slug: 'reporting-duplicates' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await snapshot(center.id, 'stelen_metrics', '2025-06', { impressions: 1 });
    await snapshot(center.id, 'stelen_metrics', '2025-06', { impressions: 2, screens: { list: [1] }, ok: null });
    const result = await readClientReporting(handle.db, center.id, { from: '2025-06', to: '2025-06' });
    expect(channelOf(result, 'digitalSignage').months).toEqual([
      { month: '2025-06', metrics: { impressions: 2 }, source: 'history', badge: 'history' },
    ]);
  });

  it('reads only the range asked and only the center asked', async () => {
    const result = await readClientReporting(handle.db, centerId, { from: '2025-02', to: '2025-03' });
    expect(channelOf(result, 'website').months.map((m) => m.month)).toEqual(['2025-02', '2025-03']);
    expect(channelOf(result, 'googleAds').months).toEqual([]);
    const other = await readClientReporting(handle.db, otherCenterId, { from: '2025-01', to: '2025-12' });
    expect(channelOf(other, 'website').months).toEqual([
      { month: '2025-02', metrics: { sessions: 99999 }, source: 'history', badge: 'history' },
    ]);
    expect(channelOf(other, 'searchTerms')).toMatchObject({ source: 'none', months: [] });
  });

  describe('range validation', () => {
    const refusal = async (range: { from: string; to: string }) => {
      const error = await readClientReporting(handle.db, centerId, range).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      return { kind: (error as DomainError).kind, code: (error as DomainError).code };
    };

    it('takes up to 60 months', async () => {
      const result = await readClientReporting(handle.db, centerId, { from: '2021-01', to: '2025-12' });
      expect(channelOf(result, 'website').months).toHaveLength(4);
      expect(monthsOfRange({ from: '2021-01', to: '2025-12' })).toHaveLength(60);
      expect(monthsOfRange({ from: '2024-11', to: '2025-02' })).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    });

    it('refuses 61 months, a reversed range and malformed months', async () => {
      expect(await refusal({ from: '2020-12', to: '2025-12' })).toEqual({ kind: 'invalid', code: 'RANGE_TOO_LONG' });
      expect(await refusal({ from: '2025-03', to: '2025-02' })).toEqual({ kind: 'invalid', code: 'INVALID_RANGE' });
      for (const bad of ['2025-13', '2025-00', '2025-1', '25-01', '2025-01-01', '', 'x', '0000-01']) {
        expect(await refusal({ from: bad, to: '2025-02' }), bad).toEqual({ kind: 'invalid', code: 'INVALID_MONTH' });
        expect(await refusal({ from: '2025-01', to: bad }), bad).toEqual({ kind: 'invalid', code: 'INVALID_MONTH' });
      }
    });

    it('answers NOT_FOUND for a center that does not exist', async () => {
      const error = await readClientReporting(handle.db, '00000000-0000-4000-8000-000000000000', {
        from: '2025-01',
        to: '2025-02',
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'not_found', code: 'CENTER_NOT_FOUND' });
    });
  });

  it('month arithmetic crosses years', () => {
    expect(addReportingMonths('2025-01', -1)).toBe('2024-12');
    expect(addReportingMonths('2024-12', 13)).toBe('2026-01');
    expect(reportingMonthOf(new Date('2026-03-01T00:30:00Z'))).toBe('2026-03');
  });
});
