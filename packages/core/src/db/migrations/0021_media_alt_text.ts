import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Issue 26: files uploaded in the dashboard carry an alt text (what the picture shows, for screen readers and
// search engines), and a center's files are found by their content hash when the same bytes arrive again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table media_assets add column alt_text text',
    'create index media_assets_center_key_idx on media_assets (center_id, storage_key)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop index media_assets_center_key_idx', 'alter table media_assets drop column alt_text']);
}
