import { provisionTestDatabase } from '@center-platform/test-db';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * A database of its own for one test file (PGlite, or PostgreSQL when DATABASE_URL is set): a copy of the run's
 * migrated template (template-setup.ts), or with `migrate: false` an empty one.
 */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const migrate = options.migrate !== false;
  const provisioned = await provisionTestDatabase({ migrated: migrate });
  const handle = createDatabase(provisioned.target);
  // a no-op on the template's copy; migrates where the run has no template (a run without the globalSetup)
  if (migrate) await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await provisioned.drop();
    },
  };
}
export * from './xss-corpus';
