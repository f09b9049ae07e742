import { describe, expect, it } from 'vitest';
import { addMonths, currentMonth, defaultRange, monthsOf, rangeFromParams, rangeProblem } from './range';

describe('the month range of the reporting views', () => {
  const now = new Date(2025, 2, 15); // March 2025, local time

  it('defaults to the last 12 months, this month included, across a year boundary', () => {
    expect(currentMonth(now)).toBe('2025-03');
    expect(defaultRange(now)).toEqual({ from: '2024-04', to: '2025-03' });
    expect(monthsOf(defaultRange(now))).toHaveLength(12);
    expect(defaultRange(new Date(2025, 11, 31))).toEqual({ from: '2025-01', to: '2025-12' });
  });

  it('counts months forwards and backwards', () => {
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2024-12', 1)).toBe('2025-01');
    expect(addMonths('2025-03', -27)).toBe('2022-12');
    expect(monthsOf({ from: '2024-11', to: '2025-02' })).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(monthsOf({ from: '2025-02', to: '2025-01' })).toEqual([]);
    expect(monthsOf({ from: '2025-13', to: '2025-01' })).toEqual([]);
  });

  it('names what the API would refuse: a malformed month, a reversed or a too long range', () => {
    expect(rangeProblem({ from: '2024-01', to: '2024-12' })).toBeUndefined();
    expect(rangeProblem({ from: '2024-1', to: '2024-12' })).toBe('invalidMonth');
    expect(rangeProblem({ from: '2024-00', to: '2024-12' })).toBe('invalidMonth');
    expect(rangeProblem({ from: '2025-01', to: '2024-12' })).toBe('fromAfterTo');
    expect(rangeProblem({ from: '2020-01', to: '2024-12' })).toBeUndefined(); // 60 months
    expect(rangeProblem({ from: '2019-12', to: '2024-12' })).toBe('tooLong');
  });

  it('takes the range of the address when it is usable, else the default', () => {
    expect(rangeFromParams(new URLSearchParams('from=2023-01&to=2023-06'), now)).toEqual({
      from: '2023-01',
      to: '2023-06',
    });
    expect(rangeFromParams(new URLSearchParams('from=2023-06&to=2023-01'), now)).toEqual(defaultRange(now));
    expect(rangeFromParams(new URLSearchParams('centerId=x'), now)).toEqual(defaultRange(now));
  });
});
