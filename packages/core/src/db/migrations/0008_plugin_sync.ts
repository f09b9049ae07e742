import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Spec 4.10: at most one queued or running sync per plugin site, so two requests never push interleaved
// bundles; the request that loses the race is told which run is active.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create unique index plugin_sync_runs_one_active_key on plugin_sync_runs (plugin_site_id)
      where status in ('queued', 'running')`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop index plugin_sync_runs_one_active_key']);
}
