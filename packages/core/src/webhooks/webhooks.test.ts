// Issue 27.3: signed webhooks of a center. Subscriptions (secret shown once, kept sealed, the outbound guard), the
// dispatch of change events into deliveries (once per subscription and event, by kind), one attempt signed per the
// Standard Webhooks spec and verified by the receiver stand-in with the library, the log, the disabling after
// repeated failure with its mail, and redelivery.
import { randomBytes } from 'node:crypto';
import {
  type PostmarkStandIn,
  startPostmarkStandIn,
  startWebhookReceiver,
  type WebhookReceiver,
} from '@center-platform/stand-ins';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountServices } from '../accounts/account-services';
import { createSessions } from '../accounts/sessions';
import { createNews } from '../content/save-editorial';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { updateShop } from '../shops/save-shop';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { deliverWebhook, type WebhookDeliveryDeps } from './deliver';
import { dispatchWebhookDeliveries, listWebhookDeliveries, redeliverWebhook } from './deliveries';
import { createWebhook, listWebhooks, updateWebhook, type WebhookSecrets } from './subscriptions';

describe('webhooks', { timeout: 60_000 }, () => {
  let handle: DatabaseHandle;
  let receiver: WebhookReceiver;
  let postmark: PostmarkStandIn;
  let centerId: string;
  let shopId: string;
  let deps: WebhookDeliveryDeps;
  // the receiver listens on 127.0.0.1
  const secrets: WebhookSecrets = {
    encryptionKey: randomBytes(32),
    urlPolicy: { allowPrivate: true, httpsOnly: false },
  };
  /** what the dispatcher handed to jobs */
  let queued: string[] = [];
  const enqueue = async (deliveryId: string, _trx: Kysely<Database>) => {
    queued.push(deliveryId);
  };
  const dispatch = () => dispatchWebhookDeliveries(handle.db, enqueue, centerId);
  const subscribe = async (data: { url?: string; kinds?: ('shops' | 'news')[] } = {}) => {
    const made = await createWebhook(
      handle.db,
      secrets,
      { centerId, data: { url: data.url ?? receiver.url, description: '', kinds: data.kinds ?? [] } },
      null,
    );
    receiver.setSecret(made.secret);
    return made;
  };
  const rename = (name: string) => updateShop(handle.db, centerId, shopId, { name });

  beforeAll(async () => {
    [handle, receiver, postmark] = await Promise.all([
      openTestDatabase(),
      startWebhookReceiver(),
      startPostmarkStandIn(),
    ]);
    ({ centerId } = await seedTestDemo(handle.db));
    shopId = (
      await handle.db.selectFrom('shops').select('id').where('centerId', '=', centerId).executeTakeFirstOrThrow()
    ).id;
    const services: AccountServices = {
      db: handle.db,
      sessions: createSessions(handle.db, { secureCookies: false }),
      mailer: createMailer({
        db: handle.db,
        email: {
          transport: 'postmark',
          providerApiKey: postmark.serverToken,
          providerApiUrl: postmark.url,
          fromAddress: 'no-reply@center.example',
          fromName: 'Center Platform',
          replyTo: undefined,
        },
      }),
      baseUrl: 'https://dashboard.example',
    };
    deps = {
      db: handle.db,
      encryptionKey: secrets.encryptionKey,
      outbound: { allowPrivate: true },
      policy: { retryLimit: 1, retryDelaySeconds: 1, disableAfterFailures: 2 },
      services,
      timeoutMs: 5_000,
    };
  });
  beforeEach(async () => {
    await handle.db.deleteFrom('webhookSubscriptions').execute();
    receiver.deliveries.splice(0);
    receiver.failWith(null);
    queued = [];
  });
  afterAll(async () => {
    await Promise.all([handle?.close(), receiver?.close(), postmark?.close()]);
  });

  it('shows the secret once, keeps it sealed, and refuses what the outbound guard refuses', async () => {
    const { webhook, secret } = await subscribe();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhook).toMatchObject({ url: receiver.url, status: 'active', kinds: [] });
    expect(JSON.stringify(await listWebhooks(handle.db, centerId))).not.toContain(secret.slice(6));
    const stored = await handle.db.selectFrom('webhookSecrets').select('secretSealed').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.secretSealed).not.toContain(secret.slice(6, 20));

    const strict: WebhookSecrets = { ...secrets, urlPolicy: { allowPrivate: false, httpsOnly: false } };
    for (const url of ['http://127.0.0.1:9/hook', 'http://[::ffff:10.0.0.1]/hook', 'http://169.254.169.254/']) {
      await expect(
        createWebhook(handle.db, strict, { centerId, data: { url, description: '', kinds: [] } }, null),
      ).rejects.toMatchObject({ code: 'WEBHOOK_PRIVATE_ADDRESS' });
    }
    await expect(
      createWebhook(
        handle.db,
        { ...strict, urlPolicy: { allowPrivate: false, httpsOnly: true } },
        { centerId, data: { url: 'http://example.com/hook', description: '', kinds: [] } },
        null,
      ),
    ).rejects.toMatchObject({ code: 'INVALID_WEBHOOK_URL' });
    await expect(
      createWebhook(
        handle.db,
        { ...secrets, encryptionKey: undefined },
        { centerId, data: { url: 'https://example.com/other', description: '', kinds: [] } },
        null,
      ),
    ).rejects.toMatchObject({ code: 'WEBHOOK_SECRETS_NOT_CONFIGURED' });
    await expect(subscribe()).rejects.toMatchObject({ code: 'WEBHOOK_EXISTS' });
  });

  it('turns each change after the subscription into one delivery of the kinds it wants', async () => {
    await rename('Before any webhook');
    const all = await subscribe();
    const newsOnly = await subscribe({ url: `${receiver.url}?news`, kinds: ['news'] });
    expect(await dispatch()).toBe(0);

    await rename('Webhook 1');
    await rename('Webhook 2');
    expect(await dispatch()).toBe(2);
    // a second dispatcher (another worker) finds nothing left
    expect(await dispatch()).toBe(0);
    const deliveries = await listWebhookDeliveries(handle.db, { centerId, webhookId: all.webhook.id, limit: 25 });
    expect(deliveries.map((d) => d.status)).toEqual(['queued', 'queued']);
    expect(deliveries[0]?.payload).toMatchObject({
      type: 'content.changed',
      data: { centerId, kinds: ['shops'], ids: { shops: [shopId] } },
    });
    expect(await listWebhookDeliveries(handle.db, { centerId, webhookId: newsOnly.webhook.id, limit: 25 })).toEqual([]);

    await createNews(handle.db, centerId, { title: 'Webhook news' });
    expect(await dispatch()).toBe(2);
    expect(queued).toHaveLength(4);
  });

  it('signs each attempt per Standard Webhooks, logs it, and delivers once', async () => {
    const { webhook } = await subscribe();
    await rename('Signed');
    await dispatch();
    const [deliveryId] = queued;
    const outcome = await deliverWebhook(deps, deliveryId ?? '', { retryCount: 0, retryLimit: 1 });
    expect(outcome).toMatchObject({ outcome: 'succeeded', statusCode: 204 });
    const received = receiver.deliveries[0];
    expect(received).toMatchObject({ id: deliveryId, verified: true, status: 204 });
    expect(received?.signature).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(Math.abs(Number(received?.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(received?.payload?.data).toMatchObject({ centerId, ids: { shops: [shopId] } });

    const [delivery] = await listWebhookDeliveries(handle.db, { centerId, webhookId: webhook.id, limit: 25 });
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 204 });
    expect(delivery?.log).toHaveLength(1);
    expect(delivery?.log[0]).toMatchObject({ statusCode: 204, error: null });
    expect(delivery?.log[0]?.durationMs).toBeGreaterThanOrEqual(0);
    // a job that runs again after its delivery went out sends nothing
    expect(await deliverWebhook(deps, deliveryId ?? '', { retryCount: 0, retryLimit: 1 })).toEqual({
      outcome: 'skipped',
      reason: 'finished',
    });
    expect(receiver.deliveries).toHaveLength(1);
  });

  it('retries a failing target, fails the delivery after its last retry, and disables the webhook with a mail', async () => {
    const admin = await handle.db
      .insertInto('users')
      .values({ email: 'webhook-admin@example.com', name: 'Webhook Admin', role: 'CENTER_ADMIN', centerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { webhook } = await subscribe();
    receiver.failWith(503);
    await rename('Failing 1');
    await rename('Failing 2');
    await dispatch();
    const [first, second] = queued;
    const attempt = (id: string | undefined, retryCount: number) =>
      deliverWebhook(deps, id ?? '', { retryCount, retryLimit: 1 });

    await expect(attempt(first, 0)).rejects.toThrow(/503/);
    let [state] = await listWebhooks(handle.db, centerId);
    expect(state).toMatchObject({ status: 'active', consecutiveFailures: 0 });
    await expect(attempt(first, 1)).rejects.toThrow(/503/);
    [state] = await listWebhooks(handle.db, centerId);
    expect(state).toMatchObject({ status: 'active', consecutiveFailures: 1 });

    postmark.messages.splice(0);
    await expect(attempt(second, 0)).rejects.toThrow(/503/);
    await expect(attempt(second, 1)).rejects.toThrow(/503/);
    [state] = await listWebhooks(handle.db, centerId);
    expect(state).toMatchObject({ status: 'disabled', consecutiveFailures: 2 });
    expect(state?.disabledReason).toMatch(/2 deliveries in a row failed; the last: 503/);
    expect(receiver.deliveries.map((d) => [d.verified, d.status])).toEqual(Array(4).fill([true, 503]));
    const deliveries = await listWebhookDeliveries(handle.db, { centerId, webhookId: webhook.id, limit: 25 });
    expect(deliveries.map((d) => [d.status, d.attempts, d.log.map((l) => l.statusCode)])).toEqual([
      ['failed', 2, [503, 503]],
      ['failed', 2, [503, 503]],
    ]);
    const mails = postmark.messages.filter((m) => m.Tag === 'WEBHOOK_DISABLED');
    expect(mails.map((m) => m.To)).toEqual(['webhook-admin@example.com']);
    expect(mails[0]?.TextBody).toContain(receiver.url);

    // disabled: what change comes now is not dispatched, and a redelivery is refused
    await rename('While disabled');
    expect(await dispatch()).toBe(0);
    await expect(
      redeliverWebhook(handle.db, { centerId, webhookId: webhook.id, deliveryId: first ?? '' }, enqueue),
    ).rejects.toMatchObject({ code: 'WEBHOOK_DISABLED' });

    // enabled again: it starts after the newest change; a redelivery sends the failed one with the same id
    receiver.failWith(null);
    await updateWebhook(handle.db, secrets, { centerId, webhookId: webhook.id, data: { status: 'active' } });
    expect(await dispatch()).toBe(0);
    queued = [];
    await redeliverWebhook(handle.db, { centerId, webhookId: webhook.id, deliveryId: first ?? '' }, enqueue);
    expect(queued).toEqual([first]);
    await expect(
      redeliverWebhook(handle.db, { centerId, webhookId: webhook.id, deliveryId: first ?? '' }, enqueue),
    ).rejects.toMatchObject({ code: 'WEBHOOK_DELIVERY_QUEUED' });
    await expect(attempt(first, 0)).resolves.toMatchObject({ outcome: 'succeeded' });
    expect(receiver.deliveries.at(-1)).toMatchObject({ id: first, verified: true, status: 204 });
    await handle.db.deleteFrom('users').where('id', '=', admin.id).execute();
  });

  it('logs a target that does not answer, and one the guard refuses when it connects', async () => {
    const { webhook } = await subscribe({ url: 'http://127.0.0.1:9/closed' });
    await rename('Unreachable');
    await dispatch();
    await expect(deliverWebhook(deps, queued[0] ?? '', { retryCount: 0, retryLimit: 3 })).rejects.toThrow();
    await expect(
      deliverWebhook({ ...deps, outbound: { allowPrivate: false } }, queued[0] ?? '', { retryCount: 1, retryLimit: 3 }),
    ).rejects.toThrow(/not a public address/);
    const [delivery] = await listWebhookDeliveries(handle.db, { centerId, webhookId: webhook.id, limit: 25 });
    expect(delivery).toMatchObject({ status: 'queued', attempts: 2, lastStatusCode: null });
    expect(delivery?.log.map((l) => [l.statusCode, l.error !== null])).toEqual([
      [null, true],
      [null, true],
    ]);
  });
});
