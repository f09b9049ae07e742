// The migrated database a test run copies for each test file, so that a file does not migrate its own. The vitest
// globalSetup (packages/core/src/testing/template-setup.ts) makes it once per run and names it in an environment
// variable that the test processes inherit: a database on the PostgreSQL server, or PGlite's data folder.

import { basename } from 'node:path';
import type { TestDatabaseTarget } from './index';
import { copyPrefix } from './pool';
import { admin, createDatabaseOn, databaseUrl, dropDatabaseOn, listDatabases, newDatabaseName } from './postgres';
import { removeScratchFolders, scratchFolder } from './scratch';

export const TEMPLATE_VARIABLE = 'CENTER_PLATFORM_TEST_TEMPLATE';

export interface TestTemplate {
  /** the empty database to migrate */
  target: TestDatabaseTarget;
  /** Offers the migrated template to the test files of this run. Call after every connection to it is closed. */
  publish(): Promise<void>;
  /** Removes the template (the globalSetup's teardown). */
  drop(): Promise<void>;
}

// Test data need not survive a crash of the server: unlogged tables write no WAL. A table referenced by a logged
// one cannot be made unlogged, so the loop goes on while a pass changes a table.
const UNLOGGED_TABLES = `
  do $$ declare target regclass; changed boolean := true; begin
    while changed loop
      changed := false;
      for target in select c.oid::regclass from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and c.relpersistence = 'p'
        loop
          begin
            execute format('alter table %s set unlogged', target);
            changed := true;
          exception when others then null;
          end;
        end loop;
    end loop;
  end $$`;

export async function createTestTemplate(): Promise<TestTemplate> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const folder = scratchFolder('cp-test-template');
    return {
      target: { kind: 'pglite', dataDir: folder.path },
      publish: async () => {
        process.env[TEMPLATE_VARIABLE] = folder.path;
      },
      drop: async () => {
        delete process.env[TEMPLATE_VARIABLE];
        // the copies the test processes kept for reuse and never removed (their exit handlers may not run)
        removeScratchFolders(copyPrefix(basename(folder.path)));
        folder.remove();
      },
    };
  }
  const name = newDatabaseName('cp_template');
  await createDatabaseOn(serverUrl, name);
  return {
    target: { kind: 'postgres', url: databaseUrl(serverUrl, name) },
    publish: async () => {
      await admin(databaseUrl(serverUrl, name), UNLOGGED_TABLES);
      // no stray session may block the copies
      await admin(serverUrl, `alter database ${name} allow_connections false`);
      process.env[TEMPLATE_VARIABLE] = name;
    },
    drop: async () => {
      delete process.env[TEMPLATE_VARIABLE];
      // the copies the test processes kept for reuse (pool.ts), then the template; at once, as each drop waits for
      // a checkpoint (PostgreSQL 15) and drops that wait together share one
      const copies = await listDatabases(serverUrl, `${copyPrefix(name)}%`);
      await Promise.all(copies.map((copy) => dropDatabaseOn(serverUrl, copy)));
      await dropDatabaseOn(serverUrl, name);
    },
  };
}
