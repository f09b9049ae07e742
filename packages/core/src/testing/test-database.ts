import { emptyCopy, provisionTestDatabase, type RunSql, schemaOf } from '@center-platform/test-db';
import type { KyselyPlugin } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';

interface PgliteCopy {
  handle: DatabaseHandle;
  run: RunSql;
  /** closes the instance and removes its data folder */
  discard(): Promise<void>;
}

/**
 * PGlite copies of the template this process opened and a test file closed, emptied for the next file: opening a
 * copy costs 0.37 CPU-s, emptying it about 10 ms (PostgreSQL copies are reused in @center-platform/test-db).
 */
const idle: PgliteCopy[] = [];
/** the schema of a new PGlite copy, taken once per process */
let migratedSchema: string | undefined;

/**
 * A database of its own for one test file (PGlite, or PostgreSQL when DATABASE_URL is set): a copy of the run's
 * migrated template (template-setup.ts), or with `migrate: false` an empty one.
 */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const migrate = options.migrate !== false;
  const reused = migrate ? idle.pop() : undefined;
  if (reused) return lease(reused);
  const provisioned = await provisionTestDatabase({ migrated: migrate });
  const handle = createDatabase(provisioned.target);
  const discard = async () => {
    await handle.close();
    await provisioned.drop();
  };
  // a no-op on the template's copy; migrates where the run has no template (a run without the globalSetup)
  if (migrate) await migrateToLatest(handle.db);
  const { pglite } = handle;
  if (!migrate || !pglite || provisioned.target.kind !== 'pglite' || !provisioned.target.dataDir) {
    return { ...handle, close: discard };
  }
  const run: RunSql = async (statement) => (await pglite.query<Record<string, unknown>>(statement)).rows;
  migratedSchema ??= await schemaOf(run);
  return lease({ handle, run, discard });
}

/**
 * The handle for one test file: closing it offers the emptied copy to the next file, or discards it. Its queries
 * fail after that as on a closed PGlite (a test of a database that went away closes its handle).
 */
function lease(copy: PgliteCopy): DatabaseHandle {
  let closed: Promise<void> | undefined;
  const whileOpen: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (closed) throw new Error('PGlite is closed');
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const giveBack = async () => {
    if (await emptyCopy(copy.run, migratedSchema).catch(() => false)) idle.push(copy);
    else await copy.discard();
  };
  return { ...copy.handle, db: copy.handle.db.withPlugin(whileOpen), close: () => (closed ??= giveBack()) };
}

export { seedTestDemo } from './demo-seed';
export * from './xss-corpus';
