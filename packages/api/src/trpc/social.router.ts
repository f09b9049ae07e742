import {
  addSocialPostComment,
  approveSocialPost,
  connectSocialAccount,
  createSocialDraftFromContent,
  editSocialDraft,
  getSocialHub,
  getSocialPostDetail,
  plainText,
  publishSocialPost,
  rejectSocialPost,
  requestSocialPostApproval,
  SocialAccountInput,
  SocialDraftTextInput,
  SocialReviewSnapshot,
  setSocialAccountStatus,
} from '@center-platform/core';
import { z } from 'zod';
import { SOCIAL_APPROVER_RULE, SOCIAL_RULE } from '../social/rules';
import { principalOf, router, ruledProcedure, type TrpcContext } from './init';

// The tRPC twins of the social routes (spec 4.6, 6.1): same rules, same core functions. Posts are addressed by
// `centerId` (the rule's center) and `postId`; a post of another center is not found.

const post = z.object({ centerId: z.uuid(), postId: z.uuid() });
const actorOf = (ctx: TrpcContext) => {
  const principal = principalOf(ctx);
  return { userId: principal.userId, role: principal.role };
};
const at = z.iso.datetime({ offset: true }).nullish();
const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

export const socialRouter = router({
  hub: ruledProcedure(SOCIAL_RULE)
    .input(z.object({ centerId: z.uuid() }))
    .query(({ ctx, input }) => getSocialHub(ctx.services.db, input.centerId)),
  fromContent: ruledProcedure(SOCIAL_RULE)
    .input(
      z.discriminatedUnion('type', [
        z.object({
          centerId: z.uuid(),
          type: z.enum(['news', 'event', 'offer']),
          id: z.uuid(),
          socialAccountId: z.uuid().optional(),
        }),
        z.object({
          centerId: z.uuid(),
          type: z.literal('review'),
          snapshot: SocialReviewSnapshot,
          socialAccountId: z.uuid().optional(),
        }),
      ]),
    )
    .mutation(({ ctx, input }) => createSocialDraftFromContent(ctx.services, actorOf(ctx), input)),
  post: ruledProcedure(SOCIAL_RULE)
    .input(post)
    .query(({ ctx, input }) => getSocialPostDetail(ctx.services.db, input.centerId, input.postId)),
  editText: ruledProcedure(SOCIAL_RULE)
    .input(post.extend({ text: SocialDraftTextInput }))
    .mutation(({ ctx, input }) => editSocialDraft(ctx.services, input)),
  requestApproval: ruledProcedure(SOCIAL_RULE)
    .input(post)
    .mutation(({ ctx, input }) => requestSocialPostApproval(ctx.services, actorOf(ctx), input)),
  approve: ruledProcedure(SOCIAL_APPROVER_RULE)
    .input(post.extend({ comment: plainText().max(2000).nullish(), publish: z.object({ at }).nullish() }))
    .mutation(({ ctx, input }) =>
      approveSocialPost(
        ctx.services,
        actorOf(ctx),
        { ...input, publish: input.publish ? { at: toDate(input.publish.at) } : null },
        ctx.socialPublisher,
      ),
    ),
  reject: ruledProcedure(SOCIAL_APPROVER_RULE)
    .input(post.extend({ comment: plainText().min(1).max(2000) }))
    .mutation(({ ctx, input }) => rejectSocialPost(ctx.services, actorOf(ctx), input)),
  comment: ruledProcedure(SOCIAL_RULE)
    .input(post.extend({ body: plainText().min(1).max(2000) }))
    .mutation(({ ctx, input }) => addSocialPostComment(ctx.services, actorOf(ctx), input)),
  publish: ruledProcedure(SOCIAL_APPROVER_RULE)
    .input(post.extend({ at }))
    .mutation(({ ctx, input }) =>
      publishSocialPost(ctx.services, ctx.socialPublisher, { ...input, at: toDate(input.at) }),
    ),
  connectAccount: ruledProcedure(SOCIAL_APPROVER_RULE)
    .input(z.object({ centerId: z.uuid(), account: SocialAccountInput }))
    .mutation(({ ctx, input }) => connectSocialAccount(ctx.services.db, input.centerId, input.account)),
  setAccountStatus: ruledProcedure(SOCIAL_APPROVER_RULE)
    .input(z.object({ centerId: z.uuid(), accountId: z.uuid(), status: z.enum(['connected', 'disconnected']) }))
    .mutation(({ ctx, input }) =>
      setSocialAccountStatus(ctx.services.db, input.centerId, input.accountId, input.status),
    ),
});
