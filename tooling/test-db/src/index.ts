// The test database harness: every test file gets a fresh, empty database of its own.
// Without DATABASE_URL it is an in-memory PGlite; with DATABASE_URL (a PostgreSQL server the tests may
// create databases on) it is a new database `cp_test_*` on that server, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** `{ kind: 'pglite' }` without a data folder is an in-memory database, new for every connection made. */
export type TestDatabaseTarget = { kind: 'pglite' } | { kind: 'postgres'; url: string };

export interface TestDatabase {
  target: TestDatabaseTarget;
  /** Removes the database. Call after the code under test closed its connections. */
  drop(): Promise<void>;
}

export function usesPostgres(): boolean {
  return Boolean(process.env.DATABASE_URL);
}

export async function provisionTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { target: { kind: 'pglite' }, drop: async () => {} };
  }
  const name = `cp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
