// Making a used copy of the migrated template as good as a new one, for the next test file of the same process:
// on PostgreSQL (pool.ts and core's openTestDatabase) and PGlite (core's openTestDatabase). Emptying takes about
// 10 ms where a new copy costs 0.25-0.65 s; a copy whose schema a test changed is not reused.
import { setTimeout as sleep } from 'node:timers/promises';

/** Runs one statement and answers its rows (a pg client's or PGlite's query). */
export type RunSql = (statement: string) => Promise<Record<string, unknown>[]>;

/** What a new copy of the template is, taken once per process from a new copy (`copyStateOf`). */
export interface CopyState {
  /** its relations with their kinds and column counts, as one text to compare */
  schema: string;
  /** the statement that makes a used copy hold what the new one held (`emptyingOf`) */
  emptying: string;
}

/** Whether the schema named in `column` is not one of PostgreSQL's own. */
const notSystem = (column: string) =>
  `${column} not in ('pg_catalog', 'information_schema', 'pg_toast') and ${column} not like 'pg\\_%'`;

const SCHEMA = `
  select coalesce(string_agg(n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || c.relnatts, ','
    order by n.nspname, c.relname), '') as schema
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where ${notSystem('n.nspname')}`;

/**
 * The tables a test may fill: all but the migration tables, which keep what the template has. Partitioned tables
 * hold no rows of their own (relkind 'p'): their partitions are listed, so no row is emptied or put back twice.
 */
const TABLES = `
  select n.nspname as schema, c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and ${notSystem('n.nspname')}
    and not (n.nspname = 'public' and c.relname like 'kysely\\_migration%')
  order by 1, 2`;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The emptying statement of a copy whose tables are `tables`, the rows `kept` among them (the template's rows
 * outside public: pg-boss's version row, its schema being part of the template). Without foreign-key triggers
 * (session_replication_role), so the order of the tables does not matter; a schema made at run time is dropped.
 */
function emptyingOf(schemas: string[], tables: { schema: string; name: string }[], kept: Map<string, string>) {
  const statements = tables.map(({ schema, name }) => {
    const table = `${identifier(schema)}.${identifier(name)}`;
    const rows = kept.get(table);
    const restore = rows
      ? ` insert into ${table} select * from json_populate_recordset(null::${table}, ${literal(rows)});`
      : '';
    return `delete from ${table};${restore}`;
  });
  return `
    do $copy$ declare target text; begin
      set local session_replication_role = replica;
      for target in select format('drop schema %I cascade', nspname) from pg_namespace
          where ${notSystem('nspname')} and nspname <> all (array[${schemas.map(literal).join(', ')}]::text[])
        loop execute target; end loop;
      ${statements.join('\n      ')}
    end $copy$`;
}

/** The state of a new copy, to make used copies as new (`emptyCopy`). */
export async function copyStateOf(run: RunSql): Promise<CopyState> {
  const tables = (await run(TABLES)) as { schema: string; name: string }[];
  const kept = new Map<string, string>();
  for (const { schema, name } of tables) {
    // the template's tables in public are empty
    if (schema === 'public') continue;
    const table = `${identifier(schema)}.${identifier(name)}`;
    const [row] = await run(`select json_agg(t)::text as rows from ${table} t`);
    if (row?.rows) kept.set(table, String(row.rows));
  }
  const schemas = [...new Set(['public', ...tables.map((table) => table.schema)])];
  return { schema: await schemaOf(run), emptying: emptyingOf(schemas, tables, kept) };
}

/** The relations of the database with their kinds and column counts, as one text to compare. */
async function schemaOf(run: RunSql): Promise<string> {
  const [row] = await run(SCHEMA);
  return String(row?.schema ?? '');
}

/**
 * PostgreSQL: whether no other session is on the database (a closed pool's sessions take a moment to end), the
 * sessions named `ownApplication` (the caller's own pool) aside.
 */
export async function aloneOn(run: RunSql, ownApplication?: string): Promise<boolean> {
  const own = ownApplication ? ` and application_name <> ${literal(ownApplication)}` : '';
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

/** Empties a used copy; true when its schema is then the new copy's (`copyStateOf`), so it may be reused. */
export async function emptyCopy(run: RunSql, state: CopyState | undefined): Promise<boolean> {
  if (!state) return false;
  await run(state.emptying);
  return (await schemaOf(run)) === state.schema;
}
