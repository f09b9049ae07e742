import type { Kysely } from 'kysely';
import { z } from 'zod';
import { parseInput } from '../content/staff-write';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { RecipientList } from '../website-forms/recipient-fields';

// Spec 6.1 CLIENT_REPORT_AVAILABLE: the external recipients of a center's monthly report. They are kept with
// the center's secrets (never in a public read); setting them replaces the list.

export const ReportRecipientsInput = RecipientList;

/** `PUT .../client-reports/recipients`: the whole list. */
export const SetReportRecipientsInput = z.strictObject({ recipients: ReportRecipientsInput });

export async function getReportRecipients(db: Kysely<Database>, centerId: string): Promise<string[]> {
  const center = await db.selectFrom('centers').select('id').where('id', '=', centerId).executeTakeFirst();
  if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  const row = await db
    .selectFrom('centerSecrets')
    .select('reportRecipients')
    .where('centerId', '=', centerId)
    .executeTakeFirst();
  return row?.reportRecipients ?? [];
}

export async function setReportRecipients(db: Kysely<Database>, centerId: string, input: unknown): Promise<string[]> {
  const recipients = parseInput(ReportRecipientsInput, input);
  await getReportRecipients(db, centerId);
  await db
    .insertInto('centerSecrets')
    .values({ centerId, reportRecipients: recipients })
    .onConflict((oc) => oc.column('centerId').doUpdateSet({ reportRecipients: recipients }))
    .execute();
  return recipients;
}
