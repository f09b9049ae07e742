// Spec 4.4: one strict schema per form key; every refusal names its field, nothing is dropped silently.
import { describe, expect, it } from 'vitest';
import { WebsiteFormError } from './forms';
import { parseWebsiteFormSubmission, WEBSITE_FORM_LIMITS } from './submission';

const contact = { formKey: 'kontakt', name: 'Anna Berg', email: 'anna@example.com', message: 'Hallo\nwie geht es?' };
const rental = { formKey: 'vermietung', name: 'Ben', email: 'ben@shop.example', message: 'Fläche gesucht' };

function refusal(route: 'contact' | 'rental', body: unknown): WebsiteFormError {
  try {
    parseWebsiteFormSubmission(route, body);
  } catch (error) {
    if (error instanceof WebsiteFormError) return error;
    throw error;
  }
  throw new Error(`accepted: ${JSON.stringify(body)}`);
}

describe('parseWebsiteFormSubmission', () => {
  it('accepts each form on its route, trims one-line values and drops blank optional ones', () => {
    expect(
      parseWebsiteFormSubmission('contact', {
        ...contact,
        name: '  Anna Berg ',
        phone: '',
        subject: ' Parken ',
        website: '',
      }),
    ).toEqual({ ...contact, subject: 'Parken', website: '' });
    expect(
      parseWebsiteFormSubmission('rental', {
        ...rental,
        formKey: 'promotionflaeche',
        company: 'Stand GmbH',
        desiredArea: '20 m² im EG',
        desiredPeriod: '01.–14.03.2027',
        botChallengeToken: 'tok',
      }),
    ).toEqual({
      ...rental,
      formKey: 'promotionflaeche',
      company: 'Stand GmbH',
      desiredArea: '20 m² im EG',
      desiredPeriod: '01.–14.03.2027',
      botChallengeToken: 'tok',
    });
    expect(parseWebsiteFormSubmission('rental', rental)).toEqual(rental);
  });

  it('keeps the message as written: tabs, LF and CRLF lines, leading spaces', () => {
    const message = '  Zeile 1\r\n\tZeile 2\n';
    expect(parseWebsiteFormSubmission('contact', { ...contact, message }).message).toBe(message);
  });

  it('refuses a missing, unknown or misrouted form key, naming it', () => {
    for (const formKey of [undefined, 123, '', null]) {
      const error = refusal('contact', { ...contact, formKey });
      expect(error.code).toBe('INVALID_FORM_KEY');
      expect(error.message).toMatch(/^body\.formKey: required, one of kontakt/);
    }
    expect(refusal('contact', { ...contact, formKey: 'jobs' }).message).toBe(
      'body.formKey: unknown form "jobs"; send-contact-inquiry takes kontakt',
    );
    expect(refusal('contact', { ...contact, formKey: '__proto__' }).code).toBe('INVALID_FORM_KEY');
    expect(refusal('contact', { ...contact, formKey: 'vermietung' }).message).toBe(
      'body.formKey: the form "vermietung" is sent to send-rental-inquiry, not send-contact-inquiry',
    );
    expect(refusal('rental', contact).message).toMatch(/"kontakt" is sent to send-contact-inquiry/);
  });

  it('refuses a body that is no object', () => {
    for (const body of [null, [], 'kontakt', 42]) expect(refusal('contact', body).kind).toBe('invalid');
  });

  it('names each missing, mistyped or overlong field', () => {
    const error = refusal('contact', { formKey: 'kontakt', name: ' ', email: 'not-an-email', message: 7 });
    expect(error.kind).toBe('invalid');
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.message).toContain('body.name: required');
    expect(error.message).toContain('body.email: expected an e-mail address');
    expect(error.message).toContain('body.message:');
    expect(refusal('contact', { ...contact, message: 'x'.repeat(WEBSITE_FORM_LIMITS.message + 1) }).message).toBe(
      `body.message: at most ${WEBSITE_FORM_LIMITS.message} characters`,
    );
    expect(refusal('contact', { ...contact, website: 5 }).message).toContain('body.website:');
  });

  it('refuses fields the form does not have instead of dropping them', () => {
    expect(refusal('contact', { ...contact, desiredArea: '100 m²' }).message).toBe(
      'body.desiredArea: not a field of the form "kontakt"',
    );
    expect(refusal('rental', { ...rental, subject: 'x', html: '<b>' }).message).toBe(
      'body.subject: not a field of the form "vermietung"; body.html: not a field of the form "vermietung"',
    );
  });

  it('refuses control characters: any in one-line fields (no header injection), all but lines and tabs in the message', () => {
    expect(refusal('contact', { ...contact, subject: 'Hallo\r\nBcc: x@evil.example' }).message).toBe(
      'body.subject: must not contain the control character U+000D',
    );
    expect(refusal('contact', { ...contact, name: 'A\nB' }).message).toContain('body.name: must not contain');
    expect(refusal('contact', { ...contact, email: 'a@b.example\r\nBcc: x@evil.example' }).message).toContain(
      'body.email',
    );
    expect(refusal('contact', { ...contact, message: 'a\u0000b' }).message).toBe(
      'body.message: must not contain the control character U+0000',
    );
    expect(refusal('contact', { ...contact, message: 'a\u001bb' }).message).toContain('U+001B');
    expect(refusal('contact', { ...contact, phone: '\u0085' }).message).toContain('body.phone');
    expect(refusal('contact', { ...contact, name: 'a\u2028b' }).message).toContain('body.name');
  });
});
