import { type Kysely, sql } from 'kysely';
import { type MigrationResultSet, Migrator, NO_MIGRATIONS } from 'kysely/migration';
import { migrations } from './migrations';
import type { Database } from './schema';

function migrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      `migration ${failed ?? '(unknown)'} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names applied now. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  if (await appliedAreOurs(db)) return [];
  return unwrap(await migrator(db).migrateToLatest());
}

/**
 * Whether the applied migrations are exactly ours. Kysely's migrator first reads every column of every table (15-18
 * ms of PostgreSQL's time with this schema, at each start and for each test database); a migrated database needs
 * none of that. Anything else (no migration table yet, one pending or unknown) goes to the migrator.
 */
async function appliedAreOurs(db: Kysely<Database>): Promise<boolean> {
  const ours = Object.keys(migrations).sort();
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`
    .execute(db)
    .then((result) => result.rows.map((row) => row.name))
    .catch(() => undefined);
  return applied?.length === ours.length && applied.every((name, i) => name === ours[i]);
}

/** Reverts every migration (tests and `db:reset` only). */
export async function migrateToEmpty(db: Kysely<Database>): Promise<string[]> {
  return unwrap(await migrator(db).migrateTo(NO_MIGRATIONS));
}
