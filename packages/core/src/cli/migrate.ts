// `pnpm db:migrate`: applies pending migrations to the configured database and exits.
import { ConfigError, loadConfig } from '../config/env';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

try {
  const config = loadConfig();
  const database = createDatabase(config.database);
  const applied = await migrateToLatest(database.db);
  await database.close();
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'the database is up to date');
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
