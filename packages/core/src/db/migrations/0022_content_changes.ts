import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Issue 27.1: every bump of a center's content version leaves one change event, durable, so a website or kiosk that
// was away catches up from the last event it saw. The event is written at commit (a deferred trigger), when the
// transaction's revisions (the history's trigger, record_revisions.transaction_id) name every record the save wrote;
// several bumps in one transaction make one event, of the last version. The commit announces the center on
// CHANGE_CHANNEL (changes/change-feed.ts), so every API process wakes its streams of that center.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table content_changes (
      id bigint generated always as identity primary key,
      center_id uuid not null references centers (id) on delete cascade,
      version integer not null,
      records jsonb not null,
      created_at timestamptz not null default now()
    )`,
    'create index content_changes_center_idx on content_changes (center_id, id)',
    'create index content_changes_created_idx on content_changes (created_at)',
    'create index record_revisions_transaction_idx on record_revisions (transaction_id)',
    `create function record_content_change() returns trigger language plpgsql as $$
    begin
      if (select content_version from centers where id = new.id) is distinct from new.content_version then
        return null;
      end if;
      insert into content_changes (center_id, version, records)
      values (new.id, new.content_version, coalesce((
        select jsonb_agg(distinct jsonb_build_array(record_table, record_id))
        from record_revisions where transaction_id = txid_current() and center_id = new.id
      ), '[]'::jsonb));
      perform pg_notify('center_content_change', new.id::text);
      return null;
    end $$`,
    `create constraint trigger centers_content_change after update of content_version on centers
      deferrable initially deferred for each row
      when (old.content_version is distinct from new.content_version)
      execute function record_content_change()`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop trigger centers_content_change on centers',
    'drop function record_content_change()',
    'drop index record_revisions_transaction_idx',
    'drop table content_changes',
  ]);
}
