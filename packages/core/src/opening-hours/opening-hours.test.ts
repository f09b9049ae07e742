import { describe, expect, it } from 'vitest';
import type { OpeningHoursTarget } from './index';
import { normalizeDay, readOpeningHours, serializeOpeningHours, toWeekday, WEEKDAYS } from './index';

const TARGETS: OpeningHoursTarget[] = ['shop', 'shopLocation', 'center', 'office'];
const CLOSED = { open: 'closed', close: 'closed' };

describe('toWeekday', () => {
  it('maps English names and abbreviations', () => {
    expect(WEEKDAYS.map((day) => toWeekday(day))).toEqual([...WEEKDAYS]);
    expect(['mo', 'Mon', 'tu', 'tue', 'TUES', 'we', 'wed', 'th', 'thu', 'thur', 'thurs'].map(toWeekday)).toEqual([
      'monday',
      'monday',
      'tuesday',
      'tuesday',
      'tuesday',
      'wednesday',
      'wednesday',
      'thursday',
      'thursday',
      'thursday',
      'thursday',
    ]);
    expect(['fr', 'fri', 'sa', 'sat', 'su', 'sun'].map(toWeekday)).toEqual([
      'friday',
      'friday',
      'saturday',
      'saturday',
      'sunday',
      'sunday',
    ]);
  });

  it('maps German names and abbreviations', () => {
    const german = ['Montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'];
    expect(german.map(toWeekday)).toEqual([...WEEKDAYS]);
    expect(toWeekday('Sonnabend')).toBe('saturday');
    expect(['di', 'mi', 'do', 'so', 'sa'].map(toWeekday)).toEqual([
      'tuesday',
      'wednesday',
      'thursday',
      'sunday',
      'saturday',
    ]);
  });

  it('trims, ignores case, and rejects anything else', () => {
    expect(toWeekday('  MONDAY ')).toBe('monday');
    for (const key of ['', 'note', 'mond', 'regularHours', 'constructor', '__proto__', 'toString']) {
      expect(toWeekday(key)).toBeNull();
    }
  });
});

describe('2.6 rule 1: null, an object, or a string containing JSON or free text', () => {
  it('null, undefined and blank strings serialize to null', () => {
    for (const target of TARGETS) {
      expect(serializeOpeningHours(null, target)).toBeNull();
      expect(serializeOpeningHours(undefined, target)).toBeNull();
      expect(serializeOpeningHours('', target)).toBeNull();
      expect(serializeOpeningHours('   ', target)).toBeNull();
    }
  });

  it('an object is serialized as an object', () => {
    expect(serializeOpeningHours({ monday: '10-20' }, 'shop')).toEqual({ monday: { hours: '10-20' } });
  });

  it('a JSON string of an object is parsed', () => {
    expect(serializeOpeningHours('{"monday":{"open":"10:00","close":"20:00"}}', 'shop')).toEqual({
      monday: { open: '10:00', close: '20:00' },
    });
  });

  it('a double-encoded JSON string is unwrapped', () => {
    const twice = JSON.stringify(JSON.stringify({ tuesday: '9-18' }));
    expect(serializeOpeningHours(twice, 'shop')).toEqual({ tuesday: { hours: '9-18' } });
    expect(serializeOpeningHours(JSON.stringify('Mo-Fr 9-18'), 'shop')).toBe('Mo-Fr 9-18');
  });

  it('free text is kept exactly, trimmed', () => {
    expect(serializeOpeningHours('  Mo-Sa 10-20 Uhr  ', 'shop')).toBe('Mo-Sa 10-20 Uhr');
    expect(serializeOpeningHours('Mo-Sa 10-20 Uhr', 'shopLocation')).toBe('Mo-Sa 10-20 Uhr');
  });

  it('JSON that is no object is kept as text; numbers and booleans become text', () => {
    expect(serializeOpeningHours('42', 'shop')).toBe('42');
    expect(serializeOpeningHours('[]', 'shop')).toBe('[]');
    expect(serializeOpeningHours(42, 'shop')).toBe('42');
    expect(serializeOpeningHours(true, 'shop')).toBe('true');
  });

  it('an object without anything usable serializes to null', () => {
    expect(serializeOpeningHours({}, 'shop')).toBeNull();
    expect(serializeOpeningHours('{}', 'shopLocation')).toBeNull();
    expect(serializeOpeningHours({ monday: null, tuesday: '  ', regularHours: {} }, 'shopLocation')).toBeNull();
  });

  it('the reader handles each form', () => {
    expect(readOpeningHours(null)).toEqual({ kind: 'none' });
    expect(readOpeningHours('  ')).toEqual({ kind: 'none' });
    expect(readOpeningHours(' Mo-Sa 10-20 Uhr ')).toEqual({ kind: 'text', text: 'Mo-Sa 10-20 Uhr' });
    expect(readOpeningHours('{"monday":"10-20"}')).toEqual({
      kind: 'weekly',
      days: { monday: { hours: '10-20' } },
      unparsed: {},
      extra: {},
    });
    expect(readOpeningHours({ friday: { open: '9', close: '17' } })).toMatchObject({
      kind: 'weekly',
      days: { friday: { open: '9', close: '17' } },
    });
  });
});

