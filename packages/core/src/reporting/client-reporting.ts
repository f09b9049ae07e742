// Client reporting (spec 2.10, 4.8 last paragraph): the reporting channels of a center over a range of months,
// from live sources where the platform has them and from the imported history (`reporting_channel_snapshots`)
// where it has not.
//
// Decisions:
// - Channel mapping of 4.8: website_analytics_monthly -> website, social_media -> socialMedia, chatbot_metrics ->
//   aiAssistant, stelen_metrics -> digitalSignage are "fallback" channels: per month, live data wins where a live
//   source has that month, and the history fills the other months. meta_ads -> metaAds, google_ads -> googleAds
//   and search_keywords -> searchTerms are history-only: no live source is ever asked for them.
// - The platform has no live web-analytics, social or chatbot source yet: the default is no live source at all
//   (NO_LIVE_REPORTING_SOURCES), so today every month comes from the history. A live source is a function per
//   channel (`LiveReportingSources`); one that throws fails the read (it is not silently replaced by history).
// - Every month taken from the history carries `badge: 'history'` (fallback and history-only channels alike);
//   a live month carries `badge: null`. Months without data are left out (`months` is sparse, ascending).
// - Channel `source`: 'live' when at least one month came from a live source, else 'history' when the history
//   has a month, else 'none'.
// - Several history rows of one channel and month (the import is idempotent per legacy row, not per month):
//   the newest row wins. Search terms have one row per keyword and month: the month's `metrics` are the aggregate
//   (`keywords` = number of terms, `clicks` and `impressions` summed, `position` the impression-weighted mean when
//   every term has both), and `terms` lists the terms themselves, most clicks first, at most 100 per month.
// - Metrics are flat: only string and finite number values are kept (nested values, booleans and nulls are
//   dropped), so nothing unexpected of an upstream row reaches a report page.
// - Range: `from` and `to` are 'YYYY-MM', from <= to, at most 60 months (DomainError 'invalid' otherwise).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, ReportingChannel } from '../db/schema';
import { DomainError } from '../errors';

/** The client reporting channels, in the order a report shows them. */
export const CLIENT_REPORTING_CHANNELS = [
  'website',
  'socialMedia',
  'aiAssistant',
  'digitalSignage',
  'metaAds',
  'googleAds',
  'searchTerms',
] as const;
export type ClientReportingChannel = (typeof CLIENT_REPORTING_CHANNELS)[number];
/** The channels with a live source (and the history as fallback). */
export type LiveReportingChannel = 'website' | 'socialMedia' | 'aiAssistant' | 'digitalSignage';

export interface ClientReportingChannelDefinition {
  channel: ClientReportingChannel;
  label: string;
  /** the snapshot channel of the imported history (2.10) */
  snapshotChannel: ReportingChannel;
  /** no live source exists for it: the history is all there is */
  historyOnly: boolean;
}

/** The mapping of spec 4.8: snapshot channel -> client reporting channel. */
export const CLIENT_REPORTING_CHANNEL_MAP: readonly ClientReportingChannelDefinition[] = [
  { channel: 'website', label: 'Website', snapshotChannel: 'website_analytics_monthly', historyOnly: false },
  { channel: 'socialMedia', label: 'Social Media', snapshotChannel: 'social_media', historyOnly: false },
  { channel: 'aiAssistant', label: 'AI assistant', snapshotChannel: 'chatbot_metrics', historyOnly: false },
  { channel: 'digitalSignage', label: 'Digital Signage', snapshotChannel: 'stelen_metrics', historyOnly: false },
  { channel: 'metaAds', label: 'Meta Ads', snapshotChannel: 'meta_ads', historyOnly: true },
  { channel: 'googleAds', label: 'Google Ads', snapshotChannel: 'google_ads', historyOnly: true },
  { channel: 'searchTerms', label: 'Search terms', snapshotChannel: 'search_keywords', historyOnly: true },
];

/** The metrics of one channel and month: flat, strings and numbers only. */
export type ReportingMetrics = Record<string, number | string>;

/** A live source of one channel: for the requested months ('YYYY-MM'), the metrics of the months it has. */
export type LiveChannelSource = (
  db: Kysely<Database>,
  centerId: string,
  months: readonly string[],
) => Promise<Map<string, ReportingMetrics>>;

/** Live sources per channel; a channel without one reads the history only. */
export interface LiveReportingSources {
  website?: LiveChannelSource;
  socialMedia?: LiveChannelSource;
  aiAssistant?: LiveChannelSource;
  digitalSignage?: LiveChannelSource;
}

