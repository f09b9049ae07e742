import { describe, expect, it } from 'vitest';
import { formatCount, performanceBatch } from './news-performance';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('news performance batches', () => {
  it('cuts the listed ids into runs of 40 in list order, the same run for every row of it', () => {
    const listed = Array.from({ length: 95 }, (_, i) => id(i));
    const first = performanceBatch(listed, id(0));
    expect(first).toEqual(listed.slice(0, 40));
    expect(performanceBatch(listed, id(39))).toEqual(first);
    expect(performanceBatch(listed, id(40))).toEqual(listed.slice(40, 80));
    expect(performanceBatch(listed, id(94))).toEqual(listed.slice(80, 95));
    const runs = new Set(listed.map((listedId) => performanceBatch(listed, listedId)?.join()));
    expect(runs.size).toBe(3);
  });

  it('leaves out rows not stored yet, and gives them no batch', () => {
    const listed = ['__pending-1', id(1), id(2)];
    expect(performanceBatch(listed, '__pending-1')).toBeNull();
    expect(performanceBatch(listed, id(2))).toEqual([id(1), id(2)]);
    expect(performanceBatch(listed, id(3))).toBeNull();
  });

  it('formats counts in the reader language', () => {
    expect(formatCount('de', 12345.67)).toBe('12.345,7');
    expect(formatCount('en', 12345)).toBe('12,345');
  });
});