describe('2.6 rule 2: keys are English weekday names monday to sunday', () => {
  it('German keys become English keys', () => {
    expect(serializeOpeningHours({ Sonntag: 'zu', montag: '9-18' }, 'shop')).toEqual({
      monday: { hours: '9-18' },
      sunday: CLOSED,
    });
  });

  it('abbreviations and capitalized English keys become lower-case English keys', () => {
    expect(serializeOpeningHours({ di: '9-18', Mo: '8-12', Friday: '10-14' }, 'shop')).toEqual({
      monday: { hours: '8-12' },
      tuesday: { hours: '9-18' },
      friday: { hours: '10-14' },
    });
  });

  it('days come out in monday..sunday order', () => {
    const result = serializeOpeningHours({ so: 'zu', sa: '9-14', mi: '9-18', mo: '9-18' }, 'shop');
    expect(Object.keys(result ?? {})).toEqual(['monday', 'wednesday', 'saturday', 'sunday']);
    const located = serializeOpeningHours({ sunday: 'zu', monday: '9-18' }, 'shopLocation');
    expect(Object.keys((located as { regularHours: object }).regularHours)).toEqual(['monday', 'sunday']);
  });

  it('the English key wins over an alias for the same day, in any key order', () => {
    expect(serializeOpeningHours({ montag: '1-2', monday: '9-18', mo: '3-4' }, 'shop')).toEqual({
      monday: { hours: '9-18' },
    });
    expect(serializeOpeningHours({ monday: '9-18', Montag: '1-2' }, 'shop')).toEqual({ monday: { hours: '9-18' } });
  });

  it('the reader maps aliases too', () => {
    expect(readOpeningHours({ Dienstag: '9-18', So: 'geschlossen' })).toEqual({
      kind: 'weekly',
      days: { tuesday: { hours: '9-18' }, sunday: CLOSED },
      unparsed: {},
      extra: {},
    });
  });
});

