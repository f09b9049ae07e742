// Publishing an approved post through the provider (spec 6.4): approved or publish_failed (a retry) -> published
// (the provider answered at once), scheduled (it confirms later on the webhook) or publish_failed (SOCIAL_REVIEW
// `publish_failed` to the editor at once). The account is the post's, else the center's oldest connected one;
// one that is not connected (e.g. token expired) is a 409 and nothing changes.
import { z } from 'zod';
import { type AccountServices, nowOf } from '../accounts/account-services';
import { DomainError } from '../errors';
import { notifySocialReviewOutcome } from '../mail/social-review-notices';
import { invalidTransition, loadSocialPost, type SocialPost, socialReviewPost, transitionSocialPost } from './posts';
import type { SocialAccount, SocialPublisher } from './publisher';

export const PUBLISHABLE_STATES = ['approved', 'publish_failed'] as const;

/** The account a post goes out through; 409 when there is none that is connected. */
export async function publishingAccountOf(
  services: Pick<AccountServices, 'db'>,
  post: Pick<SocialPost, 'centerId' | 'socialAccountId'>,
): Promise<SocialAccount> {
  let query = services.db.selectFrom('socialAccounts').selectAll().where('centerId', '=', post.centerId);
  query = post.socialAccountId ? query.where('id', '=', post.socialAccountId) : query.where('status', '=', 'connected');
  const account = await query.orderBy('createdAt').orderBy('id').executeTakeFirst();
  if (account?.status !== 'connected') {
    throw new DomainError(
      'conflict',
      'SOCIAL_ACCOUNT_NOT_CONNECTED',
      account
        ? `The social account is ${account.status}; reconnect it first.`
        : 'The center has no connected social account.',
    );
  }
  return account;
}

/** Notifies the editor of a failed publication (immediate, spec 6.1). */
export async function notifyPublishFailed(services: AccountServices, post: SocialPost, error: string) {
  if (!post.createdByUserId) return;
  await notifySocialReviewOutcome(services, {
    editorUserId: post.createdByUserId,
    outcome: 'publish_failed',
    post: socialReviewPost(post),
    errorMessage: error,
  });
}

/** Publish now (no `at`, or null) or at `at` (ISO 8601 with offset). */
export const PublishSocialPostInput = z.strictObject({
  at: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((at) => (at ? new Date(at) : null)),
});

export async function publishSocialPost(
  services: AccountServices,
  publisher: SocialPublisher | undefined,
  input: { centerId: string; postId: string; at?: Date | null },
): Promise<SocialPost> {
  if (!publisher) {
    throw new DomainError(
      'conflict',
      'SOCIAL_PUBLISHER_NOT_CONFIGURED',
      'No social publishing provider is configured.',
    );
  }
  const { db } = services;
  const post = await loadSocialPost(db, input.centerId, input.postId);
  if (!(PUBLISHABLE_STATES as readonly string[]).includes(post.state)) {
    throw invalidTransition(post.state, 'published');
  }
  const account = await publishingAccountOf(services, post);
  const now = nowOf(services);
  const scheduledAt = input.at && input.at.getTime() > now.getTime() ? input.at : null;
  // claimed first (scheduled, no provider id yet): a second publish of the same post meanwhile is a 409
  const claimed = await transitionSocialPost(
    db,
    post,
    PUBLISHABLE_STATES,
    'published',
    { state: 'scheduled', socialAccountId: account.id, scheduledAt, publishError: null },
    now,
  );
  const result = await publisher
    .publish(claimed, account)
    .catch(
      (error: unknown) =>
        ({ status: 'failed', error: error instanceof Error ? error.message : String(error) }) as const,
    );
  const done = nowOf(services);
  if (result.status === 'failed') {
    const failed = await transitionSocialPost(
      db,
      claimed,
      ['scheduled'],
      'marked failed',
      { state: 'publish_failed', publishError: result.error },
      done,
    );
    await notifyPublishFailed(services, failed, result.error);
    return failed;
  }
  if (result.status === 'published') {
    return transitionSocialPost(
      db,
      claimed,
      ['scheduled'],
      'published',
      { state: 'published', providerPostId: result.providerPostId, publishedAt: result.publishedAt },
      done,
    );
  }
  if (!result.providerPostId) return claimed;
  return transitionSocialPost(db, claimed, ['scheduled'], 'scheduled', { providerPostId: result.providerPostId }, done);
}
