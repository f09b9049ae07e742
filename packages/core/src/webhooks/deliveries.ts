import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { CHANGE_PAGE_SIZE, type ContentChange, listContentChanges } from '../changes/content-changes';
import { json } from '../db/json';
import type { Database, WebhookAttemptsTable, WebhookDeliveriesTable } from '../db/schema';
import { DomainError } from '../errors';
import type { JobQueue } from '../jobs/queue';
import type { WebhookPolicy } from './deliver';
import { webhookOfCenter } from './subscriptions';

// The deliveries of the webhooks (issue 27.3). The dispatcher turns each change event after a subscription's
// cursor into one delivery of the kinds it wants, and hands it to a `webhook-delivery` job in the same transaction
// (the delivery exists exactly when its job does); several dispatchers at once take different subscriptions
// (`for update skip locked`), so an event is delivered once per subscription.

/** The `type` of a change event's delivery (Standard Webhooks: `{ type, timestamp, data }`). */
export const WEBHOOK_EVENT_TYPE = 'content.changed';

/** Hands a delivery to its job, inside the dispatcher's transaction. */
export type EnqueueDelivery = (deliveryId: string, transaction: Kysely<Database>) => Promise<unknown>;

/** Deliveries handed to `webhook-delivery` jobs with the policy's retries (WEBHOOK_RETRY_LIMIT, ..._DELAY_SECONDS). */
export const deliveryJobs =
  (queue: Pick<JobQueue, 'send'>, policy: WebhookPolicy): EnqueueDelivery =>
  (deliveryId, transaction) =>
    queue.send(
      'webhook-delivery',
      { deliveryId },
      { transaction, retryLimit: policy.retryLimit, retryDelay: policy.retryDelaySeconds },
    );

/** The body of a change event's delivery: what the change stream's event says, with its center. */
export function changePayload(centerId: string, change: ContentChange) {
  return {
    type: WEBHOOK_EVENT_TYPE,
    timestamp: change.at,
    data: {
      centerId,
      eventId: change.id,
      version: change.version,
      kinds: change.kinds,
      ids: change.ids,
      at: change.at,
    },
  };
}

/** An event with no kinds (a save the history does not record) may have changed anything: every subscription. */
const wants = (wanted: readonly string[], kinds: readonly string[]) =>
  wanted.length === 0 || kinds.length === 0 || kinds.some((kind) => wanted.includes(kind));

async function dispatchSubscription(db: Kysely<Database>, subscriptionId: string, enqueue: EnqueueDelivery) {
  return db.transaction().execute(async (trx) => {
    const subscription = await trx
      .selectFrom('webhookSubscriptions')
      .select(['id', 'centerId', 'kinds', 'lastChangeId'])
      .where('id', '=', subscriptionId)
      .where('status', '=', 'active')
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!subscription) return 0;
    let cursor = String(subscription.lastChangeId);
    let queued = 0;
    for (;;) {
      const changes = await listContentChanges(trx, subscription.centerId, cursor);
      for (const change of changes) {
        cursor = change.id;
        if (!wants(subscription.kinds, change.kinds)) continue;
        const delivery = await trx
          .insertInto('webhookDeliveries')
          .values({
            subscriptionId: subscription.id,
            changeId: change.id,
            eventType: WEBHOOK_EVENT_TYPE,
            payload: json(changePayload(subscription.centerId, change)),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await enqueue(delivery.id, trx);
        queued++;
      }
      if (changes.length < CHANGE_PAGE_SIZE) break;
    }
    await trx
      .updateTable('webhookSubscriptions')
      .set({ lastChangeId: cursor })
      .where('id', '=', subscription.id)
      .execute();
    return queued;
  });
}

/** Delivers the change events after every active subscription's cursor (of one center, or all); answers how many. */
export async function dispatchWebhookDeliveries(
  db: Kysely<Database>,
  enqueue: EnqueueDelivery,
  centerId?: string,
): Promise<number> {
  let query = db
    .selectFrom('webhookSubscriptions as s')
    .select('s.id')
    .where('s.status', '=', 'active')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('contentChanges as c')
          .select('c.id')
          .whereRef('c.centerId', '=', 's.centerId')
          .whereRef('c.id', '>', 's.lastChangeId'),
      ),
    );
  if (centerId) query = query.where('s.centerId', '=', centerId);
  let queued = 0;
  for (const { id } of await query.execute()) queued += await dispatchSubscription(db, id, enqueue);
  return queued;
}

