import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Issue 25.7: the history of every write to a center's content. An AFTER trigger on each table of HISTORY_KINDS
// appends one row per inserted, updated or deleted record: the record as it is after the write (before a delete),
// the changed columns with their values before and after, and who wrote (the transaction-local settings
// `app.actor_*`, set by writeForCenter; none: a system write). An update that changes only `updated_at` or an
// untracked column (a center's content version) is no revision. The log is append-only: a trigger refuses every
// update and delete of its rows. No foreign keys: the history outlives the records, their users and centers.

/** The tables of history/history-kinds.ts as this migration found them, with their untracked columns. */
const TABLES: Record<string, readonly string[]> = {
  shops: [],
  news: [],
  events: [],
  offers: [],
  jobs: [],
  services: [],
  offices: [],
  homepage_tiles: [],
  hot_picks: [],
  page_content: [],
  categories: [],
  category_themes: [],
  office_themes: [],
  gastronomy_themes: [],
  website_contacts: [],
  entrances: [],
  touchscreens: [],
  dooh_playlists: [],
  signage_configs: [],
  centers: ['content_version'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table record_revisions (
      id bigint generated always as identity primary key,
      center_id uuid not null,
      record_table text not null,
      record_id uuid not null,
      action text not null check (action in ('create', 'update', 'delete')),
      actor_user_id uuid,
      actor_label text,
      actor_kind text,
      restored_from bigint,
      changes jsonb not null,
      snapshot jsonb not null,
      created_at timestamptz not null default now()
    )`,
    'create index record_revisions_record_idx on record_revisions (record_table, record_id, id desc)',
    'create index record_revisions_center_idx on record_revisions (center_id, id desc)',
    `create function record_revision() returns trigger language plpgsql as $$
    declare
      before_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
      after_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
      rec jsonb := coalesce(after_row, before_row);
      delta jsonb;
    begin
      select coalesce(jsonb_object_agg(key, jsonb_build_array(before_row -> key, after_row -> key)), '{}')
        into delta
        from jsonb_object_keys(rec) as key
        where key <> 'updated_at' and key <> all (coalesce(tg_argv, '{}'))
          and (before_row -> key) is distinct from (after_row -> key)
          and not (tg_op = 'INSERT' and after_row -> key = 'null'::jsonb)
          and not (tg_op = 'DELETE' and before_row -> key = 'null'::jsonb);
      if tg_op = 'UPDATE' and delta = '{}' then
        return null;
      end if;
      insert into record_revisions
        (center_id, record_table, record_id, action, actor_user_id, actor_label, actor_kind, restored_from, changes, snapshot)
      values (
        coalesce(rec ->> 'center_id', rec ->> 'id')::uuid,
        tg_table_name,
        coalesce(rec ->> 'id', rec ->> 'center_id')::uuid,
        case tg_op when 'INSERT' then 'create' when 'UPDATE' then 'update' else 'delete' end,
        nullif(current_setting('app.actor_user_id', true), '')::uuid,
        nullif(current_setting('app.actor_label', true), ''),
        nullif(current_setting('app.actor_kind', true), ''),
        nullif(current_setting('app.restored_from', true), '')::bigint,
        delta,
        rec
      );
      return null;
    end
    $$`,
    `create function refuse_revision_change() returns trigger language plpgsql as $$
    begin
      raise exception 'record_revisions is append-only';
    end
    $$`,
    `create trigger record_revisions_append_only before update or delete on record_revisions
      for each row execute function refuse_revision_change()`,
    ...Object.entries(TABLES).map(([table, untrackedColumns]) => {
      const untracked = untrackedColumns.map((column) => `'${column}'`).join(', ');
      return `create trigger ${table}_history after insert or update or delete on ${table}
        for each row execute function record_revision(${untracked})`;
    }),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    ...Object.keys(TABLES).map((table) => `drop trigger ${table}_history on ${table}`),
    'drop table record_revisions',
    'drop function refuse_revision_change',
    'drop function record_revision',
  ]);
}
