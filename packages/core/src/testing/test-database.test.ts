// The test database harness: a closed copy comes back to the next test file as new (emptied, or replaced when a
// test changed its schema), on PGlite and on PostgreSQL.
import { usesPostgres } from '@center-platform/test-db';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createJobQueue } from '../jobs/queue';
import { openTestDatabase } from './test-database';

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;
const databaseOf = async (handle: Handle) =>
  (await sql<{ name: string }>`select current_database() as name`.execute(handle.db)).rows[0]?.name;
const sessionOf = async (handle: Handle) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]?.pid;
const centersIn = async (handle: Handle) =>
  (await handle.db.selectFrom('centers').select('slug').execute()).map((row) => row.slug);

describe('openTestDatabase', () => {
  it('gives the next opener an empty migrated copy, whatever the last one wrote', async () => {
    const first = await openTestDatabase();
    await first.db.insertInto('organizations').values({ name: 'Left behind', slug: 'left-behind' }).execute();
    await first.db.insertInto('centers').values({ name: 'Left behind', slug: 'left-behind' }).execute();
    await sql`create schema pgboss_like`.execute(first.db);
    await sql`create table pgboss_like.job (id int)`.execute(first.db);
    await first.close();

    const second = await openTestDatabase();
    try {
      expect(await centersIn(second)).toEqual([]);
      const schemas = await sql<{ n: number }>`
        select count(*)::int as n from pg_namespace where nspname = 'pgboss_like'`.execute(second.db);
      expect(schemas.rows[0]?.n).toBe(0);
      const migrations = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(second.db);
      expect(migrations.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });

  it("hands on pg-boss's schema of the template as new: its queues gone, its version row put back", async () => {
    const versionRow = async (handle: Handle) =>
      (await sql<{ row: unknown }>`select row_to_json(v) as row from pgboss.version v`.execute(handle.db)).rows;
    const queues = async (handle: Handle) =>
      (await sql<{ n: number }>`select count(*)::int as n from pgboss.queue`.execute(handle.db)).rows[0]?.n;
    const first = await openTestDatabase();
    const asNew = await versionRow(first);
    expect(asNew).toHaveLength(1);
    const name = await databaseOf(first);
    const queue = await createJobQueue(first, { role: 'worker' });
    await queue.stop();
    expect(await queues(first)).toBeGreaterThan(0);
    await sql`update pgboss.version set cron_on = now(), bam_on = now()`.execute(first.db);
    await first.close();

    const next = await openTestDatabase();
    try {
      expect(await databaseOf(next)).toBe(name);
      expect(await queues(next)).toBe(0);
      expect(await versionRow(next)).toEqual(asNew);
    } finally {
      await next.close();
    }
  });

  it('does not hand on a copy whose migrated schema a test changed', async () => {
    const changed = await openTestDatabase();
    await sql`alter table centers add column left_behind text`.execute(changed.db);
    await changed.close();
    const next = await openTestDatabase();
    try {
      const columns = await sql<{ n: number }>`
        select count(*)::int as n from information_schema.columns
        where table_name = 'centers' and column_name = 'left_behind'`.execute(next.db);
      expect(columns.rows[0]?.n).toBe(0);
    } finally {
      await next.close();
    }
  });

  it('refuses queries on a closed handle, as a database that went away', async () => {
    const handle = await openTestDatabase();
    await handle.close();
    await expect(handle.db.selectFrom('centers').select('id').execute()).rejects.toThrow(
      /closed|destroyed|terminated/i,
    );
  });
  it.runIf(usesPostgres())('hands a PostgreSQL copy on with its pool, whose sessions stay open', async () => {
    const first = await openTestDatabase();
    const name = await databaseOf(first);
    const session = await sessionOf(first);
    expect(session).toBeGreaterThan(0);
    await first.close();
    const next = await openTestDatabase();
    try {
      expect(await databaseOf(next)).toBe(name);
      expect(await sessionOf(next)).toBe(session);
    } finally {
      await next.close();
    }
  });

  it.runIf(usesPostgres())(
    'does not hand on a PostgreSQL copy that a session the test left open is still on',
    async () => {
      const first = await openTestDatabase();
      const name = await databaseOf(first);
      const left = new pg.Client({ connectionString: first.url });
      await left.connect();
      left.on('error', () => {});
      await first.close();
      const next = await openTestDatabase();
      try {
        expect(await databaseOf(next)).not.toBe(name);
      } finally {
        await left.end().catch(() => {});
        await next.close();
      }
    },
  );
});
