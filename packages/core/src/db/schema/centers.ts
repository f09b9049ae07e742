// Organizations, centers and their secrets and keys.
import type { Generated } from 'kysely';
import type { CreatedAt, JsonDefault, StoredOpeningHours, TextArray, Timestamp, UpdatedAt, Uuid } from './columns';

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
