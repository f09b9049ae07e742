import { readOpeningHours } from './read';
import type { DayHours } from './serialize';
import { WEEKDAYS, type Weekday } from './weekdays';

const TIME = /(\d{1,2})[:.](\d{2})/g;

/** Minutes since midnight of `HH:MM`, or null for anything else. */
function minutesOf(text: string): number | null {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]) * 60 + Number(match[2]);
  return value <= 24 * 60 ? value : null;
}

/** The opening ranges of a day in minutes: `[]` when closed, null when the text cannot be read. */
export function rangesOf(hours: DayHours): [number, number][] | null {
  if ('open' in hours) {
    if (hours.open === 'closed') return [];
    const open = minutesOf(hours.open);
    const close = minutesOf(hours.close);
    return open === null || close === null ? null : [[open, close]];
  }
  // free text such as `09:30 - 20:00` or `10:00 - 14:00, 15:00 - 19:00`: times taken in pairs
  const times = [...hours.hours.matchAll(TIME)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  if (times.length === 0 || times.length % 2 !== 0) return null;
  const ranges: [number, number][] = [];
  for (let i = 0; i < times.length; i += 2) ranges.push([times[i] as number, times[i + 1] as number]);
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

/**
 * Whether stored opening hours (any stored or legacy form) are open at `now` on the wall clock of `timeZone`:
 * true or false, or null when that cannot be told (no hours, free text without times, a missing or unreadable day).
 * A range closing at or before it opens runs past midnight.
 */
export function isOpenAt(stored: unknown, now: Date, timeZone = 'Europe/Berlin'): boolean | null {
  const view = readOpeningHours(stored);
  if (view.kind !== 'weekly') return null;
  const { day, minutes } = wallClock(now, timeZone);
  const today = view.days[day];
  const yesterday = view.days[WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7] as Weekday];
  // the tail of yesterday's range past midnight
  const overnight = yesterday && rangesOf(yesterday)?.some(([open, close]) => close <= open && minutes < close);
  if (overnight) return true;
  if (!today) return null;
  const ranges = rangesOf(today);
  if (ranges === null) return null;
  return ranges.some(([open, close]) => (close <= open ? minutes >= open : minutes >= open && minutes < close));
}
