import { MAX_FORM_RECIPIENTS } from '@center-platform/core/shared';
import { describe, expect, it } from 'vitest';
import { parseRecipientLines, recipientProblems, recipientSetting, recipientTexts } from './form-recipients';

describe('the form recipients as text', () => {
  it('reads one address per line, trimmed, without blank lines and duplicates', () => {
    expect(parseRecipientLines('  a@center.de \r\n\n b@center.de\rA@Center.de\n   \nc@center.de  ')).toEqual([
      'a@center.de',
      'b@center.de',
      'c@center.de',
    ]);
    expect(parseRecipientLines('')).toEqual([]);
    expect(parseRecipientLines(' \n\t\n')).toEqual([]);
  });

  it('shows the stored map as one text per form, an unset form empty', () => {
    expect(recipientTexts({ kontakt: ['a@center.de', 'b@center.de'], promotionflaeche: ['p@center.de'] })).toEqual({
      kontakt: 'a@center.de\nb@center.de',
      vermietung: '',
      promotionflaeche: 'p@center.de',
    });
    expect(recipientTexts({})).toEqual({ kontakt: '', vermietung: '', promotionflaeche: '' });
  });

  it('builds the map to store, leaving out the forms without addresses', () => {
    expect(
      recipientSetting({ kontakt: ' a@center.de\n\na@center.de ', vermietung: '  \n', promotionflaeche: '' }),
    ).toEqual({ kontakt: ['a@center.de'] });
    expect(recipientSetting({ kontakt: '', vermietung: '', promotionflaeche: '' })).toEqual({});
  });

  it('round-trips a stored map', () => {
    const stored = { kontakt: ['a@center.de'], vermietung: ['v@center.de', 'w@center.de'] };
    expect(recipientSetting(recipientTexts(stored))).toEqual(stored);
  });

  it("names each form's problem by core's rule: too many addresses, or a line that is no address", () => {
    const many = Array.from({ length: MAX_FORM_RECIPIENTS + 1 }, (_, i) => `x${i}@center.de`);
    expect(
      recipientProblems({
        kontakt: many.slice(0, MAX_FORM_RECIPIENTS).join('\n'),
        vermietung: many.join('\n'),
        promotionflaeche: 'p@center.de\nkeine adresse',
      }),
    ).toEqual({ vermietung: 'settings.recipients.tooMany', promotionflaeche: 'settings.recipients.invalid' });
    expect(recipientProblems({ kontakt: ' A@Center.de ', vermietung: '', promotionflaeche: '' })).toEqual({});
  });
});
