import type { Kysely } from 'kysely';
import { Webhook } from 'standardwebhooks';
import type { AccountServices } from '../accounts/account-services';
import type { Database } from '../db/schema';
import { type LookupAllFunction, type OutboundPolicy, sendOutbound } from '../http-outbound';
import { openSecret } from '../plugin-sites/secret-box';
import { mailWebhookDisabled } from './disabled-mail';

// One attempt of a delivery (the `webhook-delivery` job): signed per the Standard Webhooks spec (`webhook-id` is the
// delivery's id on every attempt, `webhook-timestamp` the attempt's second, `webhook-signature` v1 HMAC-SHA256 of
// `id.timestamp.body`), POSTed through the outbound guard, logged with its status and duration. A 2xx answer
// delivers; anything else throws, so pg-boss retries with backoff. After the last retry the delivery is failed, and
// a subscription whose deliveries failed `disableAfterFailures` times in a row is disabled and its center's admins
// are mailed.

export interface WebhookPolicy {
  /** retries of a delivery after its first attempt */
  retryLimit: number;
  /** seconds before the first retry; each next one waits about twice as long */
  retryDelaySeconds: number;
  /** deliveries failed in a row that disable a subscription */
  disableAfterFailures: number;
}

export interface WebhookDeliveryDeps {
  db: Kysely<Database>;
  /** PLUGIN_KEY_ENCRYPTION_KEY, which sealed the signing secrets */
  encryptionKey: Buffer | undefined;
  outbound: OutboundPolicy;
  policy: WebhookPolicy;
  /** the mail to the admins when a subscription is disabled */
  services: AccountServices;
  /** the resolver under the outbound guard (tests) */
  resolver?: LookupAllFunction;
  timeoutMs?: number;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 500;

export class WebhookAttemptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookAttemptError';
  }
}

export type DeliveryOutcome =
  | { outcome: 'succeeded'; statusCode: number; durationMs: number }
  | { outcome: 'skipped'; reason: 'gone' | 'finished' | 'disabled' };

function messageOf(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

/** Sends one attempt of a delivery; `attempt` is the job's retry count and limit. */
export async function deliverWebhook(
  deps: WebhookDeliveryDeps,
  deliveryId: string,
  attempt: { retryCount: number; retryLimit: number },
): Promise<DeliveryOutcome> {
  const { db } = deps;
  const row = await db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookSubscriptions as s', 's.id', 'd.subscriptionId')
    .innerJoin('webhookSecrets as k', 'k.subscriptionId', 's.id')
    .select(['d.id', 'd.status', 'd.payload', 's.id as subscriptionId', 's.status as subscriptionStatus', 's.url'])
    .select('k.secretSealed')
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
  if (!row) return { outcome: 'skipped', reason: 'gone' };
  if (row.status !== 'queued') return { outcome: 'skipped', reason: 'finished' };
  if (row.subscriptionStatus !== 'active') {
    await db
      .updateTable('webhookDeliveries')
      .set({ status: 'cancelled', finishedAt: new Date() })
      .where('id', '=', row.id)
      .execute();
    return { outcome: 'skipped', reason: 'disabled' };
  }

  const body = JSON.stringify(row.payload);
  const startedAt = new Date();
  const started = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  let responseExcerpt: string | null = null;
  const secret = deps.encryptionKey ? openSecret(deps.encryptionKey, row.secretSealed) : undefined;
  if (!secret) {
    error = 'the signing secret cannot be opened (PLUGIN_KEY_ENCRYPTION_KEY is missing or was changed)';
  } else {
    try {
      const response = await sendOutbound(row.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'CenterPlatform-Webhooks/1',
          'webhook-id': row.id,
          'webhook-timestamp': String(Math.floor(startedAt.getTime() / 1000)),
          'webhook-signature': new Webhook(secret).sign(row.id, startedAt, body),
        },
        body,
        timeoutMs: deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
        policy: deps.outbound,
        maxResponseBytes: 4 * EXCERPT_CHARS,
        ...(deps.resolver && { resolver: deps.resolver }),
      });
      statusCode = response.status;
      responseExcerpt = response.text.slice(0, EXCERPT_CHARS) || null;
    } catch (thrown) {
      error = messageOf(thrown);
    }
  }
  const durationMs = Math.round(performance.now() - started);
  const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
  const final = delivered || attempt.retryCount >= attempt.retryLimit;

  const disabled = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhookAttempts')
      .values({ deliveryId: row.id, startedAt, durationMs, statusCode, error, responseExcerpt })
      .execute();
    await trx
      .updateTable('webhookDeliveries')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        lastStatusCode: statusCode,
        status: delivered ? 'succeeded' : final ? 'failed' : 'queued',
        finishedAt: final ? new Date() : null,
      }))
      .where('id', '=', row.id)
      .execute();
    if (delivered) {
      await trx
        .updateTable('webhookSubscriptions')
        .set({ consecutiveFailures: 0 })
        .where('id', '=', row.subscriptionId)
        .where('consecutiveFailures', '!=', 0)
        .execute();
      return false;
    }
    if (!final) return false;
    const counted = await trx
      .updateTable('webhookSubscriptions')
      .set((eb) => ({ consecutiveFailures: eb('consecutiveFailures', '+', 1) }))
      .where('id', '=', row.subscriptionId)
      .returning(['consecutiveFailures', 'status'])
      .executeTakeFirstOrThrow();
    if (counted.status !== 'active' || counted.consecutiveFailures < deps.policy.disableAfterFailures) return false;
    await trx
      .updateTable('webhookSubscriptions')
      .set({
        status: 'disabled',
        disabledAt: new Date(),
        disabledReason: `${counted.consecutiveFailures} deliveries in a row failed; the last: ${statusCode ?? error}`,
      })
      .where('id', '=', row.subscriptionId)
      .execute();
    // what is still queued for it will not be sent
    await trx
      .updateTable('webhookDeliveries')
      .set({ status: 'cancelled', finishedAt: new Date() })
      .where('subscriptionId', '=', row.subscriptionId)
      .where('status', '=', 'queued')
      .where('id', '!=', row.id)
      .execute();
    return true;
  });
  if (disabled) {
    await mailWebhookDisabled(deps.services, row.subscriptionId).catch((thrown: unknown) =>
      deps.services.logger?.warn({ err: thrown, webhookId: row.subscriptionId }, 'webhook disabled mail not sent'),
    );
  }
  if (!delivered) throw new WebhookAttemptError(`webhook ${row.url}: ${statusCode ?? error}`);
  return { outcome: 'succeeded', statusCode: statusCode as number, durationMs };
}
