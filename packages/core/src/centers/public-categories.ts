import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A center's shops that pass the public listing filter (the same rule as the shop list with publicWebsite=true). */
export function publicListedShops(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('shops')
    .leftJoin('shopChains', 'shopChains.id', 'shops.chainId')
    .where('shops.centerId', '=', centerId)
    .where('shops.status', '=', 'Active')
    .where('shops.showOnWebsite', '=', true)
    .where((eb) => eb.or([eb('shops.chainId', 'is', null), eb('shopChains.status', '=', 'Active')]));
}

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
  const byTheme = groupBy(links, 'themeId');
  return themes.map((theme) => ({ ...theme, categories: byTheme.get(theme.id) ?? [] }));
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
    db
      .selectFrom('officeThemes')
      .select(THEME_FIELDS)
      .where('centerId', '=', centerId)
      .where('isActive', '=', true)
      .orderBy('sortOrder')
      .orderBy('name')
      .execute(),
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
  const byTheme = groupBy(offices, 'themeId');
  return themes.map((theme) => ({ ...theme, offices: byTheme.get(theme.id) ?? [] }));
}

/** Active gastronomy themes, each with its publicly listed shops. */
export async function listGastronomyThemes(db: Kysely<Database>, centerId: string) {
  const [themes, shops] = await Promise.all([
    db
      .selectFrom('gastronomyThemes')
      .select(THEME_FIELDS)
      .where('centerId', '=', centerId)
      .where('isActive', '=', true)
      .orderBy('sortOrder')
      .orderBy('name')
      .execute(),
    publicListedShops(db, centerId)
      .innerJoin('gastronomyThemeShops', 'gastronomyThemeShops.shopId', 'shops.id')
      .select((eb) => [
        'gastronomyThemeShops.themeId',
        'shops.id',
        'shops.name',
        'shops.slug',
        eb.fn.coalesce('shops.logo', 'shopChains.logo').as('logo'),
        'shops.floor',
      ])
      .orderBy('shops.name')
      .orderBy('shops.id')
      .execute(),
  ]);
  const byTheme = groupBy(shops, 'themeId');
  return themes.map((theme) => ({ ...theme, shops: byTheme.get(theme.id) ?? [] }));
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
