import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type DemoSeedResult, seedDemo } from '../demo/seed';

// The demo seeded into a test file's database. The first seed of a test process runs seedDemo and keeps the rows it
// wrote, history included; later files of the process get the same rows back with one insert per table, triggers
// off. Measured per seed: PGlite 0.19 CPU-s instead of 0.55-0.75; PostgreSQL 20 ms of the test process's CPU instead
// of 250-400 ms. A database that is not empty gets a seed of its own.

interface Table {
  name: string;
  /** the columns an insert may name (not generated ones) */
  columns: string[];
}

interface KeptSeed {
  /** per table, its rows as a JSON array of row literals (a row's text keeps a jsonb null apart from SQL's) */
  rows: { table: Table; json: string }[];
  result: DemoSeedResult;
}

const TABLES = sql<{ name: string; columns: string[] }>`
  select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
  where n.nspname = 'public' and c.relkind = 'r' and c.relname not like 'kysely\\_migration%'
  group by c.relname
  order by c.relname`;

// the identity columns' sequences continue after the rows put back
const SEQUENCES_AFTER_ROWS = sql`
  do $$ declare target record; begin
    for target in select c.relname, a.attname, pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as seq
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and a.attidentity <> ''
      loop
        execute format('select setval(%L, greatest((select coalesce(max(%I), 0) from public.%I), 1))',
          target.seq, target.attname, target.relname);
      end loop;
  end $$`;

const kept = new Map<string, KeptSeed>();
let tables: Table[] | undefined;

const tableRef = (table: Table) => sql.id('public', table.name);

async function isEmpty(db: Kysely<Database>, all: Table[]): Promise<boolean> {
  const any = sql.join(
    all.map((table) => sql`exists (select 1 from ${tableRef(table)})`),
    sql` or `,
  );
  const { rows } = await sql<{ filled: boolean }>`select (${any}) as filled`.execute(db);
  return rows[0]?.filled === false;
}

/** the demo's admin and a base URL of the setup link, as most test files want them */
const DEFAULT_OPTIONS = { adminEmail: 'admin@example.com', baseUrl: 'http://localhost' };

/** seedDemo for a test file: the same demo, put back from the process's first seed. */
export async function seedTestDemo(
  db: Kysely<Database>,
  options: { adminEmail: string; baseUrl: string } = DEFAULT_OPTIONS,
): Promise<DemoSeedResult> {
  tables ??= (await TABLES.execute(db)).rows;
  const all = tables;
  if (!(await isEmpty(db, all))) return seedDemo(db, options);
  const seed = kept.get(options.adminEmail);
  if (!seed) {
    const result = await seedDemo(db, options);
    const rows: KeptSeed['rows'] = [];
    for (const table of all) {
      const { rows: found } = await sql<{ json: string | null }>`
        select json_agg(t::text)::text as json from ${tableRef(table)} t`.execute(db);
      if (found[0]?.json) rows.push({ table, json: found[0].json });
    }
    kept.set(options.adminEmail, { rows, result });
    return result;
  }
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    for (const { table, json } of seed.rows) {
      const columns = sql.join(table.columns.map((column) => sql.id(column)));
      const fields = sql.join(table.columns.map((column) => sql`(kept.restored).${sql.id(column)}`));
      // offset 0 keeps the cast in the subquery, where it runs once a row (in `(cast).*` it ran once a column)
      await sql`insert into ${tableRef(table)} (${columns}) overriding system value
        select ${fields}
        from (select value::${tableRef(table)} as restored from json_array_elements_text(${json}::json) offset 0) kept`.execute(
        trx,
      );
    }
    await SEQUENCES_AFTER_ROWS.execute(trx);
  });
  const link = new URL(seed.result.setupLink);
  return { ...seed.result, setupLink: `${options.baseUrl}${link.pathname}${link.search}` };
}
