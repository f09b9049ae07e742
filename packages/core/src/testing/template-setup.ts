// Part of the vitest globalSetup (run-setup.ts): migrates, once per test run, the template that openTestDatabase
// copies for each test file; on PGlite only when no earlier run kept a template of the same migrations.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestTemplate } from '@center-platform/test-db';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export default async function setup(): Promise<() => Promise<void>> {
  const template = await createTestTemplate({ cacheKey: schemaKey });
  if (!template.migrated) {
    const handle = createDatabase(template.target);
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
  }
  await template.publish();
  return template.drop;
}

/** What a migrated template holds depends on: the migrations' source and the PGlite release that wrote it. */
function schemaKey(): string {
  const hash = createHash('sha256');
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(pglite), '../package.json')));
  const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));
  for (const file of readdirSync(migrations).sort()) {
    if (!file.endsWith('.test.ts')) hash.update(file).update(readFileSync(join(migrations, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
