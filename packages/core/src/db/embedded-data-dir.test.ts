// Issue 23, point 4: a new embedded data folder is created in a child process (PGlite's initdb would keep about
// 450 MB in the server's own memory); the server then opens it as it opens an existing one.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database';
import { initializeEmbeddedDataDir } from './embedded-data-dir';

// the embedded database's own: checked in the run without DATABASE_URL (`pnpm test` on PGlite)
describe.skipIf(process.env.DATABASE_URL)('a new embedded data folder', () => {
  let folder = '';
  let dataDir = '';
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'cp-datadir-'));
    dataDir = join(folder, 'data');
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is created once, outside this process, and then opens as an existing one', async () => {
    await initializeEmbeddedDataDir({ kind: 'pglite', dataDir });
    const versionFile = join(dataDir, 'PG_VERSION');
    expect(existsSync(versionFile)).toBe(true);
    const created = statSync(versionFile).mtimeMs;

    await initializeEmbeddedDataDir({ kind: 'pglite', dataDir }); // a folder that holds a database is left alone
    expect(statSync(versionFile).mtimeMs).toBe(created);

    const database = createDatabase({ kind: 'pglite', dataDir });
    try {
      const { rows } = await sql<{ sharedBuffers: string }>`show shared_buffers`.execute(database.db);
      expect(rows[0]?.sharedBuffers).toBe('32MB');
    } finally {
      await database.close();
    }
  }, 60_000);
});
