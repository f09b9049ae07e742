// The content of a center: news, events, offers, jobs, services, offices, tiles, hot picks, pages.
import type { Generated } from 'kysely';
import type {
  AuthorshipLabel,
  ContentStatus,
  CreatedAt,
  JsonDefault,
  StoredOpeningHours,
  TextArray,
  Timestamp,
  UpdatedAt,
  Uuid,
} from './columns';

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

/** The columns homepage tiles and hot picks share: a linked picture with a visibility window. */
interface TileColumns {
  id: Uuid;
  centerId: string;
  title: string;
  image: string | null;
  linkUrl: string | null;
  isActive: Generated<boolean>;
  visibleFrom: Timestamp | null;
  visibleUntil: Timestamp | null;
  sortOrder: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface HomepageTilesTable extends TileColumns {
  subtitle: string | null;
  size: string | null;
}

export interface HotPicksTable extends TileColumns {
  shopId: string | null;
  description: string | null;
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
