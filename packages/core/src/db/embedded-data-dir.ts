import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DatabaseTarget } from './database';

// Run in a child process with the PGlite entry and the data folder as arguments.
const INITIALIZE = `
const { PGlite } = require(process.argv[1]);
const db = new PGlite({ dataDir: process.argv[2] });
db.waitReady.then(() => db.close()).then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });
`;

/**
 * Creates a new embedded database folder in a short-lived child process. PGlite's initdb grows the WebAssembly
 * memory of the process that runs it by about 450 MB, which a process never gives back: a server that created its
 * folder itself would hold 850 MB from its first minute (issue 23). A folder that holds a database is left alone.
 */
export async function initializeEmbeddedDataDir(target: DatabaseTarget): Promise<void> {
  if (target.kind !== 'pglite' || !target.dataDir || existsSync(join(target.dataDir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await promisify(execFile)(process.execPath, ['-e', INITIALIZE, pglite, target.dataDir], { timeout: 120_000 });
}
