import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { isUniqueViolation, plainText } from '../content/staff-write';
import type { Database, WebhookSubscriptionsTable } from '../db/schema';
import { DomainError } from '../errors';
import { assertGivenTarget, givenUrlError, OutboundRefusedError, parseGivenUrl, WebAddress } from '../http-outbound';
import type { PluginSiteSecrets } from '../plugin-sites/plugin-sites';
import { sealSecret } from '../plugin-sites/secret-box';
import { WEBHOOK_STATUSES, WebhookDescription, WebhookFields, WebhookKinds } from './webhook-fields';

// Webhook subscriptions of a center (issue 27.3): a URL, the change kinds it wants (none: all) and a signing secret
// in the Standard Webhooks form (`whsec_` + base64), shown once when it is made and kept sealed in webhook_secrets.

/** PLUGIN_KEY_ENCRYPTION_KEY seals the signing secrets as it seals the plugin keys; the URL policy is the same */
export type WebhookSecrets = PluginSiteSecrets;

/** the description's markup stripped before its checks */
const description = plainText().pipe(WebhookDescription);

export const CreateWebhookInput = z.strictObject({
  centerId: z.uuid(),
  data: WebhookFields.extend({ description: description.default('') }),
});
export const UpdateWebhookInput = z.strictObject({
  centerId: z.uuid(),
  webhookId: z.uuid(),
  data: z.strictObject({
    url: WebAddress.optional(),
    description: description.optional(),
    kinds: WebhookKinds.optional(),
    /** `active` enables a disabled subscription again (its failure count starts over) */
    status: z.enum(WEBHOOK_STATUSES).optional(),
  }),
});
export const WebhookRef = z.strictObject({ centerId: z.uuid(), webhookId: z.uuid() });

export interface WebhookView {
  id: string;
  centerId: string;
  url: string;
  description: string;
  kinds: string[];
  status: 'active' | 'disabled';
  disabledReason: string | null;
  disabledAt: string | null;
  consecutiveFailures: number;
  createdAt: string;
}

