import {
  aloneOn,
  type CopyState,
  copyStateOf,
  emptyCopy,
  provisionTestDatabase,
  type RunSql,
} from '@center-platform/test-db';
import type { KyselyPlugin } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';

interface Copy {
  handle: DatabaseHandle;
  /** empties the copy for the next test file; false when it cannot be made as new */
  empty(): Promise<boolean>;
  /** closes the handle and gives the copy back to @center-platform/test-db (PostgreSQL) or removes it (PGlite) */
  discard(): Promise<void>;
}

/**
 * Copies of the template this process opened and a test file closed, emptied for the next file, with their open
 * handle: a PGlite instance (opening one costs 0.37 CPU-s, emptying about 10 ms), or a PostgreSQL pool whose
 * sessions stay (a new session and its first queries cost the server about 35 ms of CPU, against 1 ms on one
 * already open).
 */
const idle: Copy[] = [];
/** what a new copy holds, taken once per process */
let newCopy: CopyState | undefined;
let pools = 0;

/**
 * A database of its own for one test file (PGlite, or PostgreSQL when DATABASE_URL is set): a copy of the run's
 * migrated template (template-setup.ts), or with `migrate: false` an empty one.
 */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const migrate = options.migrate !== false;
  const reused = migrate ? idle.pop() : undefined;
  if (reused) return lease(reused);
  const provisioned = await provisionTestDatabase({ migrated: migrate });
  const { target } = provisioned;
  // the pool's sessions carry a name of their own, so that emptying the copy through the pool can tell them from a
  // session the test left open (a server, the job queue: they open the database with `url`, without the name)
  const application = `cp-test-${process.pid}-${++pools}`;
  const handle =
    target.kind === 'postgres'
      ? { ...createDatabase({ ...target, url: withApplicationName(target.url, application) }), url: target.url }
      : createDatabase(target);
  const discard = async () => {
    await handle.close();
    await provisioned.drop();
  };
  // a no-op on the template's copy; migrates where the run has no template (a run without the globalSetup)
  if (migrate) await migrateToLatest(handle.db);
  const run = runnerOf(handle);
  if (!migrate || !run || (target.kind === 'pglite' && !target.dataDir)) return { ...handle, close: discard };
  newCopy ??= await copyStateOf(run);
  const { pool } = handle;
  const empty = pool
    ? async () =>
        // a pool the test ended, or with a session still lent out, is not handed on
        !pool.ending &&
        pool.idleCount === pool.totalCount &&
        (await aloneOn(run, application)) &&
        emptyCopy(run, newCopy)
    : () => emptyCopy(run, newCopy);
  return lease({ handle, empty, discard });
}

function withApplicationName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.searchParams.set('application_name', name);
  return url.toString();
}

function runnerOf({ pool, pglite }: DatabaseHandle): RunSql | undefined {
  if (pool) return async (statement) => (await pool.query<Record<string, unknown>>(statement)).rows;
  if (pglite) return async (statement) => (await pglite.query<Record<string, unknown>>(statement)).rows;
  return undefined;
}

/**
 * The handle for one test file: closing it offers the emptied copy to the next file, or discards it. Its queries
 * fail after that as on a closed database (a test of a database that went away closes its handle).
 */
function lease(copy: Copy): DatabaseHandle {
  let closed: Promise<void> | undefined;
  const gone = copy.handle.kind === 'pglite' ? 'PGlite is closed' : 'driver has already been destroyed';
  const whileOpen: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (closed) throw new Error(gone);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const giveBack = async () => {
    if (await copy.empty().catch(() => false)) idle.push(copy);
    else await copy.discard();
  };
  return { ...copy.handle, db: copy.handle.db.withPlugin(whileOpen), close: () => (closed ??= giveBack()) };
}

export { BUILD_WAIT_MS, untilBuilt } from './build-output';
export { seedTestDemo } from './demo-seed';
export * from './xss-corpus';
