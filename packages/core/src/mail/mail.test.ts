// The mails of spec 6.1 through the real postmark client against the Postmark stand-in, and the email_log rows.
import { type PostmarkMessage, type PostmarkStandIn, startPostmarkStandIn } from '@center-platform/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { escapeHtml } from './layout';
import { createMailer, type EmailConfig, formatMailbox, MISSING_PROVIDER_KEY, type SendResult } from './mailer';
import { welcomeGroupOf } from './roles';
import { MAIL_TEMPLATE_IDS, type MailInput, type MailTemplateId, renderMail, WELCOME_BULLETS } from './templates';
import { renderTestMail } from './test-mail';

const BASE = 'https://dashboard.example.test';
const TOKEN = 'Qm9vdHN0cmFwLXRva2VuLWZvci10ZXN0cy0xMjM0_-x';
const EVIL = '<script>alert(1)</script>';
const SECRET_PASSWORD = 'Geheim-Passwort-4711!';
const TO = 'anna@example.com';
const FROM = 'Center Platform <no-reply@center.example>';
const REPLY_TO = 'support@center.example';
const EMOJI = /\p{Extended_Pictographic}/u;

const SPEC_6_1_IDS = [
  'PASSWORD_RESET',
  'WELCOME',
  'USER_INVITATION',
  'PASSWORD_CHANGED',
  'ACCOUNT_LOCKED',
  'ROLE_CHANGE',
  'PASSWORD_RESET_BY_ADMIN',
  'ACCOUNT_DEACTIVATED',
  'ACCOUNT_REACTIVATED',
  'ACCOUNT_DELETED',
  'SOCIAL_REVIEW_REQUEST',
  'SOCIAL_REVIEW',
  'CLIENT_REPORT_AVAILABLE',
  'EMAIL_DIGEST',
  'MAIL_ALIAS_VERIFY',
];

interface Sample<K extends MailTemplateId> {
  input: Extract<MailInput, { templateId: K }>;
  subject: RegExp;
  /** absolute links the mail must carry in both parts */
  links: string[];
  validity?: '7 Tage' | '24 Stunden';
}

const tokenUrl = (path: string) => `${BASE}${path}?token=${TOKEN}`;

