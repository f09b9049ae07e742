// PostgreSQL's migrated template, kept between test runs as a database on the server, named after its schema key
// (like PGlite's folder, template-cache.ts): a run that finds it makes its template as a copy (0.6-0.85 s here, the
// server's fsync) instead of migrating (1.1-1.7 s on an idle machine, before any test file can start). Only the latest
// key is kept. A run's own template stays a database of its own, so its copies and its teardown are as before.
import { createHash } from 'node:crypto';
import { admin, createDatabaseOn, dropDatabaseOn, listDatabases } from './postgres';

const KEPT_PREFIX = 'cp_kept';

/** The kept database of a key (the key is hashed with what the template adds to the migrations, `extra`). */
export function keptDatabaseName(key: string, extra = '', prefix = KEPT_PREFIX): string {
  return `${prefix}_${createHash('sha256').update(key).update(extra).digest('hex').slice(0, 16)}`;
}

/**
 * Creates `name` as a copy of the kept database; false when none is kept (PostgreSQL's 3D000) or the copy failed
 * (reported): it is a cache, the run then migrates.
 */
export async function copyKeptDatabase(serverUrl: string, name: string, kept: string): Promise<boolean> {
  try {
    await createDatabaseOn(serverUrl, name, kept);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') console.warn(`The kept template was not copied: ${error}`);
    return false;
  }
}

/**
 * Keeps a copy of the migrated `name` as `kept` and drops the other keys of the prefix. A second run keeping the same
 * key at once finds it there (42P04) and leaves it; CREATE DATABASE shows no database half copied.
 */
export async function keepDatabase(serverUrl: string, name: string, kept: string, prefix = KEPT_PREFIX) {
  try {
    await createDatabaseOn(serverUrl, kept, name);
    // no stray session may block the copies
    await admin(serverUrl, `alter database ${kept} allow_connections false`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
  const others = (await listDatabases(serverUrl, `${prefix.replaceAll('_', '\\_')}\\_%`)).filter(
    (other) => other !== kept,
  );
  await Promise.all(others.map((other) => dropDatabaseOn(serverUrl, other)));
}
