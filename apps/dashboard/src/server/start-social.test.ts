// Spec 6.4 with SOCIAL_PUBLISHER_URL set: the started platform publishes an approved post through the provider
// (stand-in), a future post waits as scheduled until the provider's signed `post.published` notice arrives, and
// a provider refusal leaves the post publish_failed with the provider's reason.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@center-platform/core/config';
import { createLogger } from '@center-platform/core/logging';
import { BUILD_WAIT_MS, untilBuilt } from '@center-platform/core/testing';
import { type SocialProviderStandIn, startSocialProviderStandIn } from '@center-platform/stand-ins';
import { provisionTestDatabase, type TestDatabase } from '@center-platform/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform } from './start';

// runs what the build of `pnpm test` makes
beforeAll(untilBuilt, BUILD_WAIT_MS);

const SECRET = 'a-webhook-secret-of-32-characters';
const PASSWORD = 'correct horse battery staple';

describe('startPlatform with a social publishing provider', () => {
  let dataDir: string;
  let database: TestDatabase;
  let provider: SocialProviderStandIn;
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let cookie: string;
  let centerId: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cp-social-'));
    database = await provisionTestDatabase({ migrated: true });
    provider = await startSocialProviderStandIn({ apiKey: 'publisher-key-of-32-characters!!', webhookSecret: SECRET });
    const config = loadConfig({
      PORT: '0',
      // the origin the requests below name (the origin check compares with the configured base URL only)
      APP_BASE_URL: 'http://dashboard.test',
      DATA_DIR: dataDir,
      SOCIAL_PUBLISHER_URL: provider.url,
      SOCIAL_PUBLISHER_API_KEY: provider.apiKey,
      SOCIAL_WEBHOOK_SECRET: SECRET,
      // PostgreSQL, or PGlite in a copy of the migrated template's folder
      ...database.env,
    });
    platform = await startPlatform({ config, logger: createLogger({ level: 'silent' }) });
    provider.webhookUrl = `${platform.url}/api/social/webhooks/provider`;
    const send = (path: string, body: unknown) =>
      fetch(`${platform.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://dashboard.test' },
        body: JSON.stringify(body),
      });
    const token = new URL(platform.setupLink ?? '').searchParams.get('token');
    expect((await send('/api/auth/activate', { token, password: PASSWORD })).status).toBe(200);
    const signIn = await send('/api/auth/sign-in', { email: 'admin@example.com', password: PASSWORD });
    cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    centerId = (
      await platform.db.selectFrom('centers').select('id').where('slug', '=', 'demo-center').executeTakeFirstOrThrow()
    ).id;
    await platform.db
      .insertInto('socialAccounts')
      .values({ centerId, provider: 'instagram', externalAccountId: 'ig-4711', name: 'Demo Center' })
      .execute();
  });
  afterAll(async () => {
    await platform?.stop();
    await provider?.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const approvedPost = async (text: string) =>
    (
      await platform.db
        .insertInto('socialPosts')
        .values({ centerId, sourceType: 'manual', text, state: 'approved' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const publish = async (postId: string, body: unknown = {}) => {
    const res = await fetch(`${platform.url}/api/social/posts/${postId}/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://dashboard.test', cookie },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };

  it('publishes an approved post through the provider at once', async () => {
    const postId = await approvedPost('Heute: Kinderschminken in der Food Lounge.');
    const post = await publish(postId);
    expect(post).toMatchObject({ state: 'published', providerPostId: expect.stringMatching(/^sp_/) });
    expect(provider.requests.at(-1)).toMatchObject({
      path: '/posts',
      authorization: `Bearer ${provider.apiKey}`,
      body: { postId, centerId, account: { provider: 'instagram', externalAccountId: 'ig-4711' }, scheduledAt: null },
    });
  });

  it('keeps a future post scheduled until the provider notices its publication on the signed webhook', async () => {
    const postId = await approvedPost('Am Samstag: langer Einkaufsabend.');
    const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const scheduled = await publish(postId, { at });
    expect(scheduled).toMatchObject({ state: 'scheduled', providerPostId: expect.stringMatching(/^sp_/) });
    expect(provider.requests.at(-1)?.body.scheduledAt).toBe(at);

    const notice = await provider.deliver('post.published', {
      postId,
      providerPostId: scheduled.providerPostId,
      publishedAt: at,
    });
    expect(notice.status).toBe(200);
    const stored = await platform.db
      .selectFrom('socialPosts')
      .select(['state', 'publishedAt'])
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(stored.state).toBe('published');
    expect(new Date(stored.publishedAt ?? 0).toISOString()).toBe(at);
  });

  it("leaves a refused post publish_failed with the provider's reason", async () => {
    const postId = await approvedPost('x'.repeat(300));
    provider.failNext(422, { error: { message: 'Text too long for this network' } });
    const failed = await publish(postId);
    expect(failed).toMatchObject({
      state: 'publish_failed',
      publishError: 'The social provider refused the post (HTTP 422): Text too long for this network',
    });
    expect(await publish(postId)).toMatchObject({ state: 'published' });
  });
});
