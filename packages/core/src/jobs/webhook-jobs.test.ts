// Issue 27.3 through the job workers of a process (pg-boss): a save reaches the receiver without waiting for a poll
// (the dispatcher wakes on the change feed and then its delivery worker), and a failing target is retried by
// pg-boss with backoff and then disabled, with the mail to the center's admins.
import { randomBytes } from 'node:crypto';
import { startWebhookReceiver, type WebhookReceiver } from '@center-platform/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { createLogger } from '../logging/logger';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { updateShop } from '../shops/save-shop';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { createWebhook, listWebhooks } from '../webhooks/subscriptions';
import { type JobWorkers, startJobWorkers } from './workers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('webhook jobs', { timeout: 60_000 }, () => {
  let handle: DatabaseHandle;
  let receiver: WebhookReceiver;
  let workers: JobWorkers;
  let centerId: string;
  let shopId: string;
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      sent.push(message);
      return { ok: true, messageId: `m${sent.length}` };
    },
    sendBatch: async (messages) => {
      sent.push(...messages);
      return messages.map((_, i) => ({ ok: true as const, messageId: `b${i}` }));
    },
  };
  const config = loadConfig({
    APP_BASE_URL: 'https://dashboard.example.test',
    PLUGIN_KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ALLOW_PRIVATE_OUTBOUND: 'true',
    WEBHOOK_RETRY_LIMIT: '1',
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
    WEBHOOK_DISABLE_AFTER_FAILURES: '1',
  });
  const subscribe = async (url: string) => {
    const made = await createWebhook(
      handle.db,
      config.webhooks.secrets,
      { centerId, data: { url, description: '', kinds: ['shops'] } },
      null,
    );
    receiver.setSecret(made.secret);
    return made.webhook;
  };

  beforeAll(async () => {
    [handle, receiver] = await Promise.all([openTestDatabase(), startWebhookReceiver()]);
    ({ centerId } = await seedTestDemo(handle.db));
    shopId = (
      await handle.db.selectFrom('shops').select('id').where('centerId', '=', centerId).executeTakeFirstOrThrow()
    ).id;
    await handle.db
      .insertInto('users')
      .values({ email: 'hooks-admin@example.com', name: 'Hooks Admin', role: 'CENTER_ADMIN', centerId })
      .execute();
  });
  // a long poll: a delivery that arrives fast was woken, not polled; a retry (sent with a start time by pg-boss)
  // waits for the next poll
  const startWorkers = async (pollingIntervalSeconds: number) => {
    await workers?.stop();
    workers = await startJobWorkers({
      database: handle,
      config,
      logger: createLogger({ level: 'silent' }),
      mailer,
      queue: { pollingIntervalSeconds, stopTimeoutMs: 5000 },
    });
  };
  afterAll(async () => {
    await workers?.stop();
    await Promise.all([handle?.close(), receiver?.close()]);
  });

  it('delivers a save, signed, well within a poll', async () => {
    await startWorkers(10);
    await subscribe(receiver.url);
    const saved = Date.now();
    await updateShop(handle.db, centerId, shopId, { name: 'Hooked' });
    const delivery = await receiver.waitFor((d) => d.verified, 5_000);
    expect(delivery.at - saved).toBeLessThan(2_000);
    expect(delivery.payload?.data).toMatchObject({ centerId, kinds: ['shops'], ids: { shops: [shopId] } });
  });

  it('retries a failing target through pg-boss, then disables it and mails the admins', async () => {
    await startWorkers(0.5);
    await handle.db.deleteFrom('webhookSubscriptions').execute();
    receiver.deliveries.splice(0);
    receiver.failWith(500);
    const webhook = await subscribe(`${receiver.url}/failing`);
    await updateShop(handle.db, centerId, shopId, { name: 'Hooked, failing' });
    // the mail goes out after the disabling is saved: wait for both
    for (let i = 0; i < 200; i++) {
      const [state] = await listWebhooks(handle.db, centerId);
      if (state?.status === 'disabled' && sent.length > 0) break;
      await sleep(100);
    }
    const [state] = await listWebhooks(handle.db, centerId);
    expect(state).toMatchObject({ id: webhook.id, status: 'disabled', consecutiveFailures: 1 });
    // the first attempt and its one retry, the same message both times
    expect(receiver.deliveries.map((d) => d.status)).toEqual([500, 500]);
    expect(new Set(receiver.deliveries.map((d) => d.id)).size).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(['hooks-admin@example.com']);
    expect(sent[0]?.rendered.templateId).toBe('WEBHOOK_DISABLED');
  });
});
