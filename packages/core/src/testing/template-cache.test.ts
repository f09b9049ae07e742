// The migrated template kept between runs, PGlite's folder (tooling/test-db/src/template-cache.ts) and PostgreSQL's
// database (server-template-cache.ts): found under its key only, one key kept, and a second run keeping the same key
// leaves the first one's whole.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  cachedTemplate,
  copyKeptDatabase,
  databaseUrl,
  keepDatabase,
  keepTemplate,
  keptDatabaseName,
  listDatabases,
  scratchFolder,
  usesPostgres,
} from '@center-platform/test-db';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

describe('the kept PGlite template', () => {
  const made: ReturnType<typeof scratchFolder>[] = [];
  const emptyFolder = () => {
    const scratch = scratchFolder('cp-template-cache');
    made.push(scratch);
    return scratch.path;
  };
  /** a stand-in for a data folder: one file in a subfolder */
  const folder = (file: string, text: string) => {
    const path = emptyFolder();
    mkdirSync(join(path, 'base'));
    writeFileSync(join(path, 'base', file), text);
    return path;
  };
  afterEach(() => {
    for (const scratch of made.splice(0)) scratch.remove();
  });

  it('is found under the key it was kept with, and only there', () => {
    const root = emptyFolder();
    expect(cachedTemplate('a', root)).toBeUndefined();
    keepTemplate('a', folder('1', 'schema a'), root);
    const kept = cachedTemplate('a', root) as string;
    expect(readFileSync(join(kept, 'base', '1'), 'utf8')).toBe('schema a');
    expect(cachedTemplate('b', root)).toBeUndefined();
  });

  it('keeps one key: a new schema replaces the folder of the old one', () => {
    const root = emptyFolder();
    keepTemplate('a', folder('1', 'schema a'), root);
    keepTemplate('b', folder('1', 'schema b'), root);
    expect(cachedTemplate('a', root)).toBeUndefined();
    expect(readdirSync(root)).toEqual(['b']);
  });

  it('leaves the first folder of a key whole when a second run keeps the same key', () => {
    const root = emptyFolder();
    keepTemplate('a', folder('1', 'first run'), root);
    keepTemplate('a', folder('1', 'second run'), root);
    expect(readFileSync(join(cachedTemplate('a', root) as string, 'base', '1'), 'utf8')).toBe('first run');
    expect(readdirSync(root).filter((name) => name.startsWith('.partial-'))).toEqual([]);
  });
});

describe.skipIf(!usesPostgres())('the kept PostgreSQL template', () => {
  const server = process.env.DATABASE_URL as string;
  // apart from the run's own kept template, which keepDatabase would otherwise drop as another key
  const prefix = `cp_kepttest_${process.pid}`;
  const made: string[] = [];
  const run = async (database: string, statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl(server, database) });
    await client.connect();
    try {
      return (await client.query(statement)).rows;
    } finally {
      await client.end();
    }
  };
  const names = () => listDatabases(server, `${prefix}%`);
  /** a database standing in for a migrated template: one table holding `text` */
  const database = async (text: string) => {
    const name = `${prefix}_db${made.length}`;
    made.push(name);
    await run('postgres', `create database ${name}`);
    await run(name, `create table schema_mark (text text); insert into schema_mark values ('${text}')`);
    return name;
  };
  const markIn = async (name: string) => (await run(name, 'select text from schema_mark'))[0]?.text;
  afterAll(async () => {
    for (const name of await names()) await run('postgres', `drop database ${name} with (force)`);
  }, 30_000);

  it('is named after its key and what the template adds', () => {
    expect(keptDatabaseName('a', 'x', prefix)).toMatch(new RegExp(`^${prefix}_[0-9a-f]{16}$`));
    expect(keptDatabaseName('a', 'x', prefix)).toBe(keptDatabaseName('a', 'x', prefix));
    expect(keptDatabaseName('b', 'x', prefix)).not.toBe(keptDatabaseName('a', 'x', prefix));
    expect(keptDatabaseName('a', 'y', prefix)).not.toBe(keptDatabaseName('a', 'x', prefix));
  });

  it('is copied under its key only; without one kept, no database is made', async () => {
    const keptA = keptDatabaseName('a', '', prefix);
    const copy = `${prefix}_copy0`;
    expect(await copyKeptDatabase(server, copy, keptA)).toBe(false);
    expect(await names()).not.toContain(copy);
    await keepDatabase(server, await database('schema a'), keptA, prefix);
    expect(await copyKeptDatabase(server, copy, keptA)).toBe(true);
    expect(await markIn(copy)).toBe('schema a');
    expect(await copyKeptDatabase(server, `${prefix}_copy1`, keptDatabaseName('b', '', prefix))).toBe(false);
  });

  it('keeps one key, and the first of two runs keeping the same key', async () => {
    const keptA = keptDatabaseName('a', '', prefix);
    const keptB = keptDatabaseName('b', '', prefix);
    await keepDatabase(server, await database('schema a'), keptA, prefix);
    await keepDatabase(server, await database('schema b, first run'), keptB, prefix);
    expect(await names()).not.toContain(keptA);
    await keepDatabase(server, await database('schema b, second run'), keptB, prefix);
    const copy = `${prefix}_copy2`;
    expect(await copyKeptDatabase(server, copy, keptB)).toBe(true);
    expect(await markIn(copy)).toBe('schema b, first run');
  });
});