/** The platform has no live web-analytics, social or chatbot data source yet. */
export const NO_LIVE_REPORTING_SOURCES: LiveReportingSources = Object.freeze({});

export interface ClientReportingMonth {
  month: string;
  metrics: ReportingMetrics;
  source: 'live' | 'history';
  badge: 'history' | null;
  /** searchTerms only: the terms of the month, most clicks first (at most SEARCH_TERMS_PER_MONTH) */
  terms?: ReportingMetrics[];
}

export interface ClientReportingChannelResult {
  channel: ClientReportingChannel;
  label: string;
  source: 'live' | 'history' | 'none';
  historyOnly: boolean;
  months: ClientReportingMonth[];
}

export interface ClientReporting {
  centerId: string;
  from: string;
  to: string;
  channels: ClientReportingChannelResult[];
}

/** A range of months as sent; `monthsOfRange` checks it (INVALID_MONTH, INVALID_RANGE, RANGE_TOO_LONG). */
export const ReportingRange = z.object({ from: z.string(), to: z.string() });
export type ReportingRange = z.infer<typeof ReportingRange>;

/** The longest range one read covers. */
export const MAX_REPORTING_MONTHS = 60;
/** Search terms listed per month (the aggregate counts them all). */
export const SEARCH_TERMS_PER_MONTH = 100;

// year 0000 does not exist in Postgres (a `date` of it is an error, not a 400)
const MONTH = /^(?!0000)(\d{4})-(0[1-9]|1[0-2])$/;
const MAX_METRIC_KEYS = 100;
const MAX_METRIC_STRING = 500;

// ---------------------------------------------------------------- months

