import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export type ImportedTable = 'shops' | 'news' | 'events' | 'offers' | 'jobs' | 'services';

/**
 * Inserts rows keyed by (center_id, legacy_id), or updates the existing row when one of its imported columns
 * differs (`is distinct from`, so an identical re-run writes nothing and leaves `updated_at` alone). Columns in
 * `keep` are written on insert only (a shop's slug: links stay stable). Every row must carry the same keys.
 */
export async function upsertByLegacyId(
  trx: Kysely<Database>,
  table: ImportedTable,
  rows: Record<string, unknown>[],
  keep: readonly string[] = [],
): Promise<{ created: number; updated: number }> {
  const first = rows[0];
  if (!first) return { created: 0, updated: 0 };
  const fixed = new Set(['centerId', 'legacyId', ...keep]);
  const columns = Object.keys(first).filter((column) => !fixed.has(column));
  const set = Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)]));
  const stored = sql.join(columns.map((column) => sql.ref(`${table}.${column}`)));
  const incoming = sql.join(columns.map((column) => sql.ref(`excluded.${column}`)));
  // the table union is narrowed to one member only for Kysely's types; every imported table has these keys
  const result = await trx
    .insertInto(table as 'news')
    .values(rows as never)
    .onConflict((oc) =>
      oc
        .columns(['centerId', 'legacyId'])
        .doUpdateSet({ ...set, updatedAt: sql`now()` } as never)
        .where(sql<boolean>`(${stored}) is distinct from (${incoming})`),
    )
    .returning(sql<boolean>`xmax = 0`.as('inserted'))
    .execute();
  const created = result.filter((row) => row.inserted).length;
  return { created, updated: result.length - created };
}

/** legacy_id -> { id, hash } of the center's imported rows of a table (one query). */
export async function loadImported(
  db: Kysely<Database>,
  table: ImportedTable,
  centerId: string,
): Promise<Map<string, { id: string; hash: string | null }>> {
  const rows = await db
    .selectFrom(table as 'news')
    .select(['id', 'legacyId', 'legacyHash'])
    .where('centerId', '=', centerId)
    .where('legacyId', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.legacyId as string, { id: row.id, hash: row.legacyHash }]));
}
