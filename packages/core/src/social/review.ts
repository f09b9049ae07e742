// The review steps of a social post. Request approval (spec 6.1 SOCIAL_REVIEW_REQUEST): draft or rejected ->
// pending_approval, by the post's editor; the center's approvers are mailed at once (always immediate, whatever
// their digest setting). Approve or reject (spec 3, 6.1 SOCIAL_REVIEW): pending_approval -> approved | rejected, by
// an approver who is not the post's editor. The editor hears of it through the existing notice: `rejected` mailed
// at once; `approved` always leaves the bell notification `social_review_approved` (the digest carries it) and is
// mailed at once only when the editor's digest is off. Approving may publish at once or at a time (`publish`),
// through the provider.
import { z } from 'zod';
import { type AccountServices, nowOf } from '../accounts/account-services';
import { worksOnCenter } from '../accounts/center-staff';
import { DomainError } from '../errors';
import {
  notifySocialReviewOutcome,
  notifySocialReviewRequest,
  type SocialReviewOutcomeNotice,
} from '../mail/social-review-notices';
import { SocialCommentText } from './comments';
import {
  loadSocialPost,
  SOCIAL_APPROVER_ROLES,
  type SocialActor,
  type SocialPost,
  socialReviewPost,
  socialUserName,
  transitionSocialPost,
} from './posts';
import { PublishSocialPostInput, publishingAccountOf, publishSocialPost } from './publish';
import type { SocialPublisher } from './publisher';

/**
 * The users asked to review a post of a center: active CENTER_ADMIN, CENTER_MANAGER and ORG_MARKETING_MANAGER
 * users of that center (an organization-wide ORG_MARKETING_MANAGER of its organization too), the requester excluded.
 */
export async function socialApproversOf(
  services: Pick<AccountServices, 'db'>,
  centerId: string,
  exceptUserId: string | null,
): Promise<string[]> {
  let query = services.db
    .selectFrom('users')
    .select('id')
    .where(worksOnCenter(centerId))
    .where('isActive', '=', true)
    .where(
      'role',
      'in',
      SOCIAL_APPROVER_ROLES.filter((role) => role !== 'SUPER_ADMIN'),
    );
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return (await query.orderBy('id').execute()).map((row) => row.id);
}

export interface SocialApprovalRequest {
  post: SocialPost;
  /** review request mails sent / failed (a failure does not undo the request) */
  mails: { sent: number; failed: number };
}

export async function requestSocialPostApproval(
  services: AccountServices,
  actor: SocialActor,
  input: { centerId: string; postId: string },
): Promise<SocialApprovalRequest> {
  const { db } = services;
  const post = await loadSocialPost(db, input.centerId, input.postId);
  if (post.createdByUserId && post.createdByUserId !== actor.userId) {
    throw new DomainError('forbidden', 'NOT_POST_EDITOR', 'Only the editor of a post can request its approval.');
  }
  const now = nowOf(services);
  const updated = await transitionSocialPost(
    db,
    post,
    ['draft', 'rejected'],
    'submitted for approval',
    {
      state: 'pending_approval',
      requestedAt: now,
      // a post without an editor (deleted account) gets the requester as its editor
      createdByUserId: actor.userId,
      reviewedByUserId: null,
      reviewedAt: null,
      reviewComment: null,
    },
    now,
  );
  const approvers = await socialApproversOf(services, updated.centerId, actor.userId);
  const mails = await notifySocialReviewRequest(services, {
    approverUserIds: approvers,
    post: socialReviewPost(updated),
    requestedByName: await socialUserName(db, actor.userId),
  });
  return { post: updated, mails };
}

export interface SocialReviewResult {
  post: SocialPost;
  /** what reached the editor (null: the post has no editor any more) */
  notice: SocialReviewOutcomeNotice | null;
}

async function review(
  services: AccountServices,
  actor: SocialActor,
  input: { centerId: string; postId: string; comment?: string | null },
  outcome: 'approved' | 'rejected',
): Promise<SocialReviewResult> {
  if (!(SOCIAL_APPROVER_ROLES as readonly string[]).includes(actor.role)) {
    throw new DomainError('forbidden', 'FORBIDDEN_ROLE', 'Your role cannot approve social posts.');
  }
  const { db } = services;
  const post = await loadSocialPost(db, input.centerId, input.postId);
  if (post.createdByUserId === actor.userId) {
    throw new DomainError('forbidden', 'SELF_REVIEW_FORBIDDEN', 'The requester of a post cannot review it.');
  }
  const comment = input.comment?.trim() || null;
  const now = nowOf(services);
  const updated = await transitionSocialPost(
    db,
    post,
    ['pending_approval'],
    outcome,
    { state: outcome, reviewedByUserId: actor.userId, reviewedAt: now, reviewComment: comment },
    now,
  );
  if (comment) {
    await db
      .insertInto('socialPostComments')
      .values({ postId: updated.id, authorUserId: actor.userId, body: comment, createdAt: now })
      .execute();
  }
  const notice = updated.createdByUserId
    ? await notifySocialReviewOutcome(services, {
        editorUserId: updated.createdByUserId,
        outcome,
        post: socialReviewPost(updated),
        reviewerName: await socialUserName(db, actor.userId),
        comment,
      })
    : null;
  return { post: updated, notice };
}

export const ApproveSocialPostInput = z.strictObject({
  comment: SocialCommentText.nullish(),
  /** publish after approving: now (`{}`), or at `at` */
  publish: PublishSocialPostInput.nullish(),
});

export async function approveSocialPost(
  services: AccountServices,
  actor: SocialActor,
  input: {
    centerId: string;
    postId: string;
    comment?: string | null;
    /** publish right after approving: now, or at `at` */
    publish?: { at?: Date | null } | null;
  },
  publisher?: SocialPublisher,
): Promise<SocialReviewResult> {
  if (input.publish) {
    // refused before anything changes: no provider, or no connected account
    if (!publisher) {
      throw new DomainError(
        'conflict',
        'SOCIAL_PUBLISHER_NOT_CONFIGURED',
        'No social publishing provider is configured.',
      );
    }
    await publishingAccountOf(services, await loadSocialPost(services.db, input.centerId, input.postId));
  }
  const result = await review(services, actor, input, 'approved');
  if (!input.publish) return result;
  const post = await publishSocialPost(services, publisher, {
    centerId: input.centerId,
    postId: input.postId,
    at: input.publish.at ?? null,
  });
  return { ...result, post };
}

export const RejectSocialPostInput = z.strictObject({ comment: SocialCommentText.min(1) });

export async function rejectSocialPost(
  services: AccountServices,
  actor: SocialActor,
  input: { centerId: string; postId: string; comment: string },
): Promise<SocialReviewResult> {
  if (!input.comment?.trim()) {
    throw new DomainError('invalid', 'COMMENT_REQUIRED', 'A rejection needs a comment for the editor.');
  }
  return review(services, actor, input, 'rejected');
}
