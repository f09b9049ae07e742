// Issue #11 point 2 (spec 2.11, 4.6, 6.1, 6.2, 6.4): the social review workflow over HTTP — REST and the tRPC
// twins on the seeded demo, mails through the Postmark stand-in, the bells in the digest, authorization per role
// and the signed provider webhook.
import { createSessions } from '@center-platform/core/accounts';
import { createMailer, runEmailDigest } from '@center-platform/core/mail';
import { createMemorySocialPublisher, signSocialWebhook } from '@center-platform/core/social';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, BASE_URL, openAccountsApp } from '../testing/accounts-app';

const SECRET = 'social-webhook-secret-for-tests';
// biome-ignore lint/suspicious/noExplicitAny: the test reads the answers' payloads freely
type Json = { success: boolean; data: any; error?: { code: string } };

describe('social review workflow (REST, tRPC, webhook)', () => {
  let t: AccountsApp;
  const publisher = createMemorySocialPublisher();
  let newsId: string;
  const users: Record<string, { id: string; email: string; cookie: string }> = {};

  beforeAll(async () => {
    t = await openAccountsApp({ SOCIAL_WEBHOOK_SECRET: SECRET }, { deps: () => ({ socialPublisher: publisher }) });
    newsId = (
      await t.db
        .insertInto('news')
        .values({
          centerId: t.centerId,
          title: 'Herbstmarkt',
          slug: 'herbstmarkt',
          excerpt: 'Alles für den Herbst',
          tags: [],
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const make = async (key: string, role: Parameters<AccountsApp['createUser']>[0], centerId?: string) => {
      const user = await t.createUser(role, centerId ? { centerId } : {});
      users[key] = { ...user, cookie: await t.signIn(user.email) };
    };
    await make('editor', 'CONTENT_EDITOR');
    await make('admin', 'CENTER_ADMIN');
    await make('manager', 'CENTER_MANAGER');
    await make('viewer', 'VIEWER');
    await make('otherAdmin', 'CENTER_ADMIN', t.otherCenterId);
    await t.db
      .updateTable('users')
      .set({ emailDigestEnabled: true, emailDigestHour: 8 })
      .where('id', '=', users.editor?.id ?? '')
      .execute();
  });
  afterAll(() => t?.close());

  const as = (key: string) => users[key]?.cookie ?? '';
  const call = async (method: string, path: string, key?: string, body?: unknown) => {
    const res = await t.request(method, path, {
      ...(key ? { cookie: as(key) } : {}),
      ...(body !== undefined ? { body } : method === 'GET' ? {} : { body: {} }),
    });
    return { status: res.status, json: (await res.json()) as Json };
  };
  const draftFromNews = async (key = 'editor') => {
    const res = await call('POST', '/api/social/from-content', key, { centerId: t.centerId, type: 'news', id: newsId });
    expect(res.status).toBe(201);
    return res.json.data as { id: string; state: string; text: string };
  };
  const webhook = (body: unknown, options: { ts?: number; signature?: string | null; raw?: string } = {}) => {
    const raw = options.raw ?? JSON.stringify(body);
    const ts = String(options.ts ?? Math.floor(Date.now() / 1000));
    const signature = options.signature === undefined ? signSocialWebhook(SECRET, ts, raw) : options.signature;
    return t.app.request('/api/social/webhooks/provider', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature-timestamp': ts,
        ...(signature === null ? {} : { 'x-signature': signature }),
      },
      body: raw,
    });
  };

  it('authorization: 401 anonymous, 403 outside social-core, 403 on another center', async () => {
    expect((await call('GET', `/api/social/hub?centerId=${t.centerId}`)).status).toBe(401);
    expect(
      (await call('POST', '/api/social/from-content', undefined, { centerId: t.centerId, type: 'news', id: newsId }))
        .status,
    ).toBe(401);
    const viewer = await call('GET', `/api/social/hub?centerId=${t.centerId}`, 'viewer');
    expect([viewer.status, viewer.json.error?.code]).toEqual([403, 'FORBIDDEN_ROLE']);
    const foreign = await call('GET', `/api/social/hub?centerId=${t.otherCenterId}`, 'admin');
    expect([foreign.status, foreign.json.error?.code]).toEqual([403, 'FORBIDDEN_CENTER']);
    const foreignDraft = await call('POST', '/api/social/from-content', 'admin', {
      centerId: t.otherCenterId,
      type: 'review',
      snapshot: { author: 'A', rating: 5, text: 'x' },
    });
    expect(foreignDraft.status).toBe(403);

    const draft = await draftFromNews();
    for (const action of ['request-approval', 'comments']) {
      const res = await call('POST', `/api/social/posts/${draft.id}/${action}`, 'otherAdmin', { body: 'x' });
      expect([res.status, res.json.error?.code], action).toEqual([403, 'FORBIDDEN_CENTER']);
    }
    const editorApproves = await call('POST', `/api/social/posts/${draft.id}/approve`, 'editor', {});
    expect([editorApproves.status, editorApproves.json.error?.code]).toEqual([403, 'FORBIDDEN_ROLE']);
    expect((await call('POST', `/api/social/posts/${draft.id}/request-approval`, 'viewer')).status).toBe(403);
    expect(
      (await call('POST', '/api/social/posts/00000000-0000-4000-8000-000000000000/approve', 'admin', {})).status,
    ).toBe(404);
  });

  it('from-content: 201 with the prefilled draft; invalid review 400; unknown content 404', async () => {
    const draft = await draftFromNews();
    expect(draft.state).toBe('draft');
    expect(draft.text).toContain('Herbstmarkt\n\nAlles für den Herbst');
    const review = await call('POST', '/api/social/from-content', 'editor', {
      centerId: t.centerId,
      type: 'review',
      snapshot: { author: 'Clara', rating: 5, text: 'Sehr freundlich' },
    });
    expect(review.status).toBe(201);
    expect(review.json.data).toMatchObject({ sourceType: 'review', snapshot: { author: 'Clara', rating: 5 } });
    const bad = await call('POST', '/api/social/from-content', 'editor', {
      centerId: t.centerId,
      type: 'review',
      snapshot: { author: 'Clara', rating: 0, text: 'x' },
    });
    expect([bad.status, bad.json.error?.code]).toEqual([400, 'INVALID_REQUEST']);
    const unknown = await call('POST', '/api/social/from-content', 'editor', {
      centerId: t.centerId,
      type: 'event',
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect([unknown.status, unknown.json.error?.code]).toEqual([404, 'CONTENT_NOT_FOUND']);
  });

  it('request -> reject -> request -> approve with publish: mails, bells, 409s, hub and digest', async () => {
    const draft = await draftFromNews();
    const path = (action: string) => `/api/social/posts/${draft.id}/${action}`;
    expect((await call('POST', path('approve'), 'admin', {})).json.error?.code).toBe('SOCIAL_POST_INVALID_TRANSITION');

    t.postmark.messages.splice(0);
    const requested = await call('POST', path('request-approval'), 'editor');
    expect(requested.status).toBe(200);
    expect(requested.json.data.post.state).toBe('pending_approval');
    const asked = t.postmark.messages.filter((m) => m.Tag === 'SOCIAL_REVIEW_REQUEST').map((m) => m.To);
    expect(asked).toEqual(expect.arrayContaining([users.admin?.email, users.manager?.email]));
    expect(asked).not.toContain(users.editor?.email);
    expect(asked).not.toContain(users.otherAdmin?.email);
    const again = await call('POST', path('request-approval'), 'editor');
    expect([again.status, again.json.error?.code]).toEqual([409, 'SOCIAL_POST_INVALID_TRANSITION']);

    t.postmark.messages.splice(0);
    expect((await call('POST', path('reject'), 'admin', {})).status).toBe(400);
    const rejected = await call('POST', path('reject'), 'admin', { comment: 'Bitte mit Bild' });
    expect(rejected.json.data.post.state).toBe('rejected');
    const rejection = t.mailsTo(users.editor?.email ?? '').filter((m) => m.Tag === 'SOCIAL_REVIEW');
    expect(rejection).toHaveLength(1);
    expect(rejection[0]?.TextBody).toContain('Bitte mit Bild');

    const comment = await call('POST', path('comments'), 'manager', { body: 'Bild ist angehängt' });
    expect(comment.status).toBe(201);
    expect(comment.json.data.bellNotificationId).toEqual(expect.any(String));

    await call('POST', path('request-approval'), 'editor');
    const noAccount = await call('POST', path('approve'), 'manager', { publish: {} });
    expect([noAccount.status, noAccount.json.error?.code]).toEqual([409, 'SOCIAL_ACCOUNT_NOT_CONNECTED']);
    await t.db
      .insertInto('socialAccounts')
      .values({ centerId: t.centerId, provider: 'memory', externalAccountId: 'demo-acct', name: 'Demo' })
      .execute();
    t.postmark.messages.splice(0);
    const approved = await call('POST', path('approve'), 'manager', { comment: 'Passt', publish: {} });
    expect(approved.status).toBe(200);
    expect(approved.json.data.post).toMatchObject({
      state: 'published',
      providerPostId: expect.stringMatching(/^mem_/),
    });
    expect(approved.json.data.notice).toMatchObject({ deferredToDigest: true, mailed: false });
    expect(t.mailsTo(users.editor?.email ?? '')).toHaveLength(0);

    const hub = await call('GET', `/api/social/hub?centerId=${t.centerId}`, 'editor');
    expect(hub.status).toBe(200);
    expect(hub.json.data.counts.published).toBeGreaterThanOrEqual(1);
    expect(hub.json.data.accounts).toEqual([
      expect.objectContaining({ externalAccountId: 'demo-acct', status: 'connected' }),
    ]);
    expect(hub.json.data.recentComments.map((c: { body: string }) => c.body)).toContain('Bild ist angehängt');

    // the digest of the editor's hour carries both bells
    const services = {
      db: t.db,
      sessions: createSessions(t.db, { secureCookies: false }),
      mailer: createMailer({ db: t.db, email: t.config.email }),
      baseUrl: BASE_URL,
    };
    // the next hour (from now on) that is a digest hour in Berlin: the bells are within its 24 h window
    let now = new Date();
    let hour = -1;
    for (let i = 0; i < 24 && ![7, 8, 9, 10, 12, 15, 18].includes(hour); i++) {
      now = new Date(Date.now() + i * 3600_000 + 60_000);
      hour = (await runEmailDigest(services, { now, dryRun: true })).hour;
    }
    await t.db
      .updateTable('users')
      .set({ emailDigestHour: hour })
      .where('id', '=', users.editor?.id ?? '')
      .execute();
    const digest = await runEmailDigest(services, { now, userId: users.editor?.id ?? '' });
    expect(digest).toMatchObject({ sent: 1 });
    const mail = t.mailsTo(users.editor?.email ?? '').find((m) => m.Tag === 'EMAIL_DIGEST');
    expect(mail?.TextBody).toContain('Herbstmarkt');
    expect(mail?.TextBody).toContain('Bild ist angehängt');
    expect(mail?.TextBody).toContain('freigegeben von');
  });

  it('the requester cannot review its own post', async () => {
    const draft = await draftFromNews('admin');
    await call('POST', `/api/social/posts/${draft.id}/request-approval`, 'admin');
    const own = await call('POST', `/api/social/posts/${draft.id}/approve`, 'admin', {});
    expect([own.status, own.json.error?.code]).toEqual([403, 'SELF_REVIEW_FORBIDDEN']);
  });

  it('shows a post with its comments and edits the text of a draft only (REST and tRPC)', async () => {
    const draft = await draftFromNews();
    const edited = await call('PUT', `/api/social/posts/${draft.id}/text`, 'editor', { text: 'Neu geschrieben' });
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ state: 'draft', text: 'Neu geschrieben' });
    expect((await call('PUT', `/api/social/posts/${draft.id}/text`, 'editor', { text: '' })).status).toBe(400);
    expect((await call('PUT', `/api/social/posts/${draft.id}/text`, 'viewer', { text: 'x' })).status).toBe(403);
    expect((await call('PUT', `/api/social/posts/${draft.id}/text`, 'otherAdmin', { text: 'x' })).status).toBe(403);
    await call('POST', `/api/social/posts/${draft.id}/comments`, 'admin', { body: 'Passt.' });
    const shown = await call('GET', `/api/social/posts/${draft.id}`, 'editor');
    expect(shown.status).toBe(200);
    expect(shown.json.data).toMatchObject({ id: draft.id, text: 'Neu geschrieben', comments: [{ body: 'Passt.' }] });
    expect((await call('GET', `/api/social/posts/${draft.id}`, 'otherAdmin')).status).toBe(403);
    expect((await call('GET', '/api/social/posts/00000000-0000-4000-8000-000000000000', 'editor')).status).toBe(404);

    await call('POST', `/api/social/posts/${draft.id}/request-approval`, 'editor');
    const locked = await t.app.request('/trpc/social.editText', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE_URL, cookie: as('editor') },
      body: JSON.stringify({ centerId: t.centerId, postId: draft.id, text: 'under review' }),
    });
    expect(((await locked.json()) as { error: { data: unknown } }).error.data).toMatchObject({
      appCode: 'SOCIAL_POST_INVALID_TRANSITION',
    });
    const input = encodeURIComponent(JSON.stringify({ centerId: t.centerId, postId: draft.id }));
    const viaTrpc = await t.app.request(`/trpc/social.post?input=${input}`, { headers: { cookie: as('editor') } });
    expect(((await viaTrpc.json()) as { result: { data: unknown } }).result.data).toMatchObject({
      state: 'pending_approval',
      text: 'Neu geschrieben',
    });
  });

  it('the tRPC twins run the same workflow', async () => {
    const cookie = as('editor');
    const input = encodeURIComponent(JSON.stringify({ centerId: t.centerId }));
    const hub = await t.app.request(`/trpc/social.hub?input=${input}`, { headers: { cookie } });
    expect(hub.status).toBe(200);
    const draft = await draftFromNews();
    const mutate = (name: string, key: string, body: unknown) =>
      t.app.request(`/trpc/social.${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BASE_URL, cookie: as(key) },
        body: JSON.stringify(body),
      });
    expect((await mutate('requestApproval', 'editor', { centerId: t.centerId, postId: draft.id })).status).toBe(200);
    const foreign = await mutate('approve', 'otherAdmin', { centerId: t.centerId, postId: draft.id });
    expect(foreign.status).toBe(403);
    const approved = await mutate('approve', 'admin', {
      centerId: t.centerId,
      postId: draft.id,
      publish: { at: null },
    });
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { result: { data: { post: { state: string } } } }).result.data.post.state).toBe(
      'published',
    );
    const twice = await mutate('approve', 'admin', { centerId: t.centerId, postId: draft.id });
    expect(
      ((await twice.json()) as { error: { data: { appCode: string; httpStatus: number } } }).error.data,
    ).toMatchObject({
      appCode: 'SOCIAL_POST_INVALID_TRANSITION',
      httpStatus: 409,
    });
  });

  describe('the provider webhook', () => {
    it('refuses a missing, wrong or stale signature with 401', async () => {
      const body = { type: 'account.token_expired', data: { externalAccountId: 'demo-acct' } };
      const codes = async (res: Response) => [res.status, ((await res.json()) as Json).error?.code];
      expect(await codes(await webhook(body, { signature: null }))).toEqual([401, 'WEBHOOK_SIGNATURE_MISSING']);
      expect(await codes(await webhook(body, { signature: `sha256=${'0'.repeat(64)}` }))).toEqual([
        401,
        'WEBHOOK_SIGNATURE_INVALID',
      ]);
      const stale = Math.floor(Date.now() / 1000) - 6 * 60;
      expect(await codes(await webhook(body, { ts: stale }))).toEqual([401, 'WEBHOOK_TIMESTAMP_STALE']);
      const account = await t.db
        .selectFrom('socialAccounts')
        .select('status')
        .where('externalAccountId', '=', 'demo-acct')
        .executeTakeFirstOrThrow();
      expect(account.status).toBe('connected');
    });

    it('400 for a bad body, 404 for an unknown post; events are applied once', async () => {
      expect((await webhook(null, { raw: '{"type":"post.published"}' })).status).toBe(400);
      expect((await webhook(null, { raw: 'not json' })).status).toBe(400);
      const unknown = await webhook({
        type: 'post.published',
        data: { postId: '00000000-0000-4000-8000-000000000000', providerPostId: 'x' },
      });
      expect(unknown.status).toBe(404);

      // a post scheduled with the provider, then failed: one immediate SOCIAL_REVIEW to the editor
      const draft = await draftFromNews();
      await call('POST', `/api/social/posts/${draft.id}/request-approval`, 'editor');
      const at = new Date(Date.now() + 3600_000).toISOString();
      const scheduled = await call('POST', `/api/social/posts/${draft.id}/approve`, 'admin', { publish: { at } });
      expect(scheduled.json.data.post.state).toBe('scheduled');
      t.postmark.messages.splice(0);
      const error = { type: 'post.error', data: { postId: draft.id, error: 'Media rejected' } };
      const first = await webhook(error);
      expect(first.status).toBe(200);
      expect(((await first.json()) as Json).data).toMatchObject({ applied: true });
      const repeat = await webhook(error);
      expect(((await repeat.json()) as Json).data).toMatchObject({ applied: false });
      const failedMails = t.mailsTo(users.editor?.email ?? '').filter((m) => m.Tag === 'SOCIAL_REVIEW');
      expect(failedMails).toHaveLength(1);
      expect(failedMails[0]?.TextBody).toContain('Media rejected');

      const published = { type: 'post.published', data: { postId: draft.id, providerPostId: 'prov-123' } };
      expect(((await (await webhook(published)).json()) as Json).data).toMatchObject({ applied: true });
      expect(((await (await webhook(published)).json()) as Json).data).toMatchObject({ applied: false });
      const late = await webhook(error);
      expect([late.status, ((await late.json()) as Json).error?.code]).toEqual([409, 'SOCIAL_POST_INVALID_TRANSITION']);

      const expired = { type: 'account.token_expired', data: { externalAccountId: 'demo-acct' } };
      expect((await webhook(expired)).status).toBe(200);
      const hub = await call('GET', `/api/social/hub?centerId=${t.centerId}`, 'editor');
      expect(hub.json.data.accounts[0]).toMatchObject({ status: 'token_expired' });
    });

    it('answers 503 without SOCIAL_WEBHOOK_SECRET', async () => {
      const { createApp } = await import('../app');
      const { createLogger } = await import('@center-platform/core/logging');
      const { loadConfig } = await import('@center-platform/core/config');
      const app = createApp({
        db: t.db,
        config: loadConfig({ APP_BASE_URL: BASE_URL }),
        logger: createLogger({ level: 'silent' }),
      });
      const res = await app.request('/api/social/webhooks/provider', { method: 'POST', body: '{}' });
      expect(res.status).toBe(503);
    });
  });
});
