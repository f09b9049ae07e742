import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { BULK_ACTIONS, MAX_BULK_IDS } from './bulk-actions';
import { parseInput, writeForCenter } from './staff-write';

// Publish, unpublish or delete many rows of one kind at once (the dashboard's list selection). Each row goes
// through the kind's own update or delete (the same checks as one at a time), all rows in one transaction with one
// content version bump: an id that is not a row of this center refuses the whole action and changes nothing.

export const BulkActionInput = z.strictObject({
  action: z.enum(BULK_ACTIONS),
  ids: z.array(z.uuid()).min(1).max(MAX_BULK_IDS),
});
export type BulkActionInput = z.input<typeof BulkActionInput>;

type Columns = Record<string, unknown>;

/** What publishing and unpublishing change on a row of the kind. */
export interface Publishing {
  publish: Columns;
  unpublish: Columns;
}
export const STATUS_PUBLISHING: Publishing = { publish: { status: 'Active' }, unpublish: { status: 'Inactive' } };
export const ACTIVE_PUBLISHING: Publishing = { publish: { isActive: true }, unpublish: { isActive: false } };

/** The kind's update and delete of one row inside a transaction that is already open. */
export interface BulkTarget {
  publishing: Publishing;
  update: (trx: Kysely<Database>, centerId: string, id: string, data: Columns) => Promise<unknown>;
  remove: (trx: Kysely<Database>, centerId: string, id: string) => Promise<unknown>;
}

export async function runBulkAction(
  db: Kysely<Database>,
  centerId: string,
  target: BulkTarget,
  input: BulkActionInput,
): Promise<{ action: BulkActionInput['action']; ids: string[] }> {
  const { action, ids } = parseInput(BulkActionInput, input);
  const unique = [...new Set(ids)];
  return writeForCenter(db, centerId, async (trx) => {
    for (const id of unique) {
      if (action === 'delete') await target.remove(trx, centerId, id);
      else await target.update(trx, centerId, id, target.publishing[action]);
    }
    return { action, ids: unique };
  });
}
