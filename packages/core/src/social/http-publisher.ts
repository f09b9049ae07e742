// The social publishing provider over HTTP (spec 6.4 names no provider; this protocol is ours, for a provider
// or a bridge in front of one). Configured by SOCIAL_PUBLISHER_URL and SOCIAL_PUBLISHER_API_KEY.
//
// Request: `POST <SOCIAL_PUBLISHER_URL>/posts`, `Authorization: Bearer <key>`, JSON
//   `{ postId, centerId, account: { provider, externalAccountId }, text, scheduledAt }` (`scheduledAt` ISO or null).
// Answers: 200/201 `{ providerPostId, publishedAt? }` = published now (`status: 'scheduled'` in it = taken for
// later); 202 `{ providerPostId? }` = taken for later, its `post.published` / `post.error` notice follows on our
// webhook; any other status = refused, with the provider's `error` (text or `{ message }`) as the reason.
// Nothing here throws: a timeout, a network error or an unreadable answer is a `failed` result, so the post
// goes to `publish_failed`, its editor is told, and publishing it again is a retry.
import { z } from 'zod';
import type { SocialPublisher, SocialPublishResult } from './publisher';

export interface HttpSocialPublisherOptions {
  /** the provider's base URL (`/posts` is appended) */
  url: string;
  apiKey: string;
  /** default 15 s */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

const ProviderPostId = z.string().trim().min(1).max(200);
const Accepted = z.object({
  status: z.enum(['published', 'scheduled']).optional(),
  providerPostId: ProviderPostId,
  publishedAt: z.iso.datetime({ offset: true }).optional(),
});
const Deferred = z.object({ providerPostId: ProviderPostId.optional() });
const Refusal = z.object({ error: z.union([z.string(), z.object({ message: z.string() })]) });

const REASON_MAX = 500;
const failed = (error: string): SocialPublishResult => ({ status: 'failed', error });

function refusalReason(status: number, body: unknown): string {
  const refusal = Refusal.safeParse(body);
  const said = refusal.success
    ? (typeof refusal.data.error === 'string' ? refusal.data.error : refusal.data.error.message).trim()
    : '';
  if (status === 401 || status === 403)
    return `The social provider refused our credentials (HTTP ${status}); check SOCIAL_PUBLISHER_API_KEY.`;
  if (status >= 500) return `The social provider failed (HTTP ${status}); publish again later.`;
  return `The social provider refused the post (HTTP ${status})${said ? `: ${said.slice(0, REASON_MAX)}` : '.'}`;
}

export function createHttpSocialPublisher(options: HttpSocialPublisherOptions): SocialPublisher {
  const endpoint = `${options.url.replace(/\/+$/, '')}/posts`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const send = options.fetch ?? fetch;
  return {
    async publish(post, account) {
      let response: Response;
      let body: unknown;
      try {
        response = await send(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            postId: post.id,
            centerId: post.centerId,
            account: { provider: account.provider, externalAccountId: account.externalAccountId },
            text: post.text,
            scheduledAt: post.scheduledAt ? new Date(post.scheduledAt).toISOString() : null,
          }),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        try {
          body = text ? JSON.parse(text) : {};
        } catch {
          body = undefined;
        }
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return failed(
          timedOut
            ? `The social provider did not answer within ${timeoutMs / 1000} s; publish again later.`
            : 'The social provider could not be reached; publish again later.',
        );
      }

      if (response.status === 200 || response.status === 201) {
        const accepted = Accepted.safeParse(body);
        if (!accepted.success) return failed('The social provider answered without a usable providerPostId.');
        const { providerPostId, publishedAt } = accepted.data;
        if (accepted.data.status === 'scheduled') return { status: 'scheduled', providerPostId };
        return {
          status: 'published',
          providerPostId,
          publishedAt: publishedAt ? new Date(publishedAt) : (options.now?.() ?? new Date()),
        };
      }
      if (response.status === 202) {
        const deferred = Deferred.safeParse(body ?? {});
        return {
          status: 'scheduled',
          providerPostId: deferred.success ? (deferred.data.providerPostId ?? null) : null,
        };
      }
      return failed(refusalReason(response.status, body));
    },
  };
}
