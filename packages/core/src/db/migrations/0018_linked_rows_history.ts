import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Issue 25.7: a record's linked rows (a news item's shops, a theme's categories or shops, a playlist's items) are part
// of its versions. A save replaces them with a delete and an insert, so they are recorded as a set: at commit (a
// deferred trigger), once per record and transaction, the set as it is now, as one revision of the pseudo-field the
// API names (`linked_shop_ids`, `category_ids`, `shop_ids`, `items`), when it differs from the set recorded last. The
// sets as they are at this migration are recorded as each record's first (`create`), so a restore knows them from here
// on. A record deleted meanwhile records nothing: its own revision holds its last state. Each revision names its
// transaction, so a restore takes the record's fields and its linked rows of the same save together.

/** Per link table: the record's table, the column naming it, the field, the value of a row ('*': the row), the order. */
const LINKS: Record<string, [string, string, string, string, string]> = {
  news_linked_shops: ['news', 'news_id', 'linked_shop_ids', 'shop_id', 'shop_id'],
  category_theme_categories: ['category_themes', 'theme_id', 'category_ids', 'category_id', 'category_id'],
  gastronomy_theme_shops: ['gastronomy_themes', 'theme_id', 'shop_ids', 'shop_id', 'shop_id'],
  dooh_playlist_items: ['dooh_playlists', 'playlist_id', 'items', '*', 'sort_order'],
};

/** The set of a record's linked rows as JSON, in the link table's order (a row without its bookkeeping columns). */
const linkSet = (table: string, [, parentColumn, , value, order]: (typeof LINKS)[string], parent: string) =>
  `select coalesce(jsonb_agg(${
    value === '*' ? `to_jsonb(l) - '{id,${parentColumn},created_at}'::text[]` : `to_jsonb(l.${value})`
  } order by l.${order}), '[]'::jsonb) from ${table} l where l.${parentColumn} = ${parent}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table record_revisions add column transaction_id bigint',
    'alter table record_revisions alter column transaction_id set default txid_current()',
    `create function record_link_set() returns trigger language plpgsql as $$
    declare
      parent_table text := tg_argv[0];
      parent_column text := tg_argv[1];
      field text := tg_argv[2];
      set_query text := tg_argv[3];
      parent uuid := (coalesce(to_jsonb(new), to_jsonb(old)) ->> parent_column)::uuid;
      center uuid;
      now_set jsonb;
      last_set jsonb;
    begin
      execute format('select center_id from %I where id = $1', parent_table) into center using parent;
      if center is null then
        return null;
      end if;
      execute replace(set_query, '$parent', quote_literal(parent)) into now_set;
      select snapshot -> field into last_set from record_revisions
        where record_table = tg_table_name and record_id = parent order by id desc limit 1;
      if coalesce(last_set, '[]'::jsonb) = now_set then
        return null;
      end if;
      insert into record_revisions (center_id, organization_id, record_table, record_id, action,
        actor_user_id, actor_label, actor_kind, restored_from, changes, snapshot)
      values (
        center,
        (select organization_id from centers where id = center),
        tg_table_name,
        parent,
        'update',
        nullif(current_setting('app.actor_user_id', true), '')::uuid,
        nullif(current_setting('app.actor_label', true), ''),
        nullif(current_setting('app.actor_kind', true), ''),
        nullif(current_setting('app.restored_from', true), '')::bigint,
        jsonb_build_object(field, jsonb_build_array(coalesce(last_set, '[]'::jsonb), now_set)),
        jsonb_build_object(field, now_set)
      );
      return null;
    end
    $$`,
    ...Object.entries(LINKS).flatMap(([table, link]) => {
      const [parentTable, parentColumn, field] = link;
      const setQuery = linkSet(table, link, '$parent').replaceAll("'", "''");
      return [
        `create constraint trigger ${table}_history after insert or update or delete on ${table}
          deferrable initially deferred for each row
          execute function record_link_set('${parentTable}', '${parentColumn}', '${field}', '${setQuery}')`,
        `insert into record_revisions (center_id, organization_id, record_table, record_id, action, changes, snapshot)
          select p.center_id, c.organization_id, '${table}', p.id, 'create',
            jsonb_build_object('${field}', jsonb_build_array(null, s.rows)), jsonb_build_object('${field}', s.rows)
          from ${parentTable} p join centers c on c.id = p.center_id
          cross join lateral (${linkSet(table, link, 'p.id')}) as s(rows)
          where exists (select 1 from ${table} l where l.${parentColumn} = p.id)`,
      ];
    }),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    ...Object.keys(LINKS).map((table) => `drop trigger ${table}_history on ${table}`),
    'drop function record_link_set',
    'alter table record_revisions drop column transaction_id',
  ]);
}
