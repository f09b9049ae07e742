// Spec 2.6 on the client: opening hours arrive as null, an object, a JSON string or free text. They are
// read defensively (regularHours before legacy top-level weekday keys) and shown as text, never as JSON.

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

// English and German names and abbreviations of each weekday, in WEEKDAYS order (`so` is German Sunday)
const ALIASES = [
  'mo mon montag',
  'tu tue tues dienstag di',
  'we wed mittwoch mi',
  'th thu thur thurs donnerstag do',
  'fr fri freitag',
  'sa sat samstag sonnabend',
  'su sun sonntag so',
];
const NAMES = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
};
const CLOSED = { en: 'closed', de: 'geschlossen' };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isClosedWord = (value: unknown) => typeof value === 'string' && /^(closed|geschlossen|zu)$/i.test(value.trim());
/** Text that is (or was meant to be) JSON: never shown to a visitor. */
const looksLikeJson = (text: string) => /^[[{"]/.test(text);

function weekdayOf(key: string): Weekday | undefined {
  const name = key.trim().toLowerCase();
  const index = WEEKDAYS.findIndex((day, i) => day === name || ALIASES[i]?.split(' ').includes(name));
  return WEEKDAYS[index];
}

/** Unwraps JSON text (also double-encoded); anything else stays trimmed text. */
function decode(value: unknown): unknown {
  let current = value;
  while (typeof current === 'string') {
    const text = current.trim();
    if (!looksLikeJson(text)) return text;
    try {
      current = JSON.parse(text);
    } catch {
      return undefined; // broken JSON: nothing to show
    }
  }
  return current;
}

function readDay(value: unknown): DayHours | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text || looksLikeJson(text)) return undefined;
    return isClosedWord(text) ? { kind: 'closed' } : { kind: 'text', text };
  }
  if (!isObject(value)) return undefined;
  if (value.closed === true) return { kind: 'closed' };
  if (typeof value.hours === 'string') return readDay(value.hours);
  // `{ open, close }`, or the legacy German `{ von, bis }`
  const open = value.open ?? value.von;
  const close = value.close ?? value.bis;
  if (isClosedWord(open) || isClosedWord(close)) return { kind: 'closed' };
  if (typeof open !== 'string' || typeof close !== 'string' || !open.trim() || !close.trim()) return undefined;
  if (looksLikeJson(open.trim()) || looksLikeJson(close.trim())) return undefined;
  return { kind: 'range', open: open.trim(), close: close.trim() };
}

function readDays(source: Record<string, unknown>): Partial<Record<Weekday, DayHours>> {
  const days: Partial<Record<Weekday, DayHours>> = {};
  for (const [key, value] of Object.entries(source)) {
    const day = weekdayOf(key);
    const hours = day && readDay(value);
    // the English key wins over an alias of the same day
    if (day && hours && (!days[day] || key.trim().toLowerCase() === day)) days[day] = hours;
  }
  return days;
}

const isEmpty = (days: object) => Object.keys(days).length === 0;

/**
 * Reads any stored opening hours: `{ kind: 'weekly', days }` with English weekday keys, `{ kind: 'text' }`
 * for free text, `{ kind: 'none' }` for nothing usable (null, broken JSON, arrays). Never throws.
 */
export function parseOpeningHours(stored: unknown): OpeningHours {
  const value = decode(stored);
  if (typeof value === 'string') return value ? { kind: 'text', text: value } : { kind: 'none' };
  if (!isObject(value)) return { kind: 'none' };
  const regular = decode(value.regularHours);
  const regularDays = isObject(regular) ? readDays(regular) : {};
  const days = isEmpty(regularDays) ? readDays(value) : regularDays;
  if (!isEmpty(days)) return { kind: 'weekly', days };
  return typeof regular === 'string' && regular ? { kind: 'text', text: regular } : { kind: 'none' };
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

/** Minutes after midnight of `10`, `9:30`, `9.30`, `24:00`; undefined when it is no time. */
function minutes(text: string): number | undefined {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?(?:\s*uhr)?$/i.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[1]) * 60 + Number(match[2] ?? 0);
  return value <= 24 * 60 ? value : undefined;
}

/** The [open, close) spans of a day in minutes; undefined when they cannot be read. */
function spans(hours: DayHours | undefined): [number, number][] | undefined {
  if (!hours) return undefined;
  if (hours.kind === 'closed') return [];
  const ranges =
    hours.kind === 'range'
      ? [[hours.open, hours.close]]
      : [...hours.text.matchAll(/(\d{1,2}(?:[:.]\d{2})?)\s*(?:uhr\s*)?[-–—]\s*(\d{1,2}(?:[:.]\d{2})?)/gi)].map((m) => [
          m[1] ?? '',
          m[2] ?? '',
        ]);
  const result: [number, number][] = [];
  for (const [open = '', close = ''] of ranges) {
    const from = minutes(open);
    const to = minutes(close);
    if (from === undefined || to === undefined) return undefined;
    result.push([from, to]);
  }
  return result.length > 0 ? result : undefined;
}

/**
 * Whether the place is open at `now` (default: the current time) in `timeZone` (default Europe/Berlin).
 * null when it cannot be told: free text, no hours, or no readable hours for that day. A range past
 * midnight (`18:00 – 02:00`) counts on the next morning too.
 */
export function isOpenNow(stored: unknown, options: { now?: Date; timeZone?: string } = {}): boolean | null {
  const hours = parseOpeningHours(stored);
  if (hours.kind !== 'weekly') return null;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: options.timeZone ?? 'Europe/Berlin',
    weekday: 'long',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(options.now ?? new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const today = WEEKDAYS.indexOf(part('weekday').toLowerCase() as Weekday);
  if (today < 0) return null;
  const time = (Number(part('hour')) % 24) * 60 + Number(part('minute'));
  const yesterday = spans(hours.days[WEEKDAYS[(today + 6) % 7] as Weekday]) ?? [];
  if (yesterday.some(([open, close]) => close < open && time < close)) return true;
  const current = spans(hours.days[WEEKDAYS[today] as Weekday]);
  if (!current) return null;
  return current.some(([open, close]) => time >= open && (close <= open || time < close));
}
