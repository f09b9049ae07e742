import { rangesOf, wallClock } from './open-now';
import { readOpeningHours } from './read';
import { WEEKDAYS, type Weekday } from './weekdays';

// Issue 22, point 5: whether a shop is open, as a visitor expects it, from whatever hours are stored:
// - a shop with a week of its own follows it; a weekday missing from that week is closed;
// - a day the shop gives only as text without times ("nach Vereinbarung") follows the center's hours that day;
// - a shop without hours of its own (none, or free text) follows the center's opening hours;
// - unknown only when neither says anything readable for the day.
// A range closing at or before it opens runs past midnight. The time is the wall clock of the center's zone.

export type OpeningState = 'open' | 'closed' | 'unknown';
export interface OpeningStatus {
  state: OpeningState;
  /** when the state changes next (UTC, ISO 8601), within the coming week; null when unknown */
  nextChange: string | null;
}

type Week = Record<Weekday, [number, number][] | null>;
type DayRanges = Partial<Week>;

/** The readable ranges of each day of a stored week, or undefined when it names no readable day. */
function weekOf(stored: unknown): DayRanges | undefined {
  const view = readOpeningHours(stored);
  if (view.kind !== 'weekly') return undefined;
  const days: DayRanges = {};
  for (const day of WEEKDAYS) {
    const hours = view.days[day];
    if (hours) days[day] = rangesOf(hours);
    else if (day in view.unparsed) days[day] = null;
  }
  return Object.values(days).some((ranges) => ranges !== null) ? days : undefined;
}

/** The week a shop keeps: its own days, the center's where it has none or gives no times. */
function effectiveWeek(shop: DayRanges | undefined, center: DayRanges | undefined): Week {
  const week = {} as Week;
  for (const day of WEEKDAYS) {
    const centerDay = center ? (center[day] ?? (center[day] === null ? null : [])) : null;
    if (!shop) week[day] = centerDay;
    else if (!(day in shop)) week[day] = [];
    else week[day] = shop[day] ?? centerDay;
  }
  return week;
}

const DAY = 24 * 60;

/**
 * The rule of one center at `now`: the state of a shop's stored hours, following the center's where the shop's say
 * nothing. The center's hours and the wall clock are read once for every shop asked.
 */
export function openingStatusesAt(
  centerHours: unknown,
  now: Date,
  timeZone = 'Europe/Berlin',
): (shopHours: unknown) => OpeningStatus {
  const center = weekOf(centerHours);
  const clock = wallClock(now, timeZone);
  return (shopHours) => statusIn(effectiveWeek(weekOf(shopHours), center), clock, now);
}

/** A status as true (open), false (closed) or null (cannot be told). */
export const openNowOf = ({ state }: OpeningStatus): boolean | null => (state === 'unknown' ? null : state === 'open');

/** `openingStatusAt` as true, false or null (openNowOf). */
export function isOpenAt(
  stored: unknown,
  now: Date,
  timeZone = 'Europe/Berlin',
  centerHours: unknown = null,
): boolean | null {
  return openNowOf(openingStatusAt(stored, centerHours, now, timeZone));
}

/** The state of one shop's stored hours at `now` (see openingStatusesAt). */
export function openingStatusAt(
  shopHours: unknown,
  centerHours: unknown,
  now: Date,
  timeZone = 'Europe/Berlin',
): OpeningStatus {
  return openingStatusesAt(centerHours, now, timeZone)(shopHours);
}

function statusIn(week: Week, { day, minutes }: { day: Weekday; minutes: number }, now: Date): OpeningStatus {
  const today = WEEKDAYS.indexOf(day);
  // open intervals in minutes from today's midnight, from yesterday (its overnight tail) through a week ahead
  const intervals: [number, number][] = [];
  let horizon = 8 * DAY;
  for (let offset = -1; offset <= 7; offset++) {
    const ranges = week[WEEKDAYS[(today + offset + 7) % 7] as Weekday];
    if (ranges === null) {
      // nothing readable: today unknown; a later day ends what can be told; yesterday only lacks its night
      if (offset === 0) return { state: 'unknown', nextChange: null };
      if (offset > 0) {
        horizon = offset * DAY;
        break;
      }
      continue;
    }
    for (const [open, close] of ranges) {
      const start = offset * DAY + open;
      intervals.push([start, close <= open ? offset * DAY + close + DAY : offset * DAY + close]);
    }
  }
  intervals.sort((a, b) => a[0] - b[0]);
  const containing = intervals.find(([start, end]) => start <= minutes && minutes < end);
  let change: number | undefined;
  if (containing) {
    // the end of the run of touching intervals
    change = containing[1];
    for (const [start, end] of intervals) if (start <= change && end > change) change = end;
  } else {
    change = intervals.find(([start]) => start > minutes)?.[0];
  }
  // the wall clock's minute as an instant, so a change falls on a whole minute
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const nextChange =
    change !== undefined && change <= horizon ? new Date(minute + (change - minutes) * 60_000).toISOString() : null;
  return { state: containing ? 'open' : 'closed', nextChange };
}
