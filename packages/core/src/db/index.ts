// The public entry of the db area: `@center-platform/core/db`.
export { createDatabase, type DatabaseHandle, type DatabaseTarget } from './database';
export { initializeEmbeddedDataDir } from './embedded-data-dir';
export { json } from './json';
export { type KeyedFeed, openKeyedFeed } from './keyed-feed';
export { migrateToLatest } from './migrate';
export type { Database } from './schema';
export type { Role } from './schema/accounts';
export type { StoredOpeningHours } from './schema/columns';
export { withStartUpLock } from './start-up';
export { isDatabaseUnavailable } from './unavailable';
