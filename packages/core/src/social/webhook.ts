// Inbound notices of the social publishing provider (spec 6.4): `post.published`, `post.error`,
// `account.token_expired`, on a signed webhook.
//
// Signature (the spec names none; ours): header `X-Signature: sha256=<hex>`, the HMAC-SHA256 with
// SOCIAL_WEBHOOK_SECRET of `<timestamp>.<raw body>`, where `<timestamp>` is the header `X-Signature-Timestamp`
// (unix seconds). The timestamp is signed with the body, so a captured delivery cannot be replayed with a fresh
// timestamp; it must be within 5 minutes of our clock. Compared with `timingSafeEqual`. Repeats inside the window
// are harmless: every event is idempotent (a second `post.published` or `post.error` changes nothing and mails
// nothing).
//
// Body: `{ type: 'post.published', data: { postId, providerPostId, publishedAt? } }`,
// `{ type: 'post.error', data: { postId, error, providerPostId? } }`,
// `{ type: 'account.token_expired', data: { externalAccountId, provider? } }`; an `id` of the delivery is allowed.
// `postId` is our post id (handed to the provider on publishing).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type AccountServices, nowOf } from '../accounts/account-services';
import { DomainError } from '../errors';
import { invalidTransition, type SocialPost } from './posts';
import { notifyPublishFailed } from './publish';

export const SOCIAL_WEBHOOK_SIGNATURE_HEADER = 'x-signature';
export const SOCIAL_WEBHOOK_TIMESTAMP_HEADER = 'x-signature-timestamp';
export const SOCIAL_WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

/** The signature header value for a body at a timestamp (the provider's side; tests). */
export function signSocialWebhook(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** Checks signature and freshness; a refusal is a 401 naming the case. */
export function verifySocialWebhook(input: {
  secret: string;
  rawBody: string;
  signature: string | undefined;
  timestamp: string | undefined;
  now: Date;
}): void {
  const refuse = (code: string, message: string) => new DomainError('unauthenticated', code, message);
  if (!input.signature || !input.timestamp) {
    throw refuse('WEBHOOK_SIGNATURE_MISSING', 'The signature and timestamp headers are required.');
  }
  const match = /^sha256=([0-9a-f]{64})$/i.exec(input.signature.trim());
  if (!match?.[1]) throw refuse('WEBHOOK_SIGNATURE_INVALID', 'The signature is not valid.');
  if (!/^\d{1,12}$/.test(input.timestamp.trim())) {
    throw refuse('WEBHOOK_TIMESTAMP_INVALID', 'The timestamp must be unix seconds.');
  }
  const expected = createHmac('sha256', input.secret).update(`${input.timestamp.trim()}.${input.rawBody}`).digest();
  const given = Buffer.from(match[1], 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw refuse('WEBHOOK_SIGNATURE_INVALID', 'The signature is not valid.');
  }
  const age = Math.abs(input.now.getTime() - Number(input.timestamp.trim()) * 1000);
  if (age > SOCIAL_WEBHOOK_TOLERANCE_MS) {
    throw refuse('WEBHOOK_TIMESTAMP_STALE', 'The timestamp is more than 5 minutes away from our clock.');
  }
}

export const SocialProviderEvent = z.discriminatedUnion('type', [
  z.object({
    id: z.string().max(200).optional(),
    type: z.literal('post.published'),
    data: z.object({
      postId: z.uuid(),
      providerPostId: z.string().min(1).max(200),
      publishedAt: z.iso.datetime({ offset: true }).optional(),
    }),
  }),
  z.object({
    id: z.string().max(200).optional(),
    type: z.literal('post.error'),
    data: z.object({
      postId: z.uuid(),
      error: z.string().min(1).max(2000),
      providerPostId: z.string().min(1).max(200).optional(),
    }),
  }),
  z.object({
    id: z.string().max(200).optional(),
    type: z.literal('account.token_expired'),
    data: z.object({ externalAccountId: z.string().min(1).max(200), provider: z.string().min(1).max(100).optional() }),
  }),
]);
export type SocialProviderEvent = z.infer<typeof SocialProviderEvent>;

export interface SocialProviderEventResult {
  type: SocialProviderEvent['type'];
  /** false: a repeat, nothing changed */
  applied: boolean;
  postId?: string;
  accountId?: string;
}

/** Parses a verified body (400 when it is not an event of ours). */
export function parseSocialProviderEvent(rawBody: string): SocialProviderEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new DomainError('invalid', 'INVALID_REQUEST', 'The body must be JSON.');
  }
  const parsed = SocialProviderEvent.safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
    throw new DomainError('invalid', 'INVALID_REQUEST', message);
  }
  return parsed.data;
}

