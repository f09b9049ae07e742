import type { Kysely } from 'kysely';
import { z } from 'zod';
import { parseInput } from '../content/staff-write';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { WEBSITE_FORM_KEYS, type WebsiteFormKey } from './forms';
import { FormRecipientsInput } from './recipient-fields';

// Spec 6.3: "Recipients are set per center page (a contact form recipient setting)". Per form key the addresses
// the form's e-mail goes to, kept with the center's secrets (never in a public read). Setting replaces the map.

export { FormRecipientsInput } from './recipient-fields';
export type FormRecipientSetting = Partial<Record<WebsiteFormKey, string[]>>;

export async function getFormRecipients(db: Kysely<Database>, centerId: string): Promise<FormRecipientSetting> {
  const center = await db.selectFrom('centers').select('id').where('id', '=', centerId).executeTakeFirst();
  if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  const row = await db
    .selectFrom('centerSecrets')
    .select('formRecipients')
    .where('centerId', '=', centerId)
    .executeTakeFirst();
  const stored = row?.formRecipients ?? {};
  return Object.fromEntries(
    WEBSITE_FORM_KEYS.filter((key) => Array.isArray(stored[key])).map((key) => [key, stored[key]]),
  ) as FormRecipientSetting;
}

/** `PUT /api/centers/{centerId}/form-recipients`: the whole map. */
export const SetFormRecipientsInput = z.strictObject({ recipients: FormRecipientsInput });

export async function setFormRecipients(
  db: Kysely<Database>,
  centerId: string,
  input: unknown,
): Promise<FormRecipientSetting> {
  const parsed = parseInput(FormRecipientsInput, input);
  const recipients = Object.fromEntries(Object.entries(parsed).filter(([, emails]) => emails && emails.length > 0));
  await getFormRecipients(db, centerId);
  await db
    .insertInto('centerSecrets')
    .values({ centerId, formRecipients: json(recipients) })
    .onConflict((oc) => oc.column('centerId').doUpdateSet({ formRecipients: json(recipients) }))
    .execute();
  return recipients;
}
