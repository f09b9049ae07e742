import { z } from 'zod';
import { CHANGE_KINDS } from '../changes/change-kinds';
import { WebAddress } from '../http-outbound/web-address';

// The fields of a webhook subscription as staff enter them (browser-safe: `@center-platform/core/shared`). The
// dashboard's form checks them with this schema; the server's inputs (subscriptions.ts) strip the description's
// markup first and check the address against the outbound guard after.

export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
export const WebhookDescription = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX_LENGTH);
/** the change kinds to send; empty: every kind */
export const WebhookKinds = z
  .array(z.enum(CHANGE_KINDS))
  .max(CHANGE_KINDS.length)
  .transform((list) => [...new Set(list)]);

export const WebhookFields = z.strictObject({
  url: WebAddress,
  description: WebhookDescription.default(''),
  kinds: WebhookKinds.default([]),
});

export const WEBHOOK_STATUSES = ['active', 'disabled'] as const;
