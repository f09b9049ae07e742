// One post of the social workflow as its page in the dashboard shows it (`socialPostUrl`, the link of the review
// mails and bell notifications): the post, who wrote and reviewed it, and its comments, oldest first.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadSocialPost, socialPostTitle } from './posts';

export async function getSocialPostDetail(db: Kysely<Database>, centerId: string, postId: string) {
  const post = await loadSocialPost(db, centerId, postId);
  const userIds = [post.createdByUserId, post.reviewedByUserId].filter((id): id is string => id !== null);
  const [users, comments, account] = await Promise.all([
    userIds.length > 0
      ? db.selectFrom('users').select(['id', 'name']).where('id', 'in', userIds).execute()
      : Promise.resolve([]),
    db
      .selectFrom('socialPostComments as c')
      .leftJoin('users as u', 'u.id', 'c.authorUserId')
      .select(['c.id', 'c.body', 'c.createdAt', 'c.authorUserId', 'u.name as authorName'])
      .where('c.postId', '=', post.id)
      .orderBy('c.createdAt')
      .orderBy('c.id')
      .execute(),
    post.socialAccountId
      ? db
          .selectFrom('socialAccounts')
          .select(['id', 'provider', 'name', 'status'])
          .where('id', '=', post.socialAccountId)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const nameOf = (id: string | null) => users.find((user) => user.id === id)?.name ?? null;
  return {
    ...post,
    title: socialPostTitle(post),
    editorName: nameOf(post.createdByUserId),
    reviewerName: nameOf(post.reviewedByUserId),
    account: account ?? null,
    comments,
  };
}
export type SocialPostDetail = Awaited<ReturnType<typeof getSocialPostDetail>>;
