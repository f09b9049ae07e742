import type { Config } from '../config/env';
import { deliverWebhook } from '../webhooks/deliver';
import type { EnqueueDelivery } from '../webhooks/deliveries';
import type { JobQueue } from './queue';
import type { JobContext } from './workers';

/** days a webhook delivery and its log are kept (the hourly prune job) */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;
/** deliveries sent at once per process: a slow receiver (up to 10 s each) does not hold up the others */
export const WEBHOOK_DELIVERY_CONCURRENCY = 4;

/** Hands a delivery to a `webhook-delivery` job with the configured retries, inside the caller's transaction. */
export const webhookEnqueue =
  (queue: JobQueue, config: Config): EnqueueDelivery =>
  (deliveryId, transaction) =>
    queue.send(
      'webhook-delivery',
      { deliveryId },
      {
        transaction,
        retryLimit: config.webhooks.policy.retryLimit,
        retryDelay: config.webhooks.policy.retryDelaySeconds,
      },
    );

/** The `webhook-delivery` job: one attempt (a failed one throws, and pg-boss retries it). */
export function runWebhookDelivery(deliveryId: string, context: JobContext) {
  const { config } = context;
  return deliverWebhook(
    {
      db: context.database.db,
      encryptionKey: config.webhooks.secrets.encryptionKey,
      outbound: config.outbound,
      policy: config.webhooks.policy,
      services: context.services,
    },
    deliveryId,
    context,
  );
}
