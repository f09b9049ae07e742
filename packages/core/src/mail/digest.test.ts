// The daily digest (spec 6.1 EMAIL_DIGEST, 6.2, 8) and the timing of the social review mails (6.1), through the
// real postmark client against the Postmark stand-in.
import { type PostmarkMessage, type PostmarkStandIn, startPostmarkStandIn } from '@center-platform/stand-ins';
import type { Insertable, Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountServices } from '../accounts/account-services';
import { createSessions } from '../accounts/sessions';
import type { DatabaseHandle } from '../db/database';
import { json } from '../db/json';
import type { Database, SocialPostState, UsersTable } from '../db/schema';
import { DomainError } from '../errors';
import { openTestDatabase } from '../testing/test-database';
import { runEmailDigest } from './digest';

const BATCH = 500;

import { createMailer, type EmailConfig, type OutgoingMail } from './mailer';
import { notifySocialReviewOutcome, notifySocialReviewRequest, type SocialReviewPost } from './social-review-notices';
import { renderMail } from './templates';

const BASE = 'https://dashboard.example.test';
const HOUR = 60 * 60 * 1000;
/** 2026-01-15, Berlin = UTC+1: 08:30 in Berlin */
const WINTER_8 = new Date('2026-01-15T07:30:00Z');
/** 2026-07-15, Berlin = UTC+2: 08:30 in Berlin */
const SUMMER_8 = new Date('2026-07-15T06:30:00Z');
const ago = (at: Date, hours: number) => new Date(at.getTime() - hours * HOUR);

