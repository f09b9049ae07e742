// Request approval (spec 6.1 SOCIAL_REVIEW_REQUEST): draft or rejected -> pending_approval, by the post's editor.
// The center's approvers are mailed at once (always immediate, whatever their digest setting).
import { type AccountServices, nowOf } from '../accounts/account-services';
import { DomainError } from '../errors';
import { notifySocialReviewRequest } from '../mail/social-review-notices';
import {
  loadSocialPost,
  SOCIAL_APPROVER_ROLES,
  type SocialActor,
  type SocialPost,
  socialPostTitle,
  socialPostUrl,
  socialUserName,
  transitionSocialPost,
} from './posts';

/**
 * The users asked to review a post of a center: active CENTER_ADMIN, CENTER_MANAGER and ORG_MARKETING_MANAGER
 * users of that center, the requester excluded.
 */
export async function socialApproversOf(
  services: Pick<AccountServices, 'db'>,
  centerId: string,
  exceptUserId: string | null,
): Promise<string[]> {
  let query = services.db
    .selectFrom('users')
    .select('id')
    .where('centerId', '=', centerId)
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
    post: {
      id: updated.id,
      title: socialPostTitle(updated),
      centerId: updated.centerId,
      dashboardUrl: socialPostUrl(updated.id),
    },
    requestedByName: await socialUserName(db, actor.userId),
  });
  return { post: updated, mails };
}
