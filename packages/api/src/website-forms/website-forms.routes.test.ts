// Spec 4.4, 6.3, 7, 8: the center website form endpoints through the real postmark client against the Postmark
// stand-in: recipients, Reply-To, subjects, escaping and branding; spam answered as success with nothing sent; the
// shared rate limit; bad bodies; the bot challenge against the verifier stand-in.
import { json as jsonb } from '@center-platform/core/db';
import { createLogger } from '@center-platform/core/logging';
import { type BotChallengeStandIn, startBotChallengeStandIn } from '@center-platform/stand-ins';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;
const EVIL = '<script>alert(1)</script>';
const RECIPIENTS = {
  kontakt: ['kontakt@demo.example', 'empfang@demo.example'],
  vermietung: ['leasing@demo.example'],
  promotionflaeche: ['promotion@demo.example'],
};
const contact = { formKey: 'kontakt', name: 'Anna Berg', email: 'anna@example.com', message: 'Guten Tag' };
const rental = { formKey: 'vermietung', name: 'Ben', email: 'ben@shop.example', message: 'Wir suchen eine Fläche.' };
const promotion = { ...rental, formKey: 'promotionflaeche', desiredArea: '20 m²', desiredPeriod: 'März 2027' };

describe('center website form routes', () => {
  let t: AccountsApp;
  let verifier: BotChallengeStandIn;
  let ip = 0;
  /** a fresh client address per test: the limit of 10 per 15 minutes counts per IP (TRUST_PROXY is on) */
  let address: string;
  const post = (
    kind: 'contact' | 'rental',
    body: unknown,
    options: { centerId?: string; ip?: string; app?: AccountsApp['app'] } = {},
  ) =>
    t.requestTo(options.app ?? t.app)('POST', `/api/centers/${options.centerId ?? t.centerId}/send-${kind}-inquiry`, {
      body,
      headers: { origin: 'https://www.demo-center.example', 'x-forwarded-for': options.ip ?? address },
    });
  const postRaw = (raw: string) =>
    t.app.request(`/api/centers/${t.centerId}/send-contact-inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: raw,
    });
  const mails = () => t.postmark.messages;
  const expectError = async (res: Response, status: number, code: string, field?: string) => {
    const body: Json = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(status);
    expect(body).toMatchObject({ success: false, error: { code } });
    if (field) expect(body.error.message).toContain(field);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  };

  beforeAll(async () => {
    t = await openAccountsApp({ TRUST_PROXY: '1' });
    verifier = await startBotChallengeStandIn({ secret: 'verify-secret', validTokens: ['good-token'] });
  });
  afterAll(async () => {
    await verifier.close();
    await t.close();
  });
  beforeEach(async () => {
    address = `198.51.100.${++ip}`;
    t.postmark.messages.length = 0;
    await t.db
      .updateTable('centerSecrets')
      .set({ formRecipients: jsonb(RECIPIENTS) })
      .where('centerId', '=', t.centerId)
      .execute();
  });

  it('mails a contact form to the kontakt recipients with the visitor as Reply-To and the subject given', async () => {
    const res = await post('contact', { ...contact, subject: 'Parken am Sonntag', phone: '+49 621 1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(mails()).toHaveLength(1);
    const [mail] = mails();
    expect(mail?.To).toBe('kontakt@demo.example, empfang@demo.example');
    expect(mail?.ReplyTo).toBe('anna@example.com');
    expect(mail?.Subject).toBe('Kontaktanfrage: Parken am Sonntag');
    expect(mail?.Tag).toBe('WEBSITE_FORM_INQUIRY');
    expect(mail?.TextBody).toContain('Telefon: +49 621 1');
    expect(mail?.TextBody).toContain('Guten Tag');
  });

  it('answers a CORS preflight from any website', async () => {
    for (const kind of ['contact', 'rental']) {
      const res = await t.app.request(`/api/centers/${t.centerId}/send-${kind}-inquiry`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://www.demo-center.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    }
  });

  it('uses the fixed subjects with the center name for the rental and promotion-space forms', async () => {
    expect((await post('rental', rental)).status).toBe(200);
    expect((await post('rental', promotion)).status).toBe(200);
    expect(mails().map((m) => [m.To, m.Subject, m.ReplyTo])).toEqual([
      ['leasing@demo.example', 'Mietanfrage – Demo Center', 'ben@shop.example'],
      ['promotion@demo.example', 'Anfrage Promotionfläche – Demo Center', 'ben@shop.example'],
    ]);
    expect(mails()[1]?.TextBody).toContain('Gewünschte Fläche: 20 m²');
    expect(mails()[1]?.TextBody).toContain('Gewünschter Zeitraum: März 2027');
  });

  it('brands the mail: center name, label, website URL, base and accent colors, logo; fallback header without logo', async () => {
    await post('contact', contact);
    const html = mails()[0]?.HtmlBody ?? '';
    expect(html).toContain('Kontaktanfrage – Demo Center');
    expect(html).toContain('href="https://www.demo-center.example/"');
    expect(html).toMatch(/background:#0f766e;[^"]*"><img src="[^"]+\/centers\/[\w-]+\/logo\.svg" alt="Demo Center"/);
    expect(html).toContain('color:#f59e0b');
    expect(html).not.toMatch(/\p{Extended_Pictographic}/u);

    await t.db.updateTable('centers').set({ logo: null, logoUrl: null }).where('id', '=', t.centerId).execute();
    try {
      await post('contact', contact);
      const fallback = mails()[1]?.HtmlBody ?? '';
      expect(fallback).not.toContain('<img');
      expect(fallback).toMatch(/background:#0f766e;[^"]*">Demo Center<\/td>/);
    } finally {
      await t.db
        .updateTable('centers')
        .set({ logo: `centers/${t.centerId}/logo.svg`, logoUrl: `centers/${t.centerId}/logo.svg` })
        .where('id', '=', t.centerId)
        .execute();
    }
  });

  it('escapes a script in the visitor name and message in the HTML part', async () => {
    await post('contact', { ...contact, name: EVIL, message: `${EVIL}\nZweite Zeile` });
    const [mail] = mails();
    expect(mail?.HtmlBody).not.toContain('<script>');
    expect(mail?.HtmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.TextBody).toContain(`${EVIL}\nZweite Zeile`);
  });

  it('answers a filled honeypot and 3 links with the same success and sends nothing; 2 links are sent', async () => {
    const honeypot = await post('contact', { ...contact, website: 'http://spam.example' });
    const links = await post('rental', { ...rental, message: 'https://a.example www.b.example http://c.example' });
    for (const res of [honeypot, links]) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    expect(mails()).toEqual([]);
    expect((await post('contact', { ...contact, message: 'https://a.example und www.b.example' })).status).toBe(200);
    expect(mails()).toHaveLength(1);
  });

  it('answers the 11th request within 15 minutes with 429 and CORS, both routes sharing one budget', async () => {
    for (let i = 0; i < 5; i++) expect((await post('contact', { ...contact, website: 'x' })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await post('rental', { ...rental, website: 'x' })).status).toBe(200);
    expect((await post('contact', { formKey: 'nope' })).status).toBe(400);
    const limited = await post('rental', rental);
    await expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(mails()).toEqual([]);
    // another address has its own budget
    expect((await post('contact', contact, { ip: '192.0.2.200' })).status).toBe(200);
  });

  it('refuses bad bodies with a 4xx naming the field, never a 5xx', async () => {
    await expectError(
      await post('contact', { formKey: 123, email: 'not-an-email' }),
      400,
      'INVALID_FORM_KEY',
      'body.formKey',
    );
    await expectError(await post('contact', { ...contact, formKey: 'jobs' }), 400, 'INVALID_FORM_KEY', '"jobs"');
    await expectError(await post('contact', rental), 400, 'INVALID_FORM_KEY', 'send-rental-inquiry');
    await expectError(await post('rental', contact), 400, 'INVALID_FORM_KEY', 'send-contact-inquiry');
    await expectError(await post('contact', { ...contact, email: 'nope' }), 400, 'INVALID_REQUEST', 'body.email');
    await expectError(
      await post('contact', { ...contact, message: 'a\u0000b' }),
      400,
      'INVALID_REQUEST',
      'body.message',
    );
    await expectError(
      await post('contact', { ...contact, subject: 'x\r\nBcc: victim@example.com' }),
      400,
      'INVALID_REQUEST',
      'body.subject',
    );
    await expectError(await post('contact', { ...contact, html: '<b>' }), 400, 'INVALID_REQUEST', 'body.html');
    await expectError(await post('contact', [contact]), 400, 'INVALID_REQUEST');
    expect(mails()).toEqual([]);
  });

  it('refuses malformed JSON, an oversized body, and an unknown center', async () => {
    await expectError(await postRaw('{"formKey":'), 400, 'INVALID_REQUEST', 'JSON');
    address = `198.51.100.${++ip}`;
    await expectError(
      await postRaw(JSON.stringify({ ...contact, message: 'x'.repeat(70_000) })),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    await expectError(
      await post('contact', contact, { centerId: '00000000-0000-4000-8000-000000000000' }),
      404,
      'CENTER_NOT_FOUND',
    );
    await expectError(await post('contact', contact, { centerId: 'not-a-uuid' }), 404, 'CENTER_NOT_FOUND');
  });

  it('refuses clearly when the center has no recipient at all', async () => {
    await t.db
      .updateTable('centerSecrets')
      .set({ formRecipients: jsonb({}) })
      .where('centerId', '=', t.otherCenterId)
      .execute();
    const email = await t.db
      .selectFrom('centers')
      .select('email')
      .where('id', '=', t.otherCenterId)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('centers').set({ email: null }).where('id', '=', t.otherCenterId).execute();
    try {
      await expectError(await post('contact', contact, { centerId: t.otherCenterId }), 503, 'NO_FORM_RECIPIENTS');
      expect(mails()).toEqual([]);
    } finally {
      await t.db.updateTable('centers').set({ email: email.email }).where('id', '=', t.otherCenterId).execute();
    }
    // the center's contact e-mail stands in when no form has recipients
    expect((await post('contact', contact, { centerId: t.otherCenterId })).status).toBe(200);
    expect(mails()[0]?.To).toBe(email.email);
  });

  it('answers 502 when the provider refuses the mail', async () => {
    t.postmark.failNext(500, { ErrorCode: 1, Message: 'down' });
    await expectError(await post('contact', contact), 502, 'EMAIL_NOT_SENT');
  });

  describe('with the bot challenge configured', () => {
    const challengeApp = () =>
      createApp({
        db: t.db,
        logger: createLogger({ level: 'silent' }),
        config: {
          ...t.config,
          botChallenge: { siteKey: 'site-key', secretKey: verifier.secret, verifyUrl: verifier.url },
        },
      });

    it('sends with a valid token (asking the verifier with the visitor IP) and refuses an invalid or missing one', async () => {
      const app = challengeApp();
      expect((await post('contact', { ...contact, botChallengeToken: 'good-token' }, { app })).status).toBe(200);
      expect(verifier.requests.at(-1)).toEqual({ secret: 'verify-secret', response: 'good-token', remoteip: address });
      await expectError(
        await post('contact', { ...contact, botChallengeToken: 'forged' }, { app }),
        403,
        'BOT_CHALLENGE_FAILED',
        'body.botChallengeToken',
      );
      await expectError(await post('rental', rental, { app }), 403, 'BOT_CHALLENGE_FAILED', 'body.botChallengeToken');
      expect(mails()).toHaveLength(1);
    });

    it('answers 503 and sends nothing when the verifier is down', async () => {
      verifier.failNext(502);
      await expectError(
        await post('contact', { ...contact, botChallengeToken: 'good-token' }, { app: challengeApp() }),
        503,
        'BOT_CHALLENGE_UNAVAILABLE',
      );
      expect(mails()).toEqual([]);
    });

    it('still drops spam silently without asking the verifier', async () => {
      const asked = verifier.requests.length;
      const res = await post('contact', { ...contact, website: 'x' }, { app: challengeApp() });
      expect(res.status).toBe(200);
      expect(verifier.requests.length).toBe(asked);
      expect(mails()).toEqual([]);
    });
  });
});
