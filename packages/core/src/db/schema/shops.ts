// Categories, shop chains and shops.
import type { Generated } from 'kysely';
import type { ContentStatus, CreatedAt, JsonDefault, StoredOpeningHours, TextArray, UpdatedAt, Uuid } from './columns';

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
