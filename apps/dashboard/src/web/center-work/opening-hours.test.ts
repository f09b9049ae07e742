import { describe, expect, it } from 'vitest';
import {
  copyDay,
  describeWeek,
  emptyHours,
  type HoursState,
  incompleteDays,
  normalizeTime,
  openingHoursChanged,
  openingHoursPatch,
  parseOpeningHours,
  serializeOpeningHours,
  WEEKDAYS,
} from './opening-hours';

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

function withDay(state: HoursState, day: keyof HoursState['days'], change: Partial<HoursState['days']['monday']>) {
  return { ...state, days: { ...state.days, [day]: { ...state.days[day], ...change } } };
}

describe('reading the stored opening hours', () => {
  it('reads null (and blank text) as an empty week', () => {
    for (const stored of [null, undefined, '', '   ']) {
      const state = parseOpeningHours(stored);
      expect(state.mode).toBe('week');
      expect(WEEKDAYS.every((day) => !state.days[day].open && !state.days[day].closed)).toBe(true);
      expect(serializeOpeningHours(state)).toBeNull();
    }
  });

  it('reads { open, close } days with a closed Sunday', () => {
    const stored = {
      ...Object.fromEntries(weekdays.map((d) => [d, { open: '09:30', close: '20:00' }])),
      sunday: { open: 'closed', close: 'closed' },
    };
    const state = parseOpeningHours(stored);
    expect(state.days.monday).toEqual({ open: '09:30', close: '20:00', closed: false, note: '' });
    expect(state.days.sunday.closed).toBe(true);
    expect(serializeOpeningHours(state)).toEqual(stored);
  });

  it('reads { hours } spans as times when they are ranges, and keeps other spans as text', () => {
    const state = parseOpeningHours({
      monday: { hours: '10:00 - 20:00' },
      tuesday: { hours: '9-18 Uhr' },
      wednesday: { hours: 'nach Vereinbarung' },
      sunday: { hours: 'geschlossen' },
      thursday: { closed: true },
    });
    expect(state.days.monday).toMatchObject({ open: '10:00', close: '20:00' });
    expect(state.days.tuesday).toMatchObject({ open: '09:00', close: '18:00' });
    expect(state.days.wednesday).toMatchObject({ open: '', close: '', note: 'nach Vereinbarung' });
    expect(state.days.sunday.closed).toBe(true);
    expect(state.days.thursday.closed).toBe(true);
    expect(serializeOpeningHours(state)).toEqual({
      monday: { open: '10:00', close: '20:00' },
      tuesday: { open: '09:00', close: '18:00' },
      wednesday: { hours: 'nach Vereinbarung' },
      thursday: { open: 'closed', close: 'closed' },
      sunday: { open: 'closed', close: 'closed' },
    });
  });

  it('reads a branch location under regularHours and writes it back there', () => {
    const stored = {
      regularHours: { monday: { open: '07:00', close: '19:00' }, sunday: { open: 'closed', close: 'closed' } },
    };
    const state = parseOpeningHours(stored, { branch: true });
    expect(state.days.monday).toMatchObject({ open: '07:00', close: '19:00' });
    expect(serializeOpeningHours(state)).toEqual(stored);
  });

  it('prefers regularHours over legacy top-level weekday keys (rule 4)', () => {
    const state = parseOpeningHours(
      { regularHours: { monday: { hours: '06:30 - 20:00' } }, tuesday: { hours: 'stray' } },
      { branch: true },
    );
    expect(state.days.monday).toMatchObject({ open: '06:30', close: '20:00' });
    expect(state.days.tuesday.note).toBe('');
    expect(serializeOpeningHours(state)).toEqual({ regularHours: { monday: { open: '06:30', close: '20:00' } } });
  });

  it('reads German keys and { von, bis }, and a JSON string of an object', () => {
    const german = parseOpeningHours({ montag: { von: '9:00', bis: '19.00' }, sonntag: 'geschlossen' });
    expect(german.days.monday).toMatchObject({ open: '09:00', close: '19:00' });
    expect(german.days.sunday.closed).toBe(true);
    const json = parseOpeningHours(JSON.stringify({ saturday: { open: '09:00', close: '14:00' } }));
    expect(json.mode).toBe('week');
    expect(json.days.saturday).toMatchObject({ open: '09:00', close: '14:00' });
  });

  it('reads free text into the text mode and writes it back as text', () => {
    const text = 'Mo-Sa 10-20 Uhr, an verkaufsoffenen Sonntagen 13-18 Uhr';
    const state = parseOpeningHours(text);
    expect(state.mode).toBe('text');
    expect(state.text).toBe(text);
    expect(serializeOpeningHours(state)).toBe(text);
    expect(parseOpeningHours({ regularHours: 'Nach Absprache' }, { branch: true })).toMatchObject({
      mode: 'text',
      text: 'Nach Absprache',
    });
  });

  it('keeps the other keys of the stored object (e.g. a note)', () => {
    const state = parseOpeningHours({ note: 'Küche bis 21:30', monday: { hours: '11:00 - 22:00' } });
    expect(state.extra).toEqual([['note', 'Küche bis 21:30']]);
    expect(serializeOpeningHours(withDay(state, 'friday', { open: '11:00', close: '23:00' }))).toEqual({
      note: 'Küche bis 21:30',
      monday: { open: '11:00', close: '22:00' },
      friday: { open: '11:00', close: '23:00' },
    });
  });

  it('marks a value it cannot read and does not turn it into anything', () => {
    const state = parseOpeningHours(['a', 'b']);
    expect(state.unreadable).toBe(true);
    expect(openingHoursPatch(state, parseOpeningHours(['a', 'b']))).toEqual({});
  });

  it('normalizes times and refuses what a time input cannot hold', () => {
    expect(normalizeTime('9')).toBe('09:00');
    expect(normalizeTime('9.30 Uhr')).toBe('09:30');
    expect(normalizeTime('24:00')).toBeUndefined();
    expect(normalizeTime('abends')).toBeUndefined();
  });
});

