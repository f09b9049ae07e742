import { type Kysely, sql } from 'kysely';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

// any constant the platform uses for nothing else: 'center-p' read as a 64-bit integer
const START_UP_LOCK = 0x63656e7465722d70n;

/**
 * Runs a process's start-up work (migrations, then `work`, e.g. the demo seed) while holding a PostgreSQL advisory
 * lock on one connection, so processes started at once take turns: the second finds the migrations applied and
 * the demo seeded, and re-checks instead of acting on what it saw before the lock. On PGlite (one process) the
 * lock costs nothing.
 */
export async function withStartUpLock<T>(
  db: Kysely<Database>,
  work: (db: Kysely<Database>, applied: string[]) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${START_UP_LOCK})`.execute(connection);
    try {
      return await work(connection, await migrateToLatest(connection));
    } finally {
      await sql`select pg_advisory_unlock(${START_UP_LOCK})`.execute(connection);
    }
  });
}
