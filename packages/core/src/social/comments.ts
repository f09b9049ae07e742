// Comments on a post (spec 6.4 bell kind `social_new_comment`): anyone with social access to the center may
// comment; the post's editor gets a bell notification when someone else comments (the digest carries it).
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { type AccountServices, nowOf } from '../accounts/account-services';
import { plainText } from '../content/staff-write';
import { json } from '../db/json';
import type { SocialPostCommentsTable } from '../db/schema';
import { DomainError } from '../errors';
import { SOCIAL_COMMENT_MAX } from './post-states';
import { loadSocialPost, type SocialActor, socialPostTitle, socialPostUrl, socialUserName } from './posts';

/** The text of a comment, also of a reviewer's on approving or rejecting. */
export const SocialCommentText = plainText().max(SOCIAL_COMMENT_MAX);

export const AddSocialPostCommentInput = z.strictObject({ body: SocialCommentText.min(1) });

export async function addSocialPostComment(
  services: AccountServices,
  actor: SocialActor,
  input: { centerId: string; postId: string; body: string },
): Promise<{ comment: Selectable<SocialPostCommentsTable>; bellNotificationId: string | null }> {
  const body = input.body?.trim() ?? '';
  if (!body || body.length > SOCIAL_COMMENT_MAX) {
    throw new DomainError('invalid', 'INVALID_COMMENT', `A comment has 1 to ${SOCIAL_COMMENT_MAX} characters.`);
  }
  const { db } = services;
  const post = await loadSocialPost(db, input.centerId, input.postId);
  const now = nowOf(services);
  const comment = await db
    .insertInto('socialPostComments')
    .values({ postId: post.id, authorUserId: actor.userId, body, createdAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  let bellNotificationId: string | null = null;
  if (post.createdByUserId && post.createdByUserId !== actor.userId) {
    const author = await socialUserName(db, actor.userId);
    const row = await db
      .insertInto('bellNotifications')
      .values({
        userId: post.createdByUserId,
        centerId: post.centerId,
        kind: 'social_new_comment',
        title: socialPostTitle(post),
        body: `${author}: ${body.length > 140 ? `${body.slice(0, 139)}…` : body}`,
        link: socialPostUrl(post.id),
        payload: json({ postId: post.id, commentId: comment.id }),
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    bellNotificationId = row.id;
  }
  return { comment, bellNotificationId };
}
