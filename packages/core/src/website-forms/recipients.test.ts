// Spec 6.3: the recipients of a form come from the center's contact-form recipient setting.
import { describe, expect, it } from 'vitest';
import { recipientsOf } from './recipients';

const settings = {
  formRecipients: { kontakt: ['info@center.example'], vermietung: ['leasing@center.example', 'chef@center.example'] },
  centerEmail: 'office@center.example',
};

describe('recipientsOf', () => {
  it('takes the form key own entry', () => {
    expect(recipientsOf('vermietung', settings)).toEqual({
      to: ['leasing@center.example', 'chef@center.example'],
      source: 'form',
      invalid: [],
    });
    expect(recipientsOf('kontakt', settings).to).toEqual(['info@center.example']);
  });

  it('falls back to the kontakt entry, then the center e-mail', () => {
    expect(recipientsOf('promotionflaeche', settings)).toMatchObject({
      to: ['info@center.example'],
      source: 'kontakt',
    });
    expect(recipientsOf('promotionflaeche', { ...settings, formRecipients: { promotionflaeche: [] } })).toMatchObject({
      to: ['office@center.example'],
      source: 'center-email',
    });
  });

  it('answers none when nothing is configured, and survives malformed settings', () => {
    for (const formRecipients of [null, {}, 'x', [], { kontakt: 'not-an-address' }, { kontakt: [42, null] }]) {
      expect(recipientsOf('kontakt', { formRecipients, centerEmail: null })).toMatchObject({ to: [], source: 'none' });
    }
  });

  it('skips and reports values that are no address, and duplicates', () => {
    expect(
      recipientsOf('kontakt', {
        formRecipients: {
          kontakt: ['a@center.example', 'nonsense', ' A@center.example ', 'b@center.example\r\nBcc: x'],
        },
        centerEmail: null,
      }),
    ).toEqual({ to: ['a@center.example'], source: 'form', invalid: ['nonsense', 'b@center.example\r\nBcc: x'] });
  });

  it('does not read inherited keys', () => {
    expect(
      recipientsOf('kontakt', { formRecipients: Object.create({ kontakt: ['x@y.example'] }), centerEmail: null }).to,
    ).toEqual([]);
  });
});
