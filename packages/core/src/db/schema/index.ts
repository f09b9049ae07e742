// Kysely types of the whole data model (spec sections 2-8), one file per area. Property names are camelCase; the
// database uses snake_case (CamelCasePlugin). The migrations in ../migrations are the source of truth:
// keep both in step (migrations.test.ts checks every table and column named here exists).
import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  AccountTokensTable,
  BellNotificationsTable,
  EmailLogTable,
  MailAliasesTable,
  SessionsTable,
  UsersTable,
} from './accounts';
import type {
  CenterplansTable,
  MapFloorsTable,
  MapLocationsTable,
  SignageConfigsTable,
  TouchscreensTable,
  WayfindingEdgesTable,
  WayfindingNodesTable,
} from './centerplan';
import type {
  ApiKeysTable,
  CenterSecretsTable,
  CentersTable,
  CenterThemeOverridesTable,
  OrganizationsTable,
} from './centers';
import type {
  EventsTable,
  HomepageTilesTable,
  HotPicksTable,
  JobsTable,
  NewsLinkedShopsTable,
  NewsTable,
  OffersTable,
  OfficesTable,
  PageContentTable,
  ServicesTable,
} from './content';
import type { DoohPlaylistItemsTable, DoohPlaylistsTable } from './dooh';
import type { ContentChangesTable, RecordRevisionsTable } from './history';
import type { ImportRunsTable, MediaAssetsTable, PluginSitesTable, PluginSyncRunsTable } from './imports';
import type { ModuleTenantSettingsTable, RoleModuleOverridesTable } from './modules';
import type { ClientReportsTable, ReportingChannelSnapshotsTable, ReportShareLinksTable } from './reporting';
import type { CategoriesTable, ShopChainsTable, ShopsTable } from './shops';
import type { SnapshotSigningKeysTable } from './snapshot';
import type {
  ContentMetricsTable,
  FootfallCountsTable,
  SocialAccountsTable,
  SocialPostCommentsTable,
  SocialPostsTable,
} from './social';
import type {
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookSecretsTable,
  WebhookSubscriptionsTable,
} from './webhooks';
import type {
  CategoryThemeCategoriesTable,
  CategoryThemesTable,
  EntrancesTable,
  GastronomyThemeShopsTable,
  GastronomyThemesTable,
  OfficeThemesTable,
  ParkingZonesTable,
  WebsiteContactsTable,
} from './website';

export type * from './accounts';
export type * from './centerplan';
export type * from './centers';
export type * from './columns';
export type * from './content';
export type * from './dooh';
export type * from './history';
export type * from './imports';
export type * from './modules';
export type * from './reporting';
export type * from './shops';
export type * from './snapshot';
export type * from './social';
export type * from './webhooks';
export type * from './website';

export interface Database {
  organizations: OrganizationsTable;
  centers: CentersTable;
  centerThemeOverrides: CenterThemeOverridesTable;
  centerSecrets: CenterSecretsTable;
  apiKeys: ApiKeysTable;
  categories: CategoriesTable;
  shopChains: ShopChainsTable;
  shops: ShopsTable;
  news: NewsTable;
  newsLinkedShops: NewsLinkedShopsTable;
  events: EventsTable;
  offers: OffersTable;
  jobs: JobsTable;
  services: ServicesTable;
  offices: OfficesTable;
  homepageTiles: HomepageTilesTable;
  hotPicks: HotPicksTable;
  pageContent: PageContentTable;
  categoryThemes: CategoryThemesTable;
  categoryThemeCategories: CategoryThemeCategoriesTable;
  officeThemes: OfficeThemesTable;
  gastronomyThemes: GastronomyThemesTable;
  gastronomyThemeShops: GastronomyThemeShopsTable;
  entrances: EntrancesTable;
  websiteContacts: WebsiteContactsTable;
  parkingZones: ParkingZonesTable;
  footfallCounts: FootfallCountsTable;
  doohPlaylists: DoohPlaylistsTable;
  doohPlaylistItems: DoohPlaylistItemsTable;
  centerplans: CenterplansTable;
  mapFloors: MapFloorsTable;
  mapLocations: MapLocationsTable;
  wayfindingNodes: WayfindingNodesTable;
  wayfindingEdges: WayfindingEdgesTable;
  touchscreens: TouchscreensTable;
  signageConfigs: SignageConfigsTable;
  users: UsersTable;
  sessions: SessionsTable;
  accountTokens: AccountTokensTable;
  mailAliases: MailAliasesTable;
  bellNotifications: BellNotificationsTable;
  emailLog: EmailLogTable;
  moduleTenantSettings: ModuleTenantSettingsTable;
  roleModuleOverrides: RoleModuleOverridesTable;
  socialAccounts: SocialAccountsTable;
  socialPosts: SocialPostsTable;
  socialPostComments: SocialPostCommentsTable;
  contentMetrics: ContentMetricsTable;
  reportingChannelSnapshots: ReportingChannelSnapshotsTable;
  clientReports: ClientReportsTable;
  reportShareLinks: ReportShareLinksTable;
  importRuns: ImportRunsTable;
  mediaAssets: MediaAssetsTable;
  pluginSites: PluginSitesTable;
  pluginSyncRuns: PluginSyncRunsTable;
  recordRevisions: RecordRevisionsTable;
  contentChanges: ContentChangesTable;
  webhookSubscriptions: WebhookSubscriptionsTable;
  webhookSecrets: WebhookSecretsTable;
  webhookDeliveries: WebhookDeliveriesTable;
  webhookAttempts: WebhookAttemptsTable;
  snapshotSigningKeys: SnapshotSigningKeysTable;
}

export type Center = Selectable<CentersTable>;
export type NewCenter = Insertable<CentersTable>;
export type CenterUpdate = Updateable<CentersTable>;
export type Shop = Selectable<ShopsTable>;
export type NewShop = Insertable<ShopsTable>;
export type User = Selectable<UsersTable>;
