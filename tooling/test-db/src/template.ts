// The migrated database a test run copies for each test file, so that a file does not migrate its own. The vitest
// globalSetup (packages/core/src/testing/template-setup.ts) makes it once per run and names it in an environment
// variable that the test processes inherit: a database on the PostgreSQL server, or PGlite's data folder.

import { basename } from 'node:path';
import type { TestDatabaseTarget } from './index';
import { copyPrefix } from './pool';
import { admin, createDatabaseOn, databaseUrl, dropDatabaseOn, listDatabases, newDatabaseName } from './postgres';
import { removeScratchFolders, scratchFolder } from './scratch';
import { copyKeptDatabase, keepDatabase, keptDatabaseName } from './server-template-cache';
import { cachedTemplate, keepTemplate } from './template-cache';

export const TEMPLATE_VARIABLE = 'CENTER_PLATFORM_TEST_TEMPLATE';

export interface TestTemplate {
  /** the database to migrate: empty, or with `migrated` a copy of an earlier run's migrated PGlite folder */
  target: TestDatabaseTarget;
  migrated: boolean;
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

/** A scratch folder for the template: a copy of the kept one when it can be copied, else empty. */
function copyOrEmpty(kept: string | undefined): ReturnType<typeof scratchFolder> & { copied: boolean } {
  if (kept) {
    try {
      return { ...scratchFolder('cp-test-template', kept), copied: true };
    } catch {
      // a run keeping another key removed the kept folder while it was copied: this run migrates
    }
  }
  return { ...scratchFolder('cp-test-template'), copied: false };
}

/**
 * With `cacheKey` (naming the migrated schema), the template starts from what an earlier run kept under that key
 * (PGlite: a folder, template-cache.ts; PostgreSQL: a database, server-template-cache.ts), and a run that migrated
 * keeps its template for the next.
 */
export async function createTestTemplate({ cacheKey }: { cacheKey?: () => string } = {}): Promise<TestTemplate> {
  const serverUrl = process.env.DATABASE_URL;
  const key = cacheKey?.();
  if (!serverUrl) {
    const folder = copyOrEmpty(key ? cachedTemplate(key) : undefined);
    return {
      target: { kind: 'pglite', dataDir: folder.path },
      migrated: folder.copied,
      publish: async () => {
        if (key && !folder.copied) keepTemplate(key, folder.path);
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
  const kept = key === undefined ? undefined : keptDatabaseName(key, UNLOGGED_TABLES);
  const copied = kept !== undefined && (await copyKeptDatabase(serverUrl, name, kept));
  if (!copied) await createDatabaseOn(serverUrl, name);
  return {
    target: { kind: 'postgres', url: databaseUrl(serverUrl, name) },
    migrated: copied,
    publish: async () => {
      if (!copied) {
        await admin(databaseUrl(serverUrl, name), UNLOGGED_TABLES);
        // a cache: the run goes on without it
        if (kept) {
          await keepDatabase(serverUrl, name, kept).catch((error) =>
            console.warn(`The migrated template was not kept for the next run: ${error}`),
          );
        }
      }
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
