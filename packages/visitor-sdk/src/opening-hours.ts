// Spec 2.6 on the client: opening hours arrive as null, an object, a JSON string or free text. They are read
// and judged open or closed by the platform's own code (core's browser-safe entry, bundled: the SDK has no runtime
// dependencies) and shown as text, never as JSON.
import { isOpenAt, openingStatusAt, readOpeningHours } from '@center-platform/core/shared';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day: closed, a range `{ open, close }`, or a text span such as `10-20 Uhr`. */
export type DayHours =
  | { kind: 'closed' }
  | { kind: 'range'; open: string; close: string }
  | { kind: 'text'; text: string };

export type OpeningHours =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'weekly'; days: Partial<Record<Weekday, DayHours>> };

export type OpeningHoursLocale = 'de' | 'en';

const NAMES = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
};
const CLOSED = { en: 'closed', de: 'geschlossen' };

/** Text that is (or was meant to be) JSON: never shown to a visitor. */
const looksLikeJson = (text: string) => /^[[{"]/.test(text.trim());

function dayOf(hours: { hours: string } | { open: string; close: string }): DayHours | undefined {
  if ('hours' in hours) return looksLikeJson(hours.hours) ? undefined : { kind: 'text', text: hours.hours };
  if (hours.open === 'closed' || hours.close === 'closed') return { kind: 'closed' };
  if (looksLikeJson(hours.open) || looksLikeJson(hours.close)) return undefined;
  return { kind: 'range', open: hours.open, close: hours.close };
}

/**
 * Reads any stored opening hours with the platform's own reader: `{ kind: 'weekly', days }` with English weekday
 * keys, `{ kind: 'text' }` for free text, `{ kind: 'none' }` for nothing showable (null, broken JSON, arrays).
 * Never throws.
 */
export function parseOpeningHours(stored: unknown): OpeningHours {
  const view = readOpeningHours(stored);
  if (view.kind === 'text') return looksLikeJson(view.text) ? { kind: 'none' } : view;
  if (view.kind === 'none') return view;
  const days: Partial<Record<Weekday, DayHours>> = {};
  for (const day of WEEKDAYS) {
    const hours = view.days[day];
    const read = hours && dayOf(hours);
    if (read) days[day] = read;
  }
  return Object.keys(days).length > 0 ? { kind: 'weekly', days } : { kind: 'none' };
}

function dayText(hours: DayHours, locale: OpeningHoursLocale): string {
  if (hours.kind === 'closed') return CLOSED[locale];
  return hours.kind === 'range' ? `${hours.open} – ${hours.close}` : hours.text;
}

/**
 * Opening hours as lines for visitors, Monday first: `Montag: 10:00 – 20:00`, `Sunday: closed`; free text
 * as its one line; nothing usable gives `[]`. With `group`, consecutive days of the same hours share a
 * line (`Montag – Freitag: 10:00 – 20:00`).
 */
export function formatOpeningHours(
  stored: unknown,
  options: { locale: OpeningHoursLocale; group?: boolean },
): string[] {
  const hours = parseOpeningHours(stored);
  if (hours.kind === 'text') return [hours.text];
  if (hours.kind === 'none') return [];
  const locale = options.locale === 'de' ? 'de' : 'en';
  const rows: { from: number; to: number; text: string }[] = [];
  WEEKDAYS.forEach((day, index) => {
    const value = hours.days[day];
    if (!value) return;
    const text = dayText(value, locale);
    const last = rows[rows.length - 1];
    if (options.group && last && last.to === index - 1 && last.text === text) last.to = index;
    else rows.push({ from: index, to: index, text });
  });
  const names = NAMES[locale];
  return rows.map(({ from, to, text }) => `${names[from]}${to > from ? ` – ${names[to]}` : ''}: ${text}`);
}

export type OpeningState = 'open' | 'closed' | 'unknown';
/** Whether a shop is open, and when that changes next (UTC, ISO 8601; null when unknown). */
export interface OpeningStatus {
  state: OpeningState;
  nextChange: string | null;
}

export interface OpenNowOptions {
  /** default: the current time */
  now?: Date;
  /** the center's time zone (default Europe/Berlin) */
  timeZone?: string;
  /**
   * the center's opening hours (`content.centerOpeningHours` of its `oeffnungszeiten` page content): a shop without
   * hours of its own follows them
   */
  centerHours?: unknown;
}

/**
 * Whether a shop is open, by the platform's own rule (the code the server runs for a shop read's `openingStatus`):
 * a shop follows its own week, where a weekday missing from that week is closed; a shop without hours of its own
 * or a day given as text without times follows `centerHours`; `unknown` only when neither says anything readable.
 */
export function openingStatus(stored: unknown, options: OpenNowOptions = {}): OpeningStatus {
  return openingStatusAt(stored, options.centerHours, options.now ?? new Date(), options.timeZone);
}

/** `openingStatus` as true (open), false (closed) or null (cannot be told). */
export function isOpenNow(stored: unknown, options: OpenNowOptions = {}): boolean | null {
  return isOpenAt(stored, options.now ?? new Date(), options.timeZone, options.centerHours);
}
