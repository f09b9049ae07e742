// The rows of the webhooks procedures the webhooks screen works with.
import type { RouterOutputs } from '../trpc';

export type Webhook = RouterOutputs['webhooks']['list'][number];
export type WebhookDelivery = RouterOutputs['webhooks']['deliveries'][number];
/** A new webhook or a rotated secret: the signing secret, shown once. */
export interface IssuedSecret {
  url: string;
  secret: string;
}
