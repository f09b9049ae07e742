// The HTTP social publisher against the provider stand-in: the request it sends, and every answer mapped to a
// result without throwing (published, scheduled, refused, 401, 5xx, timeout, unreachable, unreadable).
import { type SocialProviderStandIn, startSocialProviderStandIn } from '@center-platform/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSocialPublisher } from './http-publisher';
import type { SocialPost } from './posts';
import type { SocialAccount } from './publisher';

const AT = new Date('2026-11-25T10:00:00Z');
const post = (overrides: Partial<SocialPost> = {}) =>
  ({
    id: '6d1f1e0a-0000-4000-8000-000000000001',
    centerId: '6d1f1e0a-0000-4000-8000-0000000000c1',
    text: 'Neu im Center: die Food Lounge.',
    scheduledAt: null,
    ...overrides,
  }) as SocialPost;
const account = { provider: 'instagram', externalAccountId: 'ig-4711' } as SocialAccount;

describe('HTTP social publisher', () => {
  let provider: SocialProviderStandIn;
  beforeAll(async () => {
    provider = await startSocialProviderStandIn({ apiKey: 'publisher-key-of-32-characters!!' });
  });
  afterAll(() => provider.close());
  const publisher = (options: { timeoutMs?: number; apiKey?: string; url?: string } = {}) =>
    createHttpSocialPublisher({
      url: options.url ?? `${provider.url}/`,
      apiKey: options.apiKey ?? provider.apiKey,
      timeoutMs: options.timeoutMs ?? 2_000,
      now: () => AT,
    });

  it('posts the text for the account with the bearer key; a published answer is published', async () => {
    provider.requests.splice(0);
    const result = await publisher().publish(post(), account);
    expect(result).toMatchObject({ status: 'published', providerPostId: expect.stringMatching(/^sp_/) });
    expect(result.status === 'published' && result.publishedAt.getTime()).toBeGreaterThan(AT.getTime() - 86_400_000);
    expect(provider.requests).toEqual([
      {
        method: 'POST',
        path: '/posts',
        authorization: `Bearer ${provider.apiKey}`,
        body: {
          postId: post().id,
          centerId: post().centerId,
          account: { provider: 'instagram', externalAccountId: 'ig-4711' },
          text: 'Neu im Center: die Food Lounge.',
          scheduledAt: null,
        },
      },
    ]);
  });

  it('hands a future post over for later: scheduled with the provider id', async () => {
    const later = new Date(Date.now() + 86_400_000);
    const result = await publisher().publish(post({ scheduledAt: later }), account);
    expect(result).toMatchObject({ status: 'scheduled', providerPostId: expect.stringMatching(/^sp_/) });
    expect(provider.requests.at(-1)?.body.scheduledAt).toBe(later.toISOString());
    provider.failNext(202, '');
    expect(await publisher().publish(post(), account)).toEqual({ status: 'scheduled', providerPostId: null });
    provider.failNext(200, { status: 'scheduled', providerPostId: 'sp_x' });
    expect(await publisher().publish(post(), account)).toEqual({ status: 'scheduled', providerPostId: 'sp_x' });
  });

  it("turns a refusal into a failed result carrying the provider's reason", async () => {
    provider.failNext(422, { error: { message: 'Text too long for this network' } });
    expect(await publisher().publish(post(), account)).toEqual({
      status: 'failed',
      error: 'The social provider refused the post (HTTP 422): Text too long for this network',
    });
    provider.failNext(400, 'not json');
    expect(await publisher().publish(post(), account)).toEqual({
      status: 'failed',
      error: 'The social provider refused the post (HTTP 400).',
    });
    const wrongKey = await publisher({ apiKey: 'another-key-of-32-characters!!!!' }).publish(post(), account);
    expect(wrongKey).toMatchObject({ status: 'failed', error: expect.stringContaining('SOCIAL_PUBLISHER_API_KEY') });
    provider.failNext(503);
    expect(await publisher().publish(post(), account)).toMatchObject({
      status: 'failed',
      error: 'The social provider failed (HTTP 503); publish again later.',
    });
  });

  it('fails, never throws, on an unusable answer, a timeout or an unreachable provider', async () => {
    provider.failNext(201, '{"publishedAt":');
    expect(await publisher().publish(post(), account)).toMatchObject({
      status: 'failed',
      error: 'The social provider answered without a usable providerPostId.',
    });
    provider.failNext(201, { providerPostId: '' });
    expect((await publisher().publish(post(), account)).status).toBe('failed');

    const slow = await startSocialProviderStandIn({ delayMs: 1_500 });
    try {
      const result = await createHttpSocialPublisher({ url: slow.url, apiKey: slow.apiKey, timeoutMs: 200 }).publish(
        post(),
        account,
      );
      expect(result).toEqual({
        status: 'failed',
        error: 'The social provider did not answer within 0.2 s; publish again later.',
      });
    } finally {
      await slow.close();
    }
    const gone = await publisher({ url: 'http://127.0.0.1:9' }).publish(post(), account);
    expect(gone).toEqual({ status: 'failed', error: 'The social provider could not be reached; publish again later.' });
  });
});
