import { readOpeningHours } from './read';
import type { DayHours } from './serialize';
import { WEEKDAYS } from './weekdays';

export type HoursLocale = 'de' | 'en';

const DAY_NAMES: Record<HoursLocale, readonly string[]> = {
  de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};
const CLOSED: Record<HoursLocale, string> = { de: 'geschlossen', en: 'closed' };

function dayText(hours: DayHours, locale: HoursLocale): string {
  if ('hours' in hours) return hours.hours;
  if (hours.open === 'closed') return CLOSED[locale];
  return `${hours.open} – ${hours.close}`;
}

/**
 * Stored opening hours as lines for people (spec 2.6: never raw JSON), Monday first, consecutive days of the
 * same hours on one line: `Montag – Freitag: 10:00 – 20:00`. Free text is its one line; nothing usable is `[]`.
 */
export function openingHoursLines(stored: unknown, locale: HoursLocale = 'de'): string[] {
  const view = readOpeningHours(stored);
  if (view.kind === 'text') return view.text.trim() ? [view.text.trim()] : [];
  if (view.kind === 'none') return [];
  const rows: { from: number; to: number; text: string }[] = [];
  WEEKDAYS.forEach((day, index) => {
    const value = view.days[day];
    if (!value) return;
    const text = dayText(value, locale);
    const last = rows[rows.length - 1];
    if (last && last.to === index - 1 && last.text === text) last.to = index;
    else rows.push({ from: index, to: index, text });
  });
  const names = DAY_NAMES[locale];
  return rows.map(({ from, to, text }) => `${names[from]}${to > from ? ` – ${names[to]}` : ''}: ${text}`);
}
