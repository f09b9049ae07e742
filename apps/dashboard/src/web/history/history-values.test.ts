import { describe, expect, it } from 'vitest';
import { historyValue } from './history-values';

const t = (key: string) => (key === 'history.value.yes' ? 'Ja' : 'Nein');

describe('a value in the history', () => {
  it('writes empty values as a dash, flags in words, and anything long shortened', () => {
    expect(historyValue(null, t as never, 'de')).toBe('–');
    expect(historyValue('', t as never, 'de')).toBe('–');
    expect(historyValue(true, t as never, 'de')).toBe('Ja');
    expect(historyValue(false, t as never, 'de')).toBe('Nein');
    expect(historyValue(12.5, t as never, 'de')).toBe('12.5');
    // an empty list, and a list of items by their titles (else kinds)
    expect(historyValue([], t as never, 'de')).toBe('–');
    expect(
      historyValue(
        [
          { kind: 'html', title: 'Hallo' },
          { kind: 'shop', title: null },
        ],
        t as never,
        'de',
      ),
    ).toBe('Hallo, shop');
    // a stored time in the reader's language (Europe/Berlin), not as the database wrote it
    expect(historyValue('2026-11-28T01:38:04.661+00:00', t as never, 'de')).toBe('28.11.2026, 02:38');
    expect(historyValue({ monday: '9-20' }, t as never, 'de')).toBe('{"monday":"9-20"}');
    expect(historyValue('<p>Willkommen bei <strong>Lindner</strong>.</p>', t as never, 'de')).toBe(
      'Willkommen bei Lindner .',
    );
    const long = historyValue('x'.repeat(500), t as never, 'de');
    expect(long).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
  });
});
