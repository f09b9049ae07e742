// The opening-hours editor's model (spec 2.6), pure so it can be tested without a browser. It reads every
// stored form (null, an object with English or German weekday keys holding `{ hours }` or `{ open, close }`
// with `closed`, a branch location's `regularHours`, a JSON string, free text) into rows per weekday or a
// free-text block, and writes the rows back in the stored shape. The server serializes again centrally;
// the editor only decides what to send, and sends the hours ONLY when the block changed (rule 5).

import type { StoredOpeningHours } from '@center-platform/core/db';
import {
  decodeText,
  isClosedWord,
  isPlainObject,
  splitWeekdayKeys,
  WEEKDAYS,
  type Weekday,
} from '@center-platform/core/shared';

export { WEEKDAYS, type Weekday };

export interface DayState {
  /** `HH:MM` or '' */
  open: string;
  /** `HH:MM` or '' */
  close: string;
  closed: boolean;
  /** a stored span that is no time range (e.g. "nach Vereinbarung"), kept and editable as text */
  note: string;
}

export interface HoursState {
  mode: 'week' | 'text';
  days: Record<Weekday, DayState>;
  /** the free text of the text mode */
  text: string;
  /** the other keys of a stored object (e.g. `note`), written back unchanged unless edited */
  extra: [string, unknown][];
  /** a branch location: the days go under `regularHours` */
  branch: boolean;
  /** the stored value could not be read (e.g. an array); it stays as stored unless the block is changed */
  unreadable: boolean;
}

export function emptyDay(): DayState {
  return { open: '', close: '', closed: false, note: '' };
}

export function emptyHours(branch = false): HoursState {
  return {
    mode: 'week',
    days: Object.fromEntries(WEEKDAYS.map((day) => [day, emptyDay()])) as Record<Weekday, DayState>,
    text: '',
    extra: [],
    branch,
    unreadable: false,
  };
}

/** `9`, `9:30`, `09.30`, `9:30 Uhr` as `09:30`; anything else (also 24:00) undefined. */
export function normalizeTime(text: string): string | undefined {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?(?:\s*uhr)?$/i.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** `10:00 - 20:00`, `10-20 Uhr`, `10.00 bis 20.00` as a range; else undefined. */
function parseRange(text: string): { open: string; close: string } | undefined {
  const match = /^(.+?)\s*(?:-|–|—|\bbis\b)\s*(.+)$/i.exec(text.trim().replace(/\s*uhr\s*$/i, ''));
  if (!match) return undefined;
  const open = normalizeTime(match[1] ?? '');
  const close = normalizeTime(match[2] ?? '');
  return open && close ? { open, close } : undefined;
}

function dayFromText(text: string): DayState | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (isClosedWord(trimmed)) return { ...emptyDay(), closed: true };
  const range = parseRange(trimmed);
  return range ? { ...emptyDay(), ...range } : { ...emptyDay(), note: trimmed };
}

/** One stored day as a row; undefined for a day without hours. */
export function parseDay(value: unknown): DayState | undefined {
  if (typeof value === 'string') return dayFromText(value);
  if (!isPlainObject(value)) return undefined;
  if (value.closed === true) return { ...emptyDay(), closed: true };
  if (typeof value.hours === 'string') return dayFromText(value.hours);
  const rawOpen = value.open ?? value.von;
  const rawClose = value.close ?? value.bis;
  const open = typeof rawOpen === 'string' ? rawOpen.trim() : '';
  const close = typeof rawClose === 'string' ? rawClose.trim() : '';
  if (open === '' && close === '') return undefined;
  if ((open === '' || isClosedWord(open)) && (close === '' || isClosedWord(close))) {
    return { ...emptyDay(), closed: true };
  }
  const openTime = normalizeTime(open);
  const closeTime = normalizeTime(close);
  if (openTime && closeTime) return { ...emptyDay(), open: openTime, close: closeTime };
  return { ...emptyDay(), note: [open, close].filter(Boolean).join(' – ') };
}

function collectDays(source: Record<string, unknown>) {
  const { days: stored, rest } = splitWeekdayKeys(source);
  const days = new Map<Weekday, DayState>();
  for (const day of WEEKDAYS) {
    const state = stored.has(day) ? parseDay(stored.get(day)) : undefined;
    if (state) days.set(day, state);
  }
  return { days, rest };
}

