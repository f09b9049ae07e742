import { describe, expect, it } from 'vitest';
import { historyValue } from './history-values';

const t = (key: string) => (key === 'history.value.yes' ? 'Ja' : 'Nein');

describe('a value in the history', () => {
  it('writes empty values as a dash, flags in words, and anything long shortened', () => {
    expect(historyValue(null, t as never)).toBe('–');
    expect(historyValue('', t as never)).toBe('–');
    expect(historyValue(true, t as never)).toBe('Ja');
    expect(historyValue(false, t as never)).toBe('Nein');
    expect(historyValue(12.5, t as never)).toBe('12.5');
    expect(historyValue({ monday: '9-20' }, t as never)).toBe('{"monday":"9-20"}');
    expect(historyValue('<p>Willkommen bei <strong>Lindner</strong>.</p>', t as never)).toBe(
      'Willkommen bei Lindner .',
    );
    const long = historyValue('x'.repeat(500), t as never);
    expect(long).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
  });
});