async function postOf(services: AccountServices, postId: string): Promise<SocialPost> {
  const post = await services.db.selectFrom('socialPosts').selectAll().where('id', '=', postId).executeTakeFirst();
  if (!post) throw new DomainError('not_found', 'SOCIAL_POST_NOT_FOUND', 'No such social post.');
  return post;
}

/** Applies one provider event (idempotent). */
export async function handleSocialProviderEvent(
  services: AccountServices,
  event: SocialProviderEvent,
): Promise<SocialProviderEventResult> {
  const { db } = services;
  const now = nowOf(services);
  if (event.type === 'account.token_expired') {
    let query = db
      .selectFrom('socialAccounts')
      .select(['id', 'status'])
      .where('externalAccountId', '=', event.data.externalAccountId);
    if (event.data.provider) query = query.where('provider', '=', event.data.provider);
    const accounts = await query.execute();
    if (!accounts.length) throw new DomainError('not_found', 'SOCIAL_ACCOUNT_NOT_FOUND', 'No such social account.');
    const changed = await db
      .updateTable('socialAccounts')
      .set({ status: 'token_expired', updatedAt: now })
      .where(
        'id',
        'in',
        accounts.map((a) => a.id),
      )
      .where('status', '=', 'connected')
      .returning('id')
      .execute();
    return { type: event.type, applied: changed.length > 0, accountId: accounts[0]?.id };
  }

  const post = await postOf(services, event.data.postId);
  if (event.type === 'post.published') {
    if (post.state === 'published') {
      if (post.providerPostId && post.providerPostId !== event.data.providerPostId) {
        throw new DomainError(
          'conflict',
          'PROVIDER_POST_MISMATCH',
          'The post was published under another provider id.',
        );
      }
      return { type: event.type, applied: false, postId: post.id };
    }
    if (!['approved', 'scheduled', 'publish_failed'].includes(post.state))
      throw invalidTransition(post.state, 'published');
    const owner = await db
      .selectFrom('socialPosts')
      .select('id')
      .where('providerPostId', '=', event.data.providerPostId)
      .where('id', '!=', post.id)
      .executeTakeFirst();
    if (owner) throw new DomainError('conflict', 'PROVIDER_POST_MISMATCH', 'The provider id belongs to another post.');
    const updated = await db
      .updateTable('socialPosts')
      .set({
        state: 'published',
        providerPostId: event.data.providerPostId,
        publishedAt: event.data.publishedAt ? new Date(event.data.publishedAt) : now,
        publishError: null,
        updatedAt: now,
      })
      .where('id', '=', post.id)
      .where('state', '=', post.state)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return handleSocialProviderEvent(services, event);
    return { type: event.type, applied: true, postId: post.id };
  }

  // post.error
  if (post.state === 'publish_failed') return { type: event.type, applied: false, postId: post.id };
  if (!['approved', 'scheduled'].includes(post.state)) throw invalidTransition(post.state, 'marked failed');
  const failed = await db
    .updateTable('socialPosts')
    .set({ state: 'publish_failed', publishError: event.data.error, updatedAt: now })
    .where('id', '=', post.id)
    .where('state', '=', post.state)
    .returningAll()
    .executeTakeFirst();
  if (!failed) return handleSocialProviderEvent(services, event);
  await notifyPublishFailed(services, failed, event.data.error);
  return { type: event.type, applied: true, postId: post.id };
}
