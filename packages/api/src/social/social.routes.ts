import { type AccountServices, nowOf } from '@center-platform/core/accounts';
import {
  AddSocialPostCommentInput,
  ApproveSocialPostInput,
  addSocialPostComment,
  approveSocialPost,
  createSocialDraftFromContent,
  EditSocialDraftInput,
  editSocialDraft,
  getSocialHub,
  getSocialPostDetail,
  handleSocialProviderEvent,
  PublishSocialPostInput,
  parseSocialProviderEvent,
  publishSocialPost,
  RejectSocialPostInput,
  rejectSocialPost,
  requestSocialPostApproval,
  SOCIAL_WEBHOOK_SIGNATURE_HEADER,
  SOCIAL_WEBHOOK_TIMESTAMP_HEADER,
  socialPostCenterId,
  verifySocialWebhook,
} from '@center-platform/core/social';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { actorOf } from '../auth/actor';
import { requireAccess } from '../auth/guard';
import type { AppDeps, AppEnv } from '../context';
import { parseBody, readJsonBody } from '../http/body';
import { ApiError } from '../http/errors';
import { route } from '../http/route';
import { SOCIAL_APPROVER_RULE, SOCIAL_RULE } from './rules';

/**
 * Spec 4.6 and 6.4: the social review workflow. Staff routes (social-core, own center): `POST /api/social/from-content`,
 * `GET /api/social/hub?centerId=`, `POST /api/social/posts/:postId/{request-approval,approve,reject,comments,publish}`
 * (approve, reject and publish: approvers only). Public but signed: `POST /api/social/webhooks/provider`.
 */
export function socialRoutes(services: AccountServices, deps: Pick<AppDeps, 'config' | 'socialPublisher'>) {
  const app = new Hono<AppEnv>();
  const publisher = deps.socialPublisher;

  /** The post's center, checked against the caller (404 for an unknown post, 403 for another center). */
  const postAccess = async (c: Context<AppEnv>, rule = SOCIAL_RULE) => {
    const postId = c.req.param('postId') ?? '';
    if (!z.uuid().safeParse(postId).success) throw new ApiError(400, 'INVALID_REQUEST', 'postId: expected a uuid');
    const centerId = await socialPostCenterId(services.db, postId);
    if (!centerId) throw new ApiError(404, 'SOCIAL_POST_NOT_FOUND', 'No such social post.');
    requireAccess(c, rule, centerId);
    return { centerId, postId, actor: actorOf(c) };
  };

  route(
    app,
    {
      method: 'post',
      path: '/api/social/from-content',
      tag: 'Social',
      summary: 'A social post draft from a content item',
      status: 201,
      access: { staff: SOCIAL_RULE },
    },
    async (c) => {
      const body = await readJsonBody(c);
      const centerId = (body as { centerId?: unknown } | null)?.centerId;
      if (typeof centerId !== 'string' || !z.uuid().safeParse(centerId).success) {
        throw new ApiError(400, 'INVALID_REQUEST', 'body.centerId: expected a uuid');
      }
      requireAccess(c, SOCIAL_RULE, centerId);
      const post = await createSocialDraftFromContent(services, actorOf(c), body);
      return c.json({ success: true, data: post }, 201);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/social/hub',
      tag: 'Social',
      summary: 'The social hub of a center',
      access: { staff: SOCIAL_RULE, centerQuery: 'centerId' },
    },
    async (c) => {
      const centerId = c.req.query('centerId');
      if (!z.uuid().safeParse(centerId).success) {
        throw new ApiError(400, 'INVALID_REQUEST', 'query.centerId: expected a uuid');
      }
      return c.json({ success: true, data: await getSocialHub(services.db, centerId as string) });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/social/posts/:postId',
      tag: 'Social',
      summary: 'A social post with its history',
      access: { staff: SOCIAL_RULE },
    },
    async (c) => {
      const { centerId, postId } = await postAccess(c);
      return c.json({ success: true, data: await getSocialPostDetail(services.db, centerId, postId) });
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/social/posts/:postId/text',
      tag: 'Social',
      summary: 'Edit a social draft',
      access: { staff: SOCIAL_RULE },
    },
    async (c) => {
      const { actor: _actor, ...target } = await postAccess(c);
      const body = await parseBody(c, EditSocialDraftInput);
      return c.json({ success: true, data: await editSocialDraft(services, { ...target, ...body }) });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/social/posts/:postId/request-approval',
      tag: 'Social',
      summary: 'Request approval of a social post',
      access: { staff: SOCIAL_RULE },
    },
    async (c) => {
      const { actor, ...target } = await postAccess(c);
      const result = await requestSocialPostApproval(services, actor, target);
      return c.json({ success: true, data: result });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/social/posts/:postId/approve',
      tag: 'Social',
      summary: 'Approve a social post',
      access: { staff: SOCIAL_APPROVER_RULE },
    },
    async (c) => {
      const { actor, ...target } = await postAccess(c, SOCIAL_APPROVER_RULE);
      const body = await parseBody(c, ApproveSocialPostInput);
      const result = await approveSocialPost(services, actor, { ...target, ...body }, publisher);
      return c.json({ success: true, data: result });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/social/posts/:postId/reject',
      tag: 'Social',
      summary: 'Reject a social post',
      access: { staff: SOCIAL_APPROVER_RULE },
    },
    async (c) => {
      const { actor, ...target } = await postAccess(c, SOCIAL_APPROVER_RULE);
      const body = await parseBody(c, RejectSocialPostInput);
      return c.json({ success: true, data: await rejectSocialPost(services, actor, { ...target, ...body }) });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/social/posts/:postId/comments',
      tag: 'Social',
      summary: 'Comment on a social post',
      status: 201,
      access: { staff: SOCIAL_RULE },
    },
    async (c) => {
      const { actor, ...target } = await postAccess(c);
      const body = await parseBody(c, AddSocialPostCommentInput);
      const result = await addSocialPostComment(services, actor, { ...target, ...body });
      return c.json({ success: true, data: result }, 201);
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/social/posts/:postId/publish',
      tag: 'Social',
      summary: 'Publish a social post',
      access: { staff: SOCIAL_APPROVER_RULE },
    },
    async (c) => {
      const target = await postAccess(c, SOCIAL_APPROVER_RULE);
      const body = await parseBody(c, PublishSocialPostInput);
      const post = await publishSocialPost(services, publisher, {
        centerId: target.centerId,
        postId: target.postId,
        ...body,
      });
      return c.json({ success: true, data: post });
    },
  );

  // the provider's notices: no session, the signature is the credential
  app.post('/api/social/webhooks/provider', async (c) => {
    const secret = deps.config.socialWebhookSecret;
    if (!secret) throw new ApiError(503, 'WEBHOOK_NOT_CONFIGURED', 'SOCIAL_WEBHOOK_SECRET is not set.');
    const rawBody = await c.req.text();
    verifySocialWebhook({
      secret,
      rawBody,
      signature: c.req.header(SOCIAL_WEBHOOK_SIGNATURE_HEADER),
      timestamp: c.req.header(SOCIAL_WEBHOOK_TIMESTAMP_HEADER),
      now: nowOf(services),
    });
    const result = await handleSocialProviderEvent(services, parseSocialProviderEvent(rawBody));
    return c.json({ success: true, data: result });
  });
  return app;
}
