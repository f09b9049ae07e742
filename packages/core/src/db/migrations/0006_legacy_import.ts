import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

const IMPORTED = ['shops', 'news', 'events', 'offers', 'jobs', 'services'] as const;

// Spec 4.7: the legacy import. `legacy_hash` is the hash of the upstream record a row was last imported
// from: a re-run skips records whose hash is unchanged (local edits of those rows stay), and a null hash
// (an asset of the row failed) makes the next run try the row again. One queued or running import per
// target center and kind; media recorded per source URL so a re-run downloads nothing twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    ...IMPORTED.map((table) => `alter table ${table} add column legacy_hash text`),
    'alter table import_runs add column updated_at timestamptz not null default now()',
    `create unique index import_runs_one_active_key on import_runs (kind, target_center_id)
      where status in ('queued', 'running')`,
    // a row per re-hosted source URL; several sources of the same bytes share one storage key
    'alter table media_assets drop constraint media_assets_storage_key_key',
    'create index media_assets_storage_key_idx on media_assets (storage_key)',
    'alter table media_assets add constraint media_assets_source_key unique (center_id, source_url)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table media_assets drop constraint media_assets_source_key',
    'drop index media_assets_storage_key_idx',
    'delete from media_assets a using media_assets b where a.storage_key = b.storage_key and a.ctid > b.ctid',
    'alter table media_assets add constraint media_assets_storage_key_key unique (storage_key)',
    'drop index import_runs_one_active_key',
    'alter table import_runs drop column updated_at',
    ...IMPORTED.map((table) => `alter table ${table} drop column legacy_hash`),
  ]);
}