export function webhookView(row: Selectable<WebhookSubscriptionsTable>): WebhookView {
  return {
    id: row.id,
    centerId: row.centerId,
    url: row.url,
    description: row.description,
    kinds: row.kinds,
    status: row.status,
    disabledReason: row.disabledReason,
    disabledAt: row.disabledAt === null ? null : new Date(row.disabledAt).toISOString(),
    consecutiveFailures: row.consecutiveFailures,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * The URL as given, refused when it is not http(s), carries credentials or a fragment, or is (or resolves to) a
 * private address; https only where the policy says so.
 */
export async function checkWebhookUrl(raw: string, secrets: WebhookSecrets): Promise<string> {
  try {
    const url = parseGivenUrl(raw, secrets.urlPolicy);
    if (url.hash) throw new OutboundRefusedError('url', 'expected a URL without a fragment.');
    await assertGivenTarget(url, secrets.urlPolicy, secrets.resolve);
    return url.href;
  } catch (error) {
    throw error instanceof OutboundRefusedError
      ? givenUrlError(error, { url: 'INVALID_WEBHOOK_URL', address: 'WEBHOOK_PRIVATE_ADDRESS' })
      : error;
  }
}

function newSecret(secrets: WebhookSecrets) {
  if (!secrets.encryptionKey) {
    throw new DomainError(
      'conflict',
      'WEBHOOK_SECRETS_NOT_CONFIGURED',
      'The server has no PLUGIN_KEY_ENCRYPTION_KEY, so it cannot keep a signing secret.',
    );
  }
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  return { secret, sealed: sealSecret(secrets.encryptionKey, secret) };
}

const duplicateUrl = () =>
  new DomainError('conflict', 'WEBHOOK_EXISTS', 'This center already has a webhook with this URL.');

export async function webhookOfCenter(db: Kysely<Database>, centerId: string, webhookId: string) {
  const row = await db
    .selectFrom('webhookSubscriptions')
    .selectAll()
    .where('id', '=', webhookId)
    .where('centerId', '=', centerId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'WEBHOOK_NOT_FOUND', `No webhook ${webhookId} in this center.`);
  return row;
}

/** The newest change event of the center: a subscription gets the changes after it. */
const latestChangeId = async (db: Kysely<Database>, centerId: string) =>
  (
    await db
      .selectFrom('contentChanges')
      .select((eb) => eb.fn.max('id').as('latest'))
      .where('centerId', '=', centerId)
      .executeTakeFirst()
  )?.latest ?? '0';

/** Makes a subscription; the answer carries the signing secret, which is never shown again. */
export async function createWebhook(
  db: Kysely<Database>,
  secrets: WebhookSecrets,
  input: z.infer<typeof CreateWebhookInput>,
  createdBy: string | null,
): Promise<{ webhook: WebhookView; secret: string }> {
  const target = await checkWebhookUrl(input.data.url, secrets);
  const { secret, sealed } = newSecret(secrets);
  try {
    const row = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('webhookSubscriptions')
        .values({
          centerId: input.centerId,
          url: target,
          description: input.data.description,
          kinds: input.data.kinds,
          lastChangeId: await latestChangeId(trx, input.centerId),
          createdBy,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('webhookSecrets').values({ subscriptionId: created.id, secretSealed: sealed }).execute();
      return created;
    });
    return { webhook: webhookView(row), secret };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateUrl();
    throw error;
  }
}

/**
 * Changes URL, description, kinds or status. Enabled again, a subscription starts after the newest event: what
 * happened while it was disabled is not sent (read everything once when it is back).
 */
export async function updateWebhook(
  db: Kysely<Database>,
  secrets: WebhookSecrets,
  input: z.infer<typeof UpdateWebhookInput>,
): Promise<WebhookView> {
  const current = await webhookOfCenter(db, input.centerId, input.webhookId);
  const { data } = input;
  const target = data.url === undefined ? undefined : await checkWebhookUrl(data.url, secrets);
  const enabling = data.status === 'active' && current.status === 'disabled';
  const disabling = data.status === 'disabled' && current.status === 'active';
  try {
    const row = await db
      .updateTable('webhookSubscriptions')
      .set({
        ...(target !== undefined && { url: target }),
        ...(data.description !== undefined && { description: data.description }),
        ...(data.kinds !== undefined && { kinds: data.kinds }),
        ...(enabling && {
          status: 'active' as const,
          disabledReason: null,
          disabledAt: null,
          consecutiveFailures: 0,
          lastChangeId: await latestChangeId(db, input.centerId),
        }),
        ...(disabling && { status: 'disabled' as const, disabledReason: null, disabledAt: new Date() }),
        updatedAt: new Date(),
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return webhookView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateUrl();
    throw error;
  }
}

/** A new signing secret; the old one stops signing at once. Answered once. */
export async function rotateWebhookSecret(
  db: Kysely<Database>,
  secrets: WebhookSecrets,
  input: z.infer<typeof WebhookRef>,
): Promise<{ webhook: WebhookView; secret: string }> {
  const current = await webhookOfCenter(db, input.centerId, input.webhookId);
  const { secret, sealed } = newSecret(secrets);
  await db
    .updateTable('webhookSecrets')
    .set({ secretSealed: sealed })
    .where('subscriptionId', '=', current.id)
    .execute();
  return { webhook: webhookView(current), secret };
}

/** Removes a subscription with its deliveries and their log. */
export async function deleteWebhook(db: Kysely<Database>, input: z.infer<typeof WebhookRef>): Promise<{ id: string }> {
  const current = await webhookOfCenter(db, input.centerId, input.webhookId);
  await db.deleteFrom('webhookSubscriptions').where('id', '=', current.id).execute();
  return { id: current.id };
}

/** The subscriptions of a center, newest first. */
export async function listWebhooks(db: Kysely<Database>, centerId: string): Promise<WebhookView[]> {
  const rows = await db
    .selectFrom('webhookSubscriptions')
    .selectAll()
    .where('centerId', '=', centerId)
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map(webhookView);
}
