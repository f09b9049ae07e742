import { describe, expect, it } from 'vitest';
import { formatBytes, hasPreview } from './format';

describe('media library helpers', () => {
  it('says file sizes in units of 1,024 in the reader language', () => {
    expect(formatBytes('de', 512)).toBe('512 B');
    expect(formatBytes('de', 12_800)).toBe('12,5 KB');
    expect(formatBytes('en', 3_355_443)).toBe('3.2 MB');
    expect(formatBytes('en', 0)).toBe('0 B');
  });

  it('previews images and SVG only', () => {
    expect(['image', 'svg', 'pdf', 'other'].map(hasPreview)).toEqual([true, true, false, false]);
  });
});
