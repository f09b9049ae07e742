import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Issue 24, point 2: the staff shop list pages in German order (Ä with A, ICU's root collation, which PostgreSQL
// and PGlite both have) on the server; this index serves its first page by name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['create index shops_staff_name_idx on shops (center_id, (name collate "und-x-icu"), id)']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop index shops_staff_name_idx']);
}
