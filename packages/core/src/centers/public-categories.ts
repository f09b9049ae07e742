import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** A center's shops and branch locations, each with its chain (`shopChains`, null for a shop of its own). */
export function centerShops(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('shops')
    .leftJoin('shopChains', 'shopChains.id', 'shops.chainId')
    .where('shops.centerId', '=', centerId);
}

/** A center's shops that pass the public listing filter (the shop list with publicWebsite=true). */
export function publicListedShops(db: Kysely<Database>, centerId: string) {
  return (
    centerShops(db, centerId)
      .where('shops.status', '=', 'Active')
      .where('shops.showOnWebsite', '=', true)
      // a branch location is listed only while its chain is active too
      .where((eb) => eb.or([eb('shops.chainId', 'is', null), eb('shopChains.status', '=', 'Active')]))
  );
}

/** A shop as the public reads name it; a branch location without a logo of its own shows its chain's. */
export const PUBLIC_SHOP_REF = [
  'shops.id',
  'shops.name',
  'shops.slug',
  sql<string | null>`coalesce(${sql.ref('shops.logo')}, ${sql.ref('shopChains.logo')})`.as('logo'),
] as const;

/** Categories shown on the website, each with the number of its publicly listed shops. */
export async function listWebsiteCategories(db: Kysely<Database>, centerId: string) {
  const rows = await db
    .selectFrom('categories')
    .leftJoin(
      publicListedShops(db, centerId)
        .select((eb) => ['shops.categoryId', eb.fn.countAll<number>().as('shopCount')])
        .groupBy('shops.categoryId')
        .as('counts'),
      'counts.categoryId',
      'categories.id',
    )
    .select([
      'categories.id',
      'categories.name',
      'categories.slug',
      'categories.icon',
      'categories.color',
      'categories.parentId',
      'categories.sortOrder',
      'counts.shopCount',
    ])
    .where('categories.centerId', '=', centerId)
    .where('categories.showOnWebsite', '=', true)
    .orderBy('categories.sortOrder')
    .orderBy('categories.name')
    .execute();
  return rows.map((row) => ({ ...row, shopCount: Number(row.shopCount ?? 0) }));
}

/** Every category of a center (the `GET /api/categories` list). */
export function listCategories(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'icon', 'color', 'parentId', 'showOnWebsite', 'sortOrder'])
    .where('centerId', '=', centerId)
    .orderBy('sortOrder')
    .orderBy('name')
    .execute();
}

const THEME_FIELDS = ['id', 'name', 'slug', 'description', 'image', 'icon'] as const;

/** Groups rows by a key, keeping their order. */
function groupBy<T, K extends keyof T>(rows: T[], key: K): Map<T[K], Omit<T, K>[]> {
  const groups = new Map<T[K], Omit<T, K>[]>();
  for (const { [key]: value, ...rest } of rows) groups.set(value, [...(groups.get(value) ?? []), rest]);
  return groups;
}

/** Each theme with its rows (grouped by their `themeId`) under `key`. */
function withMembers<T extends { id: string }, M extends { themeId: string | null }, K extends string>(
  themes: T[],
  members: M[],
  key: K,
) {
  const byTheme: Map<string | null, Omit<M, 'themeId'>[]> = groupBy(members, 'themeId');
  return themes.map(
    (theme) => ({ ...theme, [key]: byTheme.get(theme.id) ?? [] }) as T & Record<K, Omit<M, 'themeId'>[]>,
  );
}

/** A center's active office or gastronomy themes, in their order. */
function activeThemes(db: Kysely<Database>, table: 'officeThemes' | 'gastronomyThemes', centerId: string) {
  return (
    db
      // both tables are ThemeColumns
      .selectFrom(table as 'officeThemes')
      .select(THEME_FIELDS)
      .where('centerId', '=', centerId)
      .where('isActive', '=', true)
      .orderBy('sortOrder')
      .orderBy('name')
      .execute()
  );
}

