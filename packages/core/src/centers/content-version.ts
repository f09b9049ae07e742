import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Bumps the center's content version. Call it in the same transaction as any write that changes what
 * visitors see: public caches and ETags are keyed by this number, so every API process sees the change.
 */
export async function bumpContentVersion(trx: Kysely<Database>, centerId: string): Promise<number> {
  const row = await trx
    .updateTable('centers')
    .set({ contentVersion: sql`content_version + 1` })
    .where('id', '=', centerId)
    .returning('contentVersion')
    .executeTakeFirstOrThrow();
  return row.contentVersion;
}
