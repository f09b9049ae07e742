import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type HistoryKind, LINKED_ROWS } from './history-kinds';

// A record's linked rows in its history (migration 0018 records them as a set, one revision per changing save): the
// set as it was at a revision, and its restore.

type LinkSet = unknown[];

type Stored = { id: string; action: string; changes: string; snapshot: string };

/**
 * The record's linked rows as they were at revision `at`: the set recorded last up to it, or in its transaction (a
 * save records the set at its end, after the record itself); else before the first set recorded after it (a record
 * linked only later had none); undefined where the history does not know them (a revision older than migration 0018,
 * when the record's links were first recorded) or the kind has none.
 */
export async function linkSetAt(
  db: Kysely<Database>,
  kind: HistoryKind,
  recordId: string,
  at: string,
): Promise<LinkSet | undefined> {
  const link = LINKED_ROWS[kind];
  if (!link) return undefined;
  const revisions = sql`select id, action, changes::text as changes, snapshot::text as snapshot
    from record_revisions where record_table = ${link.table} and record_id = ${recordId}`;
  const sameSave = sql`transaction_id = (select transaction_id from record_revisions where id = ${at})`;
  const upTo = await sql<Stored>`${revisions} and (id <= ${at} or ${sameSave}) order by id desc limit 1`.execute(db);
  const last = upTo.rows[0];
  if (last) return JSON.parse(last.snapshot)[link.field] as LinkSet;
  const after = await sql<Stored>`${revisions} and id > ${at} order by id limit 1`.execute(db);
  const next = after.rows[0];
  if (!next) return []; // never linked
  // the first set recorded was the one found at migration 0018: what came before is not known
  if (next.action === 'create') return undefined;
  return (JSON.parse(next.changes)[link.field]?.[0] as LinkSet | undefined) ?? [];
}

/** Replaces the record's linked rows by a recorded set (inside the restore's transaction). */
export async function replaceLinkSet(trx: Kysely<Database>, kind: HistoryKind, recordId: string, set: LinkSet) {
  const link = LINKED_ROWS[kind];
  if (!link) return;
  const table = sql.table(link.table);
  const parent = sql.ref(link.parent);
  await sql`delete from ${table} where ${parent} = ${recordId}`.execute(trx);
  if (set.length === 0) return;
  const doc = JSON.stringify(set);
  if (link.value !== '*') {
    await sql`insert into ${table} (${parent}, ${sql.ref(link.value)})
      select ${recordId}::uuid, v::uuid from jsonb_array_elements_text(${doc}::jsonb) v`.execute(trx);
    return;
  }
  const columns = Object.keys(set[0] as object).map((column) => sql.ref(column));
  await sql`insert into ${table} (${parent}, ${sql.join(columns)})
    select ${recordId}::uuid, ${sql.join(columns.map((column) => sql`r.${column}`))}
    from jsonb_populate_recordset(null::${table}, ${doc}::jsonb) r`.execute(trx);
}
