// Part of the vitest globalSetup (run-setup.ts): migrates, once per test run, the template
// that openTestDatabase copies for each test file.
import { createTestTemplate } from '@center-platform/test-db';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export default async function setup(): Promise<() => Promise<void>> {
  const template = await createTestTemplate();
  const handle = createDatabase(template.target);
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  await template.publish();
  return template.drop;
}
