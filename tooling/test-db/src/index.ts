// The test database harness: every test file gets a database of its own, empty or a copy of the run's migrated
// template (template.ts). Without DATABASE_URL it is an in-memory PGlite; with DATABASE_URL (a PostgreSQL server
// the tests may create databases on) it is a new database `cp_test_*` on that server, dropped afterwards.
import { readFileSync } from 'node:fs';
import { createDatabaseOn, databaseUrl, dropDatabaseOn, newDatabaseName } from './postgres';
import { TEMPLATE_VARIABLE } from './template';

export { createTestTemplate, TEMPLATE_VARIABLE, type TestTemplate } from './template';

/**
 * `{ kind: 'pglite' }` without a data folder is an in-memory database, new for every connection made; with
 * `loadDataDir` it starts as a copy of that dump.
 */
export type TestDatabaseTarget = { kind: 'pglite'; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

export interface TestDatabase {
  target: TestDatabaseTarget;
  /** Removes the database. Call after the code under test closed its connections. */
  drop(): Promise<void>;
}

export function usesPostgres(): boolean {
  return Boolean(process.env.DATABASE_URL);
}

/**
 * A new database; with `migrated`, a copy of the run's migrated template when the run made one (the vitest
 * globalSetup of tooling/vitest), else empty: the caller still migrates (a no-op on a copy).
 */
export async function provisionTestDatabase({ migrated = false } = {}): Promise<TestDatabase> {
  const template = migrated ? process.env[TEMPLATE_VARIABLE] : undefined;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const target: TestDatabaseTarget = template
      ? { kind: 'pglite', loadDataDir: new Blob([readFileSync(template)]) }
      : { kind: 'pglite' };
    return { target, drop: async () => {} };
  }
  const name = newDatabaseName('cp_test');
  await createDatabaseOn(serverUrl, name, template);
  return {
    target: { kind: 'postgres', url: databaseUrl(serverUrl, name) },
    drop: () => dropDatabaseOn(serverUrl, name),
  };
}
