// the areas' German messages, as the signed-in frame has them
import '../i18n/areas';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, translate } from '../i18n';
import { CATALOGUE } from '../i18n/both-catalogues';
import { type ImportProblem, parseGraphImport } from './graph';
import { importProblemText } from './messages';

const PROBLEMS: ImportProblem[] = [
  { code: 'tooLarge' },
  { code: 'notJson' },
  { code: 'notObject' },
  { code: 'otherFloor', floorId: 'abc' },
  { code: 'noList', list: 'nodes' },
  { code: 'tooMany', list: 'edges', max: 50_000 },
  { code: 'badNode', index: 0, field: 'x' },
  { code: 'badEdge', index: 4, field: 'weight' },
];

// translate('en', ...) needs the English catalogue, which the app loads on first use
await loadCatalogue('en');

describe('importProblemText', () => {
  it('says every problem in both languages, with its details and positions counted from 1', () => {
    for (const lang of ['de', 'en'] as const) {
      const t = translate.bind(null, lang);
      const texts = PROBLEMS.map((problem) => importProblemText(problem, t));
      for (const text of texts) expect(text).not.toMatch(/\{\w+\}|^plan\./);
      expect(new Set(texts).size).toBe(PROBLEMS.length);
      expect(texts[3]).toContain('abc');
      expect(texts[6]).toContain('1');
      expect(texts[7]).toContain('5');
      expect(texts[7]).toContain('weight');
    }
  });

  it('shows a hostile floor id as plain text', () => {
    const result = parseGraphImport(
      JSON.stringify({ floorId: '<img src=x onerror=alert(1)>', nodes: [], edges: [] }),
      'f',
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(importProblemText(result.problem, translate.bind(null, 'en'))).toBe(
        'The file belongs to another floor (<img src=x onerror=alert(1)>).',
      );
    }
  });

  it('has the screen in the catalogue of both languages', () => {
    const keys = Object.keys(CATALOGUE.de).filter((key) => key.startsWith('plan.'));
    expect(keys.length).toBeGreaterThan(50);
    for (const key of keys) expect(Object.keys(CATALOGUE.en)).toContain(key);
  });
});
