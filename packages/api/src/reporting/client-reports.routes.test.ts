// Spec 4.8, 6.1 CLIENT_REPORT_AVAILABLE, 5: the client reporting read (REST and tRPC), the manual send of a
// monthly report (mails through the real postmark client to the Postmark stand-in), the share page data
// behind the mailed link (no sign-in; valid, revoked, expired, unknown; one report per token) and revoking.
import { json as jsonb } from '@center-platform/core/db';
import { type ClientReportingChannelDefinition, createReportShareLink } from '@center-platform/core/reporting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, BASE_URL, openAccountsApp } from '../testing/accounts-app';
import { expectNoSecrets } from '../testing/demo-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;
const json = async (res: Response): Promise<Json> => res.json();
const DAY = 24 * 60 * 60 * 1000;
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
type SnapshotChannel = ClientReportingChannelDefinition['snapshotChannel'];
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const SHARE_LINK = new RegExp(`${BASE_URL.replace(/[./]/g, '\\$&')}/reports/([\\w-]+)`);

describe('client reporting routes', () => {
  let t: AccountsApp;
  let centerName: string;
  const cookie: Record<string, string> = {};
  let row = 0;

  const snapshot = (centerId: string, channel: SnapshotChannel, month: string, metrics: Record<string, unknown>) =>
    t.db
      .insertInto('reportingChannelSnapshots')
      .values({
        centerId,
        legacyRowId: `api-${++row}`,
        legacyClientId: 'c',
        channel,
        month: `${month}-01`,
        metrics: jsonb(metrics),
      })
      .execute();
  const setRecipients = (centerId: string, reportRecipients: string[]) =>
    t.db.updateTable('centerSecrets').set({ reportRecipients }).where('centerId', '=', centerId).execute();
  const reporting = (centerId: string, query: string, who?: string) =>
    t.request('GET', `/api/centers/${centerId}/reporting${query}`, who ? { cookie: who } : {});
  const send = (centerId: string, month: string, who?: string, query = '') =>
    t.request('POST', `/api/centers/${centerId}/client-reports/${month}/send${query}`, who ? { cookie: who } : {});
  /** the share page data as a browser without a session opens it */
  const share = (token: string, headers: Record<string, string> = {}) =>
    t.app.request(`/api/report-share/${token}`, { headers });
  const tokenMailedTo = (address: string) => {
    const mail = t.mailsTo(address).at(-1);
    const token = SHARE_LINK.exec(mail?.TextBody ?? '')?.[1];
    if (!token) throw new Error(`no report link mailed to ${address}`);
    return token;
  };
  const expectShareHeaders = (res: Response) => {
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  };

  beforeAll(async () => {
    t = await openAccountsApp();
    centerName = (
      await t.db.selectFrom('centers').select('name').where('id', '=', t.centerId).executeTakeFirstOrThrow()
    ).name;
    const users: [string, Parameters<AccountsApp['createUser']>][] = [
      ['superAdmin', ['SUPER_ADMIN', { centerId: null }]],
      ['centerAdmin', ['CENTER_ADMIN', {}]],
      ['otherAdmin', ['CENTER_ADMIN', { centerId: t.otherCenterId }]],
      ['analyticsViewer', ['ANALYTICS_VIEWER', {}]],
      ['marketing', ['ORG_MARKETING_MANAGER', {}]],
      ['editor', ['CONTENT_EDITOR', {}]],
    ];
    for (const [name, args] of users) cookie[name] = await t.signIn((await t.createUser(...args)).email);

    await snapshot(t.centerId, 'website_analytics_monthly', '2026-02', { sessions: 200 });
    await snapshot(t.centerId, 'website_analytics_monthly', '2026-03', { sessions: 300 });
    await snapshot(t.centerId, 'website_analytics_monthly', '2026-04', { sessions: 400 });
    await snapshot(t.centerId, 'meta_ads', '2026-03', { spend: 450.5, clicks: 900 });
    await snapshot(t.centerId, 'search_keywords', '2026-03', { keyword: 'parken', clicks: 10, impressions: 100 });
    await snapshot(t.otherCenterId, 'website_analytics_monthly', '2026-03', { sessions: 99_999 });
    await setRecipients(t.centerId, ['client-one@example.com', 'client-two@example.com']);
    await setRecipients(t.otherCenterId, ['other-client@example.com']);
  }, 60_000);
  afterAll(() => t?.close());

  describe('GET /api/centers/{centerId}/reporting', () => {
    it('answers the channels of the range, history months badged', async () => {
      const res = await reporting(t.centerId, '?from=2026-01&to=2026-03', cookie.analyticsViewer);
      expect(res.status).toBe(200);
      const { data } = await json(res);
      expect(data).toMatchObject({ centerId: t.centerId, from: '2026-01', to: '2026-03' });
      const website = data.channels.find((c: Json) => c.channel === 'website');
      expect(website).toEqual({
        channel: 'website',
        label: 'Website',
        source: 'history',
        historyOnly: false,
        months: [
          { month: '2026-02', metrics: { sessions: 200 }, source: 'history', badge: 'history' },
          { month: '2026-03', metrics: { sessions: 300 }, source: 'history', badge: 'history' },
        ],
      });
      expect(data.channels.find((c: Json) => c.channel === 'searchTerms').months[0]).toMatchObject({
        metrics: { keywords: 1, clicks: 10, impressions: 100 },
        terms: [{ keyword: 'parken', clicks: 10, impressions: 100 }],
      });
    });

    it('admits the analytics roles of the center and a SUPER_ADMIN on any center', async () => {
      for (const who of ['centerAdmin', 'marketing', 'superAdmin']) {
        expect((await reporting(t.centerId, '?from=2026-03&to=2026-03', cookie[who])).status, who).toBe(200);
      }
      const other = await reporting(t.otherCenterId, '?from=2026-03&to=2026-03', cookie.superAdmin);
      expect((await json(other)).data.channels[0].months[0].metrics).toEqual({ sessions: 99_999 });
    });

    it('refuses anonymous callers (401), other roles and another center (403)', async () => {
      const anonymous = await reporting(t.centerId, '?from=2026-03&to=2026-03');
      expect(anonymous.status).toBe(401);
      const foreign = await reporting(t.centerId, '?from=2026-03&to=2026-03', cookie.otherAdmin);
      expect([foreign.status, (await json(foreign)).error.code]).toEqual([403, 'FORBIDDEN_CENTER']);
      const editor = await reporting(t.centerId, '?from=2026-03&to=2026-03', cookie.editor);
      expect([editor.status, (await json(editor)).error.code]).toEqual([403, 'FORBIDDEN_ROLE']);
    });

    it('answers 400 for a missing, malformed, reversed or too long range', async () => {
      for (const [query, code] of [
        ['', 'INVALID_REQUEST'],
        ['?from=2026-01', 'INVALID_REQUEST'],
        ['?from=2026-1&to=2026-03', 'INVALID_MONTH'],
        // year 0000 is no Postgres date: it must not reach the query (was a 500)
        ['?from=0000-01&to=0000-02', 'INVALID_MONTH'],
        ['?from=2026-04&to=2026-03', 'INVALID_RANGE'],
        ['?from=2021-01&to=2026-01', 'RANGE_TOO_LONG'],
      ] as const) {
        const res = await reporting(t.centerId, query, cookie.analyticsViewer);
        expect([res.status, (await json(res)).error.code], query).toEqual([400, code]);
      }
      expect((await reporting(t.centerId, '?from=2021-02&to=2026-01', cookie.analyticsViewer)).status).toBe(200);
    });

    it('has a tRPC twin, clientReporting.read, with the same answer and rule', async () => {
      const input = (centerId: string) =>
        encodeURIComponent(JSON.stringify({ centerId, from: '2026-01', to: '2026-03' }));
      const trpc = await t.app.request(`/trpc/clientReporting.read?input=${input(t.centerId)}`, {
        headers: { cookie: cookie.analyticsViewer ?? '' },
      });
      expect(trpc.status).toBe(200);
      const rest = await json(await reporting(t.centerId, '?from=2026-01&to=2026-03', cookie.analyticsViewer));
      expect((await json(trpc)).result.data).toEqual(rest.data);
      const foreign = await t.app.request(`/trpc/clientReporting.read?input=${input(t.centerId)}`, {
        headers: { cookie: cookie.otherAdmin ?? '' },
      });
      expect(foreign.status).toBe(403);
      expect((await t.app.request(`/trpc/clientReporting.read?input=${input(t.centerId)}`)).status).toBe(401);
    });
  });

  describe('sending a report and opening its link', () => {
    let tokenA: string;

    it('POST .../client-reports/{month}/send mails every recipient a link; the link opens that report', async () => {
      const res = await send(t.centerId, '2026-03', cookie.centerAdmin);
      expect(res.status).toBe(200);
      const { data } = await json(res);
      expect(data).toMatchObject({ month: '2026-03', status: 'sent', recipients: 2 });
      expect(new Date(data.expiresAt).getTime() - Date.now()).toBeGreaterThan(89 * DAY);
      expect(t.mailsTo('client-one@example.com')).toHaveLength(1);
      expect(t.mailsTo('client-two@example.com')).toHaveLength(1);
      tokenA = tokenMailedTo('client-one@example.com');
      expect(tokenMailedTo('client-two@example.com')).toBe(tokenA);
      expect(t.mailsTo('client-one@example.com')[0]?.Subject).toBe(`Monatsbericht März 2026 für ${centerName}`);

      const page = await share(tokenA);
      expect(page.status).toBe(200);
      expectShareHeaders(page);
      const body = await json(page);
      expect(body.data).toMatchObject({ centerName, month: '2026-03', from: '2025-03', to: '2026-03' });
      expect(Object.keys(body.data).sort()).toEqual(['centerName', 'channels', 'expiresAt', 'from', 'month', 'to']);
      const website = body.data.channels.find((c: Json) => c.channel === 'website');
      // that month's report (with the months before it for the charts), never the later April
      expect(website.months.map((m: Json) => [m.month, m.metrics.sessions, m.badge])).toEqual([
        ['2026-02', 200, 'history'],
        ['2026-03', 300, 'history'],
      ]);
      expectNoSecrets(body, 'report share');
      const text = JSON.stringify(body);
      for (const leak of [t.centerId, t.otherCenterId, 'client-one@example.com', '99999']) {
        expect(text).not.toContain(leak);
      }
    });

    it('a share link needs no session: stray credentials are not read', async () => {
      const res = await share(tokenA, { authorization: 'Bearer not-a-key', cookie: 'auth_session=forged' });
      expect(res.status).toBe(200);
      expect((await json(res)).data.centerName).toBe(centerName);
    });

    it('a token answers its own report only: there is no parameter to name another center or month', async () => {
      const res = await t.app.request(
        `/api/report-share/${tokenA}?centerId=${t.otherCenterId}&month=2026-04&from=2026-01&to=2026-04`,
      );
      const { data } = await json(res);
      expect(data).toMatchObject({ centerName, month: '2026-03', to: '2026-03' });
      expect(JSON.stringify(data)).not.toMatch(/99999|Nord-Arkaden/);
    });

    it("another center's report link shows that center's report and never this one's", async () => {
      const res = await send(t.otherCenterId, '2026-03', cookie.otherAdmin);
      expect(res.status).toBe(200);
      const tokenB = tokenMailedTo('other-client@example.com');
      expect(t.mailsTo('other-client@example.com')).toHaveLength(1);
      const b = await json(await share(tokenB));
      expect(b.data.centerName).not.toBe(centerName);
      const website = b.data.channels.find((c: Json) => c.channel === 'website');
      expect(website.months.map((m: Json) => m.metrics.sessions)).toEqual([99_999]);
      expect(JSON.stringify(b)).not.toMatch(
        new RegExp(`${escapeRegExp(centerName)}|"sessions":(200|300|400)\\b|450\\.5`),
      );
      // and this center's link is still this center's
      expect((await json(await share(tokenA))).data.centerName).toBe(centerName);
    });

    it('a sent report is not sent twice; ?resend=1 mails it again with a new link', async () => {
      const again = await send(t.centerId, '2026-03', cookie.centerAdmin);
      expect([again.status, (await json(again)).error.code]).toEqual([409, 'REPORT_ALREADY_SENT']);
      expect(t.mailsTo('client-one@example.com')).toHaveLength(1);
      const resent = await send(t.centerId, '2026-03', cookie.superAdmin, '?resend=1');
      expect(resent.status).toBe(200);
      expect(t.mailsTo('client-one@example.com')).toHaveLength(2);
      const newToken = tokenMailedTo('client-one@example.com');
      expect(newToken).not.toBe(tokenA);
      expect((await share(newToken)).status).toBe(200);
      expect((await share(tokenA)).status).toBe(200);
    });

    it('answers 404 for a month without data, 409 without recipients, 400 for a malformed month', async () => {
      const empty = await send(t.centerId, '2025-01', cookie.centerAdmin);
      expect([empty.status, (await json(empty)).error.code]).toEqual([404, 'NO_REPORTING_DATA']);
      await setRecipients(t.centerId, []);
      const none = await send(t.centerId, '2026-04', cookie.centerAdmin);
      expect([none.status, (await json(none)).error.code]).toEqual([409, 'NO_REPORT_RECIPIENTS']);
      const report = await t.db
        .selectFrom('clientReports')
        .select('status')
        .where('centerId', '=', t.centerId)
        .where('month', '=', '2026-04-01')
        .executeTakeFirstOrThrow();
      expect(report.status).toBe('ready');
      await setRecipients(t.centerId, ['client-one@example.com', 'client-two@example.com']);
      for (const month of ['2026-4', '2026-13', 'march', '0000-04']) {
        expect((await send(t.centerId, month, cookie.centerAdmin)).status, month).toBe(400);
      }
    });

    it("the center admin sets the report recipients; another center's admin and editors may not", async () => {
      const path = `/api/centers/${t.centerId}/client-reports/recipients`;
      const put = (body: unknown, who = cookie.centerAdmin) => t.request('PUT', path, { cookie: who, body });
      const saved = await put({ recipients: ['Client-One@example.com', 'client-two@example.com'] });
      expect(saved.status).toBe(200);
      expect((await json(saved)).data).toEqual(['client-one@example.com', 'client-two@example.com']);
      const read = await t.request('GET', path, { cookie: cookie.centerAdmin });
      expect((await json(read)).data).toEqual(['client-one@example.com', 'client-two@example.com']);
      expect((await put({ recipients: ['nope'] })).status).toBe(400);
      expect((await put(['a@b.example'])).status).toBe(400);
      expect((await put({ recipients: ['x@y.example'] }, cookie.otherAdmin)).status).toBe(403);
      expect((await put({ recipients: ['x@y.example'] }, cookie.editor)).status).toBe(403);
      expect((await t.request('GET', path, {})).status).toBe(401);
    });

    it('a failed send answers 502 and leaves the report ready for the next run', async () => {
      await snapshot(t.centerId, 'google_ads', '2026-05', { spend: 1 });
      t.postmark.failNext(422, { ErrorCode: 300, Message: 'Invalid email request' });
      const failed = await send(t.centerId, '2026-05', cookie.centerAdmin);
      expect([failed.status, (await json(failed)).error.code]).toEqual([502, 'REPORT_MAIL_FAILED']);
      const status = async () =>
        (
          await t.db
            .selectFrom('clientReports')
            .select('status')
            .where('centerId', '=', t.centerId)
            .where('month', '=', '2026-05-01')
            .executeTakeFirstOrThrow()
        ).status;
      expect(await status()).toBe('ready');
      expect((await send(t.centerId, '2026-05', cookie.centerAdmin)).status).toBe(200);
      expect(await status()).toBe('sent');
    });

    it('only the admins of the center may send: 401 anonymous, 403 other roles and other centers', async () => {
      expect((await send(t.centerId, '2026-03')).status).toBe(401);
      const foreign = await send(t.centerId, '2026-03', cookie.otherAdmin);
      expect([foreign.status, (await json(foreign)).error.code]).toEqual([403, 'FORBIDDEN_CENTER']);
      for (const who of ['analyticsViewer', 'marketing', 'editor']) {
        const res = await send(t.centerId, '2026-03', cookie[who]);
        expect([res.status, (await json(res)).error.code], who).toEqual([403, 'FORBIDDEN_ROLE']);
      }
    });
  });

  describe('share link states and revoking', () => {
    let reportId: string;
    beforeAll(async () => {
      reportId = (
        await t.db
          .selectFrom('clientReports')
          .select('id')
          .where('centerId', '=', t.centerId)
          .where('month', '=', '2026-03-01')
          .executeTakeFirstOrThrow()
      ).id;
    });

    it('an expired link answers 410, an unknown one 404, both without caching', async () => {
      const expired = await createReportShareLink(t.db, reportId, {
        expiresInDays: 1,
        now: new Date(Date.now() - 2 * DAY),
      });
      const gone = await share(expired.token);
      expect([gone.status, (await json(gone)).error.code]).toEqual([410, 'SHARE_LINK_EXPIRED']);
      expectShareHeaders(gone);
      for (const token of ['A'.repeat(43), 'nope']) {
        const unknown = await share(token);
        expect([unknown.status, (await json(unknown)).error.code], token).toEqual([404, 'SHARE_LINK_UNKNOWN']);
        expectShareHeaders(unknown);
      }
    });

    it('GET .../client-reports lists the links; DELETE /api/report-share-links/{id} revokes one (then 404)', async () => {
      const link = await createReportShareLink(t.db, reportId);
      expect((await share(link.token)).status).toBe(200);

      const list = await json(
        await t.request('GET', `/api/centers/${t.centerId}/client-reports`, { cookie: cookie.centerAdmin }),
      );
      const listed = list.data.find((r: Json) => r.month === '2026-03');
      expect(listed.links.map((l: Json) => l.id)).toContain(link.id);
      expect(JSON.stringify(list)).not.toContain(link.token);

      expect((await t.request('DELETE', `/api/report-share-links/${link.id}`)).status).toBe(401);
      // another center's admin: not found in its center, and nothing changes
      const foreign = await t.request('DELETE', `/api/report-share-links/${link.id}`, { cookie: cookie.otherAdmin });
      expect([foreign.status, (await json(foreign)).error.code]).toEqual([404, 'SHARE_LINK_NOT_FOUND']);
      const viewer = await t.request('DELETE', `/api/report-share-links/${link.id}`, {
        cookie: cookie.analyticsViewer,
      });
      expect(viewer.status).toBe(403);
      expect((await share(link.token)).status).toBe(200);

      const revoked = await t.request('DELETE', `/api/report-share-links/${link.id}`, { cookie: cookie.centerAdmin });
      expect(revoked.status).toBe(200);
      expect((await json(revoked)).data).toMatchObject({ id: link.id, revokedAt: expect.any(String) });
      const page = await share(link.token);
      expect([page.status, (await json(page)).error.code]).toEqual([404, 'SHARE_LINK_REVOKED']);
      expectShareHeaders(page);

      const unknown = await t.request('DELETE', `/api/report-share-links/${UNKNOWN_UUID}`, {
        cookie: cookie.superAdmin,
      });
      expect(unknown.status).toBe(404);
      const malformed = await t.request('DELETE', '/api/report-share-links/not-a-uuid', { cookie: cookie.superAdmin });
      expect(malformed.status).toBe(400);
    });
  });

  describe('the tRPC twins of the client reports (the dashboard’s panel)', () => {
    const trpc = (procedure: string, input: unknown, who?: string, method: 'GET' | 'POST' = 'POST') =>
      method === 'GET'
        ? t.request('GET', `/trpc/clientReporting.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, {
            ...(who ? { cookie: who } : {}),
          })
        : t.request('POST', `/trpc/clientReporting.${procedure}`, { ...(who ? { cookie: who } : {}), body: input });
    const data = async (res: Response) => {
      expect(res.status).toBe(200);
      return (await json(res)).result.data;
    };
    const center = () => ({ centerId: t.centerId });

    it('read and set the recipients, send a month, list the reports and revoke a link as REST does', async () => {
      expect(
        await data(
          await trpc(
            'setRecipients',
            { ...center(), recipients: [' Kunde@Example.com ', 'kunde@example.com'] },
            cookie.centerAdmin,
          ),
        ),
      ).toEqual(['kunde@example.com']);
      expect(await data(await trpc('recipients', center(), cookie.centerAdmin, 'GET'))).toEqual(['kunde@example.com']);
      const invalid = await trpc('setRecipients', { ...center(), recipients: ['kein-mail'] }, cookie.centerAdmin);
      expect(invalid.status).toBe(400);

      const sent = await data(await trpc('send', { ...center(), month: '2026-04' }, cookie.centerAdmin));
      expect(sent).toMatchObject({ month: '2026-04', status: 'sent', recipients: 1 });
      expect(t.mailsTo('kunde@example.com')).toHaveLength(1);
      const again = await trpc('send', { ...center(), month: '2026-04' }, cookie.centerAdmin);
      expect([again.status, (await json(again)).error.data.appCode]).toEqual([409, 'REPORT_ALREADY_SENT']);
      const malformed = await trpc('send', { ...center(), month: '04/2026' }, cookie.centerAdmin);
      expect(malformed.status).toBe(400);

      const reports = await data(await trpc('reports', center(), cookie.centerAdmin, 'GET'));
      expect(reports).toEqual(
        (
          await json(
            await t.request('GET', `/api/centers/${t.centerId}/client-reports`, { cookie: cookie.centerAdmin }),
          )
        ).data,
      );
      const april = reports.find((r: Json) => r.month === '2026-04');
      expect(april.status).toBe('sent');
      const revoked = await data(
        await trpc('revokeLink', { ...center(), linkId: april.links[0].id }, cookie.centerAdmin),
      );
      expect(revoked).toMatchObject({ id: april.links[0].id, revokedAt: expect.any(String) });
    });

    it('refuses the roles that only read reporting, and other centers', async () => {
      for (const who of [cookie.analyticsViewer, cookie.editor]) {
        const res = await trpc('recipients', center(), who, 'GET');
        expect(res.status).toBe(403);
      }
      expect((await trpc('send', { ...center(), month: '2026-03' }, cookie.otherAdmin)).status).toBe(403);
      expect((await trpc('reports', center(), undefined, 'GET')).status).toBe(401);
    });
  });
});
