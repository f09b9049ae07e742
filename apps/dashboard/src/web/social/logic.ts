// The pure parts of the social screens (spec 4.6, 6.1): the states of a post and their words and badges, which
// actions a state (and the viewer) allows, and the checks and the input of the "new draft" form and the review
// forms. The server checks everything again; these only spare a round trip and keep the buttons honest.
import {
  CHECK_ONLY,
  fieldPieces,
  SOCIAL_APPROVER_ROLES,
  SOCIAL_COMMENT_MAX,
  SOCIAL_POST_STATES,
  SOCIAL_REVIEW_LIMITS,
  SOCIAL_TEXT_MAX,
  socialAccountInputs,
  socialPostUrl,
} from '@center-platform/core/shared';
import { problemOf } from '../center-work/content-schemas';
import { PROBLEM_KEYS } from '../center-work/fields';
import type { MessageKey } from '../i18n';

export type SocialState = (typeof SOCIAL_POST_STATES)[number];

export const isSocialState = (value: unknown): value is SocialState =>
  typeof value === 'string' && (SOCIAL_POST_STATES as readonly string[]).includes(value);

export const STATE_LABELS: Record<SocialState, MessageKey> = {
  draft: 'social.state.draft',
  pending_approval: 'social.state.pending_approval',
  approved: 'social.state.approved',
  rejected: 'social.state.rejected',
  scheduled: 'social.state.scheduled',
  published: 'social.state.published',
  publish_failed: 'social.state.publish_failed',
};

export function stateBadgeClass(state: SocialState): string {
  if (state === 'approved' || state === 'published' || state === 'scheduled') return 'badge badge-ok';
  if (state === 'pending_approval' || state === 'rejected' || state === 'publish_failed') return 'badge badge-warn';
  return 'badge badge-off';
}

/** The roles that approve, reject and publish. */
export const isApproverRole = (role: string) => (SOCIAL_APPROVER_ROLES as readonly string[]).includes(role);

/** How an account is named on the screens: its display name, else its id at the provider. */
export const accountName = (account: { name: string | null; externalAccountId: string }) =>
  account.name ?? account.externalAccountId;

export type SocialAction = 'edit' | 'requestApproval' | 'approve' | 'reject' | 'publish';

/** What a state allows anyone at all (the server's transitions). */
export function stateActions(state: SocialState): SocialAction[] {
  switch (state) {
    case 'draft':
    case 'rejected':
      return ['edit', 'requestApproval'];
    case 'pending_approval':
      return ['approve', 'reject'];
    case 'approved':
    case 'publish_failed':
      return ['publish'];
    default:
      return [];
  }
}

/**
 * What the viewer may do with the post now: the state's actions, narrowed by who the viewer is. Only the post's
 * editor (or anyone, when the post has lost its editor) requests approval; approvers approve, reject and publish,
 * but never review their own post. Editing is open to the whole social area (as on the server).
 */
export function allowedActions(
  post: { state: SocialState; createdByUserId: string | null },
  viewer: { userId: string; role: string },
): SocialAction[] {
  const approver = isApproverRole(viewer.role);
  const ownPost = post.createdByUserId !== null && post.createdByUserId === viewer.userId;
  return stateActions(post.state).filter((action) => {
    if (action === 'requestApproval') return post.createdByUserId === null || ownPost;
    if (action === 'approve' || action === 'reject') return approver && !ownPost;
    if (action === 'publish') return approver;
    return true;
  });
}

// ---------------------------------------------------------------- text, comments and the review forms

export function textProblem(text: string): MessageKey | undefined {
  if (text.trim() === '') return 'social.text.missing';
  if (text.length > SOCIAL_TEXT_MAX) return 'social.text.tooLong';
  return undefined;
}

/** A comment of the thread or of a rejection: required, at most SOCIAL_COMMENT_MAX characters. */
export function commentProblem(comment: string): MessageKey | undefined {
  if (comment.trim() === '') return 'social.comment.missing';
  if (comment.trim().length > SOCIAL_COMMENT_MAX) return 'social.comment.tooLong';
  return undefined;
}

/** The approve input: a blank comment is left out; "publish now" asks the server to publish right away. */
export function approveInput(
  ids: { centerId: string; postId: string },
  comment: string,
  publishNow: boolean,
): { centerId: string; postId: string; comment?: string; publish?: { at: null } } {
  const trimmed = comment.trim();
  return { ...ids, ...(trimmed ? { comment: trimmed } : {}), ...(publishNow ? { publish: { at: null } } : {}) };
}

// ---------------------------------------------------------------- the "new draft" form

export const SOURCE_TYPES = ['news', 'event', 'offer', 'review'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];
export type ContentSourceType = Exclude<SourceType, 'review'>;

export const SOURCE_LABELS: Record<SourceType, MessageKey> = {
  news: 'social.source.news',
  event: 'social.source.event',
  offer: 'social.source.offer',
  review: 'social.source.review',
};

/** The source of a post as the pages show it ('manual': written without a source). */
export function sourceLabel(type: unknown): MessageKey | undefined {
  if (type === 'manual') return 'social.source.manual';
  return typeof type === 'string' && (SOURCE_TYPES as readonly string[]).includes(type)
    ? SOURCE_LABELS[type as SourceType]
    : undefined;
}

export interface DraftSource {
  type: SourceType;
  /** the chosen news item, event or offer */
  id: string;
  author: string;
  /** 1 to 5, as the select gives it */
  rating: string;
  text: string;
  /** where the review was written (optional) */
  source: string;
  /** the account to publish through; '' = the center's oldest connected one when publishing */
  socialAccountId: string;
}

