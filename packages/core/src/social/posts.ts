// The social review workflow (spec 4.6, 6.1, 6.4): what every step shares. States and who may do what:
//
//   draft | rejected --request approval (the post's editor)--> pending_approval
//   pending_approval --approve | reject (an approver, never the post's editor)--> approved | rejected
//   approved | publish_failed --publish (through a SocialPublisher)--> scheduled | published | publish_failed
//   approved | scheduled | publish_failed --provider `post.published`--> published
//   approved | scheduled --provider `post.error`--> publish_failed
//
// Decisions (the spec is silent): the editor is the post's creator (`createdByUserId`) and is the only one who
// may request its approval; the requester of a post is therefore always its editor, and approving or rejecting
// one's own post is refused. Approvers are the active CENTER_ADMIN, CENTER_MANAGER and ORG_MARKETING_MANAGER
// users of the post's center (SUPER_ADMIN may also approve but is not mailed: it is platform-wide). A step from
// the wrong state is a 409 `SOCIAL_POST_INVALID_TRANSITION`; each step changes the row with a conditional update,
// so two concurrent steps cannot both pass.
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Role } from '../accounts/roles';
import type { Database, SocialPostState, SocialPostsTable } from '../db/schema';
import { DomainError } from '../errors';
import type { SocialReviewPost } from '../mail/social-review-notices';
import { socialPostUrl } from './post-states';

export type SocialPost = Selectable<SocialPostsTable>;

/** Who acts: the signed-in staff user. */
export interface SocialActor {
  userId: string;
  role: Role;
}

export { SOCIAL_APPROVER_ROLES, SOCIAL_POST_STATES, socialPostUrl } from './post-states';

/** A short title of a post: its source's title, else the first line of its text. */
export function socialPostTitle(post: Pick<SocialPost, 'snapshot' | 'text'>): string {
  const snapshot = (post.snapshot ?? {}) as Record<string, unknown>;
  const title = typeof snapshot.title === 'string' && snapshot.title.trim() ? snapshot.title.trim() : undefined;
  const line =
    title ??
    post.text
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ??
    'Social-Media-Beitrag';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** The post as the review notices name it. */
export function socialReviewPost(post: Pick<SocialPost, 'id' | 'centerId' | 'snapshot' | 'text'>): SocialReviewPost {
  return { id: post.id, title: socialPostTitle(post), centerId: post.centerId, dashboardUrl: socialPostUrl(post.id) };
}

/** The post of a center (404 when it is not there or belongs to another center). */
export async function loadSocialPost(db: Kysely<Database>, centerId: string, postId: string): Promise<SocialPost> {
  const post = await db
    .selectFrom('socialPosts')
    .selectAll()
    .where('id', '=', postId)
    .where('centerId', '=', centerId)
    .executeTakeFirst();
  if (!post) throw new DomainError('not_found', 'SOCIAL_POST_NOT_FOUND', 'No such social post in this center.');
  return post;
}

/** The center of a post, or undefined (routes resolve it before checking the caller's center). */
export async function socialPostCenterId(db: Kysely<Database>, postId: string): Promise<string | undefined> {
  const row = await db.selectFrom('socialPosts').select('centerId').where('id', '=', postId).executeTakeFirst();
  return row?.centerId;
}

export function invalidTransition(from: SocialPostState, action: string): DomainError {
  return new DomainError('conflict', 'SOCIAL_POST_INVALID_TRANSITION', `A post in state ${from} cannot be ${action}.`);
}

/** Applies a change only from the given states; a post that moved meanwhile is a 409. */
export async function transitionSocialPost(
  db: Kysely<Database>,
  post: SocialPost,
  from: readonly SocialPostState[],
  action: string,
  changes: Updateable<SocialPostsTable>,
  now: Date,
): Promise<SocialPost> {
  if (!from.includes(post.state)) throw invalidTransition(post.state, action);
  const updated = await db
    .updateTable('socialPosts')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', post.id)
    .where('state', '=', post.state)
    .returningAll()
    .executeTakeFirst();
  if (!updated) {
    const current = await loadSocialPost(db, post.centerId, post.id);
    throw invalidTransition(current.state, action);
  }
  return updated;
}

export async function socialUserName(db: Kysely<Database>, userId: string): Promise<string> {
  const user = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  return user?.name ?? 'Unbekannt';
}