/** Reads the stored hours of a shop (`branch` false), a branch location (true), an office or a page. */
export function parseOpeningHours(stored: unknown, options: { branch?: boolean } = {}): HoursState {
  const state = emptyHours(options.branch ?? false);
  const value = typeof stored === 'string' ? decodeText(stored) : stored;
  if (value === null || value === undefined) return state;
  if (typeof value === 'string' || typeof value === 'number') return { ...state, mode: 'text', text: String(value) };
  if (!isPlainObject(value)) return { ...state, unreadable: true };

  const { regularHours, ...rest } = value;
  const top = collectDays(rest);
  const decodedRegular = typeof regularHours === 'string' ? decodeText(regularHours) : regularHours;
  const regular = isPlainObject(decodedRegular) ? collectDays(decodedRegular) : undefined;
  // as the readers of 2.6 rule 4: regularHours first when it holds a day (or there are no top-level days)
  const weekly = regular && (regular.days.size > 0 || top.days.size === 0) ? regular.days : top.days;
  const extra = top.rest;
  if (regular) {
    const taken = new Set(extra.map(([key]) => key));
    extra.push(...regular.rest.filter(([key]) => key !== 'regularHours' && !taken.has(key)));
  }
  if (weekly.size === 0 && typeof decodedRegular === 'string') {
    return { ...state, mode: 'text', text: decodedRegular, extra };
  }
  // a regularHours that is no schedule (free text next to weekday keys) is kept as it is
  if (!regular && decodedRegular !== undefined && decodedRegular !== null) extra.push(['regularHours', decodedRegular]);
  const days = { ...state.days };
  for (const [day, dayState] of weekly) days[day] = dayState;
  return { ...state, days, extra };
}

/** The value of one row as stored; undefined for an empty (or half-filled) row. */
export function serializeDay(day: DayState): Record<string, string> | undefined {
  if (day.closed) return { open: 'closed', close: 'closed' };
  if (day.open !== '' && day.close !== '') return { open: day.open, close: day.close };
  if (day.open === '' && day.close === '' && day.note.trim() !== '') return { hours: day.note.trim() };
  return undefined;
}

/** The editor's state as the value the server takes (it serializes it again for the shop's kind). */
export function serializeOpeningHours(state: HoursState): StoredOpeningHours {
  if (state.mode === 'text') {
    const text = state.text.trim();
    return text === '' ? null : text;
  }
  const days = WEEKDAYS.flatMap((day): [string, unknown][] => {
    const value = serializeDay(state.days[day]);
    return value ? [[day, value]] : [];
  });
  const entries: [string, unknown][] = [...state.extra];
  if (state.branch) {
    if (days.length > 0) entries.push(['regularHours', Object.fromEntries(days)]);
  } else {
    entries.push(...days);
  }
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The days with only one of the two times (the form refuses to save them). */
export function incompleteDays(state: HoursState): Weekday[] {
  if (state.mode === 'text') return [];
  return WEEKDAYS.filter((day) => {
    const row = state.days[day];
    return !row.closed && (row.open === '') !== (row.close === '');
  });
}

/** JSON with the keys of every object in a fixed order, so equal hours compare equal. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stable(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whether the hours block was changed: what it would send differs from what it loaded. */
export function openingHoursChanged(initial: HoursState, current: HoursState): boolean {
  return stable(serializeOpeningHours(initial)) !== stable(serializeOpeningHours(current));
}

/** Spec 2.6 rule 5: `{ openingHours }` when the block changed, else `{}` (the key stays absent). */
export function openingHoursPatch(initial: HoursState, current: HoursState): { openingHours?: StoredOpeningHours } {
  return openingHoursChanged(initial, current) ? { openingHours: serializeOpeningHours(current) } : {};
}

/** Copies one day's row to other days (e.g. Monday to Tuesday..Friday). */
export function copyDay(state: HoursState, from: Weekday, to: readonly Weekday[]): HoursState {
  const days = { ...state.days };
  for (const day of to) days[day] = { ...state.days[from] };
  return { ...state, days };
}

/** The week as readable lines (`Montag: 09:30–20:00`), the start of the free text when switching modes. */
export function describeWeek(state: HoursState, words: { day: (day: Weekday) => string; closed: string }): string {
  return WEEKDAYS.flatMap((day) => {
    const row = state.days[day];
    if (row.closed) return [`${words.day(day)}: ${words.closed}`];
    if (row.open && row.close) return [`${words.day(day)}: ${row.open}–${row.close}`];
    if (row.note.trim()) return [`${words.day(day)}: ${row.note.trim()}`];
    return [];
  }).join('\n');
}
