import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// A wayfinding node of kind `entrance` or `touchscreen` names its entrance or touchscreen in `ref_id` (no foreign key:
// the column names rows of several tables). Deleting the entrance or touchscreen deletes its node (and with it the
// node's edges), whatever deletes it; the nodes left behind by deletes before this migration go now.
const STOPS = { entrances: 'entrance', touchscreens: 'touchscreen' } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create function delete_wayfinding_stop() returns trigger language plpgsql as $$
    begin
      delete from wayfinding_nodes where kind = tg_argv[0] and ref_id = old.id;
      return null;
    end
    $$`,
    ...Object.entries(STOPS).flatMap(([table, kind]) => [
      `create trigger ${table}_wayfinding_stop after delete on ${table}
        for each row execute function delete_wayfinding_stop('${kind}')`,
      `delete from wayfinding_nodes n where n.kind = '${kind}' and n.ref_id is not null
        and not exists (select 1 from ${table} t where t.id = n.ref_id)`,
    ]),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    ...Object.keys(STOPS).map((table) => `drop trigger ${table}_wayfinding_stop on ${table}`),
    'drop function delete_wayfinding_stop',
  ]);
}
