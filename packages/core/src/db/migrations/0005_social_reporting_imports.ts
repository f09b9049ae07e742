import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

const AUDIT = `created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()`;

// Spec 2.10, 4.6-4.8, 4.10, 6.1, 6.4: the social review workflow, content metrics, reporting
// snapshots and client reports, import runs, the media store and map-plugin sites and syncs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table social_accounts (
      id uuid primary key default gen_random_uuid(),
      center_id uuid not null references centers(id) on delete cascade,
      provider text not null,
      external_account_id text not null,
      name text,
      status text not null default 'connected' check (status in ('connected', 'token_expired', 'disconnected')),
      ${AUDIT},
      unique (provider, external_account_id)
    )`,
    `create table social_posts (
      id uuid primary key default gen_random_uuid(),
      center_id uuid not null references centers(id) on delete cascade,
      social_account_id uuid references social_accounts(id) on delete set null,
      source_type text not null check (source_type in ('news', 'event', 'offer', 'review', 'manual')),
      source_id uuid,
      snapshot jsonb not null default '{}',
      text text not null,
      media jsonb not null default '[]',
      state text not null default 'draft'
        check (state in ('draft', 'pending_approval', 'approved', 'rejected', 'scheduled', 'published', 'publish_failed')),
      review_comment text,
      created_by_user_id uuid references users(id) on delete set null,
      requested_at timestamptz,
      reviewed_by_user_id uuid references users(id) on delete set null,
      reviewed_at timestamptz,
      scheduled_at timestamptz,
      published_at timestamptz,
      provider_post_id text unique,
      publish_error text,
      ${AUDIT}
    )`,
    'create index social_posts_center_state_idx on social_posts (center_id, state)',
    `create table social_post_comments (
      id uuid primary key default gen_random_uuid(),
      post_id uuid not null references social_posts(id) on delete cascade,
      author_user_id uuid references users(id) on delete set null,
      body text not null,
      created_at timestamptz not null default now()
    )`,
    `create table content_metrics (
      content_type text not null check (content_type in ('news', 'event', 'offer', 'job')),
      content_id uuid not null,
      day date not null,
      center_id uuid not null references centers(id) on delete cascade,
      views integer not null default 0 check (views >= 0),
      shares integer not null default 0 check (shares >= 0),
      score double precision not null default 0,
      primary key (content_type, content_id, day)
    )`,
    `create table reporting_channel_snapshots (
      id uuid primary key default gen_random_uuid(),
      center_id uuid not null references centers(id) on delete cascade,
      legacy_row_id text not null unique,
      legacy_client_id text not null,
      channel text not null check (channel in ('website_analytics_monthly', 'social_media', 'chatbot_metrics',
        'stelen_metrics', 'meta_ads', 'google_ads', 'search_keywords')),
      month date not null check (extract(day from month) = 1),
      metrics jsonb not null,
      import_run_id uuid,
      created_at timestamptz not null default now()
    )`,
    'create index reporting_snapshots_center_idx on reporting_channel_snapshots (center_id, channel, month)',
    `create table client_reports (
      id uuid primary key default gen_random_uuid(),
      center_id uuid not null references centers(id) on delete cascade,
      month date not null check (extract(day from month) = 1),
      status text not null default 'pending' check (status in ('pending', 'ready', 'sent')),
      ready_at timestamptz,
      sent_at timestamptz,
      created_at timestamptz not null default now(),
      unique (center_id, month)
    )`,
    `create table report_share_links (
      id uuid primary key default gen_random_uuid(),
      client_report_id uuid not null references client_reports(id) on delete cascade,
      token_hash text not null unique,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    `create table import_runs (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('legacy', 'reporting')),
      status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
      source_ref text,
      target_center_id uuid references centers(id) on delete set null,
      options jsonb not null default '{}',
      progress jsonb not null default '{}',
      counts jsonb not null default '{}',
      warnings jsonb not null default '[]',
      errors jsonb not null default '[]',
      dry_run boolean not null default false,
      job_id text,
      created_by_user_id uuid references users(id) on delete set null,
      started_at timestamptz,
      finished_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    'create index import_runs_created_idx on import_runs (kind, created_at desc)',
    `alter table reporting_channel_snapshots
      add constraint reporting_snapshots_run_fk foreign key (import_run_id) references import_runs(id) on delete set null`,
    `create table media_assets (
      id uuid primary key default gen_random_uuid(),
      center_id uuid references centers(id) on delete cascade,
      storage_key text not null unique,
      content_hash text not null,
      mime_type text not null,
      byte_size integer not null check (byte_size >= 0),
      source_url text,
      original_name text,
      created_at timestamptz not null default now()
    )`,
    'create index media_assets_hash_idx on media_assets (center_id, content_hash)',
    `create table plugin_sites (
      id uuid primary key default gen_random_uuid(),
      center_id uuid not null references centers(id) on delete cascade,
      name text not null,
      url text not null,
      inbound_key_hash text unique,
      outbound_key_encrypted text,
      status text not null default 'connected' check (status in ('connected', 'disconnected', 'error')),
      last_sync_at timestamptz,
      sync_state jsonb not null default '{}',
      ${AUDIT},
      unique (center_id, url)
    )`,
    `create table plugin_sync_runs (
      id uuid primary key default gen_random_uuid(),
      plugin_site_id uuid not null references plugin_sites(id) on delete cascade,
      kind text not null check (kind in ('full', 'incremental')),
      status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed')),
      bundle_version integer,
      counts jsonb not null default '{}',
      errors jsonb not null default '[]',
      started_at timestamptz,
      finished_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    'create index plugin_sync_runs_site_idx on plugin_sync_runs (plugin_site_id, created_at desc)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop table plugin_sync_runs',
    'drop table plugin_sites',
    'drop table media_assets',
    'drop table reporting_channel_snapshots',
    'drop table import_runs',
    'drop table report_share_links',
    'drop table client_reports',
    'drop table content_metrics',
    'drop table social_post_comments',
    'drop table social_posts',
    'drop table social_accounts',
  ]);
}