const SAMPLES: { [K in MailTemplateId]: Sample<K> } = {
  PASSWORD_RESET: {
    input: { templateId: 'PASSWORD_RESET', recipientName: EVIL, token: TOKEN },
    subject: /^Passwort zurücksetzen$/,
    links: [tokenUrl('/auth/reset-password')],
    validity: '24 Stunden',
  },
  WELCOME: {
    input: {
      templateId: 'WELCOME',
      recipientName: EVIL,
      role: 'CONTENT_EDITOR',
      token: TOKEN,
      centerName: 'Demo Center',
      loginEmail: TO,
    },
    subject: /^Willkommen bei der Center Platform$/,
    links: [tokenUrl('/auth/activate')],
    validity: '7 Tage',
  },
  USER_INVITATION: {
    input: {
      templateId: 'USER_INVITATION',
      recipientName: EVIL,
      token: TOKEN,
      invitedByName: 'Bea Admin',
      centerName: 'Demo Center',
      role: 'VIEWER',
    },
    subject: /^Bea Admin lädt Sie zur Center Platform ein$/,
    links: [tokenUrl('/auth/activate')],
    validity: '7 Tage',
  },
  PASSWORD_CHANGED: {
    input: { templateId: 'PASSWORD_CHANGED', recipientName: EVIL, changedAt: new Date('2026-03-14T09:30:00Z') },
    subject: /^Ihr Passwort wurde geändert$/,
    links: [],
  },
  ACCOUNT_LOCKED: {
    input: {
      templateId: 'ACCOUNT_LOCKED',
      recipientName: EVIL,
      token: TOKEN,
      lockedUntil: new Date('2026-03-14T10:00:00Z'),
    },
    subject: /^Ihr Konto wurde vorübergehend gesperrt$/,
    links: [tokenUrl('/auth/unlock')],
    validity: '24 Stunden',
  },
  ROLE_CHANGE: {
    input: {
      templateId: 'ROLE_CHANGE',
      recipientName: EVIL,
      oldRole: 'VIEWER',
      newRole: 'MARKETING_MANAGER',
      centerName: 'Demo Center',
    },
    subject: /^Ihre Rolle wurde geändert$/,
    links: [],
  },
  PASSWORD_RESET_BY_ADMIN: {
    input: { templateId: 'PASSWORD_RESET_BY_ADMIN', recipientName: EVIL, token: TOKEN, adminName: 'Bea Admin' },
    subject: /^Bitte legen Sie ein neues Passwort fest$/,
    links: [tokenUrl('/auth/reset-password')],
    validity: '24 Stunden',
  },
  ACCOUNT_DEACTIVATED: {
    input: { templateId: 'ACCOUNT_DEACTIVATED', recipientName: EVIL },
    subject: /^Ihr Konto wurde deaktiviert$/,
    links: [],
  },
  ACCOUNT_REACTIVATED: {
    input: { templateId: 'ACCOUNT_REACTIVATED', recipientName: EVIL },
    subject: /^Ihr Konto ist wieder aktiv$/,
    links: [`${BASE}/auth/signin`],
  },
  ACCOUNT_DELETED: {
    input: { templateId: 'ACCOUNT_DELETED', recipientName: EVIL },
    subject: /^Ihr Konto wurde gelöscht$/,
    links: [],
  },
  SOCIAL_REVIEW_REQUEST: {
    input: {
      templateId: 'SOCIAL_REVIEW_REQUEST',
      recipientName: EVIL,
      postTitle: 'Frühlingsfest am Samstag',
      requestedByName: 'Carla Redaktion',
      centerName: 'Demo Center',
      postUrl: '/dashboard/social/posts/p-1',
    },
    subject: /^Freigabe erbeten: Frühlingsfest am Samstag$/,
    links: [`${BASE}/dashboard/social/posts/p-1`],
  },
  SOCIAL_REVIEW: {
    input: {
      templateId: 'SOCIAL_REVIEW',
      recipientName: EVIL,
      postTitle: 'Frühlingsfest am Samstag',
      outcome: 'rejected',
      postUrl: '/dashboard/social/posts/p-1',
      reviewerName: 'Dora Freigabe',
      comment: 'Bitte das Datum ergänzen.',
    },
    subject: /^Beitrag abgelehnt: Frühlingsfest am Samstag$/,
    links: [`${BASE}/dashboard/social/posts/p-1`],
  },
  CLIENT_REPORT_AVAILABLE: {
    input: {
      templateId: 'CLIENT_REPORT_AVAILABLE',
      recipientName: EVIL,
      centerName: 'Demo Center',
      reportMonth: '2026-03',
      shareUrl: 'https://reports.example.test/share/r-abc',
    },
    subject: /^Monatsbericht März 2026 für Demo Center$/,
    links: ['https://reports.example.test/share/r-abc'],
  },
  EMAIL_DIGEST: {
    input: {
      templateId: 'EMAIL_DIGEST',
      recipientName: EVIL,
      items: [
        { kind: 'social_review_approved', title: 'Frühlingsfest am Samstag', link: '/dashboard/social/posts/p-1' },
        { kind: 'social_new_comment', title: 'Neuer Kommentar zu "Osteraktion"', body: 'Sieht gut aus.' },
      ],
      openApprovals: 2,
      workflowDrafts: 3,
      date: new Date('2026-03-14T07:00:00Z'),
    },
    subject: /^Ihre tägliche Zusammenfassung vom 14\.03\.2026$/,
    links: [`${BASE}/dashboard`, `${BASE}/dashboard/settings/notifications`, `${BASE}/dashboard/social/posts/p-1`],
  },
  MAIL_ALIAS_VERIFY: {
    input: {
      templateId: 'MAIL_ALIAS_VERIFY',
      recipientName: EVIL,
      aliasAddress: 'info@demo-center.example',
      targetAddress: TO,
      centerName: 'Demo Center',
      token: TOKEN,
    },
    subject: /^Bitte bestätigen Sie die Weiterleitung von info@demo-center\.example$/,
    links: [tokenUrl('/mail-alias/verify')],
    validity: '7 Tage',
  },
};

