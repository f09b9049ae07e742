import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

const AUDIT = `created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()`;

// Spec 2.7, 4.1 (wayfinding rows), 4.7 (center plan import): center plans, floors with SVG, map
// locations, the walkable graph, entrances, touchscreens and the signage configuration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table centerplans (
      id uuid primary key default gen_random_uuid(),
      center_id uuid not null unique references centers(id) on delete cascade,
      name text,
      settings jsonb not null default '{}',
      ${AUDIT}
    )`,
    `create table map_floors (
      id uuid primary key default gen_random_uuid(),
      center_id uuid not null references centers(id) on delete cascade,
      centerplan_id uuid not null references centerplans(id) on delete cascade,
      floor_number integer not null,
      name text not null,
      short_name text,
      map_image text,
      map_svg text not null default '',
      is_default boolean not null default false,
      is_active boolean not null default true,
      sort_order integer not null default 0,
      ${AUDIT},
      unique (center_id, floor_number)
    )`,
    'create unique index map_floors_default_key on map_floors (center_id) where is_default',
    `create table map_locations (
      id uuid primary key default gen_random_uuid(),
      center_id uuid not null references centers(id) on delete cascade,
      floor_id uuid not null references map_floors(id) on delete cascade,
      shop_id uuid references shops(id) on delete cascade,
      service_id uuid references services(id) on delete cascade,
      svg_element_id text,
      mapping_method text not null check (mapping_method in ('element_id', 'data_id', 'coordinate')),
      x double precision,
      y double precision,
      label text,
      ${AUDIT},
      check (num_nonnulls(shop_id, service_id) <= 1),
      check (mapping_method <> 'coordinate' or (x is not null and y is not null)),
      unique (floor_id, svg_element_id)
    )`,
    'create index map_locations_floor_idx on map_locations (floor_id)',
    'create index map_locations_shop_idx on map_locations (shop_id)',
    `create table entrances (
      id uuid primary key default gen_random_uuid(),
      center_id uuid not null references centers(id) on delete cascade,
      floor_id uuid references map_floors(id) on delete set null,
      name text not null,
      description text,
      x double precision,
      y double precision,
      is_accessible boolean not null default true,
      is_active boolean not null default true,
      sort_order integer not null default 0,
      ${AUDIT}
    )`,
    `create table touchscreens (
      id uuid primary key default gen_random_uuid(),
      center_id uuid not null references centers(id) on delete cascade,
      floor_id uuid references map_floors(id) on delete set null,
      name text not null,
      slug text not null,
      x double precision,
      y double precision,
      orientation double precision,
      is_active boolean not null default true,
      ${AUDIT},
      unique (center_id, slug)
    )`,
    `create table signage_configs (
      center_id uuid primary key references centers(id) on delete cascade,
      settings jsonb not null default '{}',
      updated_at timestamptz not null default now()
    )`,
    `create table wayfinding_nodes (
      id uuid primary key default gen_random_uuid(),
      center_id uuid not null references centers(id) on delete cascade,
      floor_id uuid not null references map_floors(id) on delete cascade,
      kind text not null check (kind in ('walkway', 'connector', 'entrance', 'touchscreen', 'location')),
      x double precision not null,
      y double precision not null,
      connector_group text,
      connector_type text check (connector_type in ('stairs', 'escalator', 'lift')),
      ref_id uuid,
      label text,
      created_at timestamptz not null default now(),
      check ((kind = 'connector') = (connector_type is not null and connector_group is not null))
    )`,
    'create index wayfinding_nodes_center_idx on wayfinding_nodes (center_id)',
    `create table wayfinding_edges (
      id uuid primary key default gen_random_uuid(),
      center_id uuid not null references centers(id) on delete cascade,
      from_node_id uuid not null references wayfinding_nodes(id) on delete cascade,
      to_node_id uuid not null references wayfinding_nodes(id) on delete cascade,
      weight double precision check (weight >= 0),
      is_accessible boolean not null default true,
      created_at timestamptz not null default now(),
      check (from_node_id <> to_node_id),
      unique (from_node_id, to_node_id)
    )`,
    'create index wayfinding_edges_center_idx on wayfinding_edges (center_id)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop table wayfinding_edges',
    'drop table wayfinding_nodes',
    'drop table signage_configs',
    'drop table touchscreens',
    'drop table entrances',
    'drop table map_locations',
    'drop table map_floors',
    'drop table centerplans',
  ]);
}
