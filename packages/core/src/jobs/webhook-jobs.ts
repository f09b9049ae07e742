import { deliverWebhook } from '../webhooks/deliver';
import type { JobContext } from './workers';

/** days a webhook delivery and its log are kept (the hourly prune job) */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

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
