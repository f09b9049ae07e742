import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Issue 22, point 7 (spec 4.10: "a click opens the shop's detail URL on the plugin site"): where a plugin site
// shows a shop, as a path template under the site's address. The bundle's shop `url` is built from it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table plugin_sites add column shop_detail_path text not null default '/shops/{slug}'`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['alter table plugin_sites drop column shop_detail_path']);
}
