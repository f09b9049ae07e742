// The pure parts of the webhooks screen (issue 27.3): the form's schema (core's fields, which the server checks
// with too) and its patch, the labels of the kinds and states, and whether the deliveries list must poll.
import { CHANGE_KINDS, type ChangeKind, WebhookFields } from '@center-platform/core/shared';
import type { ProblemTable } from '../components/field-problems';
import type { MessageKey, Translate } from '../i18n';

export interface WebhookDraft {
  url: string;
  description: string;
  /** none ticked: every kind */
  kinds: ChangeKind[];
}

export const EMPTY_WEBHOOK_DRAFT: WebhookDraft = { url: '', description: '', kinds: [] };

export const WebhookFormSchema = WebhookFields;

export const WEBHOOK_PROBLEMS: ProblemTable<keyof WebhookDraft> = {
  url: {
    too_small: 'webhooks.form.urlMissing',
    custom: 'webhooks.form.urlInvalid',
    too_big: 'webhooks.form.urlInvalid',
  },
  description: { too_big: 'webhooks.form.descriptionTooLong' },
  kinds: {},
};

/** The update patch: only what changed. */
export function webhookPatch(
  webhook: { url: string; description: string; kinds: readonly string[] },
  draft: WebhookDraft,
): Partial<WebhookDraft> {
  const url = draft.url.trim();
  const description = draft.description.trim();
  const sameKinds =
    draft.kinds.length === webhook.kinds.length && draft.kinds.every((kind) => webhook.kinds.includes(kind));
  return {
    ...(url !== webhook.url ? { url } : {}),
    ...(description !== webhook.description ? { description } : {}),
    ...(sameKinds ? {} : { kinds: draft.kinds }),
  };
}

export const KIND_LABELS: Record<ChangeKind, MessageKey> = Object.fromEntries(
  CHANGE_KINDS.map((kind) => [kind, `webhooks.kind.${kind}`]),
) as Record<ChangeKind, MessageKey>;

/** "every change" or the labels of the kinds, in the order of CHANGE_KINDS. */
export function kindsSummary(kinds: readonly string[], t: Translate): string {
  if (kinds.length === 0) return t('webhooks.kinds.all');
  return CHANGE_KINDS.filter((kind) => kinds.includes(kind))
    .map((kind) => t(KIND_LABELS[kind]))
    .join(', ');
}

export type DeliveryStatus = 'queued' | 'succeeded' | 'failed' | 'cancelled';

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, MessageKey> = {
  queued: 'webhooks.delivery.queued',
  succeeded: 'webhooks.delivery.succeeded',
  failed: 'webhooks.delivery.failed',
  cancelled: 'webhooks.delivery.cancelled',
};

export function statusBadgeClass(status: DeliveryStatus | 'active' | 'disabled'): string {
  if (status === 'succeeded' || status === 'active') return 'badge badge-ok';
  if (status === 'failed' || status === 'disabled') return 'badge badge-warn';
  return 'badge badge-off';
}

/** How often the deliveries list asks again while a delivery is queued. */
export const DELIVERY_POLL_MS = 3000;

export function deliveriesPollInterval(deliveries: readonly { status: DeliveryStatus }[] | undefined): number | false {
  return deliveries?.some((delivery) => delivery.status === 'queued') ? DELIVERY_POLL_MS : false;
}
