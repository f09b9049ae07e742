// Issue #11 point 2 (spec 4.6, 6.1, 6.2, 6.4): the social review workflow in core, with its mails through the
// real postmark client against the Postmark stand-in and its bell notifications reaching the daily digest.
import { type PostmarkStandIn, startPostmarkStandIn } from '@center-platform/stand-ins';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountServices } from '../accounts/account-services';
import type { Role } from '../accounts/roles';
import { createSessions } from '../accounts/sessions';
import type { DatabaseHandle } from '../db/database';
import type { UsersTable } from '../db/schema';
import { runEmailDigest } from '../mail/digest';
import { createMailer } from '../mail/mailer';
import { openTestDatabase } from '../testing/test-database';
import { addSocialPostComment } from './comments';
import { editSocialDraft } from './edit-draft';
import { createSocialDraftFromContent } from './from-content';
import { getSocialHub } from './hub';
import { getSocialPostDetail } from './post-detail';
import type { SocialActor } from './posts';
import { publishSocialPost } from './publish';
import { createMemorySocialPublisher } from './publisher';
import { approveSocialPost, rejectSocialPost, requestSocialPostApproval, socialApproversOf } from './review';
import { handleSocialProviderEvent, parseSocialProviderEvent, signSocialWebhook, verifySocialWebhook } from './webhook';

/** 2026-01-15 08:30 in Berlin (UTC+1): digest hour 8 */
const NOW = new Date('2026-01-15T07:30:00Z');
const SECRET = 'test-webhook-secret-0123456789';

