// The public entry of the system area: `@center-platform/core/system`.
export { pingDatabase } from './database-health';
export { getVectorSyncHealth } from './vector-sync';
