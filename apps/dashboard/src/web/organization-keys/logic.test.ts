// the areas' German messages, as the signed-in frame has them
import '../i18n/areas';
import { describe, expect, it } from 'vitest';
import { isMessageKey, loadCatalogue, translate } from '../i18n';
import { CATALOGUE } from '../i18n/both-catalogues';
import {
  AGENCY_API_BASE,
  agencyApiUrl,
  bearerHeader,
  EMPTY_KEY_DRAFT,
  expiryInstant,
  KEY_STATUS_LABELS,
  keyDraftProblems,
  keyInput,
  keyPrefixLabel,
  keyResolver,
  keyStatus,
  keyStatusBadgeClass,
  scopesLabel,
} from './logic';

const t = translate.bind(null, 'en');
const now = new Date('2026-11-22T10:00:00Z');

// translate('en', ...) needs the English catalogue, which the app loads on first use
await loadCatalogue('en');

describe('keyStatus', () => {
  it('is active without an end or before it, expired from its end on, and revoked whatever the end', () => {
    expect(keyStatus({ revokedAt: null, expiresAt: null }, now)).toBe('active');
    expect(keyStatus({ revokedAt: null, expiresAt: '2026-11-22T10:00:01Z' }, now)).toBe('active');
    expect(keyStatus({ revokedAt: null, expiresAt: '2026-11-22T10:00:00Z' }, now)).toBe('expired');
    expect(keyStatus({ revokedAt: null, expiresAt: new Date('2026-01-01T00:00:00Z') }, now)).toBe('expired');
    expect(keyStatus({ revokedAt: '2026-11-01T00:00:00Z', expiresAt: null }, now)).toBe('revoked');
    expect(keyStatus({ revokedAt: '2026-11-01T00:00:00Z', expiresAt: '2026-01-01T00:00:00Z' }, now)).toBe('revoked');
  });

  it('labels and badges every status', () => {
    for (const status of ['active', 'revoked', 'expired'] as const) {
      expect(isMessageKey(KEY_STATUS_LABELS[status]), status).toBe(true);
    }
    expect(keyStatusBadgeClass('active')).toBe('badge badge-ok');
    expect(keyStatusBadgeClass('revoked')).toBe('badge badge-warn');
    expect(keyStatusBadgeClass('expired')).toBe('badge badge-off');
  });
});

describe('how a key reads', () => {
  it('shows the stored prefix as cut off', () => {
    expect(keyPrefixLabel('cpo_abc123')).toBe('cpo_abc123…');
  });

  it('names the scopes in words and an unknown stored scope as it is', () => {
    expect(scopesLabel(['read', 'write'], t)).toBe('read, write');
    expect(scopesLabel(['read'], translate.bind(null, 'de'))).toBe(CATALOGUE.de['orgKeys.scope.read']);
    expect(scopesLabel(['centers:read'], t)).toBe('centers:read');
    expect(scopesLabel([], t)).toBe('—');
  });

  it('tells the agency where to send the key and how', () => {
    expect(agencyApiUrl('https://platform.example/')).toBe(`https://platform.example${AGENCY_API_BASE}`);
    expect(bearerHeader('<key>')).toBe('Authorization: Bearer <key>');
  });
});

describe('the key form', () => {
  it('starts with both scopes, no name and no end', () => {
    expect(EMPTY_KEY_DRAFT).toEqual({ name: '', scopes: { read: true, write: true }, expiresOn: '' });
    expect(keyDraftProblems(EMPTY_KEY_DRAFT, now)).toEqual({ name: 'orgKeys.form.nameMissing' });
  });

  it('asks for a name of at most 100 characters and at least one scope', () => {
    expect(keyDraftProblems({ name: '  ', scopes: { read: false, write: false }, expiresOn: '' }, now)).toEqual({
      name: 'orgKeys.form.nameMissing',
      scopes: 'orgKeys.form.scopesMissing',
    });
    expect(keyDraftProblems({ ...EMPTY_KEY_DRAFT, name: 'x'.repeat(101) }, now)).toEqual({
      name: 'orgKeys.form.nameTooLong',
    });
    expect(keyDraftProblems({ name: 'Agency', scopes: { read: false, write: true }, expiresOn: '' }, now)).toEqual({});
  });

  it('takes a last day of validity that is a real date, today or later', () => {
    const today = new Date(2026, 10, 22, 15, 0);
    const draft = { ...EMPTY_KEY_DRAFT, name: 'Agency' };
    expect(keyDraftProblems({ ...draft, expiresOn: '2026-11-22' }, today)).toEqual({});
    expect(keyDraftProblems({ ...draft, expiresOn: '2026-11-21' }, today)).toEqual({
      expiresOn: 'orgKeys.form.expiryPast',
    });
    expect(keyDraftProblems({ ...draft, expiresOn: '2026-02-30' }, today)).toEqual({
      expiresOn: 'orgKeys.form.expiryInvalid',
    });
    expect(keyDraftProblems({ ...draft, expiresOn: '22.11.2026' }, today)).toEqual({
      expiresOn: 'orgKeys.form.expiryInvalid',
    });
  });

  it('ends the validity with the last day (the start of the next day, local time)', () => {
    expect(expiryInstant('2027-01-31')?.getTime()).toBe(new Date(2027, 1, 1).getTime());
    expect(expiryInstant('2027-12-31')?.getTime()).toBe(new Date(2028, 0, 1).getTime());
    expect(expiryInstant('')).toBeUndefined();
  });

  it('creates with the trimmed name, the chosen scopes in their order and the end if one is set', () => {
    expect(keyInput({ name: ' Agency site ', scopes: { read: true, write: true }, expiresOn: '' })).toEqual({
      name: 'Agency site',
      scopes: ['read', 'write'],
    });
    expect(keyInput({ name: 'Reader', scopes: { read: true, write: false }, expiresOn: '2027-01-31' })).toEqual({
      name: 'Reader',
      scopes: ['read'],
      expiresAt: new Date(2027, 1, 1).toISOString(),
    });
  });

  it("checks the name and scopes with core's schema of a key, as the react-hook-form resolver", async () => {
    // a character the platform never stores (core's CLEAN_TEXT), as the server would refuse it
    expect(keyDraftProblems({ ...EMPTY_KEY_DRAFT, name: 'Agentur\u0000' }, now)).toEqual({ name: 'common.inputError' });
    const options = { fields: {}, shouldUseNativeValidation: false };
    const refused = await keyResolver(
      { ...EMPTY_KEY_DRAFT, scopes: { read: false, write: false } },
      undefined,
      options,
    );
    expect([refused.errors.name?.type, refused.errors.scopes?.type]).toEqual([
      'orgKeys.form.nameMissing',
      'orgKeys.form.scopesMissing',
    ]);
    expect(await keyResolver({ ...EMPTY_KEY_DRAFT, name: ' Agentur ' }, undefined, options)).toEqual({
      values: { name: 'Agentur', scopes: ['read', 'write'] },
      errors: {},
    });
  });
});
