// Spec 4.4, 6.3, 7, 8: a submission from body to e-mail on the seeded demo center (a recording mailer).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { json } from '../db/json';
import type { Mailer, OutgoingMail, SendResult } from '../mail/mailer';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { WebsiteFormError } from './forms';
import { submitWebsiteForm, type WebsiteFormDeps } from './submit-website-form';

const body = { formKey: 'kontakt', name: 'Anna', email: 'anna@example.com', message: 'Hallo' };

describe('submitWebsiteForm', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let sent: OutgoingMail[];
  let next: SendResult;
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
      return next;
    },
    sendBatch: async () => [],
  };
  const deps = (): WebsiteFormDeps => ({
    db: handle.db,
    mailer,
    botChallenge: { verifyUrl: 'http://127.0.0.1:9/unused' },
    cdnBaseUrl: 'https://cdn.example/media',
  });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WebsiteFormError);
    return error as WebsiteFormError;
  };
  const setRecipients = (formRecipients: Record<string, string[]>) =>
    handle.db
      .updateTable('centerSecrets')
      .set({ formRecipients: json(formRecipients) })
      .where('centerId', '=', centerId)
      .execute();

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db, {
      adminEmail: 'admin@example.com',
      baseUrl: 'http://dashboard.test',
    }));
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    sent = [];
    next = { ok: true, messageId: 'm-1' };
    await setRecipients({ kontakt: ['info@demo.example'], vermietung: ['leasing@demo.example'] });
  });

  it('sends the form to its recipients with the visitor as Reply-To and the logo from the media base', async () => {
    expect(await submitWebsiteForm(deps(), { centerId, route: 'contact', body })).toEqual({
      outcome: 'sent',
      messageId: 'm-1',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: ['info@demo.example'], replyTo: 'anna@example.com', centerId });
    expect(sent[0]?.rendered.html).toContain(`src="https://cdn.example/media/centers/${centerId}/logo.svg"`);
    expect(sent[0]?.rendered.subject).toBe('Kontaktanfrage – Demo Center');
  });

  it('falls back from a key without recipients to kontakt', async () => {
    const rental = { ...body, formKey: 'promotionflaeche' };
    await submitWebsiteForm(deps(), { centerId, route: 'rental', body: rental });
    expect(sent[0]?.to).toEqual(['info@demo.example']);
  });

  it('drops spam without sending', async () => {
    expect(await submitWebsiteForm(deps(), { centerId, route: 'contact', body: { ...body, website: 'x' } })).toEqual({
      outcome: 'dropped',
      reason: 'honeypot',
    });
    const links = { ...body, message: 'www.a.example www.b.example www.c.example' };
    expect(await submitWebsiteForm(deps(), { centerId, route: 'contact', body: links })).toEqual({
      outcome: 'dropped',
      reason: 'links',
    });
    expect(sent).toEqual([]);
  });

  it('refuses an unknown or malformed center id with not_found, a bad body with invalid', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "'; drop table centers;--"]) {
      expect((await refusal(submitWebsiteForm(deps(), { centerId: id, route: 'contact', body }))).kind).toBe(
        'not_found',
      );
    }
    expect((await refusal(submitWebsiteForm(deps(), { centerId, route: 'rental', body }))).kind).toBe('invalid');
  });

  it('refuses clearly when the center has no recipient at all, and when the mail is not sent', async () => {
    await setRecipients({});
    await handle.db.updateTable('centers').set({ email: null }).where('id', '=', centerId).execute();
    try {
      expect((await refusal(submitWebsiteForm(deps(), { centerId, route: 'contact', body }))).code).toBe(
        'NO_FORM_RECIPIENTS',
      );
      expect(sent).toEqual([]);
    } finally {
      await handle.db
        .updateTable('centers')
        .set({ email: 'info@demo-center.example' })
        .where('id', '=', centerId)
        .execute();
    }
    await setRecipients({ kontakt: ['info@demo.example'] });
    next = { ok: false, error: 'provider down' };
    expect((await refusal(submitWebsiteForm(deps(), { centerId, route: 'contact', body }))).kind).toBe('send_failed');
  });

  it('checks the bot challenge only when configured, after the spam rules', async () => {
    const asked: string[] = [];
    const verifier: typeof fetch = async (_url, init) => {
      const token = new URLSearchParams(String(init?.body)).get('response') ?? '';
      asked.push(token);
      return Response.json({
        success: token === 'good',
        'error-codes': token === 'good' ? [] : ['invalid-input-response'],
      });
    };
    const on = {
      ...deps(),
      botChallenge: { siteKey: 's', secretKey: 'k', verifyUrl: 'http://verify.test' },
      fetch: verifier,
    };
    expect(
      (await submitWebsiteForm(on, { centerId, route: 'contact', body: { ...body, botChallengeToken: 'good' } }))
        .outcome,
    ).toBe('sent');
    expect(
      (
        await refusal(
          submitWebsiteForm(on, { centerId, route: 'contact', body: { ...body, botChallengeToken: 'bad' } }),
        )
      ).code,
    ).toBe('BOT_CHALLENGE_FAILED');
    expect((await refusal(submitWebsiteForm(on, { centerId, route: 'contact', body }))).kind).toBe('challenge_failed');
    expect((await submitWebsiteForm(on, { centerId, route: 'contact', body: { ...body, website: 'x' } })).outcome).toBe(
      'dropped',
    );
    expect(asked).toEqual(['good', 'bad']);
    expect(sent).toHaveLength(1);
  });
});