/** Active category themes for the website, each with its website categories. */
export async function listWebsiteCategoryThemes(db: Kysely<Database>, centerId: string) {
  const [themes, links] = await Promise.all([
    db
      .selectFrom('categoryThemes')
      .select(THEME_FIELDS)
      .where('centerId', '=', centerId)
      .where('isActive', '=', true)
      .where('showOnWebsite', '=', true)
      .orderBy('sortOrder')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('categoryThemeCategories')
      .innerJoin('categories', 'categories.id', 'categoryThemeCategories.categoryId')
      .select(['categoryThemeCategories.themeId', 'categories.id', 'categories.name', 'categories.slug'])
      .where('categories.centerId', '=', centerId)
      .where('categories.showOnWebsite', '=', true)
      .orderBy('categories.sortOrder')
      .orderBy('categories.name')
      .execute(),
  ]);
  return withMembers(themes, links, 'categories');
}

/** Every category theme of a center with its category ids, for the dashboard UI. */
export async function listCategoryThemes(db: Kysely<Database>, centerId: string) {
  const [themes, links] = await Promise.all([
    db
      .selectFrom('categoryThemes')
      .select([...THEME_FIELDS, 'isActive', 'showOnWebsite', 'sortOrder'])
      .where('centerId', '=', centerId)
      .orderBy('sortOrder')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('categoryThemeCategories')
      .innerJoin('categoryThemes', 'categoryThemes.id', 'categoryThemeCategories.themeId')
      .select(['categoryThemeCategories.themeId', 'categoryThemeCategories.categoryId'])
      .where('categoryThemes.centerId', '=', centerId)
      .orderBy('categoryThemeCategories.categoryId')
      .execute(),
  ]);
  const byTheme = groupBy(links, 'themeId');
  return themes.map((theme) => ({
    ...theme,
    categoryIds: (byTheme.get(theme.id) ?? []).map((link) => link.categoryId),
  }));
}

/** Active office themes, each with its offices of status Active. */
export async function listOfficeThemes(db: Kysely<Database>, centerId: string) {
  const [themes, offices] = await Promise.all([
    activeThemes(db, 'officeThemes', centerId),
    db
      .selectFrom('offices')
      .select(['themeId', 'id', 'name', 'slug', 'speciality', 'floor', 'logo'])
      .where('centerId', '=', centerId)
      .where('status', '=', 'Active')
      .where('themeId', 'is not', null)
      .orderBy('sortOrder')
      .orderBy('name')
      .execute(),
  ]);
  return withMembers(themes, offices, 'offices');
}

/** Active gastronomy themes, each with its publicly listed shops. */
export async function listGastronomyThemes(db: Kysely<Database>, centerId: string) {
  const [themes, shops] = await Promise.all([
    activeThemes(db, 'gastronomyThemes', centerId),
    publicListedShops(db, centerId)
      .innerJoin('gastronomyThemeShops', 'gastronomyThemeShops.shopId', 'shops.id')
      .select(['gastronomyThemeShops.themeId', ...PUBLIC_SHOP_REF, 'shops.floor'])
      .orderBy('shops.name')
      .orderBy('shops.id')
      .execute(),
  ]);
  return withMembers(themes, shops, 'shops');
}

/** Active entrances with the floor number of their floor. */
export function listEntrances(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('entrances')
    .leftJoin('mapFloors', 'mapFloors.id', 'entrances.floorId')
    .select([
      'entrances.id',
      'entrances.name',
      'entrances.description',
      'entrances.floorId',
      'mapFloors.floorNumber',
      'entrances.x',
      'entrances.y',
      'entrances.isAccessible',
    ])
    .where('entrances.centerId', '=', centerId)
    .where('entrances.isActive', '=', true)
    .orderBy('entrances.sortOrder')
    .orderBy('entrances.name')
    .execute();
}