describe('daily e-mail digest', () => {
  let handle: DatabaseHandle;
  let postmark: PostmarkStandIn;
  let config: EmailConfig;
  let centerId: string;
  let otherCenterId: string;
  let seq = 0;

  const servicesOn = (db: Kysely<Database>, now?: () => Date): AccountServices => ({
    db,
    sessions: createSessions(db, { secureCookies: false }),
    mailer: createMailer({ db, email: config }),
    baseUrl: BASE,
    ...(now ? { now } : {}),
  });
  const services = () => servicesOn(handle.db);

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
    const centers = await handle.db
      .insertInto('centers')
      .values([
        { name: 'Demo Center', slug: 'digest-demo' },
        { name: 'Other Center', slug: 'digest-other' },
      ])
      .returning('id')
      .execute();
    centerId = centers[0]?.id ?? '';
    otherCenterId = centers[1]?.id ?? '';
  });
  afterAll(async () => {
    await postmark?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.deleteFrom('emailLog').execute();
    await handle.db.deleteFrom('socialPosts').execute();
    await handle.db.deleteFrom('users').execute();
    postmark.messages.splice(0);
  });

  const addUser = async (values: Partial<Insertable<UsersTable>> = {}) => {
    seq++;
    return handle.db
      .insertInto('users')
      .values({
        email: `user${seq}@example.com`,
        name: `User ${seq}`,
        role: 'CONTENT_EDITOR',
        centerId,
        emailDigestEnabled: true,
        emailDigestHour: 8,
        ...values,
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
  };
  const addBell = (
    userId: string,
    createdAt: Date,
    values: { kind?: string; title?: string; body?: string | null; link?: string | null } = {},
  ) =>
    handle.db
      .insertInto('bellNotifications')
      .values({
        userId,
        centerId,
        kind: values.kind ?? 'social_new_comment',
        title: values.title ?? 'Neuer Kommentar',
        body: values.body ?? null,
        link: values.link ?? null,
        payload: json({}),
        createdAt,
      })
      .execute();
  const addPosts = (center: string, state: SocialPostState, count: number) =>
    handle.db
      .insertInto('socialPosts')
      .values(
        Array.from({ length: count }, () => ({ centerId: center, sourceType: 'manual' as const, text: 'x', state })),
      )
      .execute();
  const digestsTo = (email: string): PostmarkMessage[] =>
    postmark.messages.filter((m) => m.Tag === 'EMAIL_DIGEST' && m.To === email);
  const lastSentOf = async (userId: string) =>
    (
      await handle.db
        .selectFrom('users')
        .select('emailDigestLastSentAt')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).emailDigestLastSentAt;

  describe('the chosen hour in Europe/Berlin', () => {
    it('winter (UTC+1): hour 8 is sent at 07:xx UTC, not at 06:xx or 08:xx UTC', async () => {
      const user = await addUser();
      await addBell(user.id, ago(WINTER_8, 2));
      const early = await runEmailDigest(services(), { now: ago(WINTER_8, 1) });
      const late = await runEmailDigest(services(), { now: ago(WINTER_8, -1) });
      expect([early.hour, early.sent, late.hour, late.sent]).toEqual([7, 0, 9, 0]);
      expect(postmark.messages).toHaveLength(0);

      const result = await runEmailDigest(services(), { now: WINTER_8 });
      expect(result).toEqual({ hour: 8, candidates: 1, sent: 1, skippedNothingToReport: 0, failed: 0, dryRun: false });
      expect(digestsTo(user.email)).toHaveLength(1);
      expect(await lastSentOf(user.id)).toEqual(WINTER_8);
    });

    it('summer (UTC+2): hour 8 is sent at 06:xx UTC, not at 05:xx or 07:xx UTC', async () => {
      const user = await addUser();
      await addBell(user.id, ago(SUMMER_8, 2));
      const early = await runEmailDigest(services(), { now: ago(SUMMER_8, 1) });
      const late = await runEmailDigest(services(), { now: ago(SUMMER_8, -1) });
      expect([early.hour, early.sent, late.hour, late.sent]).toEqual([7, 0, 9, 0]);
      expect(postmark.messages).toHaveLength(0);

      const result = await runEmailDigest(services(), { now: SUMMER_8 });
      expect(result).toMatchObject({ hour: 8, candidates: 1, sent: 1 });
      expect(digestsTo(user.email)).toHaveLength(1);
    });

    it('each of the hours 7, 8, 9, 10, 12, 15, 18 gets only its own users; other hours send nothing', async () => {
      const hours = [7, 8, 9, 10, 12, 15, 18];
      const users = await Promise.all(hours.map((emailDigestHour) => addUser({ emailDigestHour })));
      for (const user of users) await addBell(user.id, ago(WINTER_8, 12));
      // Berlin 07:30 ... 18:30 on 2026-01-15 is 06:30 ... 17:30 UTC
      for (const [i, hour] of hours.entries()) {
        const result = await runEmailDigest(services(), { now: new Date(Date.UTC(2026, 0, 15, hour - 1, 30)) });
        expect(result).toMatchObject({ hour, candidates: 1, sent: 1 });
        expect(postmark.messages.at(-1)?.To).toBe(users[i]?.email);
      }
      const eleven = await runEmailDigest(services(), { now: new Date('2026-01-15T10:30:00Z') });
      expect(eleven).toMatchObject({ hour: 11, candidates: 0, sent: 0 });
      expect(postmark.messages).toHaveLength(hours.length);
    });

    it('"today" starts at Berlin midnight, also on the days daylight saving starts and ends', async () => {
      // 2026-03-29: clocks go 02:00 -> 03:00; Berlin midnight was 2026-03-28T23:00Z; 07:30 CEST is 05:30Z
      // 2026-10-25: clocks go 03:00 -> 02:00; Berlin midnight was 2026-10-24T22:00Z; 08:30 CET is 07:30Z
      for (const day of [
        { now: '2026-03-29T05:30:00Z', hour: 7, midnight: '2026-03-28T23:00:00Z' },
        { now: '2026-10-25T07:30:00Z', hour: 8, midnight: '2026-10-24T22:00:00Z' },
      ]) {
        const midnight = new Date(day.midnight);
        const today = await addUser({ emailDigestHour: day.hour, emailDigestLastSentAt: ago(midnight, -0.5) });
        const yesterday = await addUser({ emailDigestHour: day.hour, emailDigestLastSentAt: ago(midnight, 0.5) });
        await addBell(today.id, ago(new Date(day.now), 1));
        await addBell(yesterday.id, ago(new Date(day.now), 1));
        const result = await runEmailDigest(services(), { now: new Date(day.now) });
        expect(result).toMatchObject({ hour: day.hour, candidates: 1, sent: 1 });
        expect(digestsTo(today.email)).toHaveLength(0);
        expect(digestsTo(yesterday.email)).toHaveLength(1);
      }
    });
  });

  it('opted-out and inactive users get nothing', async () => {
    const optedOut = await addUser({ emailDigestEnabled: false });
    const inactive = await addUser({ isActive: false });
    for (const user of [optedOut, inactive]) await addBell(user.id, ago(WINTER_8, 1));
    await addPosts(centerId, 'pending_approval', 2);
    const result = await runEmailDigest(services(), { now: WINTER_8 });
    expect(result).toMatchObject({ candidates: 0, sent: 0 });
    expect(postmark.messages).toHaveLength(0);
    expect(await lastSentOf(optedOut.id)).toBeNull();
    expect(await lastSentOf(inactive.id)).toBeNull();
  });

  it('nothing to report: nothing is sent and the user is not claimed (a later run of the hour still can)', async () => {
    const user = await addUser();
    await addBell(user.id, ago(WINTER_8, 1), { kind: 'security_alert', title: 'Neue Anmeldung' });
    await addBell(user.id, ago(WINTER_8, 30)); // before the 24 h window
    await addPosts(centerId, 'published', 3);
    const result = await runEmailDigest(services(), { now: WINTER_8 });
    expect(result).toEqual({ hour: 8, candidates: 1, sent: 0, skippedNothingToReport: 1, failed: 0, dryRun: false });
    expect(postmark.messages).toHaveLength(0);
    expect(await lastSentOf(user.id)).toBeNull();
    expect(await handle.db.selectFrom('emailLog').select('id').execute()).toHaveLength(0);

    await addBell(user.id, ago(WINTER_8, -0.2));
    const later = await runEmailDigest(services(), { now: ago(WINTER_8, -0.25) });
    expect(later).toMatchObject({ candidates: 1, sent: 1, skippedNothingToReport: 0 });
  });

  it('at most once per Berlin day: a second run in the same hour sends nothing, the next day sends again', async () => {
    const user = await addUser();
    await addBell(user.id, ago(WINTER_8, 3), { title: 'Erster Kommentar' });
    expect(await runEmailDigest(services(), { now: WINTER_8 })).toMatchObject({ sent: 1 });
    await addBell(user.id, ago(WINTER_8, -0.1), { title: 'Zweiter Kommentar' });
    const again = await runEmailDigest(services(), { now: ago(WINTER_8, -0.2) });
    expect(again).toMatchObject({ candidates: 0, sent: 0 });
    expect(digestsTo(user.email)).toHaveLength(1);

    const tomorrow = await runEmailDigest(services(), { now: ago(WINTER_8, -24) });
    expect(tomorrow).toMatchObject({ candidates: 1, sent: 1 });
    const mails = digestsTo(user.email);
    expect(mails).toHaveLength(2);
    // the second digest covers what came after the first one, and nothing twice
    expect(mails[1]?.TextBody).toContain('Zweiter Kommentar');
    expect(mails[1]?.TextBody).not.toContain('Erster Kommentar');
    expect(mails[1]?.Subject).toBe('Ihre tägliche Zusammenfassung vom 16.01.2026');
  });

  it('two overlapping runs started together send exactly one digest per user', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => addUser()));
    for (const user of users) await addBell(user.id, ago(WINTER_8, 1));
    const runs = await Promise.all([
      runEmailDigest(services(), { now: WINTER_8 }),
      runEmailDigest(services(), { now: new Date(WINTER_8.getTime() + 1) }),
      runEmailDigest(services(), { now: new Date(WINTER_8.getTime() + 2) }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(users.length);
    expect(runs.reduce((sum, run) => sum + run.failed, 0)).toBe(0);
    expect(postmark.messages).toHaveLength(users.length);
    for (const user of users) expect(digestsTo(user.email)).toHaveLength(1);
    const logged = await handle.db
      .selectFrom('emailLog')
      .select('userId')
      .where('templateId', '=', 'EMAIL_DIGEST')
      .execute();
    expect(logged).toHaveLength(users.length);
  });

  it('dryRun names the recipients and writes and sends nothing', async () => {
    const due = await addUser();
    const idle = await addUser();
    await addBell(due.id, ago(WINTER_8, 1));
    const result = await runEmailDigest(services(), { now: WINTER_8, dryRun: true });
    expect(result).toEqual({
      hour: 8,
      candidates: 2,
      sent: 0,
      skippedNothingToReport: 1,
      failed: 0,
      dryRun: true,
      recipients: [due.email],
    });
    expect(postmark.messages).toHaveLength(0);
    expect(await lastSentOf(due.id)).toBeNull();
    expect(await lastSentOf(idle.id)).toBeNull();
    expect(await handle.db.selectFrom('emailLog').select('id').execute()).toHaveLength(0);
  });

  it('userId restricts the run to one user, still under every rule', async () => {
    const a = await addUser();
    const b = await addUser();
    const optedOut = await addUser({ emailDigestEnabled: false });
    for (const user of [a, b, optedOut]) await addBell(user.id, ago(WINTER_8, 1));
    expect(await runEmailDigest(services(), { now: WINTER_8, userId: a.id })).toMatchObject({ candidates: 1, sent: 1 });
    expect(postmark.messages.map((m) => m.To)).toEqual([a.email]);
    expect(await lastSentOf(b.id)).toBeNull();
    expect(await runEmailDigest(services(), { now: WINTER_8, userId: optedOut.id })).toMatchObject({ candidates: 0 });
    expect(await runEmailDigest(services(), { now: ago(WINTER_8, 1), userId: b.id })).toMatchObject({ candidates: 0 });
    expect(await runEmailDigest(services(), { now: WINTER_8, userId: a.id })).toMatchObject({ candidates: 0 });
    await expect(runEmailDigest(services(), { now: WINTER_8, userId: 'not-a-uuid' })).rejects.toBeInstanceOf(
      DomainError,
    );
    expect(postmark.messages).toHaveLength(1);
  });

  it('carries the bell items of both kinds since the last digest and the counts of the center (all for SUPER_ADMIN)', async () => {
    const editor = await addUser({ name: 'Erika Editor', emailDigestLastSentAt: ago(WINTER_8, 40) });
    const admin = await addUser({ role: 'SUPER_ADMIN', centerId: null, name: 'Sam Super' });
    const centerless = await addUser({ centerId: null });
    const other = await addUser({ emailDigestEnabled: false });
    await addBell(editor.id, ago(WINTER_8, 30), {
      kind: 'social_review_approved',
      title: 'Sommerfest',
      body: 'freigegeben von Bea Admin',
      link: '/dashboard/social/posts/1',
    });
    await addBell(editor.id, ago(WINTER_8, 2), { title: 'Neuer Kommentar zu Herbstmarkt', body: 'Tolles Foto!' });
    await addBell(editor.id, ago(WINTER_8, 1), { title: 'Böser Link', link: 'javascript:alert(1)' });
    await addBell(editor.id, ago(WINTER_8, 41), { title: 'Vor dem letzten Digest' });
    await addBell(editor.id, ago(WINTER_8, -0.1), { title: 'Nach dem Lauf' });
    await addBell(editor.id, ago(WINTER_8, 1), { kind: 'password_changed', title: 'Passwort geändert' });
    await addBell(other.id, ago(WINTER_8, 1), { title: 'Fremder Kommentar' });
    await addPosts(centerId, 'pending_approval', 2);
    await addPosts(centerId, 'draft', 1);
    await addPosts(centerId, 'published', 4);
    await addPosts(otherCenterId, 'pending_approval', 1);
    await addPosts(otherCenterId, 'draft', 3);

    const result = await runEmailDigest(services(), { now: WINTER_8 });
    expect(result).toEqual({ hour: 8, candidates: 3, sent: 2, skippedNothingToReport: 1, failed: 0, dryRun: false });
    expect(digestsTo(centerless.email)).toHaveLength(0);

    const [mail] = digestsTo(editor.email);
    expect(mail?.Subject).toBe('Ihre tägliche Zusammenfassung vom 15.01.2026');
    const text = mail?.TextBody ?? '';
    expect(text).toContain('Hallo Erika Editor,');
    expect(text).toContain(
      'Freigegebene Beiträge (1):\n\n- Sommerfest: freigegeben von Bea Admin\n  https://dashboard.example.test/dashboard/social/posts/1',
    );
    expect(text).toContain('Neue Kommentare (2):\n\n- Neuer Kommentar zu Herbstmarkt: Tolles Foto!\n- Böser Link\n');
    expect(text).toContain('Offene Freigaben: 2\nEntwürfe im Workflow: 1');
    expect(text).toContain(`${BASE}/dashboard/settings/notifications`);
    for (const absent of [
      'Vor dem letzten Digest',
      'Nach dem Lauf',
      'Passwort geändert',
      'Fremder Kommentar',
      'javascript:',
    ]) {
      expect(text).not.toContain(absent);
      expect(mail?.HtmlBody).not.toContain(absent);
    }
    expect(mail?.HtmlBody).toContain('Sommerfest: freigegeben von Bea Admin');

    const adminText = digestsTo(admin.email)[0]?.TextBody ?? '';
    expect(adminText).toContain('Offene Freigaben: 3\nEntwürfe im Workflow: 4');
    expect(adminText).not.toContain('Freigegebene Beiträge');

    const log = await handle.db.selectFrom('emailLog').selectAll().where('userId', '=', editor.id).execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      templateId: 'EMAIL_DIGEST',
      status: 'sent',
      transport: 'postmark',
      toAddresses: [editor.email],
      centerId,
      providerMessageId: mail?.MessageID,
    });
  });

  describe('provider failures', () => {
    it('a refused batch releases the claim: a rerun in the hour sends', async () => {
      const user = await addUser({ emailDigestLastSentAt: ago(WINTER_8, 24) });
      await addBell(user.id, ago(WINTER_8, 1));
      postmark.failNext(422, { ErrorCode: 300, Message: 'Invalid email request' });
      const failed = await runEmailDigest(services(), { now: WINTER_8 });
      expect(failed).toMatchObject({ candidates: 1, sent: 0, failed: 1 });
      expect(await lastSentOf(user.id)).toEqual(ago(WINTER_8, 24));
      const row = await handle.db.selectFrom('emailLog').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'failed', templateId: 'EMAIL_DIGEST', userId: user.id });

      const retry = await runEmailDigest(services(), { now: ago(WINTER_8, -0.25) });
      expect(retry).toMatchObject({ candidates: 1, sent: 1, failed: 0 });
      expect(digestsTo(user.email)).toHaveLength(1);
    });

    it('an unknown outcome (provider error 500) keeps the claim: never two digests a day', async () => {
      const user = await addUser();
      await addBell(user.id, ago(WINTER_8, 1));
      postmark.failNext(500);
      expect(await runEmailDigest(services(), { now: WINTER_8 })).toMatchObject({ sent: 0, failed: 1 });
      expect(await lastSentOf(user.id)).toEqual(WINTER_8);
      expect(await runEmailDigest(services(), { now: ago(WINTER_8, -0.25) })).toMatchObject({ candidates: 0 });
    });
  });

  it(`works in batches (${BATCH} here): the statement count depends on the batches, not on the users`, async () => {
    const count = 2 * BATCH + 1;
    const rows = Array.from({ length: count }, (_, i) => ({
      email: `bulk${i}@example.com`,
      name: `Bulk ${i}`,
      role: 'VIEWER' as const,
      centerId,
      emailDigestEnabled: true,
      emailDigestHour: 8,
    }));
    await handle.db.insertInto('users').values(rows).execute();
    await handle.db
      .insertInto('bellNotifications')
      .columns(['userId', 'kind', 'title', 'createdAt'])
      .expression((eb) =>
        eb
          .selectFrom('users')
          .select((e) => [
            'id',
            e.val('social_new_comment').as('kind'),
            e.val('Kommentar').as('title'),
            e.val(ago(WINTER_8, 1)).as('createdAt'),
          ]),
      )
      .execute();

    let statements = 0;
    const counting = handle.db.withPlugin({
      transformQuery: (args) => {
        statements++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const dry = await runEmailDigest(servicesOn(counting), { now: WINTER_8, dryRun: true, batchSize: BATCH });
    expect(dry).toMatchObject({ candidates: count, sent: 0 });
    expect(dry.recipients).toHaveLength(count);
    expect(statements).toBe(3); // one select per batch

    statements = 0;
    const result = await runEmailDigest(servicesOn(counting), { now: WINTER_8, batchSize: BATCH });
    expect(result).toMatchObject({ candidates: count, sent: count, failed: 0 });
    expect(statements).toBe(9); // per batch: select, claim, e-mail log insert
    expect(postmark.messages).toHaveLength(count);
    expect(new Set(postmark.messages.map((m) => m.To)).size).toBe(count);
    expect(await handle.db.selectFrom('emailLog').select('id').execute()).toHaveLength(count);
  });
});

describe('mailer.sendBatch', () => {
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
      replyTo: 'support@center.example',
    };
  });
  afterAll(async () => {
    await postmark?.close();
    await handle?.close();
  });

  const mail = (to: string, i = 0): OutgoingMail => ({
    to,
    rendered: renderMail(
      { templateId: 'EMAIL_DIGEST', recipientName: `R ${i}`, items: [], openApprovals: i, workflowDrafts: 0 },
      { baseUrl: BASE },
    ),
  });
  const counted = () => {
    const counter = { statements: 0 };
    const db = handle.db.withPlugin({
      transformQuery: (args) => {
        counter.statements++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    return { counter, db };
  };

  it('sends 501 mails in two Postmark batch requests and logs them with one insert, answering in order', async () => {
    const { counter, db } = counted();
    const messages = Array.from({ length: 501 }, (_, i) => mail(`batch${i}@example.com`, i));
    messages.splice(7, 0, mail('not an address'));
    const results = await createMailer({ db, email: config }).sendBatch(messages);
    expect(counter.statements).toBe(1);
    expect(results).toHaveLength(502);
    expect(results[7]).toEqual({ ok: false, error: 'invalid recipient address: "not an address"', notSent: true });
    expect(postmark.messages).toHaveLength(501);
    for (const [i, result] of results.entries()) {
      if (i === 7) continue;
      const n = i < 7 ? i : i - 1;
      if (!result.ok) throw new Error(result.error);
      const recorded = postmark.messages.find((m) => m.MessageID === result.messageId);
      expect(recorded).toMatchObject({
        To: `batch${n}@example.com`,
        ReplyTo: 'support@center.example',
        TrackLinks: 'None',
      });
    }
    const log = await handle.db.selectFrom('emailLog').select(['status']).execute();
    expect(log.filter((row) => row.status === 'sent')).toHaveLength(501);
    expect(log.filter((row) => row.status === 'failed')).toHaveLength(1);
  });

  it('the outbox transport stores a batch with one insert and sends nothing', async () => {
    const { counter, db } = counted();
    const sent = postmark.messages.length;
    const results = await createMailer({ db, email: { ...config, transport: 'outbox' } }).sendBatch([
      mail('o1@example.com'),
      mail('o2@example.com'),
    ]);
    expect(counter.statements).toBe(1);
    expect(postmark.messages).toHaveLength(sent);
    for (const result of results) {
      if (!result.ok) throw new Error(result.error);
      const row = await handle.db
        .selectFrom('emailLog')
        .selectAll()
        .where('id', '=', result.messageId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'outbox', transport: 'outbox' });
      expect(row.textBody).toContain('Ihre tägliche Zusammenfassung');
    }
  });

  it('without a provider key every message fails as not sent, and is logged', async () => {
    const results = await createMailer({
      db: handle.db,
      email: { ...config, providerApiKey: undefined },
    }).sendBatch([mail('k1@example.com'), mail('k2@example.com')]);
    expect(results).toEqual([
      { ok: false, error: 'EMAIL_PROVIDER_API_KEY is not set', notSent: true },
      { ok: false, error: 'EMAIL_PROVIDER_API_KEY is not set', notSent: true },
    ]);
    const rows = await handle.db
      .selectFrom('emailLog')
      .select('id')
      .where('error', '=', 'EMAIL_PROVIDER_API_KEY is not set')
      .execute();
    expect(rows).toHaveLength(2);
  });
});

