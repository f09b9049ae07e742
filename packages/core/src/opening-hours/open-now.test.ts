import { describe, expect, it } from 'vitest';
import { isOpenAt, serializeOpeningHours } from './index';

// 2026-06-15 is a Monday; Berlin is UTC+2 in summer, UTC+1 in winter
const berlin = (isoLocal: string, offset = '+02:00') => new Date(`${isoLocal}${offset}`);
const WEEK = serializeOpeningHours(
  {
    montag: { von: '09:30', bis: '20:00' },
    dienstag: '09:30 - 20:00',
    mittwoch: '10:00 - 14:00, 15:00 - 19:00',
    freitag: { open: '18:00', close: '02:00' },
    samstag: '09:30 - 20:00',
    sonntag: 'geschlossen',
  },
  'center',
);

describe('isOpenAt', () => {
  it('tells open and closed within a day range, on the Berlin wall clock', () => {
    expect(isOpenAt(WEEK, berlin('2026-06-15T09:29'))).toBe(false);
    expect(isOpenAt(WEEK, berlin('2026-06-15T09:30'))).toBe(true);
    expect(isOpenAt(WEEK, berlin('2026-06-15T19:59'))).toBe(true);
    expect(isOpenAt(WEEK, berlin('2026-06-15T20:00'))).toBe(false);
    expect(isOpenAt(WEEK, berlin('2026-06-16T12:00'))).toBe(true);
    // winter time: 08:45 UTC is 09:45 in Berlin
    expect(isOpenAt(WEEK, new Date('2026-01-05T08:45:00Z'))).toBe(true);
    expect(isOpenAt(WEEK, new Date('2026-01-05T08:15:00Z'))).toBe(false);
  });

  it('reads several ranges, closed days and ranges past midnight', () => {
    expect(isOpenAt(WEEK, berlin('2026-06-17T14:30'))).toBe(false);
    expect(isOpenAt(WEEK, berlin('2026-06-17T15:30'))).toBe(true);
    expect(isOpenAt(WEEK, berlin('2026-06-21T12:00'))).toBe(false);
    expect(isOpenAt(WEEK, berlin('2026-06-19T23:00'))).toBe(true);
    expect(isOpenAt(WEEK, berlin('2026-06-20T01:30'))).toBe(true);
    expect(isOpenAt(WEEK, berlin('2026-06-20T02:30'))).toBe(false);
  });

  it('honours another time zone', () => {
    // 18:30 UTC: 20:30 in Berlin (closed), 19:30 in London (open)
    expect(isOpenAt(WEEK, new Date('2026-06-15T18:30:00Z'), 'Europe/London')).toBe(true);
    expect(isOpenAt(WEEK, new Date('2026-06-15T18:30:00Z'))).toBe(false);
  });

  it('answers null when it cannot tell, and never throws on hostile values', () => {
    // issue 22's rule (opening-status.ts): a weekday missing from an otherwise filled week is closed
    expect(isOpenAt(WEEK, berlin('2026-06-18T12:00'))).toBe(false); // Thursday not given
    expect(isOpenAt(null, new Date())).toBeNull();
    expect(isOpenAt('Nach Vereinbarung', new Date())).toBeNull();
    expect(isOpenAt({ monday: { hours: 'nach Absprache' } }, berlin('2026-06-15T12:00'))).toBeNull();
    for (const hostile of [42, [], '{"__proto__":{"x":1}}', { monday: { open: 'x', close: 'y' } }, '{{{'])
      expect(() => isOpenAt(hostile, new Date())).not.toThrow();
  });
});
