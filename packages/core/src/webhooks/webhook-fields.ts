import { z } from 'zod';
import { CHANGE_KINDS } from '../changes/change-kinds';
import { isSafeHref } from '../content/href';

// The fields of a webhook subscription as staff enter them (browser-safe: `@center-platform/core/shared`). The
// dashboard's form checks them with this schema; the server's inputs (subscriptions.ts) strip the description's
// markup first and check the address against the outbound guard after.

const isWebAddress = (value: string) => /^https?:\/\/[^\s/]/i.test(value) && isSafeHref(value);

export const WebhookUrl = z.string().trim().min(1).max(2000).refine(isWebAddress, 'Use an http(s) URL.');
export const WebhookDescription = z.string().trim().max(200);
/** the change kinds to send; empty: every kind */
export const WebhookKinds = z
  .array(z.enum(CHANGE_KINDS))
  .max(CHANGE_KINDS.length)
  .transform((list) => [...new Set(list)]);

export const WebhookFields = z.strictObject({
  url: WebhookUrl,
  description: WebhookDescription.default(''),
  kinds: WebhookKinds.default([]),
});

export const WEBHOOK_STATUSES = ['active', 'disabled'] as const;
