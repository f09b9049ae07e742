// Website structure: themes, entrances, contacts, parking zones.
import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt, Uuid } from './columns';

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