describe('social review workflow', () => {
  let handle: DatabaseHandle;
  let postmark: PostmarkStandIn;
  let services: AccountServices;
  let centerId: string;
  let otherCenterId: string;
  let newsId: string;
  let eventId: string;
  let offerId: string;
  let seq = 0;

  beforeAll(async () => {
    [handle, postmark] = await Promise.all([openTestDatabase(), startPostmarkStandIn()]);
    services = {
      db: handle.db,
      sessions: createSessions(handle.db, { secureCookies: false }),
      mailer: createMailer({
        db: handle.db,
        email: {
          transport: 'postmark',
          providerApiKey: postmark.serverToken,
          providerApiUrl: postmark.url,
          fromAddress: 'no-reply@center.example',
          fromName: 'Center Platform',
          replyTo: undefined,
        },
      }),
      baseUrl: 'https://dashboard.example.test',
      now: () => NOW,
    };
    const centers = await handle.db
      .insertInto('centers')
      .values([
        { name: 'Social Center', slug: 'social-center', websiteUrl: 'https://www.social-center.example/' },
        { name: 'Other Center', slug: 'social-other' },
      ])
      .returning('id')
      .execute();
    centerId = centers[0]?.id ?? '';
    otherCenterId = centers[1]?.id ?? '';
    newsId = (
      await handle.db
        .insertInto('news')
        .values({
          centerId,
          title: 'Neue Eröffnung',
          slug: 'neue-eroeffnung',
          excerpt: `<p>${'Ein großer Tag. '.repeat(20)}</p>`,
          tags: [],
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    eventId = (
      await handle.db
        .insertInto('events')
        .values({ centerId, title: 'Sommerfest', description: 'Musik und Spiele', tags: [] })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    offerId = (
      await handle.db
        .insertInto('offers')
        .values({ centerId: otherCenterId, title: 'Rabatt', tags: [] })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await postmark?.close();
    await handle?.close();
  });
  beforeEach(() => {
    postmark.messages.splice(0);
  });

  const addUser = async (role: Role, values: Partial<Insertable<UsersTable>> = {}) => {
    seq++;
    const row = await handle.db
      .insertInto('users')
      .values({ email: `social${seq}@example.com`, name: `Person ${seq}`, role, centerId, ...values })
      .returning(['id', 'email', 'role'])
      .executeTakeFirstOrThrow();
    return { ...row, actor: { userId: row.id, role: row.role } as SocialActor };
  };
  const tagged = (tag: string) => postmark.messages.filter((m) => m.Tag === tag);

  it('drafts from news, events and reviews; refuses content of another center and invalid reviews', async () => {
    const editor = await addUser('CONTENT_EDITOR');
    const news = await createSocialDraftFromContent(services, editor.actor, { centerId, type: 'news', id: newsId });
    expect(news).toMatchObject({ state: 'draft', sourceType: 'news', sourceId: newsId, createdByUserId: editor.id });
    expect(news.text).toContain('Neue Eröffnung\n\nEin großer Tag.');
    expect(news.text).toContain('https://www.social-center.example/news/neue-eroeffnung');
    expect(news.text).not.toContain('<p>');
    expect(news.snapshot).toMatchObject({ type: 'news', id: newsId, title: 'Neue Eröffnung' });
    expect(String((news.snapshot as { excerpt: string }).excerpt).length).toBeLessThanOrEqual(200);

    const event = await createSocialDraftFromContent(services, editor.actor, { centerId, type: 'event', id: eventId });
    expect(event.text).toBe(`Sommerfest\n\nMusik und Spiele\n\nhttps://www.social-center.example/events/${eventId}`);

    const review = await createSocialDraftFromContent(services, editor.actor, {
      centerId,
      type: 'review',
      snapshot: { author: 'Anna', rating: 5, text: 'Tolles Center!' },
    });
    expect(review).toMatchObject({ sourceType: 'review', sourceId: null });
    expect(review.snapshot).toMatchObject({ author: 'Anna', rating: 5, text: 'Tolles Center!' });

    await expect(
      createSocialDraftFromContent(services, editor.actor, { centerId, type: 'offer', id: offerId }),
    ).rejects.toMatchObject({ kind: 'not_found', code: 'CONTENT_NOT_FOUND' });
    for (const snapshot of [
      { author: 'Anna', rating: 6, text: 'x' },
      { author: '', rating: 3, text: 'x' },
      { author: 'Anna', rating: 3 },
    ]) {
      await expect(
        createSocialDraftFromContent(services, editor.actor, { centerId, type: 'review', snapshot }),
      ).rejects.toMatchObject({ kind: 'invalid', code: 'INVALID_REQUEST' });
    }
    await expect(
      createSocialDraftFromContent(services, editor.actor, { centerId, type: 'news' }),
    ).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('request, reject, request again, approve: mails, bells, the digest and the invalid steps', async () => {
    const editor = await addUser('CONTENT_EDITOR', { emailDigestEnabled: true, emailDigestHour: 8 });
    const manager = await addUser('CENTER_MANAGER');
    const admin = await addUser('CENTER_ADMIN');
    const marketing = await addUser('ORG_MARKETING_MANAGER');
    const inactive = await addUser('CENTER_ADMIN', { isActive: false });
    const elsewhere = await addUser('CENTER_ADMIN', { centerId: otherCenterId });
    const colleague = await addUser('CONTENT_EDITOR');
    // an organization-wide marketing manager of the center's organization reviews too; a platform-wide admin and an
    // organization-wide user of another organization do not (they are not asked by mail)
    const { id: organizationId } = await handle.db
      .insertInto('organizations')
      .values({ name: 'Social Gruppe', slug: 'social-gruppe' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db.updateTable('centers').set({ organizationId }).where('id', '=', centerId).execute();
    const groupMarketing = await addUser('ORG_MARKETING_MANAGER', { centerId: null, organizationId });
    const foreign = await handle.db
      .insertInto('organizations')
      .values({ name: 'Fremde Gruppe', slug: `fremde-gruppe-${seq}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreignMarketing = await addUser('ORG_MARKETING_MANAGER', { centerId: null, organizationId: foreign.id });

    const approvers = await socialApproversOf(services, centerId, editor.id);
    expect(approvers).toEqual(expect.arrayContaining([manager.id, admin.id, marketing.id, groupMarketing.id]));
    for (const id of [inactive.id, elsewhere.id, colleague.id, editor.id, foreignMarketing.id]) {
      expect(approvers).not.toContain(id);
    }

    const draft = await createSocialDraftFromContent(services, editor.actor, { centerId, type: 'event', id: eventId });
    const target = { centerId, postId: draft.id };

    // invalid steps from draft
    await expect(approveSocialPost(services, admin.actor, target)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'SOCIAL_POST_INVALID_TRANSITION',
    });
    await expect(requestSocialPostApproval(services, colleague.actor, target)).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'NOT_POST_EDITOR',
    });

    const requested = await requestSocialPostApproval(services, editor.actor, target);
    expect(requested.post).toMatchObject({ state: 'pending_approval', requestedAt: NOW });
    const requests = tagged('SOCIAL_REVIEW_REQUEST');
    expect(requests.map((m) => m.To).sort()).toEqual(
      [manager.email, admin.email, marketing.email, groupMarketing.email].sort(),
    );
    expect(requests[0]?.TextBody).toContain(`/dashboard/social/posts/${draft.id}`);
    expect(requests[0]?.Subject).toContain('Sommerfest');
    await expect(requestSocialPostApproval(services, editor.actor, target)).rejects.toMatchObject({
      code: 'SOCIAL_POST_INVALID_TRANSITION',
    });

    // never by the requester, never by a content editor
    await expect(approveSocialPost(services, editor.actor, target)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(approveSocialPost(services, colleague.actor, target)).rejects.toMatchObject({
      code: 'FORBIDDEN_ROLE',
    });
    await expect(rejectSocialPost(services, admin.actor, { ...target, comment: '  ' })).rejects.toMatchObject({
      code: 'COMMENT_REQUIRED',
    });

    postmark.messages.splice(0);
    const rejected = await rejectSocialPost(services, admin.actor, { ...target, comment: 'Bitte Datum ergänzen' });
    expect(rejected.post).toMatchObject({
      state: 'rejected',
      reviewedByUserId: admin.id,
      reviewComment: 'Bitte Datum ergänzen',
    });
    const rejection = tagged('SOCIAL_REVIEW');
    expect(rejection).toHaveLength(1);
    expect(rejection[0]?.To).toBe(editor.email);
    expect(rejection[0]?.TextBody).toContain('Bitte Datum ergänzen');
    await expect(rejectSocialPost(services, admin.actor, { ...target, comment: 'again' })).rejects.toMatchObject({
      code: 'SOCIAL_POST_INVALID_TRANSITION',
    });

    // a comment by someone else: bell to the editor; by the editor: none
    const comment = await addSocialPostComment(services, manager.actor, { ...target, body: 'Foto fehlt noch' });
    expect(comment.bellNotificationId).not.toBeNull();
    const own = await addSocialPostComment(services, editor.actor, { ...target, body: 'Erledigt' });
    expect(own.bellNotificationId).toBeNull();
    await expect(addSocialPostComment(services, editor.actor, { ...target, body: ' ' })).rejects.toMatchObject({
      code: 'INVALID_COMMENT',
    });

    // rejected -> pending again -> approved; the editor's digest is on: bell now, mail in the digest
    await requestSocialPostApproval(services, editor.actor, target);
    postmark.messages.splice(0);
    const approved = await approveSocialPost(services, manager.actor, target);
    expect(approved.post.state).toBe('approved');
    expect(approved.notice).toMatchObject({ mailed: false, deferredToDigest: true });
    expect(tagged('SOCIAL_REVIEW')).toHaveLength(0);
    const bells = await handle.db
      .selectFrom('bellNotifications')
      .select(['kind', 'title', 'link'])
      .where('userId', '=', editor.id)
      .orderBy('createdAt')
      .orderBy('kind')
      .execute();
    expect(bells.map((b) => b.kind).sort()).toEqual(['social_new_comment', 'social_review_approved']);
    expect(bells.every((b) => b.link === `/dashboard/social/posts/${draft.id}`)).toBe(true);

    const digest = await runEmailDigest(services, { now: NOW, userId: editor.id });
    expect(digest).toMatchObject({ hour: 8, sent: 1 });
    const mail = tagged('EMAIL_DIGEST').find((m) => m.To === editor.email);
    expect(mail?.TextBody).toContain('Sommerfest');
    expect(mail?.TextBody).toContain('Foto fehlt noch');
    expect(mail?.TextBody).toContain('freigegeben von');
  });

  it('approve mails the editor at once when the digest is off, and may publish', async () => {
    const editor = await addUser('CONTENT_EDITOR');
    const admin = await addUser('CENTER_ADMIN');
    const publisher = createMemorySocialPublisher({ now: () => NOW });
    const draft = await createSocialDraftFromContent(services, editor.actor, { centerId, type: 'news', id: newsId });
    const target = { centerId, postId: draft.id };
    await requestSocialPostApproval(services, editor.actor, target);

    // no provider or no connected account: refused before anything changes
    await expect(approveSocialPost(services, admin.actor, { ...target, publish: {} })).rejects.toMatchObject({
      code: 'SOCIAL_PUBLISHER_NOT_CONFIGURED',
    });
    await expect(approveSocialPost(services, admin.actor, { ...target, publish: {} }, publisher)).rejects.toMatchObject(
      {
        code: 'SOCIAL_ACCOUNT_NOT_CONNECTED',
      },
    );
    const account = await handle.db
      .insertInto('socialAccounts')
      .values({ centerId, provider: 'memory', externalAccountId: 'acct-1', name: 'Social Center' })
      .returning('id')
      .executeTakeFirstOrThrow();

    postmark.messages.splice(0);
    const approved = await approveSocialPost(services, admin.actor, { ...target, publish: {} }, publisher);
    expect(approved.notice).toMatchObject({ mailed: true, deferredToDigest: false });
    expect(tagged('SOCIAL_REVIEW').map((m) => m.To)).toEqual([editor.email]);
    expect(approved.post).toMatchObject({ state: 'published', socialAccountId: account.id, publishedAt: NOW });
    expect(approved.post.providerPostId).toMatch(/^mem_/);
    expect(publisher.published).toHaveLength(1);

    // published is final for the workflow
    await expect(publishSocialPost(services, publisher, target)).rejects.toMatchObject({
      code: 'SOCIAL_POST_INVALID_TRANSITION',
    });
    // a repeated provider notice changes nothing
    const repeat = await handleSocialProviderEvent(services, {
      type: 'post.published',
      data: { postId: draft.id, providerPostId: approved.post.providerPostId ?? '' },
    });
    expect(repeat.applied).toBe(false);
  });

  it('scheduled posts are confirmed or failed by the provider webhook (idempotent); token expiry marks the account', async () => {
    const editor = await addUser('CONTENT_EDITOR', { emailDigestEnabled: true, emailDigestHour: 8 });
    const admin = await addUser('CENTER_ADMIN');
    const publisher = createMemorySocialPublisher({ now: () => NOW });
    const make = async () => {
      const draft = await createSocialDraftFromContent(services, editor.actor, {
        centerId,
        type: 'review',
        snapshot: { author: 'Ben', rating: 4, text: 'Gute Parkplätze' },
      });
      await requestSocialPostApproval(services, editor.actor, { centerId, postId: draft.id });
      const later = new Date(NOW.getTime() + 3_600_000);
      return (
        await approveSocialPost(
          services,
          admin.actor,
          { centerId, postId: draft.id, publish: { at: later } },
          publisher,
        )
      ).post;
    };
    const first = await make();
    expect(first).toMatchObject({ state: 'scheduled' });
    expect(first.providerPostId).toMatch(/^mem_/);

    const published = await handleSocialProviderEvent(
      services,
      parseSocialProviderEvent(
        JSON.stringify({
          type: 'post.published',
          data: { postId: first.id, providerPostId: first.providerPostId, publishedAt: '2026-01-15T08:30:00Z' },
        }),
      ),
    );
    expect(published).toMatchObject({ applied: true, postId: first.id });
    const row = await handle.db
      .selectFrom('socialPosts')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'published', publishedAt: new Date('2026-01-15T08:30:00Z') });

    const second = await make();
    postmark.messages.splice(0);
    const error = { type: 'post.error' as const, data: { postId: second.id, error: 'Bild zu groß' } };
    expect(await handleSocialProviderEvent(services, error)).toMatchObject({ applied: true });
    expect(await handleSocialProviderEvent(services, error)).toMatchObject({ applied: false });
    const failedMails = tagged('SOCIAL_REVIEW');
    expect(failedMails).toHaveLength(1); // immediate even with the digest on, and once
    expect(failedMails[0]?.To).toBe(editor.email);
    expect(failedMails[0]?.TextBody).toContain('Bild zu groß');

    // a retry through the provider; a provider refusal is publish_failed at once
    publisher.failNext('Token abgelaufen');
    postmark.messages.splice(0);
    const retried = await publishSocialPost(services, publisher, { centerId, postId: second.id });
    expect(retried).toMatchObject({ state: 'publish_failed', publishError: 'Token abgelaufen' });
    expect(tagged('SOCIAL_REVIEW')).toHaveLength(1);
    expect((await publishSocialPost(services, publisher, { centerId, postId: second.id })).state).toBe('published');

    await expect(
      handleSocialProviderEvent(services, { type: 'post.error', data: { postId: second.id, error: 'x' } }),
    ).rejects.toMatchObject({ code: 'SOCIAL_POST_INVALID_TRANSITION' });
    await expect(
      handleSocialProviderEvent(services, {
        type: 'post.published',
        data: { postId: '00000000-0000-4000-8000-000000000000', providerPostId: 'p' },
      }),
    ).rejects.toMatchObject({ kind: 'not_found' });

    const expired = { type: 'account.token_expired' as const, data: { externalAccountId: 'acct-1' } };
    expect(await handleSocialProviderEvent(services, expired)).toMatchObject({ applied: true });
    expect(await handleSocialProviderEvent(services, expired)).toMatchObject({ applied: false });
    const account = await handle.db
      .selectFrom('socialAccounts')
      .select('status')
      .where('externalAccountId', '=', 'acct-1')
      .executeTakeFirstOrThrow();
    expect(account.status).toBe('token_expired');
    await expect(
      handleSocialProviderEvent(services, { type: 'account.token_expired', data: { externalAccountId: 'nope' } }),
    ).rejects.toMatchObject({ kind: 'not_found' });
    expect(() => parseSocialProviderEvent('{"type":"post.deleted","data":{}}')).toThrow(/type/);
    expect(() => parseSocialProviderEvent('nope')).toThrow('JSON');
  });

  it('verifies the webhook signature and freshness', () => {
    const body = '{"type":"post.published"}';
    const ts = String(Math.floor(NOW.getTime() / 1000));
    const ok = {
      secret: SECRET,
      rawBody: body,
      timestamp: ts,
      signature: signSocialWebhook(SECRET, ts, body),
      now: NOW,
    };
    expect(() => verifySocialWebhook(ok)).not.toThrow();
    const code = (input: Partial<typeof ok> & Record<string, unknown>) => {
      try {
        verifySocialWebhook({ ...ok, ...input });
        return 'OK';
      } catch (error) {
        return `${(error as { kind: string }).kind} ${(error as { code: string }).code}`;
      }
    };
    expect(code({ signature: undefined })).toBe('unauthenticated WEBHOOK_SIGNATURE_MISSING');
    expect(code({ timestamp: undefined })).toBe('unauthenticated WEBHOOK_SIGNATURE_MISSING');
    expect(code({ signature: signSocialWebhook('another-secret-0123456789', ts, body) })).toBe(
      'unauthenticated WEBHOOK_SIGNATURE_INVALID',
    );
    expect(code({ rawBody: `${body} ` })).toBe('unauthenticated WEBHOOK_SIGNATURE_INVALID');
    expect(code({ signature: 'sha256=abc' })).toBe('unauthenticated WEBHOOK_SIGNATURE_INVALID');
    // the timestamp is signed: a fresh timestamp on an old signature fails
    expect(code({ timestamp: String(Number(ts) + 1) })).toBe('unauthenticated WEBHOOK_SIGNATURE_INVALID');
    const old = String(Number(ts) - 301);
    expect(code({ timestamp: old, signature: signSocialWebhook(SECRET, old, body) })).toBe(
      'unauthenticated WEBHOOK_TIMESTAMP_STALE',
    );
    const within = String(Number(ts) - 299);
    expect(code({ timestamp: within, signature: signSocialWebhook(SECRET, within, body) })).toBe('OK');
  });

  it('the hub: counts by state, posts by state, open approvals, recent comments, accounts', async () => {
    const hub = await getSocialHub(handle.db, centerId);
    const rows = await handle.db.selectFrom('socialPosts').select('state').where('centerId', '=', centerId).execute();
    expect(hub.total).toBe(rows.length);
    for (const state of Object.keys(hub.counts) as (keyof typeof hub.counts)[]) {
      expect(hub.counts[state]).toBe(rows.filter((r) => r.state === state).length);
      expect(hub.postsByState[state].every((p) => p.state === state)).toBe(true);
    }
    expect(hub.counts.published).toBeGreaterThanOrEqual(2);
    expect(hub.openApprovals.every((p) => p.state === 'pending_approval')).toBe(true);
    expect(hub.recentComments.map((c) => c.body)).toEqual(expect.arrayContaining(['Foto fehlt noch', 'Erledigt']));
    expect(hub.recentComments[0]).toMatchObject({ postTitle: expect.any(String), authorName: expect.any(String) });
    expect(hub.accounts).toEqual([expect.objectContaining({ externalAccountId: 'acct-1', status: 'token_expired' })]);
    expect((await getSocialHub(handle.db, otherCenterId)).total).toBe(0);
  });

  it('edits the text of a draft or a rejected post only, and shows a post with its comments', async () => {
    const editor = await addUser('CONTENT_EDITOR');
    const admin = await addUser('CENTER_ADMIN');
    const draft = await createSocialDraftFromContent(services, editor.actor, { centerId, type: 'news', id: newsId });
    const target = { centerId, postId: draft.id };
    expect((await editSocialDraft(services, { ...target, text: '  Neuer Text  ' })).text).toBe('Neuer Text');
    await expect(editSocialDraft(services, { ...target, text: ' ' })).rejects.toMatchObject({ kind: 'invalid' });
    await requestSocialPostApproval(services, editor.actor, target);
    await expect(editSocialDraft(services, { ...target, text: 'changed under review' })).rejects.toMatchObject({
      code: 'SOCIAL_POST_INVALID_TRANSITION',
    });
    await rejectSocialPost(services, admin.actor, { ...target, comment: 'Bitte kürzer.' });
    const edited = await editSocialDraft(services, { ...target, text: 'Kürzer.' });
    expect(edited).toMatchObject({ state: 'rejected', text: 'Kürzer.' });
    await expect(
      editSocialDraft(services, { centerId: otherCenterId, postId: draft.id, text: 'x' }),
    ).rejects.toMatchObject({
      kind: 'not_found',
    });

    await addSocialPostComment(services, admin.actor, { ...target, body: 'Erster' });
    await addSocialPostComment(services, editor.actor, { ...target, body: 'Zweiter' });
    const detail = await getSocialPostDetail(handle.db, centerId, draft.id);
    expect(detail).toMatchObject({
      id: draft.id,
      state: 'rejected',
      editorName: expect.stringMatching(/^Person/),
      reviewerName: expect.stringMatching(/^Person/),
      reviewComment: 'Bitte kürzer.',
    });
    // the review comment is a comment too; all were written at the same (fixed) time of this test
    expect(detail.comments.map((c) => c.body).sort()).toEqual(['Bitte kürzer.', 'Erster', 'Zweiter']);
    await expect(getSocialPostDetail(handle.db, otherCenterId, draft.id)).rejects.toMatchObject({ kind: 'not_found' });
  });
});
