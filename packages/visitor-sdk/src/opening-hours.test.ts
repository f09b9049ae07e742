// Spec 2.6, rule by rule: parse any stored form, format for visitors (never raw JSON), open now.
import { describe, expect, it } from 'vitest';
import { formatOpeningHours, isOpenNow, openingStatus, parseOpeningHours } from './opening-hours';

const weekly = {
  monday: { open: '10:00', close: '20:00' },
  tuesday: { hours: '10-20 Uhr' },
  sunday: { open: 'closed', close: 'closed' },
};

describe('parseOpeningHours (spec 2.6)', () => {
  it('rule 1: null, an object, a JSON string or free text', () => {
    expect(parseOpeningHours(null)).toEqual({ kind: 'none' });
    expect(parseOpeningHours(undefined)).toEqual({ kind: 'none' });
    expect(parseOpeningHours('')).toEqual({ kind: 'none' });
    expect(parseOpeningHours(weekly)).toEqual({
      kind: 'weekly',
      days: {
        monday: { kind: 'range', open: '10:00', close: '20:00' },
        tuesday: { kind: 'text', text: '10-20 Uhr' },
        sunday: { kind: 'closed' },
      },
    });
    expect(parseOpeningHours(JSON.stringify(weekly))).toEqual(parseOpeningHours(weekly));
    // double-encoded JSON, as some legacy imports stored it
    expect(parseOpeningHours(JSON.stringify(JSON.stringify(weekly)))).toEqual(parseOpeningHours(weekly));
    expect(parseOpeningHours('  Mo-Sa 10-20 Uhr ')).toEqual({ kind: 'text', text: 'Mo-Sa 10-20 Uhr' });
  });

  it('rule 2: English weekday keys; German names and abbreviations are read too', () => {
    expect(parseOpeningHours({ Montag: '9-18', di: { open: '9', close: '18' }, SUN: 'zu' })).toEqual({
      kind: 'weekly',
      days: {
        monday: { kind: 'text', text: '9-18' },
        tuesday: { kind: 'range', open: '9', close: '18' },
        sunday: { kind: 'closed' },
      },
    });
    // the English key wins over an alias of its day
    expect(parseOpeningHours({ mo: '8-12', monday: '9-18' })).toEqual({
      kind: 'weekly',
      days: { monday: { kind: 'text', text: '9-18' } },
    });
  });

  it('rule 3: { hours } or { open, close }, either may be closed', () => {
    const days = (value: unknown) => (parseOpeningHours({ monday: value }) as { days: object }).days;
    expect(days({ hours: 'closed' })).toEqual({ monday: { kind: 'closed' } });
    expect(days({ hours: 'geschlossen' })).toEqual({ monday: { kind: 'closed' } });
    expect(days({ open: 'closed', close: '20:00' })).toEqual({ monday: { kind: 'closed' } });
    expect(days({ open: '10:00', close: 'Closed' })).toEqual({ monday: { kind: 'closed' } });
    expect(days({ closed: true })).toEqual({ monday: { kind: 'closed' } });
    expect(days({ von: '9:00', bis: '18:00' })).toEqual({ monday: { kind: 'range', open: '9:00', close: '18:00' } });
    // half a range, or nothing readable: the day is left out
    expect(parseOpeningHours({ monday: { open: '10:00' } })).toEqual({ kind: 'none' });
    expect(parseOpeningHours({ monday: 42 })).toEqual({ kind: 'none' });
  });

  it('rule 4: regularHours before legacy top-level weekday keys', () => {
    const branch = { regularHours: { monday: { open: '09:00', close: '18:00' } }, monday: { hours: 'stale' } };
    expect(parseOpeningHours(branch)).toEqual({
      kind: 'weekly',
      days: { monday: { kind: 'range', open: '09:00', close: '18:00' } },
    });
    expect(parseOpeningHours({ regularHours: JSON.stringify({ friday: '10-22' }) })).toEqual({
      kind: 'weekly',
      days: { friday: { kind: 'text', text: '10-22' } },
    });
    // an empty regularHours leaves the legacy keys in force; free text in it is shown when there are no days
    expect(parseOpeningHours({ regularHours: {}, monday: '9-18' })).toEqual({
      kind: 'weekly',
      days: { monday: { kind: 'text', text: '9-18' } },
    });
    expect(parseOpeningHours({ regularHours: 'Nach Vereinbarung' })).toEqual({
      kind: 'text',
      text: 'Nach Vereinbarung',
    });
  });

  it('rules 5 and 6: free text is kept, unparseable values are read defensively', () => {
    expect(parseOpeningHours('{"monday": ')).toEqual({ kind: 'none' });
    expect(parseOpeningHours('[1,2]')).toEqual({ kind: 'none' });
    expect(parseOpeningHours([{ monday: '9-18' }])).toEqual({ kind: 'none' });
    expect(parseOpeningHours(17)).toEqual({ kind: 'none' });
    expect(parseOpeningHours({ note: 'x' })).toEqual({ kind: 'none' });
    expect(parseOpeningHours({ monday: '{"open":"9"}' })).toEqual({ kind: 'none' });
  });
});

