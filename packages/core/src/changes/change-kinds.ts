// What a change event names (issue 27.1): the kinds of public reads a save changed, by the tables the history
// recorded it in. A table that no public read shows (accounts, keys, forwardings, plugin sites, social posts, the
// center's secrets) has no kind: its writes never reach an event.

export const CHANGE_KINDS = [
  'surface',
  'shops',
  'news',
  'events',
  'offers',
  'jobs',
  'services',
  'offices',
  'homepageTiles',
  'hotPicks',
  'pageContent',
  'categories',
  'categoryThemes',
  'officeThemes',
  'gastronomyThemes',
  'websiteContacts',
  'entrances',
  'touchscreens',
  'dooh',
  'signage',
  'plan',
  'media',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** the kind of each recorded table a public read shows (link tables: the kind of the record they belong to) */
const KIND_OF_TABLE: Record<string, ChangeKind> = {
  centers: 'surface',
  center_theme_overrides: 'surface',
  parking_zones: 'surface',
  shops: 'shops',
  // a chain's name and logo show on its shops
  shop_chains: 'shops',
  news: 'news',
  news_linked_shops: 'news',
  events: 'events',
  offers: 'offers',
  jobs: 'jobs',
  services: 'services',
  offices: 'offices',
  homepage_tiles: 'homepageTiles',
  hot_picks: 'hotPicks',
  page_content: 'pageContent',
  categories: 'categories',
  category_themes: 'categoryThemes',
  category_theme_categories: 'categoryThemes',
  office_themes: 'officeThemes',
  gastronomy_themes: 'gastronomyThemes',
  gastronomy_theme_shops: 'gastronomyThemes',
  website_contacts: 'websiteContacts',
  entrances: 'entrances',
  touchscreens: 'touchscreens',
  dooh_playlists: 'dooh',
  dooh_playlist_items: 'dooh',
  signage_configs: 'signage',
  centerplans: 'plan',
  map_floors: 'plan',
  map_locations: 'plan',
  media_assets: 'media',
};

export const kindOfTable = (table: string): ChangeKind | undefined =>
  Object.hasOwn(KIND_OF_TABLE, table) ? KIND_OF_TABLE[table] : undefined;
