// Kysely types of the whole data model (spec sections 2-8). Property names are camelCase; the
// database uses snake_case (CamelCasePlugin). The migrations in ./migrations are the source of truth:
// keep both in step (migrations.test.ts checks every table and column named here exists).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** timestamptz: a Date when read, a Date or ISO string when written. Always UTC in the database. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: parsed when read, written as a JSON string (see `json()` in ./json.ts). */
export type Json<T> = ColumnType<T, string, string>;
export type JsonDefault<T> = ColumnType<T, string | undefined, string>;
export type Uuid = Generated<string>;
export type TextArray = ColumnType<string[], string[] | undefined, string[]>;

/** The stored form of opening hours (spec 2.6): null, an object, or a string (free text). */
export type StoredOpeningHours = null | string | Record<string, unknown>;

export type ContentStatus = 'Draft' | 'Active' | 'Inactive' | 'Archived';
/** Authorship label of news, events, offers and jobs (2.8); the public badge shows for `ai` and `ai_reviewed`. */
export type AuthorshipLabel = 'human' | 'ai' | 'ai_reviewed';

// ---------------------------------------------------------------- organizations and centers

export interface OrganizationsTable {
  id: Uuid;
  name: string;
  slug: string;
  /** per-template hosting project map (agency API `organizations/{slugOrId}/hosting`) */
  hosting: JsonDefault<Record<string, unknown>>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Public center fields (2.2, 2.5). Nothing secret lives in this table. */
export interface CentersTable {
  id: Uuid;
  organizationId: string | null;
  name: string;
  slug: string;
  shortName: string | null;
  city: string | null;
  address: string | null;
  postalCode: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  baseColor: Generated<string>;
  secondaryColor: Generated<string>;
  accentColor: Generated<string>;
  logo: string | null;
  logoUrl: string | null;
  favicon: string | null;
  websiteFavicon: string | null;
  coverImageUrl: string | null;
  theme: Generated<string>;
  websiteTemplate: Generated<string>;
  comingSoonEnabled: Generated<boolean>;
  customDomain: string | null;
  /** production website URL, and the value carried over from the legacy platform */
  websiteUrl: string | null;
  legacyWebsiteUrl: string | null;
  phone: string | null;
  email: string | null;
  openingHours: JsonDefault<StoredOpeningHours>;
  seo: JsonDefault<Record<string, string | null>>;
  chatbot: JsonDefault<Record<string, unknown>>;
  centerplanSettings: JsonDefault<Record<string, unknown>>;
  wayfindingMap: JsonDefault<Record<string, unknown> | null>;
  privacy: JsonDefault<Record<string, unknown>>;
  features: JsonDefault<Record<string, boolean>>;
  reportingDashboardClientId: string | null;
  legacyCenterId: number | null;
  /** bumped in the same transaction as every visitor-visible write; drives caches and ETags */
  contentVersion: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Theme overrides hold the whole `templateContent`; public reads only see the 2.3 whitelist. */
export interface CenterThemeOverridesTable {
  centerId: string;
  themeOverrides: JsonDefault<Record<string, unknown>>;
  updatedAt: UpdatedAt;
}

/** Center secrets, apart from everything a public read selects. */
export interface CenterSecretsTable {
  centerId: string;
  companionConfig: JsonDefault<Record<string, unknown>>;
  analyticsPagePasswordHash: string | null;
  /** per form key (`kontakt`, `vermietung`, ...) the recipient addresses */
  formRecipients: JsonDefault<Record<string, string[]>>;
  /** external recipients of the monthly client report (6.1 CLIENT_REPORT_AVAILABLE) */
  reportRecipients: TextArray;
  updatedAt: UpdatedAt;
}

/** Bearer credentials: organization API keys (agency API), center plugin keys (chatbot), server keys. Hashed. */
export interface ApiKeysTable {
  id: Uuid;
  kind: 'organization' | 'center_plugin' | 'server';
  organizationId: string | null;
  centerId: string | null;
  name: string;
  keyHash: string;
  keyPrefix: string;
  scopes: TextArray;
  createdByUserId: string | null;
  lastUsedAt: Timestamp | null;
  expiresAt: Timestamp | null;
  revokedAt: Timestamp | null;
  createdAt: CreatedAt;
}

// ---------------------------------------------------------------- shops

export interface CategoriesTable {
  id: Uuid;
  centerId: string;
  parentId: string | null;
  name: string;
  slug: string;
  icon: string | null;
  color: string | null;
  showOnWebsite: Generated<boolean>;
  sortOrder: Generated<number>;
  legacyId: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A chain: the shop brand that branch locations in several centers belong to. */
export interface ShopChainsTable {
  id: Uuid;
  organizationId: string | null;
  name: string;
  slug: string;
  description: string | null;
  shortDescription: string | null;
  logo: string | null;
  coverImage: string | null;
  website: string | null;
  status: Generated<ContentStatus>;
  legacyId: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/**
 * Shops of a center. A row with `chainId` is a branch location (`isShopLocation: true`): it stores its
 * opening hours under `regularHours` and may override the chain's category, logo and texts.
 */
export interface ShopsTable {
  id: Uuid;
  centerId: string;
  chainId: string | null;
  categoryId: string | null;
  name: string;
  slug: string;
  description: string | null;
  shortDescription: string | null;
  floor: string | null;
  floorNumber: number | null;
  unitNumber: string | null;
  logo: string | null;
  coverImage: string | null;
  gallery: TextArray;
  openingHours: JsonDefault<StoredOpeningHours>;
  tags: TextArray;
  status: Generated<ContentStatus>;
  /** listed on the center website (the public listing filter) */
  showOnWebsite: Generated<boolean>;
  phone: string | null;
  email: string | null;
  website: string | null;
  sortOrder: Generated<number>;
  legacyId: string | null;
  /** hash of the upstream record last imported (legacy import); null: never imported or to be retried */
  legacyHash: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

// ---------------------------------------------------------------- content

interface EditorialColumns {
  id: Uuid;
  centerId: string;
  title: string;
  slug: string | null;
  status: Generated<ContentStatus>;
  visibleFrom: Timestamp | null;
  visibleUntil: Timestamp | null;
  authorshipLabel: AuthorshipLabel | null;
  image: string | null;
  tags: TextArray;
  metadata: JsonDefault<Record<string, unknown>>;
  source: string | null;
  legacyId: string | null;
  legacyHash: string | null;
  createdByUserId: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface NewsTable extends EditorialColumns {
  content: string | null;
  excerpt: string | null;
  publishDate: Timestamp | null;
  category: string | null;
  isConstructionDiary: Generated<boolean>;
}

export interface NewsLinkedShopsTable {
  newsId: string;
  shopId: string;
}

export interface EventsTable extends EditorialColumns {
  description: string | null;
  startsAt: Timestamp | null;
  endsAt: Timestamp | null;
  location: string | null;
  shopId: string | null;
}

export interface OffersTable extends EditorialColumns {
  description: string | null;
  shopId: string | null;
  validFrom: Timestamp | null;
  validUntil: Timestamp | null;
  takeawayExclusive: Generated<boolean>;
}

export interface JobsTable extends EditorialColumns {
  description: string | null;
  shopId: string | null;
  employmentType: string | null;
  contactEmail: string | null;
}

export interface ServicesTable {
  id: Uuid;
  centerId: string;
  name: string;
  description: string | null;
  category: string | null;
  icon: string | null;
  floor: string | null;
  isActive: Generated<boolean>;
  showOnWebsite: Generated<boolean>;
  status: Generated<ContentStatus>;
  authorshipLabel: AuthorshipLabel | null;
  visibleFrom: Timestamp | null;
  visibleUntil: Timestamp | null;
  sortOrder: Generated<number>;
  legacyId: string | null;
  legacyHash: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface OfficesTable {
  id: Uuid;
  centerId: string;
  themeId: string | null;
  name: string;
  slug: string | null;
  description: string | null;
  speciality: string | null;
  floor: string | null;
  logo: string | null;
  image: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  openingHours: JsonDefault<StoredOpeningHours>;
  status: Generated<ContentStatus>;
  authorshipLabel: AuthorshipLabel | null;
  visibleFrom: Timestamp | null;
  visibleUntil: Timestamp | null;
  sortOrder: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface HomepageTilesTable {
  id: Uuid;
  centerId: string;
  title: string;
  subtitle: string | null;
  image: string | null;
  linkUrl: string | null;
  size: string | null;
  isActive: Generated<boolean>;
  visibleFrom: Timestamp | null;
  visibleUntil: Timestamp | null;
  sortOrder: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface HotPicksTable {
  id: Uuid;
  centerId: string;
  shopId: string | null;
  title: string;
  description: string | null;
  image: string | null;
  linkUrl: string | null;
  isActive: Generated<boolean>;
  visibleFrom: Timestamp | null;
  visibleUntil: Timestamp | null;
  sortOrder: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Page entries of the center website, one per `pageType` (e.g. `anfahrt`, `oeffnungszeiten`). */
export interface PageContentTable {
  id: Uuid;
  centerId: string;
  pageType: string;
  title: string | null;
  content: JsonDefault<Record<string, unknown>>;
  isPublished: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

interface ThemeColumns {
  id: Uuid;
  centerId: string;
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  icon: string | null;
  isActive: Generated<boolean>;
  sortOrder: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}
export interface CategoryThemesTable extends ThemeColumns {
  showOnWebsite: Generated<boolean>;
}
export interface CategoryThemeCategoriesTable {
  themeId: string;
  categoryId: string;
}
export type OfficeThemesTable = ThemeColumns;
export type GastronomyThemesTable = ThemeColumns;
export interface GastronomyThemeShopsTable {
  themeId: string;
  shopId: string;
}

export interface EntrancesTable {
  id: Uuid;
  centerId: string;
  floorId: string | null;
  name: string;
  description: string | null;
  x: number | null;
  y: number | null;
  isAccessible: Generated<boolean>;
  isActive: Generated<boolean>;
  sortOrder: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface WebsiteContactsTable {
  id: Uuid;
  centerId: string;
  name: string;
  position: string | null;
  department: string | null;
  email: string | null;
  phone: string | null;
  image: string | null;
  isPublic: Generated<boolean>;
  sortOrder: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ParkingZonesTable {
  id: Uuid;
  centerId: string;
  name: string;
  capacity: number | null;
  freeSpaces: number | null;
  floor: string | null;
  isActive: Generated<boolean>;
  updatedAt: UpdatedAt;
  createdAt: CreatedAt;
}

// ---------------------------------------------------------------- DOOH

export interface DoohPlaylistsTable {
  id: Uuid;
  centerId: string;
  name: string;
  slug: string;
  isActive: Generated<boolean>;
  /** the playlist shown as the local hero (one per center) */
  isLocalHero: Generated<boolean>;
  schedule: JsonDefault<Record<string, unknown>>;
  settings: JsonDefault<Record<string, unknown>>;
  sortOrder: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface DoohPlaylistItemsTable {
  id: Uuid;
  playlistId: string;
  kind: 'image' | 'video' | 'html' | 'shop' | 'offer' | 'news' | 'event';
  title: string | null;
  mediaUrl: string | null;
  refId: string | null;
  durationSeconds: Generated<number>;
  content: JsonDefault<Record<string, unknown>>;
  sortOrder: Generated<number>;
  createdAt: CreatedAt;
}

// ---------------------------------------------------------------- center plan and wayfinding (2.7)

export interface CenterplansTable {
  id: Uuid;
  centerId: string;
  name: string | null;
  settings: JsonDefault<Record<string, unknown>>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MapFloorsTable {
  id: Uuid;
  centerId: string;
  centerplanId: string;
  floorNumber: number;
  name: string;
  shortName: string | null;
  mapImage: string | null;
  mapSvg: Generated<string>;
  isDefault: Generated<boolean>;
  isActive: Generated<boolean>;
  sortOrder: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MapLocationsTable {
  id: Uuid;
  centerId: string;
  floorId: string;
  shopId: string | null;
  serviceId: string | null;
  /** the SVG element this location is drawn by */
  svgElementId: string | null;
  mappingMethod: 'element_id' | 'data_id' | 'coordinate';
  x: number | null;
  y: number | null;
  label: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface WayfindingNodesTable {
  id: Uuid;
  centerId: string;
  floorId: string;
  kind: 'walkway' | 'connector' | 'entrance' | 'touchscreen' | 'location';
  x: number;
  y: number;
  /** for connectors: nodes sharing a group on different floors are linked */
  connectorGroup: string | null;
  connectorType: 'stairs' | 'escalator' | 'lift' | null;
  refId: string | null;
  label: string | null;
  createdAt: CreatedAt;
}

export interface WayfindingEdgesTable {
  id: Uuid;
  centerId: string;
  fromNodeId: string;
  toNodeId: string;
  /** walking cost; null means the euclidean distance */
  weight: number | null;
  isAccessible: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface TouchscreensTable {
  id: Uuid;
  centerId: string;
  floorId: string | null;
  name: string;
  slug: string;
  x: number | null;
  y: number | null;
  orientation: number | null;
  isActive: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SignageConfigsTable {
  centerId: string;
  settings: JsonDefault<Record<string, unknown>>;
  updatedAt: UpdatedAt;
}

// ---------------------------------------------------------------- accounts (2.9, 3, 5)

export type Role =
  | 'SUPER_ADMIN'
  | 'CENTER_ADMIN'
  | 'ORG_MARKETING_MANAGER'
  | 'CONTENT_EDITOR'
  | 'AGENCY_CONTENT_EDITOR'
  | 'CENTER_MANAGER'
  | 'CM_ASSISTANT'
  | 'FACILITY_MANAGER'
  | 'FACILITY_TECHNICIAN'
  | 'FACILITY_ASSISTANT'
  | 'TENANT'
  | 'VIEWER'
  | 'FINANCE_MANAGER'
  | 'ANALYTICS_VIEWER';

export interface UsersTable {
  id: Uuid;
  email: string;
  name: string;
  passwordHash: string | null;
  role: Role;
  organizationId: string | null;
  /** the center a center-scoped user works in */
  centerId: string | null;
  isActive: Generated<boolean>;
  failedLoginAttempts: Generated<number>;
  lockedUntil: Timestamp | null;
  emailDigestEnabled: Generated<boolean>;
  emailDigestHour: Generated<number>;
  emailDigestLastSentAt: Timestamp | null;
  lastLoginAt: Timestamp | null;
  passwordChangedAt: Timestamp | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** lucia sessions */
export interface SessionsTable {
  id: string;
  userId: string;
  expiresAt: Timestamp;
  centerId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: CreatedAt;
}

export type AccountTokenPurpose = 'setup' | 'reset' | 'unlock' | 'mail_alias_verify';

/** One-time links: only the SHA-256 of the token is stored. */
export interface AccountTokensTable {
  id: Uuid;
  tokenHash: string;
  purpose: AccountTokenPurpose;
  userId: string | null;
  mailAliasId: string | null;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface MailAliasesTable {
  id: Uuid;
  centerId: string;
  alias: string;
  targetEmail: string;
  isExternal: boolean;
  status: Generated<'pending' | 'verified'>;
  verifiedAt: Timestamp | null;
  createdByUserId: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface BellNotificationsTable {
  id: Uuid;
  userId: string;
  centerId: string | null;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  payload: JsonDefault<Record<string, unknown>>;
  readAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface EmailLogTable {
  id: Uuid;
  templateId: string;
  toAddresses: TextArray;
  subject: string;
  status: 'sent' | 'failed' | 'outbox';
  transport: 'postmark' | 'outbox';
  providerMessageId: string | null;
  error: string | null;
  /** bodies are kept only for the outbox transport (demo) */
  textBody: string | null;
  htmlBody: string | null;
  userId: string | null;
  centerId: string | null;
  createdAt: CreatedAt;
}

// ---------------------------------------------------------------- module registry (2.11)

export interface ModuleTenantSettingsTable {
  organizationId: string;
  moduleId: string;
  enabled: boolean;
  updatedAt: UpdatedAt;
}

export interface RoleModuleOverridesTable {
  id: Uuid;
  /** null: the platform-wide default for the role */
  organizationId: string | null;
  role: Role;
  moduleId: string;
  enabled: boolean;
  updatedAt: UpdatedAt;
}

// ---------------------------------------------------------------- social workflow (6.1, 6.4)

export type SocialPostState =
  | 'draft'
  | 'pending_approval'
  | 'approved'
  | 'rejected'
  | 'scheduled'
  | 'published'
  | 'publish_failed';

export interface SocialAccountsTable {
  id: Uuid;
  centerId: string;
  provider: string;
  externalAccountId: string;
  name: string | null;
  status: Generated<'connected' | 'token_expired' | 'disconnected'>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SocialPostsTable {
  id: Uuid;
  centerId: string;
  socialAccountId: string | null;
  sourceType: 'news' | 'event' | 'offer' | 'review' | 'manual';
  sourceId: string | null;
  snapshot: JsonDefault<Record<string, unknown>>;
  text: string;
  media: JsonDefault<unknown[]>;
  state: Generated<SocialPostState>;
  reviewComment: string | null;
  createdByUserId: string | null;
  requestedAt: Timestamp | null;
  reviewedByUserId: string | null;
  reviewedAt: Timestamp | null;
  scheduledAt: Timestamp | null;
  publishedAt: Timestamp | null;
  providerPostId: string | null;
  publishError: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SocialPostCommentsTable {
  id: Uuid;
  postId: string;
  authorUserId: string | null;
  body: string;
  createdAt: CreatedAt;
}

/** Per content item and day: views, shares and score (news performance, 4.6). */
export interface ContentMetricsTable {
  contentType: 'news' | 'event' | 'offer' | 'job';
  contentId: string;
  day: ColumnType<string, string, string>;
  centerId: string;
  views: Generated<number>;
  shares: Generated<number>;
  score: Generated<number>;
}

// ---------------------------------------------------------------- reporting (2.10, 4.8)

export type ReportingChannel =
  | 'website_analytics_monthly'
  | 'social_media'
  | 'chatbot_metrics'
  | 'stelen_metrics'
  | 'meta_ads'
  | 'google_ads'
  | 'search_keywords';

export interface ReportingChannelSnapshotsTable {
  id: Uuid;
  centerId: string;
  legacyRowId: string;
  legacyClientId: string;
  channel: ReportingChannel;
  /** first day of the month the row reports */
  month: ColumnType<string, string, string>;
  metrics: Json<Record<string, unknown>>;
  importRunId: string | null;
  createdAt: CreatedAt;
}

export interface ClientReportsTable {
  id: Uuid;
  centerId: string;
  month: ColumnType<string, string, string>;
  status: Generated<'pending' | 'ready' | 'sent'>;
  readyAt: Timestamp | null;
  sentAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface ReportShareLinksTable {
  id: Uuid;
  clientReportId: string;
  tokenHash: string;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
  createdAt: CreatedAt;
}

// ---------------------------------------------------------------- imports, media, plugin sync

export interface ImportRunsTable {
  id: Uuid;
  kind: 'legacy' | 'reporting';
  status: Generated<'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled'>;
  sourceRef: string | null;
  targetCenterId: string | null;
  options: JsonDefault<Record<string, unknown>>;
  progress: JsonDefault<Record<string, unknown>>;
  counts: JsonDefault<Record<string, unknown>>;
  warnings: JsonDefault<string[]>;
  errors: JsonDefault<string[]>;
  dryRun: Generated<boolean>;
  jobId: string | null;
  createdByUserId: string | null;
  startedAt: Timestamp | null;
  finishedAt: Timestamp | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MediaAssetsTable {
  id: Uuid;
  centerId: string | null;
  /** relative media path, e.g. `centers/<centerId>/<sha256>.png` (resolved by spec 4.9) */
  storageKey: string;
  contentHash: string;
  mimeType: string;
  byteSize: number;
  sourceUrl: string | null;
  originalName: string | null;
  createdAt: CreatedAt;
}

export interface PluginSitesTable {
  id: Uuid;
  centerId: string;
  name: string;
  url: string;
  /** the key the site presents to us: hashed */
  inboundKeyHash: string | null;
  /** the key we present to the site: encrypted at rest */
  outboundKeyEncrypted: string | null;
  status: Generated<'connected' | 'disconnected' | 'error'>;
  lastSyncAt: Timestamp | null;
  /** per synced item its checksum, for incremental syncs */
  syncState: JsonDefault<Record<string, string>>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PluginSyncRunsTable {
  id: Uuid;
  pluginSiteId: string;
  kind: 'full' | 'incremental';
  status: Generated<'queued' | 'running' | 'succeeded' | 'failed'>;
  bundleVersion: number | null;
  counts: JsonDefault<Record<string, unknown>>;
  errors: JsonDefault<string[]>;
  startedAt: Timestamp | null;
  finishedAt: Timestamp | null;
  createdAt: CreatedAt;
}

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
}

export type Center = Selectable<CentersTable>;
export type NewCenter = Insertable<CentersTable>;
export type CenterUpdate = Updateable<CentersTable>;
export type Shop = Selectable<ShopsTable>;
export type NewShop = Insertable<ShopsTable>;
export type User = Selectable<UsersTable>;
