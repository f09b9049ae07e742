// Issue 27.3 over HTTP: a webhook made through tRPC (its secret shown once), a shop saved through the staff API
// reaching the receiver stand-in signed, the delivery log and a redelivery, clear errors, and the rule of the plugin
// integration area (SUPER_ADMIN, CENTER_MANAGER, own center).
import { randomBytes } from 'node:crypto';
import { type JobWorkers, startJobWorkers } from '@center-platform/core/jobs';
import { createLogger } from '@center-platform/core/logging';
import { startWebhookReceiver, type WebhookReceiver } from '@center-platform/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;
const data = async (res: Response): Promise<Json> => ((await res.json()) as Json).result.data;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('webhooks over HTTP', () => {
  let t: AccountsApp;
  let receiver: WebhookReceiver;
  let workers: JobWorkers | undefined;
  let manager: string;
  let webhookId: string;
  let secret: string;

  const mutate = (path: string, input: unknown, cookie = manager) =>
    t.request('POST', `/trpc/webhooks.${path}`, { body: input, cookie });
  const query = (path: string, input: unknown, cookie = manager) =>
    t.request('GET', `/trpc/webhooks.${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { cookie });
  const deliveries = async () => data(await query('deliveries', { centerId: t.centerId, webhookId }));

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await openAccountsApp(
      // the receiver listens on 127.0.0.1
      { PLUGIN_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'), ALLOW_PRIVATE_OUTBOUND: 'true' },
      {
        deps: async (database, config) => {
          workers = await startJobWorkers({
            database,
            config,
            logger: createLogger({ level: 'silent' }),
            queue: { pollingIntervalSeconds: 0.5 },
          });
          return { jobs: workers.queue };
        },
      },
    );
    manager = await t.signIn((await t.createUser('CENTER_MANAGER')).email);
  }, 60_000);
  afterAll(async () => {
    await workers?.stop({ timeoutMs: 5_000 });
    await t?.close();
    await receiver?.close();
  });

  it('makes a webhook, shows its secret once and never again', async () => {
    const res = await mutate('create', {
      centerId: t.centerId,
      data: { url: receiver.url, description: '<b>Next.js</b> site', kinds: ['shops', 'news', 'shops'] },
    });
    expect(res.status).toBe(200);
    const created = await data(res);
    ({ secret } = created);
    webhookId = created.webhook.id;
    receiver.setSecret(secret);
    expect(secret).toMatch(/^whsec_/);
    expect(created.webhook).toMatchObject({ url: receiver.url, description: 'Next.js site', kinds: ['shops', 'news'] });
    const listed = await query('list', { centerId: t.centerId });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await data(listed))).not.toContain(secret.slice(6));
  });

  it('delivers a save signed, logs it, and sends it again on request', async () => {
    const shop = await t.db
      .selectFrom('shops')
      .select('id')
      .where('centerId', '=', t.centerId)
      .executeTakeFirstOrThrow();
    const saved = await t.request('POST', '/trpc/centerWork.shops.update', {
      body: { centerId: t.centerId, id: shop.id, data: { name: 'Webhook over HTTP' } },
      cookie: manager,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const received = await receiver.waitFor((d) => d.verified, 10_000);
    expect(received.payload).toMatchObject({
      type: 'content.changed',
      data: { centerId: t.centerId, kinds: ['shops'], ids: { shops: [shop.id] } },
    });
    let [delivery] = await deliveries();
    for (let i = 0; i < 50 && delivery.status === 'queued'; i++) {
      await sleep(100);
      [delivery] = await deliveries();
    }
    expect(delivery).toMatchObject({ id: received.id, status: 'succeeded', attempts: 1, lastStatusCode: 204 });
    expect(delivery.log[0]).toMatchObject({ statusCode: 204 });

    const again = await mutate('redeliver', { centerId: t.centerId, webhookId, deliveryId: delivery.id });
    expect(again.status, await again.clone().text()).toBe(200);
    await receiver.waitFor((d) => d.verified && d !== received && d.id === received.id, 10_000);
  });

  it('answers clear errors for bad input', async () => {
    const bad = await mutate('create', { centerId: t.centerId, data: { url: 'ftp://x', kinds: ['nope'] } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/url|kinds/);
    const twice = await mutate('create', { centerId: t.centerId, data: { url: receiver.url } });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.data.appCode).toBe('WEBHOOK_EXISTS');
    const missing = await mutate('rotateSecret', {
      centerId: t.centerId,
      webhookId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    const extra = await mutate('update', { centerId: t.centerId, webhookId, data: { secret: 'mine' } });
    expect(extra.status).toBe(400);
  });

  it('admits SUPER_ADMIN and CENTER_MANAGER of the center only', async () => {
    expect((await query('list', { centerId: t.centerId }, '')).status).toBe(401);
    const editor = await t.signIn((await t.createUser('CONTENT_EDITOR')).email);
    expect((await query('list', { centerId: t.centerId }, editor)).status).toBe(403);
    expect((await query('list', { centerId: t.otherCenterId })).status).toBe(403);
    const superAdmin = await t.signIn((await t.createUser('SUPER_ADMIN', { centerId: null })).email);
    expect((await data(await query('list', { centerId: t.centerId }, superAdmin))).map((w: Json) => w.id)).toEqual([
      webhookId,
    ]);
  });

  it('rotates the secret: the next delivery is signed with the new one only', async () => {
    const rotated = await data(await mutate('rotateSecret', { centerId: t.centerId, webhookId }));
    expect(rotated.secret).not.toBe(secret);
    receiver.setSecret(rotated.secret);
    receiver.deliveries.splice(0);
    const [delivery] = await deliveries();
    await mutate('redeliver', { centerId: t.centerId, webhookId, deliveryId: delivery.id });
    expect((await receiver.waitFor(() => true, 10_000)).verified).toBe(true);
    const removed = await mutate('delete', { centerId: t.centerId, webhookId });
    expect(removed.status).toBe(200);
    expect(await data(await query('list', { centerId: t.centerId }))).toEqual([]);
  });
});

describe('webhook addresses over HTTP without ALLOW_PRIVATE_OUTBOUND or a sealing key', () => {
  it('refuses a private address with 400 and a webhook without PLUGIN_KEY_ENCRYPTION_KEY with 409', async () => {
    const strict = await openAccountsApp({ PLUGIN_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
    const keyless = await openAccountsApp({});
    try {
      const create = async (app: AccountsApp, url: string) =>
        app.request('POST', '/trpc/webhooks.create', {
          body: { centerId: app.centerId, data: { url } },
          cookie: await app.signIn((await app.createUser('CENTER_MANAGER')).email),
        });
      const refused = await create(strict, 'http://[::ffff:127.0.0.1]:3000/hook');
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.data.appCode).toBe('WEBHOOK_PRIVATE_ADDRESS');
      expect((await create(strict, 'https://93.184.215.14/hook')).status).toBe(200);
      const noKey = await create(keyless, 'https://93.184.215.14/hook');
      expect(noKey.status).toBe(409);
      expect((await noKey.json()).error.data.appCode).toBe('WEBHOOK_SECRETS_NOT_CONFIGURED');
    } finally {
      await Promise.all([strict.close(), keyless.close()]);
    }
  }, 60_000);
});