describe('sending the opening hours only when the block changed (rule 5)', () => {
  const stored = { monday: { hours: '10:00 - 20:00' }, sunday: { hours: 'geschlossen' } };

  it('sends nothing when the block was not touched, even when the stored form differs from the editor', () => {
    const initial = parseOpeningHours(stored);
    expect(openingHoursChanged(initial, parseOpeningHours(stored))).toBe(false);
    expect(openingHoursPatch(initial, parseOpeningHours(stored))).toEqual({});
    expect('openingHours' in openingHoursPatch(initial, initial)).toBe(false);
  });

  it('sends the whole block when one time changed', () => {
    const initial = parseOpeningHours(stored);
    const changed = withDay(initial, 'monday', { close: '21:00' });
    expect(openingHoursPatch(initial, changed)).toEqual({
      openingHours: { monday: { open: '10:00', close: '21:00' }, sunday: { open: 'closed', close: 'closed' } },
    });
  });

  it('sends nothing when a change was undone', () => {
    const initial = parseOpeningHours(stored);
    const back = withDay(withDay(initial, 'monday', { close: '21:00' }), 'monday', { close: '20:00' });
    expect(openingHoursPatch(initial, back)).toEqual({});
  });

  it('sends null when every day was cleared, and text when switched to free text', () => {
    const initial = parseOpeningHours({ monday: { open: '09:00', close: '18:00' } });
    expect(openingHoursPatch(initial, emptyHours())).toEqual({ openingHours: null });
    expect(openingHoursPatch(initial, { ...initial, mode: 'text', text: 'Nach Vereinbarung' })).toEqual({
      openingHours: 'Nach Vereinbarung',
    });
  });

  it('sends a closed checkbox as open/close "closed"', () => {
    const initial = parseOpeningHours(null);
    expect(openingHoursPatch(initial, withDay(initial, 'sunday', { closed: true }))).toEqual({
      openingHours: { sunday: { open: 'closed', close: 'closed' } },
    });
  });
});

describe('editing helpers', () => {
  it('names the days with only one of the two times', () => {
    const state = withDay(withDay(emptyHours(), 'monday', { open: '09:00' }), 'tuesday', {
      open: '09:00',
      close: '18:00',
    });
    expect(incompleteDays(state)).toEqual(['monday']);
    expect(incompleteDays(withDay(state, 'monday', { closed: true }))).toEqual([]);
  });

  it('copies a day and describes the week in words', () => {
    const state = copyDay(withDay(emptyHours(), 'monday', { open: '09:00', close: '18:00' }), 'monday', [
      'tuesday',
      'wednesday',
    ]);
    expect(state.days.wednesday).toMatchObject({ open: '09:00', close: '18:00' });
    const names: Record<string, string> = { monday: 'Montag', tuesday: 'Dienstag', wednesday: 'Mittwoch' };
    expect(
      describeWeek(withDay(state, 'sunday', { closed: true }), { day: (d) => names[d] ?? d, closed: 'geschlossen' }),
    ).toBe('Montag: 09:00–18:00\nDienstag: 09:00–18:00\nMittwoch: 09:00–18:00\nsunday: geschlossen');
  });
});