describe('2.6 rule 3: a day is { hours } or { open, close }, both may be closed', () => {
  it('keeps { hours } and { open, close }, trimmed', () => {
    expect(normalizeDay({ hours: ' 10-20 Uhr ' })).toEqual({ hours: '10-20 Uhr' });
    expect(normalizeDay({ open: ' 10:00', close: '20:00 ' })).toEqual({ open: '10:00', close: '20:00' });
    expect(normalizeDay('Mo-Fr 9-18')).toEqual({ hours: 'Mo-Fr 9-18' });
  });

  it('normalizes closed, geschlossen and Geschlossen to closed', () => {
    expect(normalizeDay({ open: 'Geschlossen', close: 'geschlossen' })).toEqual(CLOSED);
    expect(normalizeDay({ open: 'CLOSED', close: 'Closed' })).toEqual(CLOSED);
    expect(normalizeDay({ open: 'closed', close: '18:00' })).toEqual({ open: 'closed', close: '18:00' });
    expect(normalizeDay({ hours: 'Geschlossen' })).toEqual(CLOSED);
  });

  it('closed words as a day string become the closed form', () => {
    for (const word of ['geschlossen', 'Geschlossen', 'closed', 'zu', ' ZU '])
      expect(normalizeDay(word)).toEqual(CLOSED);
  });

  it('legacy { von, bis } becomes { open, close }', () => {
    expect(normalizeDay({ von: '09:00', bis: '18:00' })).toEqual({ open: '09:00', close: '18:00' });
    expect(normalizeDay({ von: 'geschlossen', bis: 'geschlossen' })).toEqual(CLOSED);
  });

  it('{ closed: true } and { open: closed } alone become the closed form', () => {
    expect(normalizeDay({ closed: true })).toEqual(CLOSED);
    expect(normalizeDay({ closed: true, open: '9', close: '18' })).toEqual(CLOSED);
    expect(normalizeDay({ open: 'closed' })).toEqual(CLOSED);
  });

  it('drops empty days: null, undefined, blank strings, blank ranges', () => {
    for (const value of [null, undefined, '', '   ', { hours: ' ' }, { open: '', close: '' }]) {
      expect(normalizeDay(value)).toBeUndefined();
    }
    expect(serializeOpeningHours({ monday: '9-18', tuesday: null, wednesday: '' }, 'shop')).toEqual({
      monday: { hours: '9-18' },
    });
  });

  it('serialize applies the day rules to every day', () => {
    expect(
      serializeOpeningHours(
        { montag: { von: '9', bis: '18' }, dienstag: 'geschlossen', mittwoch: { closed: true } },
        'center',
      ),
    ).toEqual({ monday: { open: '9', close: '18' }, tuesday: CLOSED, wednesday: CLOSED });
  });
});

describe('2.6 rule 4: branches use regularHours; writes remove stray weekday keys; readers prefer regularHours', () => {
  it('shopLocation: top-level days move under regularHours, no stray weekday keys remain', () => {
    expect(
      serializeOpeningHours({ monday: '9-18', Sonntag: 'zu', note: 'Feiertage geschlossen' }, 'shopLocation'),
    ).toEqual({ note: 'Feiertage geschlossen', regularHours: { monday: { hours: '9-18' }, sunday: CLOSED } });
  });

  it('shopLocation: regularHours wins over stray top-level keys, which are removed', () => {
    const result = serializeOpeningHours(
      { regularHours: { monday: '10-20' }, monday: '1-2', tuesday: '3-4' },
      'shopLocation',
    );
    expect(result).toEqual({ regularHours: { monday: { hours: '10-20' } } });
  });

  it('shopLocation: regularHours as a JSON string is parsed', () => {
    expect(serializeOpeningHours({ regularHours: '{"Mo":"9-18"}' }, 'shopLocation')).toEqual({
      regularHours: { monday: { hours: '9-18' } },
    });
  });

  it('shopLocation: an empty regularHours falls back to the top-level days', () => {
    expect(serializeOpeningHours({ regularHours: {}, friday: '9-18' }, 'shopLocation')).toEqual({
      regularHours: { friday: { hours: '9-18' } },
    });
  });

  it('shop, center, office: regularHours is flattened to top-level days', () => {
    for (const target of ['shop', 'center', 'office'] as const) {
      expect(serializeOpeningHours({ regularHours: { mo: '9-18' }, tuesday: 'stray', note: 'x' }, target)).toEqual({
        note: 'x',
        monday: { hours: '9-18' },
      });
    }
  });

  it('other keys are preserved verbatim', () => {
    const specialHours = [{ date: '2024-12-24', hours: '9-14' }];
    expect(serializeOpeningHours({ monday: '9-18', note: 'n', specialHours, holidays: false }, 'shop')).toEqual({
      note: 'n',
      specialHours,
      holidays: false,
      monday: { hours: '9-18' },
    });
  });

  it('a free-text regularHours is kept', () => {
    expect(serializeOpeningHours({ regularHours: ' Mo-Fr 9-18 ' }, 'shopLocation')).toEqual({
      regularHours: 'Mo-Fr 9-18',
    });
    expect(serializeOpeningHours({ regularHours: 'Mo-Fr 9-18', monday: '9-18' }, 'shop')).toEqual({
      monday: { hours: '9-18' },
      regularHours: 'Mo-Fr 9-18',
    });
  });

  it('the reader prefers regularHours over top-level keys', () => {
    expect(readOpeningHours({ regularHours: { monday: '10-20' }, monday: '1-2', tuesday: '3-4' })).toEqual({
      kind: 'weekly',
      days: { monday: { hours: '10-20' } },
      unparsed: {},
      extra: {},
    });
  });

  it('the reader falls back to top-level keys when regularHours is empty or has no parseable day', () => {
    expect(readOpeningHours({ regularHours: {}, Mo: '9-18' })).toMatchObject({ days: { monday: { hours: '9-18' } } });
    expect(readOpeningHours({ regularHours: { monday: 42 }, tuesday: '9-18' })).toMatchObject({
      days: { tuesday: { hours: '9-18' } },
      unparsed: {},
    });
  });

  it('writer and reader agree on which schedule wins', () => {
    const input = { regularHours: { monday: 42 }, tuesday: '9-18' };
    const written = serializeOpeningHours(input, 'shopLocation');
    expect(written).toEqual({ regularHours: { tuesday: { hours: '9-18' } } });
    expect(readOpeningHours(written)).toEqual(readOpeningHours(input));
  });
});

