// Months, metric values and metric names of the reporting views in the reader's language.
import { isMessageKey, type Lang, type Translate } from '../i18n';

const locale = (lang: Lang) => (lang === 'de' ? 'de-DE' : 'en-GB');

/** 'YYYY-MM' as `Jan. 25` (short: chart axes) or `Januar 2025` (long: titles, tables). */
export function formatMonth(lang: Lang, month: string, style: 'short' | 'long' = 'long'): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(locale(lang), {
    month: style === 'short' ? 'short' : 'long',
    year: style === 'short' ? '2-digit' : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}

/** How a metric's values read: counts, amounts (two decimals), shares (0.41 -> 41 %), ranks (one decimal). */
export type MetricFormat = 'count' | 'amount' | 'share' | 'rank';

const FORMATS: Record<string, MetricFormat> = {
  spend: 'amount',
  bounceRate: 'share',
  engagement: 'share',
  ctr: 'share',
  satisfaction: 'share',
  position: 'rank',
};

export const metricFormat = (key: string): MetricFormat => FORMATS[key] ?? 'count';

export function formatMetric(lang: Lang, key: string, value: number | string | undefined | null): string {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'string') return value;
  const format = metricFormat(key);
  const options: Intl.NumberFormatOptions =
    format === 'amount'
      ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
      : format === 'share'
        ? { style: 'percent', maximumFractionDigits: 1 }
        : format === 'rank'
          ? { maximumFractionDigits: 1 }
          : { maximumFractionDigits: 2 };
  return new Intl.NumberFormat(locale(lang), options).format(value);
}

/** A compact axis tick: 12.3k / 12,3 Tsd. */
export function formatTick(lang: Lang, key: string, value: number): string {
  if (metricFormat(key) === 'share') return formatMetric(lang, key, value);
  return new Intl.NumberFormat(locale(lang), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** The name of a metric in the catalogue, or its key when the catalogue does not know it. */
export function metricLabel(t: Translate, key: string): string {
  const messageKey = `reporting.metric.${key}`;
  return isMessageKey(messageKey) ? t(messageKey) : key;
}

/** The name of a channel in the catalogue, or the label the API sent. */
export function channelLabel(t: Translate, channel: string, fallback: string): string {
  const messageKey = `reporting.channel.${channel}`;
  return isMessageKey(messageKey) ? t(messageKey) : fallback;
}