describe('mail templates and the mailer', () => {
  let handle: DatabaseHandle;
  let postmark: PostmarkStandIn;
  let config: EmailConfig;

  beforeAll(async () => {
    [handle, postmark] = await Promise.all([openTestDatabase(), startPostmarkStandIn()]);
    config = {
      transport: 'postmark',
      providerApiKey: postmark.serverToken,
      providerApiUrl: postmark.url,
      fromAddress: 'no-reply@center.example',
      fromName: 'Center Platform',
      replyTo: REPLY_TO,
    };
  });
  afterAll(async () => {
    await postmark?.close();
    await handle?.close();
  });

  const recorded = (result: SendResult): PostmarkMessage => {
    if (!result.ok) throw new Error(`not sent: ${result.error}`);
    const message = postmark.messages.find((m) => m.MessageID === result.messageId);
    if (!message) throw new Error(`the stand-in did not receive ${result.messageId}`);
    return message;
  };
  const logRows = () => handle.db.selectFrom('emailLog').selectAll().orderBy('createdAt').execute();
  const logRowOf = (messageId: string) =>
    handle.db.selectFrom('emailLog').selectAll().where('providerMessageId', '=', messageId).executeTakeFirstOrThrow();

  it('knows exactly the template ids of spec 6.1', () => {
    expect([...MAIL_TEMPLATE_IDS]).toEqual(SPEC_6_1_IDS);
    expect(Object.keys(SAMPLES).sort()).toEqual([...SPEC_6_1_IDS].sort());
  });

  describe.each(MAIL_TEMPLATE_IDS.map((id) => [id]))('%s', (templateId) => {
    const sample = SAMPLES[templateId] as Sample<MailTemplateId>;

    it('is sent through Postmark in the shared layout, German, without emoji or password, escaped, logged', async () => {
      // a stray password in the data must never reach the mail
      const input: MailInput = Object.assign({}, sample.input, { password: SECRET_PASSWORD });
      const rendered = renderMail(input, { baseUrl: BASE });
      const result = await createMailer({ db: handle.db, email: config }).send({ to: TO, rendered });
      const message = recorded(result);

      expect(message.To).toBe(TO);
      expect(message.From).toBe(FROM);
      expect(message.ReplyTo).toBe(REPLY_TO);
      expect(message.Tag).toBe(templateId);
      expect(message.MessageStream).toBe('outbound');
      expect(message.TrackLinks).toBe('None');
      expect(message.Subject).toBe(rendered.subject);
      expect(message.Subject).toMatch(sample.subject);
      const html = message.HtmlBody ?? '';
      const text = message.TextBody ?? '';
      expect(html).toBe(rendered.html);
      expect(text).toBe(rendered.text);

      // the shared layout
      expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="de">/);
      expect(html).toContain('Diese E-Mail wurde automatisch von der Center Platform versendet.');
      expect(text).toContain('Diese E-Mail wurde automatisch von der Center Platform versendet.');

      for (const part of [message.Subject, html, text]) {
        expect(part).not.toMatch(EMOJI);
        expect(part).not.toContain(SECRET_PASSWORD);
        expect(part).not.toMatch(/(passwort|password)\s*:/i);
      }

      // links: absolute, in both parts, the main one as a button
      for (const link of sample.links) {
        expect(html).toContain(`href="${escapeHtml(link)}"`);
        expect(text).toContain(link);
      }
      if (sample.links[0]) expect(html).toMatch(/style="display:inline-block;padding:12px 24px/);
      if (!sample.links.some((link) => link.includes('?token='))) {
        expect(html).not.toContain('?token=');
        expect(text).not.toContain('?token=');
      }
      if (sample.validity) {
        expect(html).toContain(`Der Link ist ${sample.validity} gültig`);
        expect(text).toContain(`Der Link ist ${sample.validity} gültig`);
      } else {
        expect(text).not.toMatch(/Der Link ist (7 Tage|24 Stunden) gültig/);
      }
      // every href is absolute http(s)
      for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https?:\/\//);

      // data is escaped in HTML, plain in text
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(text).toContain(`Hallo ${EVIL},`);

      const row = await logRowOf(result.ok ? result.messageId : '');
      expect(row).toMatchObject({
        templateId,
        toAddresses: [TO],
        subject: rendered.subject,
        status: 'sent',
        transport: 'postmark',
        error: null,
        textBody: null,
        htmlBody: null,
      });
    });
  });

  it('writes one email_log row per send', async () => {
    const before = (await logRows()).length;
    const mailer = createMailer({ db: handle.db, email: config });
    const rendered = renderMail(SAMPLES.ACCOUNT_DELETED.input, { baseUrl: BASE });
    await mailer.send({ to: TO, rendered });
    await createMailer({ db: handle.db, email: { ...config, providerApiKey: undefined } }).send({ to: TO, rendered });
    expect((await logRows()).length).toBe(before + 2);
  });

  describe('WELCOME bullets per role group', () => {
    const groups = {
      admin: 'SUPER_ADMIN',
      editorial: 'CONTENT_EDITOR',
      'center-manager-app': 'FACILITY_MANAGER',
      'read-only': 'VIEWER',
    } as const;
    const MANAGER_APP = 'Center-Manager-App. Sie melden sich dort';

    it('maps every role of 2.9, the legacy aliases and any FACILITY_* role to its group', () => {
      const expected: Record<string, ReturnType<typeof welcomeGroupOf>> = {
        SUPER_ADMIN: 'admin',
        CENTER_ADMIN: 'admin',
        ORGANIZATION_ADMIN: 'admin',
        ORG_MARKETING_MANAGER: 'editorial',
        MARKETING_MANAGER: 'editorial',
        CONTENT_EDITOR: 'editorial',
        AGENCY_CONTENT_EDITOR: 'editorial',
        CENTER_MANAGER: 'center-manager-app',
        CM_ASSISTANT: 'center-manager-app',
        FACILITY_MANAGER: 'center-manager-app',
        FACILITY_TECHNICIAN: 'center-manager-app',
        FACILITY_SECURITY: 'center-manager-app',
        TENANT: 'center-manager-app',
        VIEWER: 'read-only',
        FINANCE_MANAGER: 'read-only',
        ANALYTICS_VIEWER: 'read-only',
        SOMETHING_NEW: 'read-only',
      };
      for (const [role, group] of Object.entries(expected)) expect([role, welcomeGroupOf(role)]).toEqual([role, group]);
    });

    it('sends different bullets to each of the 4 groups; only the manager-app group gets the app pointer', async () => {
      const mailer = createMailer({ db: handle.db, email: config });
      const texts: Record<string, string> = {};
      for (const [group, role] of Object.entries(groups)) {
        const rendered = renderMail({ ...SAMPLES.WELCOME.input, recipientName: 'Anna', role }, { baseUrl: BASE });
        const message = recorded(await mailer.send({ to: TO, rendered }));
        const text = message.TextBody ?? '';
        texts[group] = text;
        for (const [otherGroup, bullets] of Object.entries(WELCOME_BULLETS)) {
          for (const bullet of bullets) {
            if (otherGroup === group) {
              expect(text).toContain(`- ${bullet}`);
              expect(message.HtmlBody).toContain(`<li style="margin:0 0 6px">${escapeHtml(bullet)}</li>`);
            } else expect(text).not.toContain(`- ${bullet}`);
          }
        }
        if (group === 'center-manager-app') expect(text).toContain(MANAGER_APP);
        else expect(text).not.toContain(MANAGER_APP);
      }
      expect(new Set(Object.values(texts)).size).toBe(4);
    });
  });

  it('words the three social review outcomes differently', () => {
    const subjects = (['approved', 'rejected', 'publish_failed'] as const).map(
      (outcome) => renderMail({ ...SAMPLES.SOCIAL_REVIEW.input, outcome }, { baseUrl: BASE }).subject,
    );
    expect(subjects).toEqual([
      'Beitrag freigegeben: Frühlingsfest am Samstag',
      'Beitrag abgelehnt: Frühlingsfest am Samstag',
      'Veröffentlichung fehlgeschlagen: Frühlingsfest am Samstag',
    ]);
    const failed = renderMail(
      { ...SAMPLES.SOCIAL_REVIEW.input, outcome: 'publish_failed', errorMessage: 'token expired <b>' },
      { baseUrl: BASE },
    );
    expect(failed.html).toContain('token expired &lt;b&gt;');
    expect(failed.text).toContain('Fehlermeldung: token expired <b>');
  });

  it('escapes every data value in HTML, not only names', () => {
    const rendered = renderMail(
      {
        ...SAMPLES.SOCIAL_REVIEW_REQUEST.input,
        postTitle: '<img src=x onerror=alert(1)> & "Sale"',
        centerName: 'Center "A" & B',
        postUrl: 'https://dashboard.example.test/p?a=1&b=<2>',
      },
      { baseUrl: BASE },
    );
    expect(rendered.html).not.toContain('<img');
    expect(rendered.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Sale&quot;');
    expect(rendered.html).toContain('Center &quot;A&quot; &amp; B');
    expect(rendered.html).toContain('href="https://dashboard.example.test/p?a=1&amp;b=%3C2%3E"');
    expect(rendered.subject).toBe('Freigabe erbeten: <img src=x onerror=alert(1)> & "Sale"');
  });

  it('refuses links that are not http(s) and a base URL that is not absolute', () => {
    const input = { ...SAMPLES.SOCIAL_REVIEW.input, postUrl: 'javascript:alert(1)' };
    expect(() => renderMail(input, { baseUrl: BASE })).toThrow(/http\(s\)/);
    expect(() => renderMail(SAMPLES.PASSWORD_RESET.input, { baseUrl: 'dashboard.example.test' })).toThrow(/baseUrl/);
    expect(renderMail(SAMPLES.ACCOUNT_REACTIVATED.input, { baseUrl: `${BASE}/` }).text).toContain(
      `${BASE}/auth/signin\n`,
    );
  });

  it('uses a message Reply-To over the configured one, and sends to several recipients at once', async () => {
    const rendered = renderMail(SAMPLES.ACCOUNT_DEACTIVATED.input, { baseUrl: BASE });
    const result = await createMailer({ db: handle.db, email: config }).send({
      to: ['a@example.com', ' b@example.com '],
      rendered,
      replyTo: 'center@demo.example',
    });
    const message = recorded(result);
    expect(message.To).toBe('a@example.com, b@example.com');
    expect(message.ReplyTo).toBe('center@demo.example');
    expect((await logRowOf(message.MessageID)).toAddresses).toEqual(['a@example.com', 'b@example.com']);
  });

  it('sends no ReplyTo when neither the message nor the configuration has one', async () => {
    const rendered = renderMail(SAMPLES.ACCOUNT_DELETED.input, { baseUrl: BASE });
    const message = recorded(
      await createMailer({ db: handle.db, email: { ...config, replyTo: undefined } }).send({ to: TO, rendered }),
    );
    expect(message.ReplyTo).toBeUndefined();
  });

  it('quotes a sender name with special characters', () => {
    expect(formatMailbox('Center Platform', 'a@b.example')).toBe('Center Platform <a@b.example>');
    expect(formatMailbox('Müller, "Demo"', 'a@b.example')).toBe('"Müller, \\"Demo\\"" <a@b.example>');
  });

  describe('failures', () => {
    const rendered = () => renderMail(SAMPLES.PASSWORD_RESET.input, { baseUrl: BASE });

    it('a wrong server token: { ok: false } and a failed log row', async () => {
      const sent = postmark.messages.length;
      const result = await createMailer({ db: handle.db, email: { ...config, providerApiKey: 'wrong-token' } }).send({
        to: TO,
        rendered: rendered(),
      });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toContain('Bad or missing Server API Token');
      expect(postmark.messages.length).toBe(sent);
      const rows = await handle.db.selectFrom('emailLog').selectAll().where('error', '=', result.error).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'failed', transport: 'postmark', providerMessageId: null });
    });

    it('no provider key: fails with "EMAIL_PROVIDER_API_KEY is not set", never silently succeeds', async () => {
      const sent = postmark.messages.length;
      const before = (await logRows()).length;
      const result = await createMailer({ db: handle.db, email: { ...config, providerApiKey: undefined } }).send({
        to: TO,
        rendered: rendered(),
      });
      expect(result).toEqual({ ok: false, error: 'EMAIL_PROVIDER_API_KEY is not set' });
      expect(MISSING_PROVIDER_KEY).toBe('EMAIL_PROVIDER_API_KEY is not set');
      expect(postmark.messages.length).toBe(sent);
      const rows = await logRows();
      expect(rows.length).toBe(before + 1);
      expect(rows.at(-1)).toMatchObject({ status: 'failed', error: 'EMAIL_PROVIDER_API_KEY is not set' });
    });

    it('the provider answers 500: { ok: false } and a failed log row', async () => {
      postmark.failNext(500, { ErrorCode: 1, Message: 'Internal Server Error' });
      const result = await createMailer({ db: handle.db, email: config }).send({ to: TO, rendered: rendered() });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toContain('Internal Server Error');
      expect(result.error).toContain('HTTP 500');
      const rows = await handle.db.selectFrom('emailLog').selectAll().where('error', '=', result.error).execute();
      expect(rows).toMatchObject([{ status: 'failed', transport: 'postmark' }]);
    });

    it('the provider cannot be reached: { ok: false }, no throw', async () => {
      const closed = await startPostmarkStandIn();
      await closed.close();
      const result = await createMailer({ db: handle.db, email: { ...config, providerApiUrl: closed.url } }).send({
        to: TO,
        rendered: rendered(),
      });
      expect(result.ok).toBe(false);
    });

    it('refuses a missing or invalid recipient before calling the provider', async () => {
      const sent = postmark.messages.length;
      const mailer = createMailer({ db: handle.db, email: config });
      expect(await mailer.send({ to: [], rendered: rendered() })).toEqual({ ok: false, error: 'no recipient' });
      const invalid = await mailer.send({ to: 'not an address\r\nBcc: x@evil.example', rendered: rendered() });
      expect(invalid.ok).toBe(false);
      expect(postmark.messages.length).toBe(sent);
    });
  });

  it('the outbox transport stores the bodies, logs the links and sends nothing', async () => {
    const sent = postmark.messages.length;
    const infos: { obj: unknown; msg: string | undefined }[] = [];
    const logger = {
      info: (obj: unknown, msg?: string) => infos.push({ obj, msg }),
      warn: () => {},
      error: () => {},
    } as unknown as Parameters<typeof createMailer>[0]['logger'];
    const rendered = renderMail(SAMPLES.WELCOME.input, { baseUrl: BASE });
    const result = await createMailer({ db: handle.db, email: { ...config, transport: 'outbox' }, logger }).send({
      to: TO,
      rendered,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(postmark.messages.length).toBe(sent);
    const row = await handle.db
      .selectFrom('emailLog')
      .selectAll()
      .where('id', '=', result.messageId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      templateId: 'WELCOME',
      toAddresses: [TO],
      status: 'outbox',
      transport: 'outbox',
      providerMessageId: null,
      textBody: rendered.text,
      htmlBody: rendered.html,
    });
    expect(infos).toHaveLength(1);
    expect(infos[0]?.obj).toMatchObject({ templateId: 'WELCOME', links: [tokenUrl('/auth/activate')] });
  });

  it('the outbox works without a provider key', async () => {
    const rendered = renderMail(SAMPLES.ACCOUNT_DELETED.input, { baseUrl: BASE });
    const result = await createMailer({
      db: handle.db,
      email: { ...config, transport: 'outbox', providerApiKey: undefined, providerApiUrl: undefined },
    }).send({ to: TO, rendered });
    expect(result.ok).toBe(true);
  });

  it('keeps the user and center a mail concerns in the log', async () => {
    const center = await handle.db
      .insertInto('centers')
      .values({ name: 'Log Center', slug: 'log-center' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await handle.db
      .insertInto('users')
      .values({ email: 'log@example.com', name: 'Log User', role: 'VIEWER', centerId: center.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rendered = renderMail(SAMPLES.ACCOUNT_REACTIVATED.input, { baseUrl: BASE });
    const result = await createMailer({ db: handle.db, email: config }).send({
      to: 'log@example.com',
      rendered,
      userId: user.id,
      centerId: center.id,
    });
    expect(await logRowOf(recorded(result).MessageID)).toMatchObject({ userId: user.id, centerId: center.id });
  });

  it('sends the EMAIL_TEST message in the shared layout', async () => {
    const rendered = renderTestMail({ baseUrl: BASE, sentAt: new Date('2026-03-14T09:30:00Z') });
    const message = recorded(await createMailer({ db: handle.db, email: config }).send({ to: TO, rendered }));
    expect(message.Tag).toBe('EMAIL_TEST');
    expect(message.Subject).toBe('Test-E-Mail der Center Platform');
    expect(message.TextBody).toContain('14. März 2026 um 10:30 Uhr');
    expect(message.HtmlBody).toContain(`href="${BASE}/dashboard"`);
    expect(`${message.Subject}${message.HtmlBody}${message.TextBody}`).not.toMatch(EMOJI);
  });
});
