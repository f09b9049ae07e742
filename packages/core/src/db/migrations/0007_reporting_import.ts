import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Spec 4.8: the reporting import has no target center (its runs carry a null `target_center_id`), and the
// unique index of 0006 treats nulls as distinct. This one holds at most one queued or running reporting run.
// It names the kind in its predicate: a legacy run whose target center was deleted (set null) is not covered.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create unique index import_runs_one_active_reporting_key on import_runs (kind)
      where kind = 'reporting' and status in ('queued', 'running')`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop index import_runs_one_active_reporting_key']);
}
