import type { StoredOpeningHours } from '../db/schema';
import type { Weekday } from './weekdays';
import { splitWeekdayKeys, WEEKDAYS } from './weekdays';

export type OpeningHoursTarget = 'shop' | 'shopLocation' | 'center' | 'office';
export type DayHours = { hours: string } | { open: string; close: string };
/** Normalized days in monday..sunday order: DayHours or an unparseable value kept as-is. */
export type DayMap = Partial<Record<Weekday, unknown>>;

const CLOSED_WORDS = new Set(['closed', 'geschlossen', 'zu']);

/** `closed`, `geschlossen` or `zu` (any case): a closed day. */
export const isClosedWord = (text: string): boolean => CLOSED_WORDS.has(text.trim().toLowerCase());
const closedDay = (): DayHours => ({ open: 'closed', close: 'closed' });
const trimmed = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isDayHours(value: unknown): value is DayHours {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value).length;
  if (typeof value.hours === 'string') return keys === 1;
  return typeof value.open === 'string' && typeof value.close === 'string' && keys === 2;
}

/**
 * Normalizes one day. Returns DayHours, `undefined` to drop the day (null, undefined, blank text),
 * or the value unchanged when it cannot be parsed (spec 2.6 rule 5: kept).
 */
export function normalizeDay(value: unknown): DayHours | unknown | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    return isClosedWord(text) ? closedDay() : { hours: text };
  }
  if (!isPlainObject(value)) return value;
  if (value.closed === true) return closedDay();
  if (typeof value.hours === 'string') return normalizeDay(value.hours);

  // `{ open, close }`, or the legacy German `{ von, bis }`.
  const open = trimmed(value.open ?? value.von);
  const close = trimmed(value.close ?? value.bis);
  if (open === undefined && close === undefined) return value;
  if (!open && !close) return undefined; // both blank: a cleared day
  if ((!open || isClosedWord(open)) && (!close || isClosedWord(close))) return closedDay();
  if (open && close)
    return { open: isClosedWord(open) ? 'closed' : open, close: isClosedWord(close) ? 'closed' : close };
  return value; // half a range
}

/**
 * Trims text and unwraps JSON: an object comes back parsed, a (possibly double-encoded) JSON string is
 * unwrapped, anything else (free text, numbers, arrays, broken JSON) stays the trimmed text. Blank -> null.
 */
export function decodeText(text: string): string | Record<string, unknown> | null {
  let current = text.trim();
  // Each round strips one level of quotes, so the loop ends.
  while (current.startsWith('{') || current.startsWith('"')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(current);
    } catch {
      break;
    }
    if (isPlainObject(parsed)) return parsed;
    if (typeof parsed !== 'string') break;
    current = parsed.trim();
  }
  return current === '' ? null : current;
}

/** Splits an object into normalized weekday keys and the rest; an English key wins over an alias of its day. */
function collectDays(source: Record<string, unknown>): { days: DayMap; rest: [string, unknown][] } {
  const { days: raw, rest } = splitWeekdayKeys(source);
  const days: DayMap = {};
  for (const day of WEEKDAYS) {
    const normalized = raw.has(day) ? normalizeDay(raw.get(day)) : undefined;
    if (normalized !== undefined) days[day] = normalized;
  }
  return { days, rest };
}

export interface OpeningHoursParts {
  /** normalized top-level weekday keys (any alias) */
  top: DayMap;
  /** normalized days of `regularHours` (object or JSON string of an object) */
  regular: DayMap;
  /** a `regularHours` that is no object (free text, a number, ...), kept as-is; else undefined */
  regularKept: unknown;
  /** all other keys, verbatim */
  other: [string, unknown][];
}

export function splitOpeningHours(source: Record<string, unknown>): OpeningHoursParts {
  const { regularHours, ...rest } = source;
  const { days: top, rest: other } = collectDays(rest);
  let regular: DayMap = {};
  let regularKept: unknown;
  const decoded = typeof regularHours === 'string' ? decodeText(regularHours) : regularHours;
  if (isPlainObject(decoded)) {
    const nested = collectDays(decoded);
    regular = nested.days;
    // Non-day keys inside regularHours join the other keys (top-level ones win); a nested
    // regularHours is dropped, else a second write would read it as the schedule.
    const taken = new Set(other.map(([key]) => key));
    other.push(...nested.rest.filter(([key]) => key !== 'regularHours' && !taken.has(key)));
  } else if (decoded !== undefined && decoded !== null) {
    regularKept = decoded;
  }
  return { top, regular, regularKept, other };
}

/**
 * The weekly schedule as readers see it: regularHours when it holds a parseable day (or when there are
 * no top-level days at all), else the top-level weekday keys. Writers use the same choice.
 */
export function pickWeekly(regular: DayMap, top: DayMap): DayMap {
  const regularHasDay = Object.values(regular).some(isDayHours);
  return regularHasDay || Object.keys(top).length === 0 ? regular : top;
}

function serializeObject(source: Record<string, unknown>, target: OpeningHoursTarget): StoredOpeningHours {
  const { top, regular, regularKept, other } = splitOpeningHours(source);
  const weekly = Object.entries(pickWeekly(regular, top));
  // Built from entries (Object.fromEntries) so odd keys such as `__proto__` stay plain data.
  const entries: [string, unknown][] = [...other];
  if (target === 'shopLocation') {
    // Branches keep days only under regularHours. If both days and a free-text regularHours exist,
    // the days win: they are what readers show.
    if (weekly.length > 0) entries.push(['regularHours', Object.fromEntries(weekly)]);
    else if (regularKept !== undefined) entries.push(['regularHours', regularKept]);
  } else {
    entries.push(...weekly);
    if (regularKept !== undefined) entries.push(['regularHours', regularKept]);
  }
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * Spec 2.6: THE central serialization of opening hours; every write path calls it.
 * Never throws; free text and unparseable values are kept.
 */
export function serializeOpeningHours(input: unknown, target: OpeningHoursTarget): StoredOpeningHours {
  if (input === undefined || input === null) return null;
  if (typeof input === 'string') {
    const decoded = decodeText(input);
    return isPlainObject(decoded) ? serializeObject(decoded, target) : decoded;
  }
  if (typeof input === 'number' || typeof input === 'boolean' || typeof input === 'bigint') return String(input);
  // Unparseable, kept unchanged (jsonb stores it; readers show nothing).
  if (Array.isArray(input)) return input as unknown as Record<string, unknown>;
  if (isPlainObject(input)) return serializeObject(input, target);
  return null; // functions, symbols: nothing storable
}
