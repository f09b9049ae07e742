import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Every write of a center's content bumps `centers.content_version` (a statement of its own), so the history trigger
// on `centers` ran on every content write only to find that nothing but the version changed. The trigger now fires
// for an update only when the version stays (a change of the settings); creating and deleting a center still fire.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop trigger centers_history on centers',
    `create trigger centers_history after update on centers
      for each row when (old.content_version is not distinct from new.content_version)
      execute function record_revision('content_version')`,
    `create trigger centers_history_rows after insert or delete on centers
      for each row execute function record_revision('content_version')`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop trigger centers_history_rows on centers',
    'drop trigger centers_history on centers',
    `create trigger centers_history after insert or update or delete on centers
      for each row execute function record_revision('content_version')`,
  ]);
}
