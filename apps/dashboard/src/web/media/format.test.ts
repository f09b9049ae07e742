import { describe, expect, it } from 'vitest';
import { formatBytes, hasPreview, pageRange } from './format';

describe('media library helpers', () => {
  it('says file sizes in units of 1,024 in the reader language', () => {
    expect(formatBytes('de', 512)).toBe('512 B');
    expect(formatBytes('de', 12_800)).toBe('12,5 KB');
    expect(formatBytes('en', 3_355_443)).toBe('3.2 MB');
    expect(formatBytes('en', 0)).toBe('0 B');
  });

  it('names the range a page shows', () => {
    expect(pageRange(0, 24)).toEqual({ first: 1, last: 24 });
    expect(pageRange(48, 9)).toEqual({ first: 49, last: 57 });
    expect(pageRange(0, 0)).toBeNull();
  });

  it('previews images and SVG only', () => {
    expect(['image', 'svg', 'pdf', 'other'].map(hasPreview)).toEqual([true, true, false, false]);
  });
});