export const EMPTY_DRAFT_SOURCE: DraftSource = {
  type: 'news',
  id: '',
  author: '',
  rating: '5',
  text: '',
  source: '',
  socialAccountId: '',
};

export type DraftSourceProblems = Partial<Record<'id' | 'author' | 'rating' | 'text' | 'source', MessageKey>>;

export function draftSourceProblems(draft: DraftSource): DraftSourceProblems {
  const problems: DraftSourceProblems = {};
  if (draft.type !== 'review') {
    if (draft.id.trim() === '') problems.id = 'social.new.itemMissing';
    return problems;
  }
  const author = draft.author.trim();
  if (author === '') problems.author = 'social.new.authorMissing';
  else if (author.length > SOCIAL_REVIEW_LIMITS.author) problems.author = 'social.new.tooLong';
  const rating = Number(draft.rating);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) problems.rating = 'social.new.ratingInvalid';
  const text = draft.text.trim();
  if (text === '') problems.text = 'social.new.textMissing';
  else if (text.length > SOCIAL_REVIEW_LIMITS.text) problems.text = 'social.new.tooLong';
  if (draft.source.trim().length > SOCIAL_REVIEW_LIMITS.source) problems.source = 'social.new.tooLong';
  return problems;
}

export type FromContentInput =
  | { centerId: string; type: ContentSourceType; id: string }
  | {
      centerId: string;
      type: 'review';
      snapshot: { author: string; rating: number; text: string; source?: string };
    };

/** The `social.fromContent` input of a checked draft (a blank review source is left out). */
export function fromContentInput(centerId: string, draft: DraftSource): FromContentInput {
  const account = draft.socialAccountId ? { socialAccountId: draft.socialAccountId } : {};
  if (draft.type !== 'review') return { centerId, type: draft.type, id: draft.id.trim(), ...account };
  const source = draft.source.trim();
  return {
    centerId,
    ...account,
    type: 'review',
    snapshot: {
      author: draft.author.trim(),
      rating: Number(draft.rating),
      text: draft.text.trim(),
      ...(source ? { source } : {}),
    },
  };
}

/** The items a content type can be drafted from, as choices: newest first as the lists give them, titled. */
export function contentChoices(rows: readonly { id: unknown; title?: unknown }[] | undefined) {
  return (rows ?? []).flatMap((row) =>
    typeof row.id === 'string'
      ? [{ value: row.id, label: typeof row.title === 'string' && row.title.trim() ? row.title.trim() : row.id }]
      : [],
  );
}

/** The path of a post's page for a center (`/dashboard/c/<slug>/...`; the mails link core's center-less path). */
export const socialPostPath = (postId: string, centerSlug?: string) =>
  centerSlug ? socialPostUrl(postId).replace(/^\/dashboard/, `/dashboard/c/${centerSlug}`) : socialPostUrl(postId);

/** The path of the hub of a center. */
export const socialHubPath = (centerSlug?: string) => `/dashboard${centerSlug ? `/c/${centerSlug}` : ''}/social`;

/** A review snapshot or content snapshot of a post, as label/value lines for the page (unknown keys skipped). */
export function snapshotFacts(snapshot: unknown): { key: MessageKey; value: string }[] {
  if (!snapshot || typeof snapshot !== 'object') return [];
  const record = snapshot as Record<string, unknown>;
  const fields: [string, MessageKey][] = [
    ['title', 'social.snapshot.title'],
    ['excerpt', 'social.snapshot.excerpt'],
    ['link', 'social.snapshot.link'],
    ['author', 'social.snapshot.author'],
    ['rating', 'social.snapshot.rating'],
    ['text', 'social.snapshot.text'],
    ['source', 'social.snapshot.source'],
  ];
  return fields.flatMap(([field, key]) => {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return [{ key, value }];
    if (typeof value === 'number' && Number.isFinite(value))
      return [{ key, value: field === 'rating' ? `${value}/5` : String(value) }];
    return [];
  });
}

// ---------------------------------------------------------------- accounts

export type AccountStatus = 'connected' | 'token_expired' | 'disconnected';

export const ACCOUNT_STATUS_LABELS: Record<string, MessageKey | undefined> = {
  connected: 'social.account.connected',
  token_expired: 'social.account.token_expired',
  disconnected: 'social.account.disconnected',
};

export function accountBadgeClass(status: string): string {
  if (status === 'connected') return 'badge badge-ok';
  if (status === 'token_expired') return 'badge badge-warn';
  return 'badge badge-off';
}

const CHECKED_ACCOUNT = socialAccountInputs(fieldPieces(CHECK_ONLY));

export interface AccountDraft {
  provider: string;
  externalAccountId: string;
  /** blank: an account connected again keeps its name */
  name: string;
}

export const EMPTY_ACCOUNT_DRAFT: AccountDraft = { provider: '', externalAccountId: '', name: '' };

/** The connect input: a blank name is left out. */
export function accountInput({ name, ...rest }: AccountDraft): SocialAccountDraftInput {
  return name.trim() === '' ? rest : { ...rest, name };
}
type SocialAccountDraftInput = { provider: string; externalAccountId: string; name?: string };

/** Each field's problem by core's schema of an account, in the words of the content editors. */
export function accountProblems(draft: AccountDraft): Partial<Record<keyof AccountDraft, MessageKey>> {
  const problems: Partial<Record<keyof AccountDraft, MessageKey>> = {};
  const input = accountInput(draft);
  for (const issue of CHECKED_ACCOUNT.safeParse(input).error?.issues ?? []) {
    const field = issue.path[0] as keyof AccountDraft;
    const blank = draft[field].trim() === '';
    problems[field] ??= PROBLEM_KEYS[blank ? 'required' : problemOf(issue, 'text', input[field])];
  }
  return problems;
}
