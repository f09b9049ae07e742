import type { DayHours } from './serialize';
import { decodeText, isDayHours, isPlainObject, pickWeekly, splitOpeningHours } from './serialize';
import type { Weekday } from './weekdays';

export type OpeningHoursView =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | {
      kind: 'weekly';
      days: Partial<Record<Weekday, DayHours>>;
      unparsed: Partial<Record<Weekday, unknown>>;
      extra: Record<string, unknown>;
    };

/**
 * Defensive reader for any stored or legacy value (spec 2.6 rule 6): never throws and never hands
 * raw JSON to a visitor. regularHours is evaluated before legacy top-level weekday keys.
 */
export function readOpeningHours(stored: unknown): OpeningHoursView {
  const value = typeof stored === 'string' ? decodeText(stored) : stored;
  if (typeof value === 'string') return { kind: 'text', text: value };
  if (!isPlainObject(value)) return { kind: 'none' };

  const { top, regular, regularKept, other } = splitOpeningHours(value);
  const days: Partial<Record<Weekday, DayHours>> = {};
  const unparsed: Partial<Record<Weekday, unknown>> = {};
  for (const [day, dayValue] of Object.entries(pickWeekly(regular, top)) as [Weekday, unknown][]) {
    if (isDayHours(dayValue)) days[day] = dayValue;
    else unparsed[day] = dayValue;
  }
  const extra = Object.fromEntries(regularKept === undefined ? other : [...other, ['regularHours', regularKept]]);

  const hasDays = Object.keys(days).length > 0 || Object.keys(unparsed).length > 0;
  if (!hasDays && typeof regularKept === 'string') return { kind: 'text', text: regularKept };
  if (!hasDays && Object.keys(extra).length === 0) return { kind: 'none' };
  return { kind: 'weekly', days, unparsed, extra };
}