describe('social review mail timing (spec 6.1)', () => {
  let handle: DatabaseHandle;
  let postmark: PostmarkStandIn;
  let services: AccountServices;
  let post: SocialReviewPost;
  let seq = 0;
  const NOW = new Date('2026-01-15T06:00:00Z');

  beforeAll(async () => {
    [handle, postmark] = await Promise.all([openTestDatabase(), startPostmarkStandIn()]);
    const config: EmailConfig = {
      transport: 'postmark',
      providerApiKey: postmark.serverToken,
      providerApiUrl: postmark.url,
      fromAddress: 'no-reply@center.example',
      fromName: 'Center Platform',
      replyTo: undefined,
    };
    services = {
      db: handle.db,
      sessions: createSessions(handle.db, { secureCookies: false }),
      mailer: createMailer({ db: handle.db, email: config }),
      baseUrl: BASE,
      now: () => NOW,
    };
    const center = await handle.db
      .insertInto('centers')
      .values({ name: 'Demo Center', slug: 'review-demo' })
      .returning('id')
      .executeTakeFirstOrThrow();
    post = {
      id: crypto.randomUUID(),
      title: 'Sommerfest',
      centerId: center.id,
      dashboardUrl: '/dashboard/social/posts/42',
    };
  });
  afterAll(async () => {
    await postmark?.close();
    await handle?.close();
  });
  beforeEach(() => {
    postmark.messages.splice(0);
  });

  const addUser = async (values: Partial<Insertable<UsersTable>> = {}) => {
    seq++;
    return handle.db
      .insertInto('users')
      .values({ email: `review${seq}@example.com`, name: `Person ${seq}`, role: 'CONTENT_EDITOR', ...values })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
  };
  const bellsOf = (userId: string) =>
    handle.db.selectFrom('bellNotifications').selectAll().where('userId', '=', userId).execute();

  it('SOCIAL_REVIEW_REQUEST goes to each active approver at once, whatever their digest setting', async () => {
    const approver = await addUser({ name: 'Anna Approver', emailDigestEnabled: true, role: 'CENTER_ADMIN' });
    const second = await addUser({ emailDigestEnabled: false, role: 'ORG_MARKETING_MANAGER' });
    const inactive = await addUser({ isActive: false });
    const result = await notifySocialReviewRequest(services, {
      approverUserIds: [approver.id, second.id, inactive.id, crypto.randomUUID()],
      post,
      requestedByName: 'Erika Editor',
    });
    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(postmark.messages.map((m) => m.To).sort()).toEqual([approver.email, second.email].sort());
    const mail = postmark.messages.find((m) => m.To === approver.email);
    expect(mail).toMatchObject({ Tag: 'SOCIAL_REVIEW_REQUEST', Subject: 'Freigabe erbeten: Sommerfest' });
    expect(mail?.TextBody).toContain('Erika Editor bittet Sie');
    expect(mail?.TextBody).toContain(`${BASE}/dashboard/social/posts/42`);
  });

  it.each(['rejected', 'publish_failed'] as const)(
    '%s: SOCIAL_REVIEW at once, even with the digest on',
    async (outcome) => {
      const editor = await addUser({ emailDigestEnabled: true });
      const notice = await notifySocialReviewOutcome(services, {
        editorUserId: editor.id,
        outcome,
        post,
        reviewerName: 'Bea Admin',
        comment: outcome === 'rejected' ? 'Bitte Bild tauschen' : null,
        errorMessage: outcome === 'publish_failed' ? 'token expired' : null,
      });
      expect(notice).toEqual({ bellNotificationId: null, mailed: true, deferredToDigest: false });
      expect(postmark.messages).toHaveLength(1);
      expect(postmark.messages[0]).toMatchObject({ Tag: 'SOCIAL_REVIEW', To: editor.email });
      expect(postmark.messages[0]?.TextBody).toContain(
        outcome === 'rejected' ? 'Bitte Bild tauschen' : 'token expired',
      );
      expect(await bellsOf(editor.id)).toHaveLength(0);
    },
  );

  it('approved with the digest off: SOCIAL_REVIEW at once, and a bell notification', async () => {
    const editor = await addUser({ emailDigestEnabled: false });
    const notice = await notifySocialReviewOutcome(services, { editorUserId: editor.id, outcome: 'approved', post });
    expect(notice).toMatchObject({ mailed: true, deferredToDigest: false });
    expect(postmark.messages).toHaveLength(1);
    expect(postmark.messages[0]).toMatchObject({ Tag: 'SOCIAL_REVIEW', Subject: 'Beitrag freigegeben: Sommerfest' });
    expect(await bellsOf(editor.id)).toMatchObject([{ id: notice.bellNotificationId, kind: 'social_review_approved' }]);
  });

  it('approved with the digest on: only a bell notification, which the next digest carries', async () => {
    const editor = await addUser({ emailDigestEnabled: true, emailDigestHour: 8, centerId: post.centerId });
    const notice = await notifySocialReviewOutcome(services, {
      editorUserId: editor.id,
      outcome: 'approved',
      post,
      reviewerName: 'Bea Admin',
    });
    expect(notice).toMatchObject({ mailed: false, deferredToDigest: true });
    expect(notice.bellNotificationId).toEqual(expect.any(String));
    expect(postmark.messages).toHaveLength(0);
    expect(await bellsOf(editor.id)).toMatchObject([
      {
        kind: 'social_review_approved',
        title: 'Sommerfest',
        link: '/dashboard/social/posts/42',
        centerId: post.centerId,
      },
    ]);

    // 08:30 in Berlin, the editor's hour
    const digest = await runEmailDigest(services, { now: new Date('2026-01-15T07:30:00Z'), userId: editor.id });
    expect(digest).toMatchObject({ sent: 1 });
    expect(postmark.messages).toHaveLength(1);
    expect(postmark.messages[0]).toMatchObject({ Tag: 'EMAIL_DIGEST', To: editor.email });
    expect(postmark.messages[0]?.TextBody).toContain(
      `Freigegebene Beiträge (1):\n\n- Sommerfest: freigegeben von Bea Admin\n  ${BASE}/dashboard/social/posts/42`,
    );
  });

  it('an unknown editor is a not-found error', async () => {
    await expect(
      notifySocialReviewOutcome(services, { editorUserId: crypto.randomUUID(), outcome: 'rejected', post }),
    ).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});
