// How the footfall screen writes a day and its range: in the reader's language, the day as the counter reported it
// (a calendar day, not a time: no time zone moves it).
import type { Lang } from '../i18n';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function formatDay(lang: Lang, day: string, style: 'short' | 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { day: 'numeric', month: 'numeric' }
      : { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { timeZone: 'UTC', ...options }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The range of the address (`?from=&to=` as days), or none (the server's default: the last 30 days). */
export function dayRangeFromParams(params: URLSearchParams): { from?: string; to?: string } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return { ...(DAY.test(from) ? { from } : {}), ...(DAY.test(to) ? { to } : {}) };
}
