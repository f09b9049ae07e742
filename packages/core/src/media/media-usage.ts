import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

// Issue 26 "where used": the records of a center whose stored values name a file. A value names a file by its
// relative path or by a URL ending in it (spec 4.9), in a column of its own (a shop's logo), in rich text
// (`<img src>`) or in a JSON document (page content, SEO settings, playlist items), so a record uses a file when
// the text of its whole row contains the file's path.

/** The kinds of record that can use a file, as `kind` in the answer; the dashboard names them. */
export const MEDIA_USER_KINDS = [
  'center',
  'shop',
  'chain',
  'news',
  'event',
  'offer',
  'job',
  'service',
  'office',
  'homepageTile',
  'hotPick',
  'pageContent',
  'category',
  'categoryTheme',
  'officeTheme',
  'gastronomyTheme',
  'websiteContact',
  'floor',
  'playlist',
  'signageConfig',
  'socialPost',
] as const;
export type MediaUserKind = (typeof MEDIA_USER_KINDS)[number];

export interface MediaUser {
  kind: MediaUserKind;
  id: string;
  name: string;
}

/** Tables with a center_id: the kind, the table and the column that names a record. */
const CENTER_TABLES: [MediaUserKind, string, string][] = [
  ['shop', 'shops', 'name'],
  ['news', 'news', 'title'],
  ['event', 'events', 'title'],
  ['offer', 'offers', 'title'],
  ['job', 'jobs', 'title'],
  ['service', 'services', 'name'],
  ['office', 'offices', 'name'],
  ['homepageTile', 'homepage_tiles', 'title'],
  ['hotPick', 'hot_picks', 'title'],
  ['pageContent', 'page_content', 'coalesce(title, page_type)'],
  ['category', 'categories', 'name'],
  ['categoryTheme', 'category_themes', 'name'],
  ['officeTheme', 'office_themes', 'name'],
  ['gastronomyTheme', 'gastronomy_themes', 'name'],
  ['websiteContact', 'website_contacts', 'name'],
  ['floor', 'map_floors', 'name'],
  ['playlist', 'dooh_playlists', 'name'],
  ['socialPost', 'social_posts', 'left(text, 80)'],
];

/** The records of the center that use the file stored under the key, by kind and name. */
export async function mediaUsersOf(db: Kysely<Database>, centerId: string, storageKey: string): Promise<MediaUser[]> {
  const uses = (alias: string) => sql`strpos(${sql.raw(alias)}::text, ${storageKey}) > 0`;
  const parts = [
    sql`select 'center' as kind, t.id, t.name from centers t where t.id = ${centerId} and ${uses('t')}`,
    // a chain belongs to the organization; its logo may be a file of any of the organization's centers
    sql`select 'chain' as kind, t.id, t.name from shop_chains t
      where t.organization_id = (select organization_id from centers where id = ${centerId}) and ${uses('t')}`,
    sql`select 'playlist' as kind, p.id, p.name from dooh_playlist_items t
      join dooh_playlists p on p.id = t.playlist_id where p.center_id = ${centerId} and ${uses('t')}`,
    sql`select 'signageConfig' as kind, t.center_id as id, '' as name from signage_configs t
      where t.center_id = ${centerId} and ${uses('t')}`,
    ...CENTER_TABLES.map(
      ([kind, table, name]) =>
        sql`select ${kind}::text as kind, t.id, ${sql.raw(name)} as name from ${sql.table(table)} t
          where t.center_id = ${centerId} and ${uses('t')}`,
    ),
  ];
  const { rows } = await sql<MediaUser>`select distinct kind, id, name from (${sql.join(parts, sql` union all `)}) used
    order by kind, name`.execute(db);
  return rows.map((row) => ({ kind: row.kind, id: String(row.id), name: row.name ?? '' }));
}
