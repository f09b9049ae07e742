// The public entry of the webhooks area (issue 27.3): `@center-platform/core/webhooks`.

export { type DeliveryOutcome, deliverWebhook, WebhookAttemptError, type WebhookDeliveryDeps, type WebhookPolicy } from './deliver';
export {
  changePayload,
  deliveryJobs,
  dispatchWebhookDeliveries,
  type EnqueueDelivery,
  ListWebhookDeliveriesInput,
  listWebhookDeliveries,
  pruneWebhookDeliveries,
  RedeliverWebhookInput,
  redeliverWebhook,
  WEBHOOK_EVENT_TYPE,
  type WebhookAttemptView,
  type WebhookDeliveryView,
} from './deliveries';
export { mailWebhookDisabled, WEBHOOK_DISABLED_TEMPLATE_ID, WEBHOOKS_PAGE } from './disabled-mail';
export { startWebhookDispatcher, type WebhookDispatcher } from './dispatcher';
export {
  CreateWebhookInput,
  checkWebhookUrl,
  createWebhook,
  deleteWebhook,
  listWebhooks,
  rotateWebhookSecret,
  UpdateWebhookInput,
  updateWebhook,
  WebhookRef,
  type WebhookSecrets,
  type WebhookView,
} from './subscriptions';
export { WEBHOOK_STATUSES, WebhookFields } from './webhook-fields';
