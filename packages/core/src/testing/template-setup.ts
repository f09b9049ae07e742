// Part of the vitest globalSetup (run-setup.ts): migrates, once per test run, the template that openTestDatabase
// copies for each test file; on PGlite only when no earlier run kept a template of the same migrations. The template
// also holds pg-boss's schema, as the first createJobQueue on a database installs it: a file that starts a job queue
// skips the install (27 files a run; on PostgreSQL a start cost the test process 0.08 CPU-s and the server 0.06 with
// the install, about 0.02 of each without).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestTemplate } from '@center-platform/test-db';
import { getConstructionPlans } from 'pg-boss';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export default async function setup(): Promise<() => Promise<void>> {
  const template = await createTestTemplate({ cacheKey: schemaKey });
  if (!template.migrated) {
    const handle = createDatabase(template.target);
    try {
      await migrateToLatest(handle.db);
      // the schema createJobQueue uses (pg-boss's default); used copies keep it and get its version row back
      const plans = getConstructionPlans();
      if (handle.pool) await handle.pool.query(plans);
      else await handle.pglite?.exec(plans);
    } finally {
      await handle.close();
    }
  }
  await template.publish();
  return template.drop;
}

/**
 * What a migrated template holds depends on: the migrations' source, pg-boss's release (its schema) and the PGlite
 * release that wrote it.
 */
function schemaKey(): string {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  for (const entry of [require.resolve('@electric-sql/pglite'), require.resolve('pg-boss')]) {
    hash.update(readFileSync(join(dirname(entry), '../package.json')));
  }
  const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));
  for (const file of readdirSync(migrations).sort()) {
    if (!file.endsWith('.test.ts')) hash.update(file).update(readFileSync(join(migrations, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