/** 'YYYY-MM' as a month count (year * 12 + month - 1); DomainError for anything else. */
function monthIndex(value: unknown, name: string): number {
  const match = typeof value === 'string' ? MONTH.exec(value) : null;
  if (!match) throw new DomainError('invalid', 'INVALID_MONTH', `${name} must be a month as YYYY-MM.`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

function monthOfIndex(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** True for 'YYYY-MM' with a year 0001-9999 and a month 01-12. */
export function isReportingMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

/** Sending a center's client report of a month now (`resend`: again, with a new link, once sent). */
export const SendClientReportInput = z.strictObject({
  month: z.string().refine(isReportingMonth, 'expected YYYY-MM'),
  resend: z.boolean().default(false),
});

/** The month `count` months after (negative: before) a 'YYYY-MM' month. */
export function addReportingMonths(month: string, count: number): string {
  return monthOfIndex(monthIndex(month, 'month') + count);
}

/** The 'YYYY-MM' month of an instant, in UTC. */
export function reportingMonthOf(instant: Date): string {
  return monthOfIndex(instant.getUTCFullYear() * 12 + instant.getUTCMonth());
}

/** Checks a range (format, order, length) and answers its months, ascending. */
export function monthsOfRange(range: ReportingRange): string[] {
  const from = monthIndex(range.from, 'from');
  const to = monthIndex(range.to, 'to');
  if (from > to) throw new DomainError('invalid', 'INVALID_RANGE', 'from must not lie after to.');
  if (to - from + 1 > MAX_REPORTING_MONTHS) {
    throw new DomainError('invalid', 'RANGE_TOO_LONG', `A range covers at most ${MAX_REPORTING_MONTHS} months.`);
  }
  return Array.from({ length: to - from + 1 }, (_, i) => monthOfIndex(from + i));
}

// ---------------------------------------------------------------- metrics

/** The flat metrics of a stored or live value: string and finite number values only. */
export function flatReportingMetrics(value: unknown): ReportingMetrics {
  const out: ReportingMetrics = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  let kept = 0;
  for (const [key, inner] of Object.entries(value)) {
    if (kept >= MAX_METRIC_KEYS) break;
    if (key === '__proto__') continue;
    if (typeof inner === 'number' && Number.isFinite(inner)) out[key] = inner;
    else if (typeof inner === 'string') out[key] = inner.slice(0, MAX_METRIC_STRING);
    else continue;
    kept++;
  }
  return out;
}

const numberOf = (metrics: ReportingMetrics, key: string): number | undefined => {
  const value = metrics[key];
  return typeof value === 'number' ? value : undefined;
};

/** One month of search terms: the aggregate and the list. */
function searchTermsMonth(rows: ReportingMetrics[]): { metrics: ReportingMetrics; terms: ReportingMetrics[] } {
  // one entry per keyword (the newest row of a keyword wins: rows come oldest first)
  const byKeyword = new Map<string, ReportingMetrics>();
  rows.forEach((row, i) => {
    const keyword = typeof row.keyword === 'string' ? row.keyword.trim() : '';
    byKeyword.set(keyword ? `k:${keyword.toLowerCase()}` : `row:${i}`, row);
  });
  const terms = [...byKeyword.values()];
  const metrics: ReportingMetrics = { keywords: terms.length };
  for (const key of ['clicks', 'impressions']) {
    const values = terms.map((t) => numberOf(t, key)).filter((v): v is number => v !== undefined);
    if (values.length) metrics[key] = values.reduce((sum, v) => sum + v, 0);
  }
  const weighted = terms.map((t) => [numberOf(t, 'position'), numberOf(t, 'impressions')] as const);
  const weight = weighted.reduce((sum, [, impressions]) => sum + (impressions ?? 0), 0);
  if (weight > 0 && weighted.every(([position, impressions]) => position !== undefined && impressions !== undefined)) {
    const total = weighted.reduce((sum, [position, impressions]) => sum + (position ?? 0) * (impressions ?? 0), 0);
    metrics.position = Math.round((total / weight) * 100) / 100;
  }
  terms.sort(
    (a, b) =>
      (numberOf(b, 'clicks') ?? 0) - (numberOf(a, 'clicks') ?? 0) ||
      String(a.keyword ?? '').localeCompare(String(b.keyword ?? '')),
  );
  return { metrics, terms: terms.slice(0, SEARCH_TERMS_PER_MONTH) };
}

// ---------------------------------------------------------------- the read

/**
 * The client reporting of a center for a range of months (spec 4.8): per channel the months with data, live
 * where a live source has the month, the imported history elsewhere (badge 'history').
 */
export async function readClientReporting(
  db: Kysely<Database>,
  centerId: string,
  range: ReportingRange,
  live: LiveReportingSources = NO_LIVE_REPORTING_SOURCES,
): Promise<ClientReporting> {
  const months = monthsOfRange(range);
  const first = months[0] as string;
  const last = months[months.length - 1] as string;
  const center = await db.selectFrom('centers').select('id').where('id', '=', centerId).executeTakeFirst();
  if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');

  const rows = await db
    .selectFrom('reportingChannelSnapshots')
    .select(['channel', 'month', 'metrics'])
    .where('centerId', '=', centerId)
    .where('month', '>=', `${first}-01`)
    .where('month', '<=', `${last}-01`)
    .orderBy('month')
    .orderBy('createdAt')
    .orderBy('legacyRowId')
    .execute();
  // per snapshot channel and month, the rows oldest first
  const history = new Map<ReportingChannel, Map<string, ReportingMetrics[]>>();
  for (const row of rows) {
    const month = String(row.month).slice(0, 7);
    const byMonth = history.get(row.channel) ?? new Map<string, ReportingMetrics[]>();
    history.set(row.channel, byMonth);
    const list = byMonth.get(month) ?? [];
    list.push(flatReportingMetrics(row.metrics));
    byMonth.set(month, list);
  }

  const wanted = new Set(months);
  const channels = await Promise.all(
    CLIENT_REPORTING_CHANNEL_MAP.map(async (definition): Promise<ClientReportingChannelResult> => {
      const source = definition.historyOnly ? undefined : live[definition.channel as LiveReportingChannel];
      const liveMonths = new Map<string, ReportingMetrics>();
      if (source) {
        for (const [month, metrics] of await source(db, centerId, months)) {
          if (wanted.has(month)) liveMonths.set(month, flatReportingMetrics(metrics));
        }
      }
      const stored = history.get(definition.snapshotChannel) ?? new Map<string, ReportingMetrics[]>();
      const result: ClientReportingMonth[] = [];
      for (const month of months) {
        const liveMetrics = liveMonths.get(month);
        if (liveMetrics) {
          result.push({ month, metrics: liveMetrics, source: 'live', badge: null });
          continue;
        }
        const storedRows = stored.get(month);
        if (!storedRows?.length) continue;
        if (definition.channel === 'searchTerms') {
          result.push({ month, ...searchTermsMonth(storedRows), source: 'history', badge: 'history' });
        } else {
          result.push({ month, metrics: storedRows.at(-1) ?? {}, source: 'history', badge: 'history' });
        }
      }
      return {
        channel: definition.channel,
        label: definition.label,
        source: liveMonths.size > 0 ? 'live' : result.length > 0 ? 'history' : 'none',
        historyOnly: definition.historyOnly,
        months: result,
      };
    }),
  );
  return { centerId, from: first, to: last, channels };
}
