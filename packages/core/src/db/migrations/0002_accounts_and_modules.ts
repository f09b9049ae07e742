import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

const ROLES = [
  'SUPER_ADMIN',
  'CENTER_ADMIN',
  'ORG_MARKETING_MANAGER',
  'CONTENT_EDITOR',
  'AGENCY_CONTENT_EDITOR',
  'CENTER_MANAGER',
  'CM_ASSISTANT',
  'FACILITY_MANAGER',
  'FACILITY_TECHNICIAN',
  'FACILITY_ASSISTANT',
  'TENANT',
  'VIEWER',
  'FINANCE_MANAGER',
  'ANALYTICS_VIEWER',
];
const roleCheck = (column: string) => `check (${column} in (${ROLES.map((r) => `'${r}'`).join(', ')}))`;

const MODULES = [
  'dashboard',
  'users',
  'settings',
  'system-integration',
  'communication',
  'cms-integration',
  'mall-core',
  'social-core',
  'property-core',
  'finance-core',
  'analytics-core',
  'community-core',
  'digital-experience',
  'staff-management',
  'center-manager-app',
  'organization-management',
  'marketing-core',
  'ai-automation',
];
const moduleCheck = `check (module_id in (${MODULES.map((m) => `'${m}'`).join(', ')}))`;

// Spec 2.9, 2.11, 3, 5, 6: users, sessions, one-time tokens, mail aliases, bell notifications, the
// e-mail log, bearer credentials and the module registry state.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null check (email = lower(email) and position('@' in email) > 1),
      name text not null,
      password_hash text,
      role text not null ${roleCheck('role')},
      organization_id uuid references organizations(id) on delete set null,
      center_id uuid references centers(id) on delete set null,
      is_active boolean not null default true,
      failed_login_attempts integer not null default 0 check (failed_login_attempts >= 0),
      locked_until timestamptz,
      email_digest_enabled boolean not null default false,
      email_digest_hour integer not null default 8 check (email_digest_hour in (7, 8, 9, 10, 12, 15, 18)),
      email_digest_last_sent_at timestamptz,
      last_login_at timestamptz,
      password_changed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    'create unique index users_email_key on users (email)',
    'create index users_digest_idx on users (email_digest_hour) where email_digest_enabled and is_active',
    `create table sessions (
      id text primary key,
      user_id uuid not null references users(id) on delete cascade,
      expires_at timestamptz not null,
      center_id uuid references centers(id) on delete set null,
      ip_address text,
      user_agent text,
      created_at timestamptz not null default now()
    )`,
    'create index sessions_user_idx on sessions (user_id)',
    `create table mail_aliases (
      id uuid primary key default gen_random_uuid(),
      center_id uuid not null references centers(id) on delete cascade,
      alias text not null,
      target_email text not null,
      is_external boolean not null,
      status text not null default 'pending' check (status in ('pending', 'verified')),
      verified_at timestamptz,
      created_by_user_id uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (center_id, alias, target_email)
    )`,
    `create table account_tokens (
      id uuid primary key default gen_random_uuid(),
      token_hash text not null unique,
      purpose text not null check (purpose in ('setup', 'reset', 'unlock', 'mail_alias_verify')),
      user_id uuid references users(id) on delete cascade,
      mail_alias_id uuid references mail_aliases(id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      check ((purpose = 'mail_alias_verify') = (mail_alias_id is not null and user_id is null)),
      check (purpose = 'mail_alias_verify' or user_id is not null)
    )`,
    'create index account_tokens_user_idx on account_tokens (user_id)',
    `create table bell_notifications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      center_id uuid references centers(id) on delete cascade,
      kind text not null,
      title text not null,
      body text,
      link text,
      payload jsonb not null default '{}',
      read_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    'create index bell_notifications_user_idx on bell_notifications (user_id, created_at)',
    `create table email_log (
      id uuid primary key default gen_random_uuid(),
      template_id text not null,
      to_addresses text[] not null default '{}',
      subject text not null,
      status text not null check (status in ('sent', 'failed', 'outbox')),
      transport text not null check (transport in ('postmark', 'outbox')),
      provider_message_id text,
      error text,
      text_body text,
      html_body text,
      user_id uuid references users(id) on delete set null,
      center_id uuid references centers(id) on delete set null,
      created_at timestamptz not null default now()
    )`,
    'create index email_log_created_idx on email_log (created_at)',
    `create table api_keys (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('organization', 'center_plugin', 'server')),
      organization_id uuid references organizations(id) on delete cascade,
      center_id uuid references centers(id) on delete cascade,
      name text not null,
      key_hash text not null unique,
      key_prefix text not null,
      scopes text[] not null default '{}',
      created_by_user_id uuid references users(id) on delete set null,
      last_used_at timestamptz,
      expires_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now(),
      check (kind <> 'organization' or organization_id is not null),
      check (kind <> 'center_plugin' or center_id is not null)
    )`,
    `create table module_tenant_settings (
      organization_id uuid not null references organizations(id) on delete cascade,
      module_id text not null ${moduleCheck},
      enabled boolean not null,
      updated_at timestamptz not null default now(),
      primary key (organization_id, module_id)
    )`,
    `create table role_module_overrides (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid references organizations(id) on delete cascade,
      role text not null ${roleCheck('role')},
      module_id text not null ${moduleCheck},
      enabled boolean not null,
      updated_at timestamptz not null default now()
    )`,
    // one row per (tenant or platform default, role, module); nulls made comparable for the key
    `create unique index role_module_overrides_key on role_module_overrides
      (coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid), role, module_id)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop table role_module_overrides',
    'drop table module_tenant_settings',
    'drop table api_keys',
    'drop table email_log',
    'drop table bell_notifications',
    'drop table account_tokens',
    'drop table mail_aliases',
    'drop table sessions',
    'drop table users',
  ]);
}
