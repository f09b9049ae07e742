// The states of a social post and who reviews it (spec 4.6, 6.1): pure, shared with the dashboard's social
// screens through `@center-platform/core/shared`. The workflow itself is in ./posts.ts.
import type { Role } from '../accounts/roles';
import type { SocialPostState } from '../db/schema';

export const SOCIAL_POST_STATES = [
  'draft',
  'pending_approval',
  'approved',
  'rejected',
  'scheduled',
  'published',
  'publish_failed',
] as const satisfies readonly SocialPostState[];

/** The roles that may approve or reject (SUPER_ADMIN included); all but SUPER_ADMIN are mailed review requests. */
export const SOCIAL_APPROVER_ROLES = [
  'SUPER_ADMIN',
  'CENTER_ADMIN',
  'ORG_MARKETING_MANAGER',
  'CENTER_MANAGER',
] as const satisfies readonly Role[];

/** The post in the dashboard's social workflow (the links of the mails and bell notifications). */
export const socialPostUrl = (postId: string) => `/dashboard/social/posts/${postId}`;

/** The longest comment on a post. */
export const SOCIAL_COMMENT_MAX = 2000;

/** The longest text of a post. */
export const SOCIAL_TEXT_MAX = 2000;

/** The longest author, text and source of a review a post is drafted from. */
export const SOCIAL_REVIEW_LIMITS = { author: 100, text: 2000, source: 100 } as const;
