import type { DayHours } from './serialize';
import { WEEKDAYS, type Weekday } from './weekdays';

/** Minutes since midnight of `10`, `9:30`, `9.30`, `10 Uhr`, `24:00`; null for anything else. */
function minutesOf(text: string): number | null {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?(?:\s*uhr)?$/i.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]) * 60 + Number(match[2] ?? 0);
  return value <= 24 * 60 ? value : null;
}

// a range in text: `09:30 - 20:00`, `10-20 Uhr`, `9.30 - 13 Uhr`; a day may hold several (`10-14, 15-19`)
const RANGE = /(\d{1,2}(?:[:.]\d{2})?)\s*(?:uhr\s*)?[-–—]\s*(\d{1,2}(?:[:.]\d{2})?)/gi;

/** The opening ranges of a day in minutes: `[]` when closed, null when the text cannot be read. */
export function rangesOf(hours: DayHours): [number, number][] | null {
  const pairs =
    'open' in hours
      ? hours.open === 'closed' || hours.close === 'closed'
        ? []
        : [[hours.open, hours.close]]
      : [...hours.hours.matchAll(RANGE)].map((match) => [match[1] ?? '', match[2] ?? '']);
  if ('hours' in hours && pairs.length === 0) return null;
  const ranges: [number, number][] = [];
  for (const [open = '', close = ''] of pairs) {
    const from = minutesOf(open);
    const to = minutesOf(close);
    if (from === null || to === null) return null;
    ranges.push([from, to]);
  }
  return ranges;
}

// one formatter per time zone: making one costs more than formatting with it (a shops read asks per shop)
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The weekday and minutes since midnight of `now` on the wall clock of `timeZone`. */
export function wallClock(now: Date, timeZone: string): { day: Weekday; minutes: number } {
  const parts = formatterOf(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = part('weekday').toLowerCase() as Weekday;
  return { day: WEEKDAYS.includes(day) ? day : 'monday', minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}
