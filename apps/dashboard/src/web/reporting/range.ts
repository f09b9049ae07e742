// The month range of a reporting view ('YYYY-MM' to 'YYYY-MM', both included), as the API reads it (spec 4.8):
// at most 60 months, `from` not after `to`. The default is the last 12 months, this month included.

export const MAX_RANGE_MONTHS = 60;
export const DEFAULT_RANGE_MONTHS = 12;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface MonthRange {
  from: string;
  to: string;
}

export const isMonth = (value: unknown): value is string => typeof value === 'string' && MONTH.test(value);

const indexOf = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The month `count` months after (negative: before) `month`. */
export function addMonths(month: string, count: number): string {
  return monthAt(indexOf(month) + count);
}

/** The reader's current month (local time). */
export function currentMonth(now: Date = new Date()): string {
  return monthAt(now.getFullYear() * 12 + now.getMonth());
}

/** Every month from `from` to `to`, ascending; empty when either is not a month or `from` lies after `to`. */
export function monthsOf(range: MonthRange): string[] {
  if (!isMonth(range.from) || !isMonth(range.to)) return [];
  const first = indexOf(range.from);
  const count = indexOf(range.to) - first + 1;
  return count > 0 ? Array.from({ length: count }, (_, i) => monthAt(first + i)) : [];
}

/** The last 12 months, this month included. */
export function defaultRange(now: Date = new Date()): MonthRange {
  const to = currentMonth(now);
  return { from: addMonths(to, -(DEFAULT_RANGE_MONTHS - 1)), to };
}

export type RangeProblem = 'invalidMonth' | 'fromAfterTo' | 'tooLong';

/** Why the API would refuse a range, or undefined. */
export function rangeProblem(range: MonthRange): RangeProblem | undefined {
  if (!isMonth(range.from) || !isMonth(range.to)) return 'invalidMonth';
  const length = indexOf(range.to) - indexOf(range.from) + 1;
  if (length < 1) return 'fromAfterTo';
  if (length > MAX_RANGE_MONTHS) return 'tooLong';
  return undefined;
}

/** The range an address names (`?from=YYYY-MM&to=YYYY-MM`) when it is usable, else the default. */
export function rangeFromParams(params: URLSearchParams, now: Date = new Date()): MonthRange {
  const range = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  return rangeProblem(range) ? defaultRange(now) : range;
}
