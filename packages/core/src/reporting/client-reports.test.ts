// Spec 4.8, 6.1 CLIENT_REPORT_AVAILABLE: monthly client reports (prepared idempotently, mailed to the center's
// report recipients through the real postmark client against the Postmark stand-in) and their share links
// (valid, revoked, expired, unknown; a token answers its own report only).
import { type PostmarkStandIn, startPostmarkStandIn } from '@center-platform/stand-ins';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountServices } from '../accounts/account-services';
import { hashToken } from '../accounts/one-time-tokens';
import { createSessions } from '../accounts/sessions';
import type { DatabaseHandle } from '../db/database';
import { json } from '../db/json';
import type { ReportingChannel } from '../db/schema';
import { DomainError } from '../errors';
import { createMailer, type EmailConfig } from '../mail/mailer';
import { openTestDatabase } from '../testing/test-database';
import type { LiveReportingSources } from './client-reporting';
import {
  listClientReports,
  prepareMonthlyReports,
  previousReportingMonth,
  runMonthlyClientReports,
} from './client-reports';
import {
  createReportShareLink,
  REPORT_SHARE_LINK_DAYS,
  readSharedReport,
  revokeReportShareLink,
} from './report-share-links';
import { sendReadyReports } from './send-client-reports';

const BASE = 'https://dashboard.example.test';
const DAY = 24 * 60 * 60 * 1000;
/** 2026-04-02 06:00 UTC: the scheduled run after March closed */
const RUN_AT = new Date('2026-04-02T06:00:00Z');
const LINK = new RegExp(`${BASE.replace(/[./]/g, '\\$&')}/reports/([\\w-]+)`);

