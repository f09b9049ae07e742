import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Issue 21 (dead workers): an import run whose runner is gone is `interrupted`. A run shows so while it is
// `running` without a heartbeat for a minute (imports/import-runs.ts); it is stored so when a new import of its
// target (or kind) finds it in the way. A stored `interrupted` run is outside the one-active-run indexes of 0006
// and 0007 (queued, running), so it blocks nothing; it is resumed to `queued`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table import_runs drop constraint import_runs_status_check',
    `alter table import_runs add constraint import_runs_status_check
      check (status in ('queued', 'running', 'interrupted', 'succeeded', 'failed', 'cancelled'))`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `update import_runs set status = 'failed', finished_at = coalesce(finished_at, now()) where status = 'interrupted'`,
    'alter table import_runs drop constraint import_runs_status_check',
    `alter table import_runs add constraint import_runs_status_check
      check (status in ('queued', 'running', 'succeeded', 'failed', 'cancelled'))`,
  ]);
}