describe('formatOpeningHours', () => {
  it('writes German day names and "geschlossen"', () => {
    expect(formatOpeningHours(weekly, { locale: 'de' })).toEqual([
      'Montag: 10:00 – 20:00',
      'Dienstag: 10-20 Uhr',
      'Sonntag: geschlossen',
    ]);
  });

  it('writes English day names and "closed", Monday first', () => {
    expect(formatOpeningHours({ sunday: 'closed', monday: '9-18' }, { locale: 'en' })).toEqual([
      'Monday: 9-18',
      'Sunday: closed',
    ]);
  });

  it('groups consecutive days of the same hours when asked', () => {
    const week = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [d, { open: '10:00', close: '20:00' }]),
    );
    expect(formatOpeningHours({ ...week, saturday: '10-18', sunday: 'closed' }, { locale: 'de', group: true })).toEqual(
      ['Montag – Freitag: 10:00 – 20:00', 'Samstag: 10-18', 'Sonntag: geschlossen'],
    );
    // a gap ends a group
    expect(formatOpeningHours({ monday: '9-18', wednesday: '9-18' }, { locale: 'en', group: true })).toEqual([
      'Monday: 9-18',
      'Wednesday: 9-18',
    ]);
  });

  it('shows free text as one line and nothing for nothing', () => {
    expect(formatOpeningHours('Mo-Sa 10-20 Uhr', { locale: 'de' })).toEqual(['Mo-Sa 10-20 Uhr']);
    expect(formatOpeningHours(null, { locale: 'de' })).toEqual([]);
  });

  it('never shows raw JSON, whatever is stored', () => {
    const samples: unknown[] = [
      '{"monday": {"open": "10:00"',
      '{"monday": {"open": "10:00"}}',
      JSON.stringify({ regularHours: JSON.stringify({ monday: { hours: '{"x":1}' } }) }),
      { monday: { open: '{"a":1}', close: '20:00' } },
      { monday: { hours: ['9', '18'] } },
      [{ monday: '9-18' }],
      '"\\"{}\\""',
      { regularHours: '{"broken"' },
      '["9-18"]',
    ];
    for (const sample of samples) {
      for (const locale of ['de', 'en'] as const) {
        for (const line of formatOpeningHours(sample, { locale })) expect(line).not.toMatch(/[{}[\]"]/);
      }
    }
  });
});

