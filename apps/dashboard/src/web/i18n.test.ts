// the areas' German messages, as the signed-in frame has them
import './i18n/areas';
import { describe, expect, it } from 'vitest';
import { errorText } from './errors';
import { type CatalogueKey, loadCatalogue, type MessageKey, translate } from './i18n';
import { CATALOGUE } from './i18n/both-catalogues';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// translate('en', ...) needs the English catalogue, which the app loads on first use
await loadCatalogue('en');

describe('the message catalogue', () => {
  it('has the same keys and placeholders in German and English, and no empty message', () => {
    for (const key of Object.keys(CATALOGUE.de) as CatalogueKey[]) {
      expect(CATALOGUE.en[key], key).toBeTruthy();
      expect(CATALOGUE.de[key], key).toBeTruthy();
      expect(placeholders(CATALOGUE.en[key]), key).toEqual(placeholders(CATALOGUE.de[key]));
    }
  });

  it('chooses the plural form by count, with the rules of each language', () => {
    expect(translate('de', 'plan.upload.removed', { count: 1 })).toBe(
      '1 unsicheres Element oder Attribut wurde entfernt.',
    );
    expect(translate('de', 'plan.upload.removed', { count: 3 })).toBe(
      '3 unsichere Elemente oder Attribute wurden entfernt.',
    );
    expect(translate('en', 'plugin.sites.caption', { count: 1 })).toBe('1 plugin site');
    expect(translate('en', 'plugin.sites.caption', { count: 0 })).toBe('0 plugin sites');
    expect(translate('de', 'cw.caption', { first: 1, last: 1, total: 1, count: 1 })).toBe('1–1 von 1 Eintrag');
    // numbers through Intl, in the language's own grouping
    const page = { first: 51, last: 100, total: 5012, count: 5012 };
    expect(translate('de', 'cw.captionFiltered', page)).toBe('51–100 von 5.012 gefilterten Einträgen');
    expect(translate('en', 'cw.caption', page)).toBe('51–100 of 5,012 entries');
    // every message with plural forms has the forms its language needs (German and English: one and other)
    for (const lang of ['de', 'en'] as const) {
      const bases = Object.keys(CATALOGUE[lang])
        .filter((key) => key.endsWith('_other'))
        .map((key) => key.slice(0, -'_other'.length));
      expect(bases.length).toBeGreaterThan(5);
      for (const base of bases) expect(Object.hasOwn(CATALOGUE[lang], `${base}_one`), base).toBe(true);
    }
  });

  it('fills placeholders', () => {
    expect(translate('de', 'footer.version', { version: '0.1.0' })).toBe('Version 0.1.0');
    expect(translate('en', 'users.deleted', { name: 'Ada' })).toBe('Ada has been deleted.');
  });

  it('states each case of an unusable link in its own German sentence', () => {
    const sentences = ['TOKEN_INVALID', 'TOKEN_WRONG_TYPE', 'TOKEN_USED', 'TOKEN_EXPIRED'].map((code) =>
      translate('de', `link.${code}` as MessageKey),
    );
    expect(new Set(sentences).size).toBe(4);
    expect(sentences.join(' ')).toMatch(/ungültig.*anderen Zweck.*bereits verwendet.*abgelaufen/);
  });
});

describe('errorText', () => {
  const t = translate.bind(null, 'de');
  it('turns a known platform code into a sentence of the catalogue', () => {
    expect(errorText({ message: 'x', data: { code: 'UNAUTHORIZED', appCode: 'INVALID_CREDENTIALS' } }, t)).toBe(
      CATALOGUE.de['error.INVALID_CREDENTIALS'],
    );
    expect(errorText({ message: 'x', data: { code: 'BAD_REQUEST', appCode: 'TOKEN_EXPIRED' } }, t)).toBe(
      CATALOGUE.de['link.TOKEN_EXPIRED'],
    );
  });

  it('answers a refused input without a code in words, and otherwise shows the message, never an object', () => {
    expect(errorText({ message: '[{"code":"too_small"}]', data: { code: 'BAD_REQUEST' } }, t)).toBe(
      CATALOGUE.de['common.inputError'],
    );
    const issues = JSON.stringify([
      { code: 'custom', path: ['data', 'logo'], message: 'Use a relative path or an http(s) URL.' },
    ]);
    expect(errorText({ message: issues, data: { code: 'BAD_REQUEST' } }, t)).toBe(
      `${CATALOGUE.de['common.inputError']} logo: Use a relative path or an http(s) URL.`,
    );
    expect(errorText({ message: 'Something specific', data: { code: 'CONFLICT', appCode: 'NEW_CODE' } }, t)).toBe(
      'Something specific',
    );
    expect(errorText({ message: { nested: true } }, t)).toBe(CATALOGUE.de['common.unknownError']);
    expect(errorText(new TypeError('Failed to fetch'), t)).toBe(CATALOGUE.de['common.networkError']);
  });
});
