// Signed webhooks of a center (issue 27.3, migration 0023).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, JsonDefault, TextArray, Timestamp, UpdatedAt, Uuid } from './columns';

export interface WebhookSubscriptionsTable {
  id: Uuid;
  centerId: string;
  url: string;
  description: Generated<string>;
  /** the change kinds the subscription wants; empty: every kind */
  kinds: TextArray;
  status: Generated<'active' | 'disabled'>;
  disabledReason: string | null;
  disabledAt: Timestamp | null;
  /** deliveries that ended failed in a row (a success resets it) */
  consecutiveFailures: Generated<number>;
  /** bigint, read as a string: the last change event of the center turned into deliveries */
  lastChangeId: ColumnType<string, string | number | undefined, string | number>;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** The signing secret, sealed with PLUGIN_KEY_ENCRYPTION_KEY (plugin-sites/secret-box.ts); never read back out. */
export interface WebhookSecretsTable {
  subscriptionId: string;
  secretSealed: string;
}

export interface WebhookDeliveriesTable {
  /** the `webhook-id` of every attempt of this delivery */
  id: Uuid;
  subscriptionId: string;
  /** bigint, as a string: the change event delivered (null for a test delivery) */
  changeId: ColumnType<string | null, string | number | null | undefined, never>;
  eventType: string;
  /** the body sent, kept so a redelivery sends the same message after the event was pruned */
  payload: JsonDefault<Record<string, unknown>>;
  status: Generated<'queued' | 'succeeded' | 'failed' | 'cancelled'>;
  attempts: Generated<number>;
  lastStatusCode: number | null;
  createdAt: CreatedAt;
  finishedAt: Timestamp | null;
}

export interface WebhookAttemptsTable {
  id: ColumnType<string, never, never>;
  deliveryId: string;
  startedAt: Timestamp;
  durationMs: number;
  /** null: no answer (refused, timed out, not allowed by the outbound guard) */
  statusCode: number | null;
  error: string | null;
  /** the start of the answer's body, as text */
  responseExcerpt: string | null;
}