describe('isOpenNow', () => {
  // Monday 2026-11-23; Europe/Berlin is UTC+1 in November
  const at = (utc: string) => ({ now: new Date(utc) });

  it('reads ranges in the time zone (default Europe/Berlin)', () => {
    const hours = { monday: { open: '10:00', close: '20:00' } };
    expect(isOpenNow(hours, at('2026-11-23T08:59:00Z'))).toBe(false); // 09:59 in Berlin
    expect(isOpenNow(hours, at('2026-11-23T09:00:00Z'))).toBe(true); // 10:00
    expect(isOpenNow(hours, at('2026-11-23T18:59:00Z'))).toBe(true); // 19:59
    expect(isOpenNow(hours, at('2026-11-23T19:00:00Z'))).toBe(false); // 20:00
    expect(isOpenNow(hours, { ...at('2026-11-23T09:30:00Z'), timeZone: 'UTC' })).toBe(false); // 09:30 UTC
    expect(isOpenNow(hours, { ...at('2026-11-23T10:30:00Z'), timeZone: 'America/New_York' })).toBe(false);
  });

  it('reads text spans, several per day, and closed days', () => {
    const hours = { monday: { hours: '9.30 - 13 Uhr, 14:00–18:00' }, tuesday: 'geschlossen' };
    expect(isOpenNow(hours, at('2026-11-23T09:00:00Z'))).toBe(true); // 10:00
    expect(isOpenNow(hours, at('2026-11-23T12:30:00Z'))).toBe(false); // 13:30
    expect(isOpenNow(hours, at('2026-11-23T13:30:00Z'))).toBe(true); // 14:30
    expect(isOpenNow(hours, at('2026-11-24T10:00:00Z'))).toBe(false); // Tuesday
  });

  it('counts a range past midnight on the next morning', () => {
    const hours = { friday: { open: '18:00', close: '02:00' }, saturday: 'closed' };
    expect(isOpenNow(hours, at('2026-11-27T22:00:00Z'))).toBe(true); // Fri 23:00
    expect(isOpenNow(hours, at('2026-11-28T00:30:00Z'))).toBe(true); // Sat 01:30
    expect(isOpenNow(hours, at('2026-11-28T01:30:00Z'))).toBe(false); // Sat 02:30
  });

  it('uses regularHours first and handles a 24:00 close', () => {
    const hours = { regularHours: { monday: '00:00-24:00' }, monday: 'closed' };
    expect(isOpenNow(hours, at('2026-11-23T22:59:00Z'))).toBe(true);
  });

  it('is null when it cannot be told', () => {
    const now = at('2026-11-23T10:00:00Z');
    expect(isOpenNow(null, now)).toBeNull();
    expect(isOpenNow('Mo-Fr 10-20', now)).toBeNull();
    expect(isOpenNow({ monday: 'nach Vereinbarung' }, now)).toBeNull();
    expect(isOpenNow({ monday: { open: 'morgens', close: 'abends' } }, now)).toBeNull();
  });

  it('counts a weekday missing from a filled week as closed (issue 22)', () => {
    expect(isOpenNow({ tuesday: '9-18' }, at('2026-11-23T10:00:00Z'))).toBe(false);
  });
});

describe('openingStatus: the rule of the shop reads (issue 22)', () => {
  const center = { monday: '10:00 - 20:00', tuesday: '10:00 - 20:00', sunday: 'geschlossen' };
  const monday = (utc: string) => ({ now: new Date(`2026-11-23T${utc}Z`), centerHours: center });

  it("follows the center's hours where the shop has none or gives a day without times", () => {
    expect(openingStatus(null, monday('10:00:00'))).toEqual({ state: 'open', nextChange: '2026-11-23T19:00:00.000Z' });
    expect(openingStatus('Mo-Sa wie das Center', monday('08:00:00'))).toEqual({
      state: 'closed',
      nextChange: '2026-11-23T09:00:00.000Z',
    });
    expect(openingStatus({ monday: 'nach Vereinbarung' }, monday('10:00:00')).state).toBe('open');
    expect(openingStatus(null, { ...monday('10:00:00'), centerHours: undefined })).toEqual({
      state: 'unknown',
      nextChange: null,
    });
  });

  it("keeps the shop's own week over the center's", () => {
    expect(openingStatus({ monday: '12-14 Uhr' }, monday('10:00:00'))).toEqual({
      state: 'closed',
      nextChange: '2026-11-23T11:00:00.000Z',
    });
  });

  it('is the code the server runs for a shop read', async () => {
    const { openingStatusAt } = await import('@center-platform/core/shared');
    const now = new Date('2026-11-23T10:00:00Z');
    for (const stored of [null, 'frei', { monday: '9.30 - 13 Uhr' }, { friday: { open: '18:00', close: '02:00' } }])
      expect(openingStatus(stored, { now, centerHours: center })).toEqual(openingStatusAt(stored, center, now));
  });
});

describe('isOpenNow defaults', () => {
  it('defaults to the current time', () => {
    expect(
      typeof isOpenNow({
        monday: '0-24',
        tuesday: '0-24',
        wednesday: '0-24',
        thursday: '0-24',
        friday: '0-24',
        saturday: '0-24',
        sunday: '0-24',
      }),
    ).toBe('boolean');
  });
});
