import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Issue 25.7, "every staff write is recorded": the history also keeps the writes to what is not a center's content
// (accounts, modules, keys, mail aliases, plugin sites, social posts, chains, the plan, media). These are recorded, not
// restored. Some rows belong to no center (a platform-wide user, an organization's module switches): the log takes
// them with their organization. Secrets and bookkeeping the platform writes by itself (password hashes, key hashes,
// sign-in counters, sync state, a floor's SVG body) are left out of the log: named to the trigger, never stored.

/** Per table: the column that names its record, then the columns never stored. */
const AUDITED_TABLES: Record<string, readonly [string, ...string[]]> = {
  users: ['id', 'password_hash', 'failed_login_attempts', 'locked_until', 'last_login_at', 'email_digest_last_sent_at'],
  organizations: ['id'],
  module_tenant_settings: ['organization_id'],
  role_module_overrides: ['id'],
  api_keys: ['id', 'key_hash', 'last_used_at'],
  mail_aliases: ['id'],
  plugin_sites: ['id', 'inbound_key_hash', 'outbound_key_encrypted', 'sync_state', 'last_sync_at'],
  social_accounts: ['id'],
  social_posts: ['id'],
  shop_chains: ['id'],
  center_secrets: ['center_id', 'analytics_page_password_hash', 'companion_config'],
  center_theme_overrides: ['center_id'],
  centerplans: ['id'],
  map_floors: ['id', 'map_svg'],
  map_locations: ['id'],
  parking_zones: ['id', 'free_spaces'],
  media_assets: ['id'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table record_revisions alter column center_id drop not null',
    'alter table record_revisions add column organization_id uuid',
    'create index record_revisions_platform_idx on record_revisions (id desc) where center_id is null',
    `create function record_audit_revision() returns trigger language plpgsql as $$
    declare
      key_column text := tg_argv[0];
      left_out text[] := coalesce(tg_argv[1:tg_nargs - 1], '{}');
      before_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) - left_out end;
      after_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) - left_out end;
      rec jsonb := coalesce(after_row, before_row);
      center uuid := (rec ->> 'center_id')::uuid;
      delta jsonb;
    begin
      select coalesce(jsonb_object_agg(key, jsonb_build_array(before_row -> key, after_row -> key)), '{}')
        into delta
        from jsonb_object_keys(rec) as key
        where key <> 'updated_at'
          and (before_row -> key) is distinct from (after_row -> key)
          and not (tg_op = 'INSERT' and after_row -> key = 'null'::jsonb)
          and not (tg_op = 'DELETE' and before_row -> key = 'null'::jsonb);
      if tg_op = 'UPDATE' and delta = '{}' then
        return null;
      end if;
      insert into record_revisions (center_id, organization_id, record_table, record_id, action,
        actor_user_id, actor_label, actor_kind, changes, snapshot)
      values (
        center,
        coalesce((rec ->> 'organization_id')::uuid, (select organization_id from centers where id = center)),
        tg_table_name,
        (rec ->> key_column)::uuid,
        case tg_op when 'INSERT' then 'create' when 'UPDATE' then 'update' else 'delete' end,
        nullif(current_setting('app.actor_user_id', true), '')::uuid,
        nullif(current_setting('app.actor_label', true), ''),
        nullif(current_setting('app.actor_kind', true), ''),
        delta,
        rec
      );
      return null;
    end
    $$`,
    ...Object.entries(AUDITED_TABLES).map(([table, columns]) => {
      const args = columns.map((column) => `'${column}'`).join(', ');
      return `create trigger ${table}_history after insert or update or delete on ${table}
        for each row execute function record_audit_revision(${args})`;
    }),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    ...Object.keys(AUDITED_TABLES).map((table) => `drop trigger ${table}_history on ${table}`),
    'drop function record_audit_revision',
    'drop index record_revisions_platform_idx',
    'alter table record_revisions drop column organization_id',
  ]);
}
