import type { Insertable } from 'kysely';
import { json } from '../db/json';
import type { ContentStatus, ShopsTable } from '../db/schema';
import { serializeOpeningHours } from '../opening-hours';

/** A shop or branch location as the write paths (dashboard, agency API, imports, demo) hand it to core. */
export interface ShopInput {
  id?: string;
  chainId?: string | null;
  categoryId?: string | null;
  name: string;
  slug: string;
  description?: string | null;
  shortDescription?: string | null;
  floor?: string | null;
  floorNumber?: number | null;
  unitNumber?: string | null;
  logo?: string | null;
  coverImage?: string | null;
  /** any accepted form of spec 2.6; stored through the central serialization */
  openingHours?: unknown;
  tags?: string[];
  status?: ContentStatus;
  showOnWebsite?: boolean;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  sortOrder?: number;
  legacyId?: string | null;
}

/** The row of a shop: opening hours serialized for a shop or, with a chain, for a branch location. */
export function toShopValues(centerId: string, input: ShopInput): Insertable<ShopsTable> {
  const { openingHours, ...rest } = input;
  return {
    ...rest,
    centerId,
    openingHours: json(serializeOpeningHours(openingHours, input.chainId ? 'shopLocation' : 'shop')),
  };
}
