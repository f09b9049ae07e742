import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Issue 25.4: a user's bell updates live. Every added notification, and every one marked read, announces its user on
// the channel `bell_notification` (delivered on commit); bell/bell-feed.ts listens.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create function announce_bell() returns trigger language plpgsql as $$
    begin
      perform pg_notify('bell_notification', new.user_id::text);
      return null;
    end
    $$`,
    `create trigger bell_notifications_announce after insert or update of read_at on bell_notifications
      for each row execute function announce_bell()`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop trigger bell_notifications_announce on bell_notifications',
    'drop function announce_bell',
  ]);
}
