import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** A database name no other test process picks: `<prefix>_<pid>_<random>`. */
export function newDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** The server's connection string with another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates the database, as a copy of `template` when given. A test database commits without waiting for the
 * disk: nothing in a test outlives the server.
 */
export async function createDatabaseOn(serverUrl: string, name: string, template?: string): Promise<void> {
  const create = template ? `create database ${name} template ${template}` : `create database ${name}`;
  for (let attempt = 1; ; attempt++) {
    try {
      return await admin(serverUrl, create, `alter database ${name} set synchronous_commit = off`);
    } catch (error) {
      // 55006: PostgreSQL copies no template while a session is connected to it (it waits 5 s for closing ones)
      if (!template || attempt === 5 || (error as { code?: string }).code !== '55006') throw error;
      await sleep(200 * attempt);
    }
  }
}

export function dropDatabaseOn(serverUrl: string, name: string): Promise<void> {
  return admin(serverUrl, `drop database if exists ${name} with (force)`);
}

/** The names of the databases matching a LIKE pattern. */
export async function listDatabases(serverUrl: string, pattern: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      pattern,
    ]);
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

export async function admin(serverUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
