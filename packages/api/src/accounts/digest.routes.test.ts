// Spec 6.2, 8: the cron endpoint of the daily digest, guarded by CRON_SECRET.
import { type AccountServices, createSessions } from '@center-platform/core/accounts';
import { loadConfig } from '@center-platform/core/config';
import type { DatabaseHandle } from '@center-platform/core/db';
import { createMailer } from '@center-platform/core/mail';
import { openTestDatabase } from '@center-platform/core/testing';
import { type PostmarkStandIn, startPostmarkStandIn } from '@center-platform/stand-ins';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { digestRoutes } from './digest.routes';

const CRON_SECRET = 'a-cron-secret-of-16+chars';
const PATH = '/api/cron/email-digest';
/** 2026-01-15 08:30 in Berlin */
const NOW = new Date('2026-01-15T07:30:00Z');

describe('POST /api/cron/email-digest', () => {
  let handle: DatabaseHandle;
  let postmark: PostmarkStandIn;
  let services: AccountServices;
  let app: Hono;
  let user: { id: string; email: string };

  beforeAll(async () => {
    [handle, postmark] = await Promise.all([openTestDatabase(), startPostmarkStandIn()]);
    const config = loadConfig({ EMAIL_PROVIDER_API_KEY: postmark.serverToken, EMAIL_PROVIDER_API_URL: postmark.url });
    services = {
      db: handle.db,
      sessions: createSessions(handle.db, { secureCookies: config.isProduction }),
      mailer: createMailer({ db: handle.db, email: config.email }),
      baseUrl: config.baseUrl,
      now: () => NOW,
    };
    app = new Hono().route('/', digestRoutes(services, CRON_SECRET));
    user = await handle.db
      .insertInto('users')
      .values({
        email: 'digest@example.com',
        name: 'Dora Digest',
        role: 'CONTENT_EDITOR',
        emailDigestEnabled: true,
        emailDigestHour: 8,
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('bellNotifications')
      .values({
        userId: user.id,
        kind: 'social_new_comment',
        title: 'Neuer Kommentar',
        payload: '{}',
        createdAt: new Date(NOW.getTime() - 60 * 60 * 1000),
      })
      .execute();
  });
  afterAll(async () => {
    await postmark?.close();
    await handle?.close();
  });
  beforeEach(() => {
    postmark.messages.splice(0);
  });

  const post = (path: string, authorization?: string, on = app) =>
    on.request(path, { method: 'POST', headers: authorization ? { authorization } : {} });
  const bearer = `Bearer ${CRON_SECRET}`;

  it('answers 401 without a bearer, with a wrong one, or with another scheme, and runs nothing', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-secret-of-16-chars',
      `Bearer ${CRON_SECRET}x`,
      `Bearer ${CRON_SECRET.slice(0, -1)}`,
      `Basic ${CRON_SECRET}`,
      CRON_SECRET,
    ]) {
      const res = await post(PATH, authorization);
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toEqual({
        success: false,
        error: { code: 'UNAUTHENTICATED', message: 'A valid cron bearer token is required.' },
      });
    }
    expect(postmark.messages).toHaveLength(0);
  });

  it('answers 401 to every caller when CRON_SECRET is not configured', async () => {
    const off = new Hono().route('/', digestRoutes(services, undefined));
    for (const authorization of [undefined, 'Bearer ', bearer]) {
      const res = await post(PATH, authorization, off);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('answers 400 for a malformed userId or dryRun', async () => {
    for (const query of ['userId=not-a-uuid', 'userId=', 'userId=123e4567-e89b-12d3-a456', 'dryRun=yes']) {
      const res = await post(`${PATH}?${query}`, bearer);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, error: { code: 'INVALID_REQUEST' } });
    }
  });

  it('dryRun=1: 200 with who would get the digest; nothing sent or written', async () => {
    const res = await post(`${PATH}?dryRun=1&userId=${user.id}`, bearer);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      hour: 8,
      candidates: 1,
      sent: 0,
      skippedNothingToReport: 0,
      failed: 0,
      dryRun: true,
      recipients: [user.email],
    });
    expect(postmark.messages).toHaveLength(0);
    const row = await handle.db
      .selectFrom('users')
      .select('emailDigestLastSentAt')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.emailDigestLastSentAt).toBeNull();
  });

  it('a real run sends through Postmark once; a second call in the hour sends nothing', async () => {
    const first = await post(PATH, bearer);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      success: true,
      hour: 8,
      candidates: 1,
      sent: 1,
      skippedNothingToReport: 0,
      failed: 0,
      dryRun: false,
    });
    expect(postmark.messages.map((m) => [m.To, m.Tag])).toEqual([[user.email, 'EMAIL_DIGEST']]);
    const second = await post(PATH, bearer);
    expect(await second.json()).toMatchObject({ success: true, candidates: 0, sent: 0 });
    expect(postmark.messages).toHaveLength(1);
  });
});
