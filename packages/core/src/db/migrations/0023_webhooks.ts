import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Issue 27.3: signed webhooks of a center. A subscription names a URL and the kinds it wants; its signing secret is
// kept apart (sealed, like the plugin keys) in webhook_secrets. The dispatcher turns the center's change events
// after the subscription's cursor into deliveries; each delivery is sent by a pg-boss job, and every HTTP attempt
// is logged with its status and duration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table webhook_subscriptions (
      id uuid primary key default gen_random_uuid(),
      center_id uuid not null references centers (id) on delete cascade,
      url text not null,
      description text not null default '',
      kinds text[] not null default '{}',
      status text not null default 'active' check (status in ('active', 'disabled')),
      disabled_reason text,
      disabled_at timestamptz,
      consecutive_failures integer not null default 0,
      last_change_id bigint not null default 0,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (center_id, url)
    )`,
    `create table webhook_secrets (
      subscription_id uuid primary key references webhook_subscriptions (id) on delete cascade,
      secret_sealed text not null
    )`,
    `create table webhook_deliveries (
      id uuid primary key default gen_random_uuid(),
      subscription_id uuid not null references webhook_subscriptions (id) on delete cascade,
      change_id bigint,
      event_type text not null,
      payload jsonb not null,
      status text not null default 'queued' check (status in ('queued', 'succeeded', 'failed', 'cancelled')),
      attempts integer not null default 0,
      last_status_code integer,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )`,
    'create index webhook_deliveries_subscription_idx on webhook_deliveries (subscription_id, created_at desc)',
    'create index webhook_deliveries_created_idx on webhook_deliveries (created_at)',
    `create table webhook_attempts (
      id bigint generated always as identity primary key,
      delivery_id uuid not null references webhook_deliveries (id) on delete cascade,
      started_at timestamptz not null default now(),
      duration_ms integer not null,
      status_code integer,
      error text,
      response_excerpt text
    )`,
    'create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id, id)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop table webhook_attempts',
    'drop table webhook_deliveries',
    'drop table webhook_secrets',
    'drop table webhook_subscriptions',
  ]);
}
