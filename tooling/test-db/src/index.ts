// The test database harness: every test file gets a database of its own, empty or a copy of the run's migrated
// template (template.ts). Without DATABASE_URL it is PGlite, in a copy of the template's data folder; with
// DATABASE_URL (a PostgreSQL server the tests may create databases on) it is a database on that server: a copy of
// the template, emptied and reused by the next file of the same process (pool.ts), or a new empty one, dropped.
import { basename } from 'node:path';
import { copyPrefix, giveBack, takeCopy } from './pool';
import { createDatabaseOn, databaseUrl, dropDatabaseOn, newDatabaseName } from './postgres';
import { scratchFolder } from './scratch';
import { TEMPLATE_VARIABLE } from './template';

export { aloneOn, type CopyState, copyStateOf, emptyCopy, type RunSql } from './empty-copy';
export { databaseUrl, listDatabases } from './postgres';
export { scratchFolder } from './scratch';
export { copyKeptDatabase, keepDatabase, keptDatabaseName } from './server-template-cache';
export { createTestTemplate, type TestTemplate } from './template';
export { cachedTemplate, keepTemplate } from './template-cache';

/** `{ kind: 'pglite' }` without a data folder is an in-memory database, new for every connection made. */
export type TestDatabaseTarget = { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string };

export interface TestDatabase {
  target: TestDatabaseTarget;
  /**
   * The variables a platform process opens this database with: DATABASE_URL, or DATA_DIR naming PGlite's data
   * folder (none for an in-memory PGlite).
   */
  env: { DATABASE_URL?: string; DATA_DIR?: string };
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
    if (!template) return { target: { kind: 'pglite' }, env: {}, drop: async () => {} };
    // named after the template, so the run's teardown finds the copies its processes kept (pool.ts)
    const folder = scratchFolder(copyPrefix(basename(template)), template);
    return {
      target: { kind: 'pglite', dataDir: folder.path },
      env: { DATA_DIR: folder.path },
      drop: async () => folder.remove(),
    };
  }
  if (template) {
    const name = await takeCopy(serverUrl, template);
    const url = databaseUrl(serverUrl, name);
    let given: Promise<void> | undefined;
    return {
      target: { kind: 'postgres', url },
      env: { DATABASE_URL: url },
      // once: a second call must not offer the copy twice
      drop: () => (given ??= giveBack(serverUrl, name)),
    };
  }
  const name = newDatabaseName('cp_test');
  await createDatabaseOn(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  return {
    target: { kind: 'postgres', url },
    env: { DATABASE_URL: url },
    drop: () => dropDatabaseOn(serverUrl, name),
  };
}