describe('monthly client reports', () => {
  let handle: DatabaseHandle;
  let postmark: PostmarkStandIn;
  let config: EmailConfig;
  let row = 0;
  let seq = 0;

  const services = (now = RUN_AT): AccountServices => ({
    db: handle.db,
    sessions: createSessions(handle.db, { secureCookies: false }),
    mailer: createMailer({ db: handle.db, email: config }),
    baseUrl: BASE,
    now: () => now,
  });
  const addCenter = async (name: string, recipients: string[] | null) => {
    const center = await handle.db
      .insertInto('centers')
      .values({ name, slug: `reports-${++seq}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (recipients) {
      await handle.db
        .insertInto('centerSecrets')
        .values({ centerId: center.id, reportRecipients: recipients })
        .execute();
    }
    return center.id;
  };
  const snapshot = (centerId: string, channel: ReportingChannel, month: string, metrics: Record<string, unknown>) =>
    handle.db
      .insertInto('reportingChannelSnapshots')
      .values({
        centerId,
        legacyRowId: `r-${++row}`,
        legacyClientId: 'c',
        channel,
        month: `${month}-01`,
        metrics: json(metrics),
      })
      .execute();
  const reportOf = (centerId: string, month: string) =>
    handle.db
      .selectFrom('clientReports')
      .selectAll()
      .where('centerId', '=', centerId)
      .where('month', '=', `${month}-01`)
      .executeTakeFirst();
  const mailsTo = (address: string) =>
    postmark.messages.filter((m) => m.To === address && m.Tag === 'CLIENT_REPORT_AVAILABLE');
  const tokenIn = (text: string | undefined) => {
    const token = LINK.exec(text ?? '')?.[1];
    if (!token) throw new Error(`no report link in ${text}`);
    return token;
  };
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).code;
  };

  beforeAll(async () => {
    [handle, postmark] = await Promise.all([openTestDatabase(), startPostmarkStandIn()]);
    config = {
      transport: 'postmark',
      providerApiKey: postmark.serverToken,
      providerApiUrl: postmark.url,
      fromAddress: 'no-reply@center.example',
      fromName: 'Center Platform',
      replyTo: undefined,
    };
  });
  afterAll(async () => {
    await postmark?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    // every test starts without reports and without history: its own centers and snapshots are all there is
    await handle.db.deleteFrom('clientReports').execute();
    await handle.db.deleteFrom('reportingChannelSnapshots').execute();
    postmark.messages.splice(0);
  });

  describe('prepareMonthlyReports', () => {
    it('creates one ready report per center with data in the month, and is idempotent', async () => {
      const withData = await addCenter('Prepared', ['a@example.com']);
      const otherMonth = await addCenter('Other month', ['b@example.com']);
      await snapshot(withData, 'website_analytics_monthly', '2026-03', { sessions: 1 });
      await snapshot(withData, 'meta_ads', '2026-03', { spend: 2 });
      await snapshot(otherMonth, 'website_analytics_monthly', '2026-02', { sessions: 1 });

      const first = await prepareMonthlyReports(handle.db, '2026-03', { now: RUN_AT });
      expect(first.created).toBe(1);
      expect(first.reports.map((r) => [r.centerId, r.month, r.status])).toEqual([[withData, '2026-03', 'ready']]);
      const again = await prepareMonthlyReports(handle.db, '2026-03', { now: new Date(RUN_AT.getTime() + DAY) });
      expect(again.created).toBe(0);
      expect(again.reports).toEqual(first.reports);
      const rows = await handle.db.selectFrom('clientReports').selectAll().where('month', '=', '2026-03-01').execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'ready', readyAt: RUN_AT, sentAt: null });
      expect(await reportOf(otherMonth, '2026-03')).toBeUndefined();
    });

    it('turns a pending report ready and leaves a sent one sent', async () => {
      const pending = await addCenter('Pending', ['a@example.com']);
      const sent = await addCenter('Sent', ['a@example.com']);
      for (const id of [pending, sent]) await snapshot(id, 'social_media', '2026-03', { followers: 1 });
      await handle.db
        .insertInto('clientReports')
        .values([
          { centerId: pending, month: '2026-03-01', status: 'pending' },
          { centerId: sent, month: '2026-03-01', status: 'sent', readyAt: RUN_AT, sentAt: RUN_AT },
        ])
        .execute();
      const result = await prepareMonthlyReports(handle.db, '2026-03', { now: RUN_AT });
      expect(result.created).toBe(0);
      expect((await reportOf(pending, '2026-03'))?.status).toBe('ready');
      expect((await reportOf(sent, '2026-03'))?.status).toBe('sent');
    });

    it('with a live source, a center with only live data for the month gets a report too', async () => {
      const liveOnly = await addCenter('Live only', ['a@example.com']);
      const asked: string[][] = [];
      const live: LiveReportingSources = {
        website: async (_db, centerId, months) => {
          asked.push([...months]);
          return new Map(centerId === liveOnly ? [['2026-03', { sessions: 5 }]] : []);
        },
      };
      const result = await prepareMonthlyReports(handle.db, '2026-03', { now: RUN_AT, live, centerId: liveOnly });
      expect(result.reports.map((r) => r.centerId)).toEqual([liveOnly]);
      expect(asked).toEqual([['2026-03']]);
    });

    it('refuses a malformed month', async () => {
      expect(await refusal(prepareMonthlyReports(handle.db, '2026-3'))).toBe('INVALID_MONTH');
    });
  });

  describe('sendReadyReports', () => {
    it('mails each recipient a link to the report, marks it sent, and the link opens that report', async () => {
      const centerId = await addCenter('Rhein-Galerie', ['one@example.com', ' two@example.com ', 'ONE@example.com']);
      await snapshot(centerId, 'website_analytics_monthly', '2026-03', { sessions: 300 });
      await snapshot(centerId, 'website_analytics_monthly', '2026-04', { sessions: 400 });
      await prepareMonthlyReports(handle.db, '2026-03', { now: RUN_AT });

      const result = await sendReadyReports(services(), { centerId });
      expect(result).toMatchObject({ sent: 1, failed: 0, withoutRecipients: 0 });
      expect(result.reports[0]).toMatchObject({ centerId, month: '2026-03', status: 'sent', recipients: 2 });
      expect(result.reports[0]?.expiresAt).toEqual(new Date(RUN_AT.getTime() + REPORT_SHARE_LINK_DAYS * DAY));
      // one mail per recipient (duplicates dropped), nobody sees the other addresses
      expect(postmark.messages.map((m) => m.To)).toEqual(['one@example.com', 'two@example.com']);
      const [mail] = mailsTo('one@example.com');
      expect(mail?.Subject).toBe('Monatsbericht März 2026 für Rhein-Galerie');
      expect(mail?.TrackLinks).toBe('None');
      const token = tokenIn(mail?.TextBody);
      expect(mail?.HtmlBody).toContain(`${BASE}/reports/${token}`);
      expect(tokenIn(mailsTo('two@example.com')[0]?.TextBody)).toBe(token);

      // only the hash is stored
      const link = await handle.db.selectFrom('reportShareLinks').selectAll().executeTakeFirstOrThrow();
      expect(link.tokenHash).toBe(hashToken(token));
      expect(JSON.stringify(link)).not.toContain(token);
      expect(await reportOf(centerId, '2026-03')).toMatchObject({ status: 'sent', sentAt: RUN_AT });

      const shared = await readSharedReport(handle.db, token, { now: RUN_AT });
      expect(shared).toMatchObject({ centerName: 'Rhein-Galerie', month: '2026-03', from: '2025-03', to: '2026-03' });
      const website = shared.channels.find((c) => c.channel === 'website');
      // the report month (and the months before it), never a later month
      expect(website?.months).toEqual([
        { month: '2026-03', metrics: { sessions: 300 }, source: 'history', badge: 'history' },
      ]);

      // a second run sends nothing again
      const second = await sendReadyReports(services(), { centerId });
      expect(second.reports).toEqual([]);
      expect(postmark.messages).toHaveLength(2);
    });

    it('leaves the report of a center without recipients ready', async () => {
      const none = await addCenter('No recipients', []);
      const noSecrets = await addCenter('No secrets row', null);
      for (const id of [none, noSecrets]) await snapshot(id, 'google_ads', '2026-03', { spend: 1 });
      await prepareMonthlyReports(handle.db, '2026-03', { now: RUN_AT });
      const result = await sendReadyReports(services(), { month: '2026-03' });
      expect(result).toMatchObject({ sent: 0, failed: 0, withoutRecipients: 2 });
      expect(result.reports.map((r) => r.status)).toEqual(['no_recipients', 'no_recipients']);
      for (const id of [none, noSecrets]) expect((await reportOf(id, '2026-03'))?.status).toBe('ready');
      expect(await handle.db.selectFrom('reportShareLinks').selectAll().execute()).toEqual([]);
      expect(postmark.messages).toEqual([]);
    });

    it('a refused send leaves the report ready; the next run sends it', async () => {
      const centerId = await addCenter('Refused', ['refused@example.com']);
      await snapshot(centerId, 'chatbot_metrics', '2026-03', { conversations: 3 });
      await prepareMonthlyReports(handle.db, '2026-03', { now: RUN_AT });
      postmark.failNext(422, { ErrorCode: 300, Message: 'Invalid email request' });
      const failed = await sendReadyReports(services(), { centerId });
      expect(failed).toMatchObject({ sent: 0, failed: 1 });
      expect(failed.reports[0]?.errors?.[0]).toContain('Invalid email request');
      expect(await reportOf(centerId, '2026-03')).toMatchObject({ status: 'ready', sentAt: null });
      // the link reached nobody: it is gone
      expect(
        await handle.db
          .selectFrom('reportShareLinks as l')
          .innerJoin('clientReports as r', 'r.id', 'l.clientReportId')
          .select('l.id')
          .where('r.centerId', '=', centerId)
          .execute(),
      ).toEqual([]);

      const retried = await sendReadyReports(services(), { centerId });
      expect(retried).toMatchObject({ sent: 1, failed: 0 });
      expect(mailsTo('refused@example.com')).toHaveLength(1);
      expect((await reportOf(centerId, '2026-03'))?.status).toBe('sent');
    });

    it('two overlapping runs mail a report once', async () => {
      const centerId = await addCenter('Overlap', ['overlap@example.com']);
      await snapshot(centerId, 'stelen_metrics', '2026-03', { impressions: 1 });
      await prepareMonthlyReports(handle.db, '2026-03', { now: RUN_AT });
      const [a, b] = await Promise.all([
        sendReadyReports(services(), { centerId }),
        sendReadyReports(services(), { centerId }),
      ]);
      expect(a.sent + b.sent).toBe(1);
      expect(mailsTo('overlap@example.com')).toHaveLength(1);
    });

    it('resend mails a sent report again with a new link; the first link stays valid', async () => {
      const centerId = await addCenter('Resend', ['resend@example.com']);
      await snapshot(centerId, 'meta_ads', '2026-03', { spend: 1 });
      await prepareMonthlyReports(handle.db, '2026-03', { now: RUN_AT });
      await sendReadyReports(services(), { centerId });
      const later = new Date(RUN_AT.getTime() + DAY);
      const result = await sendReadyReports(services(later), { centerId, month: '2026-03', resend: true });
      expect(result.reports.map((r) => r.status)).toEqual(['sent']);
      const [first, second] = mailsTo('resend@example.com').map((m) => tokenIn(m.TextBody));
      expect(first && second && first !== second).toBe(true);
      for (const token of [first, second]) {
        expect((await readSharedReport(handle.db, token ?? '', { now: later })).centerName).toBe('Resend');
      }
      expect((await reportOf(centerId, '2026-03'))?.sentAt).toEqual(later);
    });
  });

  describe('share links', () => {
    let centerA: string;
    let centerB: string;
    let reportA: string;
    let reportB: string;

    beforeEach(async () => {
      centerA = await addCenter('Center A', ['a@example.com']);
      centerB = await addCenter('Center B', ['b@example.com']);
      await snapshot(centerA, 'website_analytics_monthly', '2026-03', { sessions: 111 });
      await snapshot(centerA, 'website_analytics_monthly', '2026-02', { sessions: 110 });
      await snapshot(centerB, 'website_analytics_monthly', '2026-03', { sessions: 222 });
      await snapshot(centerB, 'meta_ads', '2026-03', { spend: 9 });
      await prepareMonthlyReports(handle.db, '2026-03', { now: RUN_AT });
      reportA = (await reportOf(centerA, '2026-03'))?.id ?? '';
      reportB = (await reportOf(centerB, '2026-03'))?.id ?? '';
    });

    it("a token answers its own center's report and nothing of another center", async () => {
      const linkA = await createReportShareLink(handle.db, reportA, { now: RUN_AT });
      const linkB = await createReportShareLink(handle.db, reportB, { now: RUN_AT });
      const a = await readSharedReport(handle.db, linkA.token, { now: RUN_AT });
      const b = await readSharedReport(handle.db, linkB.token, { now: RUN_AT });
      expect(a.centerName).toBe('Center A');
      expect(a.channels.find((c) => c.channel === 'website')?.months.map((m) => m.metrics.sessions)).toEqual([
        110, 111,
      ]);
      expect(a.channels.find((c) => c.channel === 'metaAds')?.months).toEqual([]);
      expect(JSON.stringify(a)).not.toMatch(/222|Center B/);
      expect(b.centerName).toBe('Center B');
      expect(JSON.stringify(b)).not.toMatch(/111|110|Center A/);
      // whitelisted: no ids, no settings, no recipients
      expect(Object.keys(a).sort()).toEqual(['centerName', 'channels', 'expiresAt', 'from', 'month', 'to']);
      const text = JSON.stringify(a);
      for (const leak of [centerA, reportA, linkA.id, 'a@example.com', 'centerId', 'Recipients']) {
        expect(text).not.toContain(leak);
      }
    });

    it('expires after the chosen days; revoked and unknown tokens are told apart', async () => {
      const link = await createReportShareLink(handle.db, reportA, { now: RUN_AT, expiresInDays: 2 });
      expect(link.expiresAt).toEqual(new Date(RUN_AT.getTime() + 2 * DAY));
      const justBefore = new Date(link.expiresAt.getTime() - 1);
      expect((await readSharedReport(handle.db, link.token, { now: justBefore })).month).toBe('2026-03');
      expect(await refusal(readSharedReport(handle.db, link.token, { now: link.expiresAt }))).toBe(
        'SHARE_LINK_EXPIRED',
      );

      const revoked = await revokeReportShareLink(handle.db, link.id, { now: RUN_AT });
      expect(revoked).toEqual({ id: link.id, revokedAt: RUN_AT });
      // revoking twice keeps the first time
      expect(await revokeReportShareLink(handle.db, link.id, { now: link.expiresAt })).toEqual(revoked);
      expect(await refusal(readSharedReport(handle.db, link.token, { now: RUN_AT }))).toBe('SHARE_LINK_REVOKED');
      // revoked and expired: revoked
      expect(await refusal(readSharedReport(handle.db, link.token, { now: link.expiresAt }))).toBe(
        'SHARE_LINK_REVOKED',
      );

      for (const token of ['x'.repeat(43), 'short', '', '../../etc', link.token.slice(0, -1)]) {
        expect(await refusal(readSharedReport(handle.db, token, { now: RUN_AT })), token).toBe('SHARE_LINK_UNKNOWN');
      }
    });

    it("revoking with a center scope refuses another center's link as not found", async () => {
      const linkB = await createReportShareLink(handle.db, reportB, { now: RUN_AT });
      expect(await refusal(revokeReportShareLink(handle.db, linkB.id, { centerIds: [centerA] }))).toBe(
        'SHARE_LINK_NOT_FOUND',
      );
      expect((await readSharedReport(handle.db, linkB.token, { now: RUN_AT })).centerName).toBe('Center B');
      expect((await revokeReportShareLink(handle.db, linkB.id, { centerIds: [centerB] })).id).toBe(linkB.id);
    });

    it('refuses an unknown report and a validity out of range', async () => {
      expect(await refusal(createReportShareLink(handle.db, '00000000-0000-4000-8000-000000000000'))).toBe(
        'REPORT_NOT_FOUND',
      );
      for (const expiresInDays of [0, 366, 1.5]) {
        expect(await refusal(createReportShareLink(handle.db, reportA, { expiresInDays }))).toBe('INVALID_EXPIRY');
      }
    });

    it('lists the reports of a center with their links, never a token', async () => {
      const link = await createReportShareLink(handle.db, reportA, { now: RUN_AT });
      const list = await listClientReports(handle.db, centerA);
      expect(list).toEqual([
        {
          id: reportA,
          month: '2026-03',
          status: 'ready',
          readyAt: RUN_AT,
          sentAt: null,
          links: [{ id: link.id, createdAt: expect.any(Date), expiresAt: link.expiresAt, revokedAt: null }],
        },
      ]);
      expect(JSON.stringify(list)).not.toContain(link.token);
    });
  });

  it('the monthly run prepares the month that closed and sends every ready report', async () => {
    expect(previousReportingMonth(RUN_AT)).toBe('2026-03');
    expect(previousReportingMonth(new Date('2026-01-02T06:00:00Z'))).toBe('2025-12');
    const centerId = await addCenter('Monthly', ['monthly@example.com']);
    await snapshot(centerId, 'social_media', '2026-03', { followers: 10 });
    // a report of an earlier month that could not be sent before goes out too
    await snapshot(centerId, 'social_media', '2026-02', { followers: 9 });
    await prepareMonthlyReports(handle.db, '2026-02', { now: RUN_AT });
    const result = await runMonthlyClientReports(services());
    expect(result.month).toBe('2026-03');
    expect(result.prepared.created).toBeGreaterThanOrEqual(1);
    expect(result.sent.reports.filter((r) => r.centerId === centerId).map((r) => [r.month, r.status])).toEqual([
      ['2026-02', 'sent'],
      ['2026-03', 'sent'],
    ]);
    expect(mailsTo('monthly@example.com').map((m) => m.Subject)).toEqual([
      'Monatsbericht Februar 2026 für Monthly',
      'Monatsbericht März 2026 für Monthly',
    ]);
  });
});
