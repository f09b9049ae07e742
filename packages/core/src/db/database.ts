import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { namingWriters } from '../history/writer-dialect';
import type { Database } from './schema';

/** Where the data lives: embedded PGlite (in a data folder, or in memory without one) or a PostgreSQL server. */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string; maxConnections?: number };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  /** PostgreSQL only: the connection string (the job queue opens a small pool of its own with it) */
  url?: string;
  /** PostgreSQL only: the pool behind `db`, for a prepared statement on a hot path (Kysely names none) */
  pool?: pg.Pool;
  /**
   * Embedded only: the one PGlite instance behind `db`. Anything else that runs statements on it must go through
   * Kysely's connection (`db.connection().execute(...)`): the dialect serializes its single connection there, and a
   * statement that bypassed it would run inside whatever Kysely transaction is open at that moment.
   */
  pglite?: PGlite;
  /** embedded only: LISTEN on a channel of this in-process database; resolves to its unsubscribe */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const INT8 = 20;
const DATE = 1082;

// Both drivers answer alike: counts (int8) as numbers, `date` columns as 'YYYY-MM-DD' strings.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

const EMBEDDED_SHARED_BUFFERS = '32MB';

const plugins = [new CamelCasePlugin({ maintainNestedObjectKeys: true })];

export function createDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10, types: pgTypes });
    // an idle client losing its server must not crash the process; the next query reports it
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: namingWriters(new PostgresDialect({ pool })), plugins });
    return { db, kind: 'postgres', url: target.url, pool, close: () => db.destroy() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    // 128 MB of shared buffers by default, all of it resident: the embedded database of one platform fits in far
    // less, and the files it reads are in the system's page cache too (issue 23: RSS after start)
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    parsers: { [INT8]: (value: string) => Number(value), [DATE]: (value: string) => value },
  });
  const db = new Kysely<Database>({ dialect: namingWriters(new PGliteDialect(pglite)), plugins });
  return {
    db,
    kind: 'pglite',
    pglite,
    listen: async (channel, onPayload) => {
      const unlisten = await pglite.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => db.destroy(),
  };
}
