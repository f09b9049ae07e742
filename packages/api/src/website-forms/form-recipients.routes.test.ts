// The contact-form recipient setting (spec 6.3) over REST and tRPC: set by the center website roles on their own
// center, validated, and used by the next form e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;

describe('form recipients', () => {
  let t: AccountsApp;
  let admin: string;
  const path = () => `/api/centers/${t.centerId}/form-recipients`;

  beforeAll(async () => {
    t = await openAccountsApp();
    admin = await t.signIn((await t.createUser('CENTER_ADMIN')).email);
  }, 60_000);
  afterAll(() => t?.close());

  it('replaces the map, and the next contact e-mail goes to the new addresses', async () => {
    const put = await t.request('PUT', path(), {
      cookie: admin,
      body: { recipients: { kontakt: [' Info@Center.example ', 'info@center.example', 'empfang@center.example'] } },
    });
    expect(put.status).toBe(200);
    expect((await put.json()).data).toEqual({ kontakt: ['info@center.example', 'empfang@center.example'] });
    const read = (await (await t.request('GET', path(), { cookie: admin })).json()) as Json;
    expect(read.data).toEqual({ kontakt: ['info@center.example', 'empfang@center.example'] });

    const sent = await t.request('POST', `/api/centers/${t.centerId}/send-contact-inquiry`, {
      body: { formKey: 'kontakt', name: 'Anna', email: 'anna@example.com', message: 'Hallo' },
    });
    expect(sent.status).toBe(200);
    const mail = t.postmark.messages.at(-1);
    expect(mail?.To).toBe('info@center.example, empfang@center.example');
  });

  it('is the same through tRPC', async () => {
    const res = await t.request('POST', '/trpc/websiteForms.setRecipients', {
      cookie: admin,
      body: { centerId: t.centerId, recipients: { vermietung: ['miete@center.example'] } },
    });
    expect(res.status).toBe(200);
    const read = await t.request(
      'GET',
      `/trpc/websiteForms.recipients?input=${encodeURIComponent(JSON.stringify({ centerId: t.centerId }))}`,
      { cookie: admin },
    );
    expect(((await read.json()) as Json).result.data).toEqual({ vermietung: ['miete@center.example'] });
  });

  it('refuses unknown form keys, bad addresses and too many with a 400 naming the problem', async () => {
    for (const recipients of [
      { unbekannt: ['a@center.example'] },
      { kontakt: ['not-an-address'] },
      { kontakt: Array.from({ length: 21 }, (_, i) => `r${i}@center.example`) },
      ['a@center.example'],
    ]) {
      const res = await t.request('PUT', path(), { cookie: admin, body: { recipients } });
      expect(res.status, JSON.stringify(recipients).slice(0, 40)).toBe(400);
      expect(((await res.json()) as Json).error.message).toBeTruthy();
    }
  });

  it('admits the center website roles on their own center only', async () => {
    expect((await t.request('GET', path())).status).toBe(401);
    const facility = await t.signIn((await t.createUser('FACILITY_MANAGER')).email);
    expect((await t.request('GET', path(), { cookie: facility })).status).toBe(403);
    const foreign = `/api/centers/${t.otherCenterId}/form-recipients`;
    expect((await t.request('GET', foreign, { cookie: admin })).status).toBe(403);
    expect((await t.request('PUT', foreign, { cookie: admin, body: { recipients: {} } })).status).toBe(403);
  });
});
