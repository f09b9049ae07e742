// A vitest globalSetup of every package (tooling/vitest/preset.mjs): migrates, once per test run, the template
// that openTestDatabase copies for each test file.
import { createTestTemplate, TEMPLATE_VARIABLE } from '@center-platform/test-db';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export default async function setup(): Promise<() => Promise<void>> {
  // the root `pnpm test` runs every package as a project of one run: the first project's template serves all
  if (process.env[TEMPLATE_VARIABLE]) return async () => {};
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
