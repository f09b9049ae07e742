// Spec 6.3: the form e-mail in the shared layout with the center's name, label, website, colors and logo.
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_ACCENT_COLOR,
  FALLBACK_HEADER_COLOR,
  inquiryWebsiteUrl,
  renderInquiryMail,
  safeHexColor,
} from './inquiry-mail';
import type { WebsiteFormSubmission } from './submission';

const EVIL = '<script>alert(1)</script>';
const EMOJI = /\p{Extended_Pictographic}/u;
const center = {
  name: 'Demo Center',
  baseColor: '#0f766e',
  accentColor: '#F59E0B',
  logoUrl: 'https://cdn.example/centers/1/logo.svg',
  websiteUrl: 'https://www.demo-center.example',
  customDomain: 'demo.example',
  legacyWebsiteUrl: 'http://demo.legacy.example',
};
const contact: WebsiteFormSubmission = {
  formKey: 'kontakt',
  name: 'Anna Berg',
  email: 'anna@example.com',
  phone: '+49 621 1',
  message: 'Zeile 1\nZeile 2',
};

describe('the website form e-mail', () => {
  it('uses the contact subject when given, else the label and the center name', () => {
    expect(renderInquiryMail(center, { ...contact, subject: 'Parken am Sonntag' }).subject).toBe(
      'Kontaktanfrage: Parken am Sonntag',
    );
    expect(renderInquiryMail(center, contact).subject).toBe('Kontaktanfrage – Demo Center');
    const space = { ...contact, formKey: 'promotionflaeche' as const, desiredArea: '20 m²', desiredPeriod: 'März' };
    expect(renderInquiryMail(center, space).subject).toBe('Anfrage Promotionfläche – Demo Center');
    expect(renderInquiryMail(center, { ...space, formKey: 'vermietung' }).subject).toBe('Mietanfrage – Demo Center');
  });

  it('holds center name, label, website, the visitor values and the message in both parts', () => {
    const mail = renderInquiryMail(center, { ...contact, subject: 'Frage', company: 'Berg & Söhne' });
    expect(mail.templateId).toBe('WEBSITE_FORM_INQUIRY');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Kontaktanfrage – Demo Center');
      expect(part).toContain('https://www.demo-center.example');
      expect(part).toContain('anna@example.com');
      expect(part).toContain('+49 621 1');
      expect(part).toContain('Zeile 1\nZeile 2');
      expect(part).not.toMatch(EMOJI);
    }
    expect(mail.text).toContain('Firma: Berg & Söhne');
    expect(mail.html).toContain('Berg &amp; Söhne');
    const space = renderInquiryMail(center, {
      ...contact,
      formKey: 'vermietung',
      desiredArea: '120 m²',
      desiredPeriod: 'ab Mai',
    });
    expect(space.text).toContain('Gewünschte Fläche: 120 m²');
    expect(space.text).toContain('Gewünschter Zeitraum: ab Mai');
  });

  it('escapes every visitor value in the HTML part and keeps it plain in the text part', () => {
    const mail = renderInquiryMail(center, { ...contact, name: EVIL, subject: EVIL, message: `${EVIL}\n"quoted" 'x'` });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&quot;quoted&quot; &#39;x&#39;');
    expect(mail.text).toContain(EVIL);
    expect(mail.subject).toBe(`Kontaktanfrage: ${EVIL}`);
  });

  it('puts the header in the base color with the logo, accents in the accent color', () => {
    const { html } = renderInquiryMail(center, contact);
    expect(html).toMatch(
      /background:#0f766e[^"]*"><img src="https:\/\/cdn\.example\/centers\/1\/logo\.svg" alt="Demo Center"/,
    );
    expect(html).toContain('color:#f59e0b');
    expect(html).toContain('border-left:3px solid #f59e0b');
  });

  it('shows the center name on the baseColor header when there is no logo', () => {
    for (const logoUrl of [null, 'javascript:alert(1)', 'not a url']) {
      const { html } = renderInquiryMail({ ...center, logoUrl }, contact);
      expect(html).not.toContain('<img');
      expect(html).toMatch(new RegExp(`background:${center.baseColor};[^"]*">Demo Center</td>`));
      expect(html).not.toContain('javascript:');
    }
  });

  it('never puts an unsafe color into a style; the defaults stand in', () => {
    const hostile = 'red;background:url(https://evil.example/x)';
    const { html } = renderInquiryMail({ ...center, baseColor: hostile, accentColor: '#12345' }, contact);
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`background:${FALLBACK_HEADER_COLOR}`);
    expect(html).toContain(`color:${FALLBACK_ACCENT_COLOR}`);
    expect(safeHexColor('#ABC', 'x')).toBe('#abc');
    expect(safeHexColor('#abcd', 'x')).toBe('x');
    expect(safeHexColor(null, 'x')).toBe('x');
  });

  it('escapes a hostile center name and logo URL', () => {
    const { html } = renderInquiryMail(
      { ...center, name: EVIL, logoUrl: 'https://cdn.example/a"onerror="x.svg' },
      contact,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"onerror');
  });

  it('takes the production URL, else the custom domain, else the legacy website value', () => {
    expect(inquiryWebsiteUrl(center)).toBe('https://www.demo-center.example/');
    expect(inquiryWebsiteUrl({ ...center, websiteUrl: null })).toBe('https://demo.example/');
    expect(inquiryWebsiteUrl({ ...center, websiteUrl: null, customDomain: null })).toBe('http://demo.legacy.example/');
    expect(inquiryWebsiteUrl({ websiteUrl: 'javascript:x', customDomain: 'a b', legacyWebsiteUrl: null })).toBeNull();
    const { html, text } = renderInquiryMail(
      { ...center, websiteUrl: null, customDomain: null, legacyWebsiteUrl: null },
      contact,
    );
    expect(text).not.toContain('Website:');
    expect(html).not.toContain('Website:');
  });
});
