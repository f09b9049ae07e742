import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Spec 4.6 footfall ("prepared; live measurements to follow"), issue 25.8: the visitors a center's counters measured
// per day, pushed by the counting system (the bridge or an organization key) or entered by the center's admins.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table footfall_counts (
      center_id uuid not null references centers(id) on delete cascade,
      day date not null,
      visitors integer not null check (visitors >= 0),
      updated_at timestamptz not null default now(),
      primary key (center_id, day)
    )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop table footfall_counts']);
}
