// Making a used copy of the migrated template as good as a new one, for the next test file of the same process:
// on PostgreSQL (pool.ts and core's openTestDatabase) and PGlite (core's openTestDatabase). Emptying takes about
// 10 ms where a new copy costs 0.25-0.65 s; a copy whose schema a test changed is not reused.
import { setTimeout as sleep } from 'node:timers/promises';

/** Runs one statement and answers its rows (a pg client's or PGlite's query). */
export type RunSql = (statement: string) => Promise<Record<string, unknown>[]>;

const SCHEMA = `
  select coalesce(string_agg(n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || c.relnatts, ','
    order by n.nspname, c.relname), '') as schema
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`;

// without foreign-key triggers (session_replication_role), so the order of the tables does not matter; schemas
// other than public are made at run time (pg-boss's), the migration tables keep what the template has
const EMPTY = `
  do $$ declare target text; begin
    set local session_replication_role = replica;
    for target in select format('drop schema %I cascade', nspname) from pg_namespace
        where nspname not in ('public', 'pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg\\_%'
      loop execute target; end loop;
    for target in select format('delete from public.%I', tablename) from pg_tables
        where schemaname = 'public' and tablename not like 'kysely\\_migration%'
      loop execute target; end loop;
  end $$`;

/** The relations of the database with their kinds and column counts, as one text to compare. */
export async function schemaOf(run: RunSql): Promise<string> {
  const [row] = await run(SCHEMA);
  return String(row?.schema ?? '');
}

/**
 * PostgreSQL: whether no other session is on the database (a closed pool's sessions take a moment to end), the
 * sessions named `ownApplication` (the caller's own pool) aside.
 */
export async function aloneOn(run: RunSql, ownApplication?: string): Promise<boolean> {
  const own = ownApplication ? ` and application_name <> '${ownApplication.replaceAll("'", "''")}'` : '';
  for (let attempt = 1; ; attempt++) {
    const [others] = await run(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()${own}`,
    );
    if (others?.n === 0) return true;
    if (attempt === 5) return false;
    await sleep(20 * attempt);
  }
}

/** Empties a used copy; true when its schema is then `migratedSchema` (schemaOf a new copy), so it may be reused. */
export async function emptyCopy(run: RunSql, migratedSchema: string | undefined): Promise<boolean> {
  await run(EMPTY);
  return (await schemaOf(run)) === migratedSchema;
}
