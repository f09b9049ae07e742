import { provisionTestDatabase } from '@center-platform/test-db';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** A fresh, migrated database for one test file (PGlite, or PostgreSQL when DATABASE_URL is set). */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const provisioned = await provisionTestDatabase();
  const handle = createDatabase(provisioned.target);
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await provisioned.drop();
    },
  };
}
export * from './xss-corpus';
