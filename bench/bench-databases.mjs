// The databases a bench runs on: always a fresh PGlite in a temp folder and, when DATABASE_URL is set, a fresh
// database on that PostgreSQL server (dropped afterwards). Each entry opens one: `{ target, drop }`;
// `onEachDatabase` measures on each in turn; `onEachServerDatabase` gives a started server's environment instead.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, migrateToLatest } from '../packages/core/dist/db/index.js';
import { BenchFailure } from './report.mjs';

/** A new database `<prefix>_<hex>` on DATABASE_URL's server. */
export async function freshPostgresDatabase(prefix) {
  const pg = createRequire(new URL('../packages/core/package.json', import.meta.url))('pg');
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** A fresh PGlite in a temp folder. */
function freshPgliteDatabase(prefix) {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return { target: { kind: 'pglite', dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** PGlite always, PostgreSQL too when DATABASE_URL is set. */
function benchDatabaseTargets(prefix) {
  const targets = [async () => freshPgliteDatabase(prefix.replaceAll('_', '-'))];
  if (process.env.DATABASE_URL) targets.push(() => freshPostgresDatabase(prefix));
  return targets;
}

/**
 * Runs `measure(db, kind)` on a fresh, migrated database of each target of `benchDatabaseTargets(prefix)`, then
 * closes and drops it. After a BenchFailure the next database is measured; any other error stops. Resolves to
 * the first error, or undefined.
 */
export async function onEachDatabase(prefix, measure) {
  let failure;
  for (const open of benchDatabaseTargets(prefix)) {
    const { target, drop } = await open();
    const database = createDatabase(target);
    try {
      await migrateToLatest(database.db);
      await measure(database.db, target.kind);
    } catch (error) {
      failure ??= error;
      if (!(error instanceof BenchFailure)) break;
    } finally {
      await database.close();
      await drop();
    }
  }
  return failure;
}

/**
 * Runs `measure(kind, env)` with a server environment for each database: a PGlite data folder in `scratch`, then,
 * when DATABASE_URL is set and no other error than a BenchFailure stopped the first, a fresh PostgreSQL database
 * (dropped afterwards). Resolves to `{ measured, failure }`: what each measure returned, and the first error.
 */
export async function onEachServerDatabase(prefix, scratch, measure) {
  const measured = [];
  let failure;
  try {
    measured.push(await measure('pglite', { DATA_DIR: join(scratch, 'data'), DATABASE_URL: '' }));
  } catch (error) {
    failure ??= error;
  }
  if (process.env.DATABASE_URL && (!failure || failure instanceof BenchFailure)) {
    const { target, drop } = await freshPostgresDatabase(prefix);
    try {
      measured.push(await measure('postgres', { DATABASE_URL: target.url }));
    } catch (error) {
      failure ??= error;
    } finally {
      await drop();
    }
  }
  return { measured, failure };
}