describe('2.6 rule 5: free text and unparseable values are kept', () => {
  it('unparseable day values are kept by serialize', () => {
    expect(serializeOpeningHours({ monday: 42, tuesday: ['x'], wednesday: '9-18' }, 'shop')).toEqual({
      monday: 42,
      tuesday: ['x'],
      wednesday: { hours: '9-18' },
    });
    expect(serializeOpeningHours({ monday: { open: 9, close: 18 } }, 'shopLocation')).toEqual({
      regularHours: { monday: { open: 9, close: 18 } },
    });
  });

  it('unparseable day values are reported in unparsed by read', () => {
    expect(readOpeningHours({ monday: 42, tuesday: ['x'], wednesday: '9-18' })).toEqual({
      kind: 'weekly',
      days: { wednesday: { hours: '9-18' } },
      unparsed: { monday: 42, tuesday: ['x'] },
      extra: {},
    });
  });

  it('half a range and unknown day objects are unparseable, kept unchanged', () => {
    for (const value of [{ open: '9' }, { foo: 1 }, { closed: false }, 42, ['x'], true]) {
      expect(normalizeDay(value)).toBe(value);
    }
  });

  it('free text is kept by serialize and read', () => {
    expect(serializeOpeningHours('nach Vereinbarung', 'office')).toBe('nach Vereinbarung');
    expect(readOpeningHours('nach Vereinbarung')).toEqual({ kind: 'text', text: 'nach Vereinbarung' });
    expect(readOpeningHours({ regularHours: 'Mo-Fr 9-18' })).toEqual({ kind: 'text', text: 'Mo-Fr 9-18' });
  });

  it('arrays are kept by serialize and read as none', () => {
    const list = [1, [2]];
    expect(serializeOpeningHours(list, 'shop')).toBe(list);
    expect(readOpeningHours(list)).toEqual({ kind: 'none' });
    expect(readOpeningHours(42)).toEqual({ kind: 'none' });
  });

  it('never throws on odd inputs', () => {
    const circular: Record<string, unknown> = { monday: '9-18' };
    circular.self = circular;
    const odd: unknown[] = [
      '{',
      '{broken',
      'null',
      '[]',
      '"\\"x\\""',
      '""',
      '"{\\"monday\\":',
      [[[]]],
      [{ monday: '9-18' }],
      { monday: [[['deep']]] },
      { a: { b: { c: { d: { e: {} } } } } },
      { regularHours: [1, 2] },
      { regularHours: 42 },
      { regularHours: '{' },
      { regularHours: { regularHours: { monday: '9' } } },
      JSON.parse('{"__proto__":{"monday":"x"},"monday":"9-18"}'),
      Object.create(null),
      new Date(0),
      new Map([['monday', '9']]),
      Number.NaN,
      0,
      false,
      10n,
      () => 'x',
      circular,
    ];
    for (const input of odd) {
      for (const target of TARGETS) expect(() => serializeOpeningHours(input, target)).not.toThrow();
      expect(() => readOpeningHours(input)).not.toThrow();
    }
    expect(serializeOpeningHours('"\\"x\\""', 'shop')).toBe('x');
    expect(serializeOpeningHours('{', 'shop')).toBe('{');
    expect(serializeOpeningHours('null', 'shop')).toBe('null');
  });

  it('a __proto__ key stays plain data', () => {
    const input = JSON.parse('{"__proto__":{"monday":"x"},"tuesday":"9-18"}') as Record<string, unknown>;
    const result = serializeOpeningHours(input, 'shop') as Record<string, unknown>;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.hasOwn(result, '__proto__')).toBe(true);
    expect(result.tuesday).toEqual({ hours: '9-18' });
  });
});

