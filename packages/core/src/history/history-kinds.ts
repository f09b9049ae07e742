// The records whose every write is kept in the history (issue 25.7). The kind is what the API and the dashboard name;
// the table is where its rows live. A trigger on each table records every insert, update and delete (migrations 0014
// and 0017), so no write path can skip it.

/** The center's content and its settings: recorded, and restorable from any revision. */
export const RESTORABLE_KINDS = {
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

/**
 * Everything else staff write (accounts, modules, keys, forwardings, plugin sites, social posts, chains, the plan,
 * media): recorded for reading, not restored (their secrets are not in the log, and most of them act on their own
 * when written: a mail is sent, a session ends, a post is published).
 */
export const RECORDED_KINDS = {
  users: 'users',
  organizations: 'organizations',
  modules: 'module_tenant_settings',
  roleModules: 'role_module_overrides',
  apiKeys: 'api_keys',
  mailAliases: 'mail_aliases',
  pluginSites: 'plugin_sites',
  socialAccounts: 'social_accounts',
  socialPosts: 'social_posts',
  chains: 'shop_chains',
  recipients: 'center_secrets',
  themeOverrides: 'center_theme_overrides',
  centerplans: 'centerplans',
  floors: 'map_floors',
  mapLocations: 'map_locations',
  parkingZones: 'parking_zones',
  media: 'media_assets',
} as const;

export const HISTORY_KINDS = { ...RESTORABLE_KINDS, ...RECORDED_KINDS } as const;
export type HistoryKind = keyof typeof HISTORY_KINDS;
export const HISTORY_KIND_NAMES = Object.keys(HISTORY_KINDS) as HistoryKind[];
export const isHistoryKind = (kind: string): kind is HistoryKind => Object.hasOwn(HISTORY_KINDS, kind);
export const isRestorableKind = (kind: HistoryKind) => Object.hasOwn(RESTORABLE_KINDS, kind);

/** Who reads a center's history and restores from it: the admins of the center (the platform's: SUPER_ADMIN). */
export const HISTORY_ROLES = ['SUPER_ADMIN', 'CENTER_ADMIN'] as const;

/** The column that names a row where it is not `id`: the signage configuration is one row per center. */
export const KEY_COLUMN: Partial<Record<(typeof HISTORY_KINDS)[HistoryKind], string>> = {
  signage_configs: 'center_id',
};

/**
 * The rows linked to a record of a kind (migration 0018): their table, the column naming the record, the field of the
 * record's versions they form, and what a row contributes to it (`*`: the row without its id; else one column).
 */
export const LINKED_ROWS: Partial<
  Record<HistoryKind, { table: string; parent: string; field: string; value: string }>
> = {
  news: { table: 'news_linked_shops', parent: 'news_id', field: 'linked_shop_ids', value: 'shop_id' },
  categoryThemes: {
    table: 'category_theme_categories',
    parent: 'theme_id',
    field: 'category_ids',
    value: 'category_id',
  },
  gastronomyThemes: { table: 'gastronomy_theme_shops', parent: 'theme_id', field: 'shop_ids', value: 'shop_id' },
  playlists: { table: 'dooh_playlist_items', parent: 'playlist_id', field: 'items', value: '*' },
};
