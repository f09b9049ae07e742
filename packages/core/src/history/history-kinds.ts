// The records whose every write is kept in the history (issue 25.7): the center's content and its settings. The
// kind is what the API and the dashboard name; the table is where its rows live. A trigger on each table records
// every insert, update and delete (migration 0014), so no write path can skip it.

export const HISTORY_KINDS = {
  shops: 'shops',
  news: 'news',
  events: 'events',
  offers: 'offers',
  jobs: 'jobs',
  services: 'services',
  offices: 'offices',
  homepageTiles: 'homepage_tiles',
  hotPicks: 'hot_picks',
  pageContent: 'page_content',
  categories: 'categories',
  categoryThemes: 'category_themes',
  officeThemes: 'office_themes',
  gastronomyThemes: 'gastronomy_themes',
  websiteContacts: 'website_contacts',
  entrances: 'entrances',
  touchscreens: 'touchscreens',
  playlists: 'dooh_playlists',
  signage: 'signage_configs',
  center: 'centers',
} as const;
export type HistoryKind = keyof typeof HISTORY_KINDS;
export const HISTORY_KIND_NAMES = Object.keys(HISTORY_KINDS) as HistoryKind[];
export const isHistoryKind = (kind: string): kind is HistoryKind => Object.hasOwn(HISTORY_KINDS, kind);

/** Who reads a center's history and restores from it: the admins of the center. */
export const HISTORY_ROLES = ['SUPER_ADMIN', 'CENTER_ADMIN'] as const;

/** The column that names a row where it is not `id`: the signage configuration is one row per center. */
export const KEY_COLUMN: Partial<Record<(typeof HISTORY_KINDS)[HistoryKind], string>> = {
  signage_configs: 'center_id',
};
