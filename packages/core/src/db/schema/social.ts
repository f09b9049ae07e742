// Social workflow (6.1, 6.4).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, JsonDefault, Timestamp, UpdatedAt, Uuid } from './columns';

export type SocialPostState =
  | 'draft'
  | 'pending_approval'
  | 'approved'
  | 'rejected'
  | 'scheduled'
  | 'published'
  | 'publish_failed';

export interface SocialAccountsTable {
  id: Uuid;
  centerId: string;
  provider: string;
  externalAccountId: string;
  name: string | null;
  status: Generated<'connected' | 'token_expired' | 'disconnected'>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SocialPostsTable {
  id: Uuid;
  centerId: string;
  socialAccountId: string | null;
  sourceType: 'news' | 'event' | 'offer' | 'review' | 'manual';
  sourceId: string | null;
  snapshot: JsonDefault<Record<string, unknown>>;
  text: string;
  media: JsonDefault<unknown[]>;
  state: Generated<SocialPostState>;
  reviewComment: string | null;
  createdByUserId: string | null;
  requestedAt: Timestamp | null;
  reviewedByUserId: string | null;
  reviewedAt: Timestamp | null;
  scheduledAt: Timestamp | null;
  publishedAt: Timestamp | null;
  providerPostId: string | null;
  publishError: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SocialPostCommentsTable {
  id: Uuid;
  postId: string;
  authorUserId: string | null;
  body: string;
  createdAt: CreatedAt;
}

/** Per content item and day: views, shares and score (news performance, 4.6). */
export interface ContentMetricsTable {
  contentType: 'news' | 'event' | 'offer' | 'job';
  contentId: string;
  day: ColumnType<string, string, string>;
  centerId: string;
  views: Generated<number>;
  shares: Generated<number>;
  score: Generated<number>;
}

/** The visitors a center's counters measured on a day (footfall, spec 4.6). */
export interface FootfallCountsTable {
  centerId: string;
  day: ColumnType<string, string, string>;
  visitors: number;
  updatedAt: UpdatedAt;
}