export interface WebhookAttemptView {
  startedAt: string;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
}

export interface WebhookDeliveryView {
  /** the `webhook-id` header of its attempts */
  id: string;
  eventType: string;
  changeId: string | null;
  status: Selectable<WebhookDeliveriesTable>['status'];
  attempts: number;
  lastStatusCode: number | null;
  createdAt: string;
  finishedAt: string | null;
  payload: Record<string, unknown>;
  /** newest first */
  log: WebhookAttemptView[];
}

const attemptView = (row: Selectable<WebhookAttemptsTable>): WebhookAttemptView => ({
  startedAt: new Date(row.startedAt).toISOString(),
  durationMs: row.durationMs,
  statusCode: row.statusCode,
  error: row.error,
  responseExcerpt: row.responseExcerpt,
});

export const ListWebhookDeliveriesInput = z.strictObject({
  centerId: z.uuid(),
  webhookId: z.uuid(),
  limit: z.number().int().min(1).max(100).default(25),
});

/** The newest deliveries of a subscription with their attempts. */
export async function listWebhookDeliveries(
  db: Kysely<Database>,
  input: z.infer<typeof ListWebhookDeliveriesInput>,
): Promise<WebhookDeliveryView[]> {
  const subscription = await webhookOfCenter(db, input.centerId, input.webhookId);
  const rows = await db
    .selectFrom('webhookDeliveries')
    .selectAll()
    .where('subscriptionId', '=', subscription.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(input.limit)
    .execute();
  const attempts = rows.length
    ? await db
        .selectFrom('webhookAttempts')
        .selectAll()
        .where(
          'deliveryId',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('id', 'desc')
        .execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    eventType: row.eventType,
    changeId: row.changeId === null ? null : String(row.changeId),
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    createdAt: new Date(row.createdAt).toISOString(),
    finishedAt: row.finishedAt === null ? null : new Date(row.finishedAt).toISOString(),
    payload: row.payload,
    log: attempts.filter((attempt) => attempt.deliveryId === row.id).map(attemptView),
  }));
}

export const RedeliverWebhookInput = z.strictObject({
  centerId: z.uuid(),
  webhookId: z.uuid(),
  deliveryId: z.uuid(),
});

/**
 * Sends a delivery again with the same `webhook-id` (a receiver that has it already may ignore it), as a new job
 * with all its retries; its earlier attempts stay in the log. Refused while the subscription is disabled or the
 * delivery is still queued.
 */
export async function redeliverWebhook(
  db: Kysely<Database>,
  input: z.infer<typeof RedeliverWebhookInput>,
  enqueue: EnqueueDelivery,
): Promise<{ id: string }> {
  const subscription = await webhookOfCenter(db, input.centerId, input.webhookId);
  if (subscription.status !== 'active') {
    throw new DomainError('conflict', 'WEBHOOK_DISABLED', 'Enable this webhook before sending a delivery again.');
  }
  return db.transaction().execute(async (trx) => {
    const delivery = await trx
      .updateTable('webhookDeliveries')
      .set({ status: 'queued', finishedAt: null })
      .where('id', '=', input.deliveryId)
      .where('subscriptionId', '=', subscription.id)
      .where('status', '!=', 'queued')
      .returning('id')
      .executeTakeFirst();
    if (!delivery) {
      const exists = await trx
        .selectFrom('webhookDeliveries')
        .select('id')
        .where('id', '=', input.deliveryId)
        .where('subscriptionId', '=', subscription.id)
        .executeTakeFirst();
      throw exists
        ? new DomainError('conflict', 'WEBHOOK_DELIVERY_QUEUED', 'This delivery is still queued; it is sent shortly.')
        : new DomainError(
            'not_found',
            'WEBHOOK_DELIVERY_NOT_FOUND',
            `No delivery ${input.deliveryId} of this webhook.`,
          );
    }
    await enqueue(delivery.id, trx);
    return { id: delivery.id };
  });
}

/** Removes the deliveries (and their log) older than `before`; answers how many. */
export async function pruneWebhookDeliveries(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('webhookDeliveries')
    .where('createdAt', '<', before)
    .where('status', '!=', 'queued')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
