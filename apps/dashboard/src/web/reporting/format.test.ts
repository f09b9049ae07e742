// the areas' German messages, as the signed-in frame has them
import '../i18n/areas';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { channelLabel, formatMetric, formatMonth, formatTick, metricLabel } from './format';

describe('the reporting formats', () => {
  it('writes months in the reader’s language', () => {
    expect(formatMonth('de', '2025-03')).toBe('März 2025');
    expect(formatMonth('en', '2025-03')).toBe('March 2025');
    expect(formatMonth('en', '2025-03', 'short')).toBe('Mar 25');
    expect(formatMonth('de', 'garbage')).toBe('garbage');
  });

  it('formats counts, amounts, shares and ranks', () => {
    expect(formatMetric('de', 'sessions', 12345)).toBe('12.345');
    expect(formatMetric('en', 'spend', 450.5)).toBe('450.50');
    expect(formatMetric('de', 'bounceRate', 0.412)).toMatch(/^41,2\s%$/); // a no-break space before %
    expect(formatMetric('en', 'position', 3.25)).toBe('3.3');
    expect(formatMetric('en', 'note', 'text')).toBe('text');
    expect(formatMetric('en', 'sessions', undefined)).toBe('–');
    expect(formatTick('en', 'sessions', 12_300)).toMatch(/^12\.3k$/i);
  });

  it('names metrics and channels from the catalogue, else by key or the API label', () => {
    const t = translate.bind(null, 'de');
    expect(metricLabel(t, 'sessions')).toBe('Sitzungen');
    expect(metricLabel(t, 'somethingNew')).toBe('somethingNew');
    expect(channelLabel(t, 'aiAssistant', 'AI assistant')).toBe('KI-Assistent');
    expect(channelLabel(t, 'tiktok', 'TikTok')).toBe('TikTok');
  });
});
