// Issue 22, point 5: the open-now rule a visitor expects, in the center's time zone.
import { describe, expect, it } from 'vitest';
import { openingStatusAt } from './opening-status';

const CENTER = {
  monday: { hours: '09:30 - 20:00' },
  tuesday: { hours: '09:30 - 20:00' },
  wednesday: { hours: '09:30 - 20:00' },
  thursday: { hours: '09:30 - 20:00' },
  friday: { hours: '09:30 - 21:00' },
  saturday: { hours: '09:30 - 20:00' },
  sunday: { open: 'closed', close: 'closed' },
};
// Berlin is UTC+1 in November: Wednesday 2026-11-25 14:00 local is 13:00Z
const at = (local: string) => new Date(`${local}:00+01:00`);

describe('openingStatusAt', () => {
  it("follows the shop's own week, with the next change", () => {
    const shop = {
      regularHours: { wednesday: { open: '10:00', close: '19:00' }, thursday: { open: '10:00', close: '19:00' } },
    };
    expect(openingStatusAt(shop, CENTER, at('2026-11-25T14:00'))).toEqual({
      state: 'open',
      nextChange: '2026-11-25T18:00:00.000Z',
    });
    expect(openingStatusAt(shop, CENTER, at('2026-11-25T08:15'))).toEqual({
      state: 'closed',
      nextChange: '2026-11-25T09:00:00.000Z',
    });
  });

  it('takes a weekday missing from an otherwise filled week as closed', () => {
    const shop = { monday: { hours: '10:00 - 18:00' }, tuesday: { hours: '10:00 - 18:00' } };
    // Wednesday: not in the week; the next opening is Monday
    expect(openingStatusAt(shop, CENTER, at('2026-11-25T14:00'))).toEqual({
      state: 'closed',
      nextChange: '2026-11-30T09:00:00.000Z',
    });
  });

  it("follows the center's hours where the shop has none, or only text", () => {
    for (const shop of [null, '', 'nach Vereinbarung', { regularHours: {} }]) {
      expect(openingStatusAt(shop, CENTER, at('2026-11-25T14:00')), JSON.stringify(shop)).toEqual({
        state: 'open',
        nextChange: '2026-11-25T19:00:00.000Z',
      });
      expect(openingStatusAt(shop, CENTER, at('2026-11-29T14:00')).state).toBe('closed');
    }
    // a day given as text without times follows the center that day
    const textDay = { wednesday: { hours: 'nach Absprache' }, thursday: { hours: '10:00 - 18:00' } };
    expect(openingStatusAt(textDay, CENTER, at('2026-11-25T20:30')).state).toBe('closed');
    expect(openingStatusAt(textDay, CENTER, at('2026-11-25T19:30')).state).toBe('open');
  });

  it('runs a range past midnight, and is unknown only when nothing readable says anything', () => {
    const bar = { friday: { open: '18:00', close: '02:00' }, saturday: { open: '18:00', close: '02:00' } };
    // Saturday 01:00: Friday's night
    expect(openingStatusAt(bar, null, at('2026-11-28T01:00'))).toEqual({
      state: 'open',
      nextChange: '2026-11-28T01:00:00.000Z',
    });
    expect(openingStatusAt(null, null, at('2026-11-25T14:00'))).toEqual({ state: 'unknown', nextChange: null });
    expect(openingStatusAt('nach Vereinbarung', null, at('2026-11-25T14:00')).state).toBe('unknown');
  });
});
