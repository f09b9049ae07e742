import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Spec 2.2, 2.3, 2.5: organizations and centers. Public center fields live in `centers`; theme
// overrides (the whole templateContent) and secrets live in tables no public read selects.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table organizations (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      slug text not null unique,
      hosting jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create table centers (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid references organizations(id) on delete set null,
      name text not null,
      slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      short_name text,
      city text,
      address text,
      postal_code text,
      country text,
      latitude double precision check (latitude between -90 and 90),
      longitude double precision check (longitude between -180 and 180),
      base_color text not null default '#1f2937' check (base_color ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$'),
      secondary_color text not null default '#4b5563' check (secondary_color ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$'),
      accent_color text not null default '#3b82f6' check (accent_color ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$'),
      logo text,
      logo_url text,
      favicon text,
      website_favicon text,
      cover_image_url text,
      theme text not null default 'default',
      website_template text not null default 'classic',
      coming_soon_enabled boolean not null default false,
      custom_domain text unique,
      website_url text,
      legacy_website_url text,
      phone text,
      email text,
      opening_hours jsonb not null default 'null',
      seo jsonb not null default '{}',
      chatbot jsonb not null default '{}',
      centerplan_settings jsonb not null default '{}',
      wayfinding_map jsonb not null default 'null',
      privacy jsonb not null default '{}',
      features jsonb not null default '{"shops": true, "news": true}',
      reporting_dashboard_client_id text unique,
      legacy_center_id integer unique,
      content_version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    'create index centers_organization_idx on centers (organization_id)',
    `create table center_theme_overrides (
      center_id uuid primary key references centers(id) on delete cascade,
      theme_overrides jsonb not null default '{}',
      updated_at timestamptz not null default now()
    )`,
    `create table center_secrets (
      center_id uuid primary key references centers(id) on delete cascade,
      companion_config jsonb not null default '{}',
      analytics_page_password_hash text,
      form_recipients jsonb not null default '{}',
      report_recipients text[] not null default '{}',
      updated_at timestamptz not null default now()
    )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop table center_secrets',
    'drop table center_theme_overrides',
    'drop table centers',
    'drop table organizations',
  ]);
}