describe('2.6 rule 6: frontends parse defensively and never show raw JSON', () => {
  it('a JSON string never comes back as text holding a JSON object', () => {
    const stored = [
      '{"monday":"9-18"}',
      JSON.stringify(JSON.stringify({ regularHours: { mo: '9-18' } })),
      '{}',
      '{"note":"x"}',
      '{"regularHours":"{\\"sunday\\":\\"zu\\"}"}',
    ];
    for (const value of stored) {
      const view = readOpeningHours(value);
      if (view.kind === 'text') expect(view.text.startsWith('{')).toBe(false);
    }
    expect(readOpeningHours(stored[1])).toMatchObject({ kind: 'weekly', days: { monday: { hours: '9-18' } } });
    expect(readOpeningHours(stored[2])).toEqual({ kind: 'none' });
    expect(readOpeningHours(stored[4])).toMatchObject({ kind: 'weekly', days: { sunday: CLOSED } });
  });

  it('free text yields the text', () => {
    expect(readOpeningHours('Mo-Sa 10-20 Uhr')).toEqual({ kind: 'text', text: 'Mo-Sa 10-20 Uhr' });
    expect(readOpeningHours('{broken')).toEqual({ kind: 'text', text: '{broken' });
  });

  it('other keys reach extra, a free-text regularHours next to days included', () => {
    expect(readOpeningHours({ note: 'n', monday: '9-18', regularHours: 'Mo 9-18' })).toEqual({
      kind: 'weekly',
      days: { monday: { hours: '9-18' } },
      unparsed: {},
      extra: { note: 'n', regularHours: 'Mo 9-18' },
    });
  });
});

describe('idempotence: serialize(serialize(x)) equals serialize(x)', () => {
  const inputs: unknown[] = [
    null,
    '',
    'Mo-Sa 10-20 Uhr',
    '"\\"x\\""',
    '42',
    '[]',
    [1, 2],
    { monday: '9-18', Sonntag: 'geschlossen', note: 'n' },
    { regularHours: { mo: { von: '9', bis: '18' } }, monday: 'stray', specialHours: [{ date: '2024-12-24' }] },
    { regularHours: '{"di":"9-18"}' },
    { regularHours: 'Mo-Fr 9-18', monday: '9-18' },
    { regularHours: { monday: 42 }, tuesday: '9-18' },
    { regularHours: { monday: 42 } },
    { monday: ['x'], tuesday: { open: 'closed' }, wednesday: { closed: true }, thursday: { hours: 'zu' } },
    { regularHours: { monday: '9', timezone: 'Europe/Berlin' }, timezone: 'UTC' },
    JSON.stringify({ montag: '9-18', mo: '1-2' }),
  ];
  for (const target of TARGETS) {
    it(`holds for target ${target}`, () => {
      for (const input of inputs) {
        const once = serializeOpeningHours(input, target);
        expect(serializeOpeningHours(once, target)).toEqual(once);
      }
    });
  }
});
