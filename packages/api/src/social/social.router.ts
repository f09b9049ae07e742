import {
  AddSocialPostCommentInput,
  ApproveSocialPostInput,
  addSocialPostComment,
  approveSocialPost,
  connectSocialAccount,
  createSocialDraftFromContent,
  EditSocialDraftInput,
  editSocialDraft,
  getSocialHub,
  getSocialPostDetail,
  PublishSocialPostInput,
  publishSocialPost,
  RejectSocialPostInput,
  rejectSocialPost,
  requestSocialPostApproval,
  SetSocialAccountStatusInput,
  SocialAccountInput,
  SocialFromContentInput,
  setSocialAccountStatus,
} from '@center-platform/core/social';
import { z } from 'zod';
import { actorOf } from '../auth/actor';
import { router, ruledProcedure } from '../trpc/init';
import { SOCIAL_APPROVER_RULE, SOCIAL_RULE } from './rules';

// The tRPC twins of the social routes (spec 4.6, 6.1): same rules, same core functions. Posts are addressed by
// `centerId` (the rule's center) and `postId`; a post of another center is not found.

const post = z.object({ centerId: z.uuid(), postId: z.uuid() });

export const socialRouter = router({
  hub: ruledProcedure(SOCIAL_RULE)
    .input(z.object({ centerId: z.uuid() }))
    .query(({ ctx, input }) => getSocialHub(ctx.services.db, input.centerId)),
  fromContent: ruledProcedure(SOCIAL_RULE)
    .input(SocialFromContentInput)
    .mutation(({ ctx, input }) => createSocialDraftFromContent(ctx.services, actorOf(ctx), input)),
  post: ruledProcedure(SOCIAL_RULE)
    .input(post)
    .query(({ ctx, input }) => getSocialPostDetail(ctx.services.db, input.centerId, input.postId)),
  editText: ruledProcedure(SOCIAL_RULE)
    .input(EditSocialDraftInput.extend(post.shape))
    .mutation(({ ctx, input }) => editSocialDraft(ctx.services, input)),
  requestApproval: ruledProcedure(SOCIAL_RULE)
    .input(post)
    .mutation(({ ctx, input }) => requestSocialPostApproval(ctx.services, actorOf(ctx), input)),
  approve: ruledProcedure(SOCIAL_APPROVER_RULE)
    .input(ApproveSocialPostInput.extend(post.shape))
    .mutation(({ ctx, input }) => approveSocialPost(ctx.services, actorOf(ctx), input, ctx.socialPublisher)),
  reject: ruledProcedure(SOCIAL_APPROVER_RULE)
    .input(RejectSocialPostInput.extend(post.shape))
    .mutation(({ ctx, input }) => rejectSocialPost(ctx.services, actorOf(ctx), input)),
  comment: ruledProcedure(SOCIAL_RULE)
    .input(AddSocialPostCommentInput.extend(post.shape))
    .mutation(({ ctx, input }) => addSocialPostComment(ctx.services, actorOf(ctx), input)),
  publish: ruledProcedure(SOCIAL_APPROVER_RULE)
    .input(PublishSocialPostInput.extend(post.shape))
    .mutation(({ ctx, input }) => publishSocialPost(ctx.services, ctx.socialPublisher, input)),
  connectAccount: ruledProcedure(SOCIAL_APPROVER_RULE)
    .input(z.object({ centerId: z.uuid(), account: SocialAccountInput }))
    .mutation(({ ctx, input }) => connectSocialAccount(ctx.services.db, input.centerId, input.account)),
  setAccountStatus: ruledProcedure(SOCIAL_APPROVER_RULE)
    .input(SetSocialAccountStatusInput)
    .mutation(({ ctx, input }) =>
      setSocialAccountStatus(ctx.services.db, input.centerId, input.accountId, input.status),
    ),
});
