import type { Kysely } from 'kysely';
import { ACTIVE_PUBLISHING } from '../content/bulk-action';
import { resourceWriter, storedRows } from '../content/resource-writer';
import { STORED } from '../content/staff-write';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import {
  categoryInputs,
  categoryThemeInputs,
  gastronomyThemeInputs,
  officeThemeInputs,
  websiteContactInputs,
} from './structure-fields';

// Staff writes of the website structure: shop categories, category themes (with their categories), office themes,
// gastronomy themes (with their shops) and the website contacts. Each is a resource of its center (resource-writer.ts):
// validated, center-scoped, one content version bump per write, so the public reads show it at once.

const ORDER = [
  ['sortOrder', 'asc'],
  ['name', 'asc'],
] as const;

type Data = Record<string, unknown>;

/**
 * The members of a theme kept in a link table (category themes: their categories, gastronomy themes: their shops):
 * a write that names them replaces them (absent leaves them as they are), and the staff reads list their ids.
 */
function themeMembers(table: 'categoryThemeCategories' | 'gastronomyThemeShops', key: 'categoryIds' | 'shopIds') {
  // both link tables are (themeId, <member>Id); the casts let Kysely type the shared shape
  const links = table as 'categoryThemeCategories';
  const column = (key === 'categoryIds' ? 'categoryId' : 'shopId') as 'categoryId';
  return {
    afterWrite: async (trx: Kysely<Database>, themeId: string, data: Data) => {
      const ids = data[key] as string[] | undefined;
      if (ids === undefined) return;
      await trx.deleteFrom(links).where('themeId', '=', themeId).execute();
      const unique = [...new Set(ids)];
      if (unique.length === 0) return;
      await trx
        .insertInto(links)
        .values(unique.map((id) => ({ themeId, [column]: id }) as never))
        .execute();
    },
    decorate: async <Row extends { id: string }>(db: Kysely<Database>, rows: Row[]) => {
      if (rows.length === 0) return [];
      const found = await db
        .selectFrom(links)
        .select(['themeId', `${column} as memberId`])
        .where(
          'themeId',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy(column)
        .execute();
      return rows.map((row) => ({
        ...row,
        [key]: found.filter((link) => link.themeId === row.id).map((link) => link.memberId),
      }));
    },
  };
}

/** Refuses a parent that is the category itself or lies below it (the tree would become a loop). */
async function refuseLoop(trx: Kysely<Database>, id: string, data: Data) {
  let parentId = data.parentId as string | null | undefined;
  for (let depth = 0; parentId && depth < 100; depth++) {
    if (parentId === id) {
      throw new DomainError('invalid', 'CATEGORY_LOOP', 'A category cannot lie below itself.');
    }
    const parent = await trx.selectFrom('categories').select('parentId').where('id', '=', parentId).executeTakeFirst();
    parentId = parent?.parentId;
  }
}

const category = categoryInputs(STORED);
export const categoryWriter = resourceWriter({
  table: 'categories',
  nameColumn: 'name',
  label: 'Category',
  createInput: category.create,
  updateInput: category.update,
  uniqueSlug: true,
  references: [{ key: 'parentId', table: 'categories', label: 'Parent category' }],
  order: ORDER,
  afterWrite: refuseLoop,
  // a category is published by showing it on the website
  publishing: { publish: { showOnWebsite: true }, unpublish: { showOnWebsite: false } },
  decorate: storedRows,
});

const categoryTheme = categoryThemeInputs(STORED);
export const categoryThemeWriter = resourceWriter({
  table: 'categoryThemes',
  nameColumn: 'name',
  label: 'Category theme',
  createInput: categoryTheme.create,
  updateInput: categoryTheme.update,
  uniqueSlug: true,
  references: [{ key: 'categoryIds', table: 'categories', label: 'Category' }],
  order: ORDER,
  publishing: ACTIVE_PUBLISHING,
  toColumns: ({ categoryIds: _, ...columns }) => columns,
  ...themeMembers('categoryThemeCategories', 'categoryIds'),
});

const officeTheme = officeThemeInputs(STORED);
export const officeThemeWriter = resourceWriter({
  table: 'officeThemes',
  nameColumn: 'name',
  label: 'Office theme',
  createInput: officeTheme.create,
  updateInput: officeTheme.update,
  uniqueSlug: true,
  order: ORDER,
  publishing: ACTIVE_PUBLISHING,
  decorate: storedRows,
});

const gastronomyTheme = gastronomyThemeInputs(STORED);
export const gastronomyThemeWriter = resourceWriter({
  table: 'gastronomyThemes',
  nameColumn: 'name',
  label: 'Gastronomy theme',
  createInput: gastronomyTheme.create,
  updateInput: gastronomyTheme.update,
  uniqueSlug: true,
  references: [{ key: 'shopIds', table: 'shops', label: 'Shop' }],
  order: ORDER,
  publishing: ACTIVE_PUBLISHING,
  toColumns: ({ shopIds: _, ...columns }) => columns,
  ...themeMembers('gastronomyThemeShops', 'shopIds'),
});

const websiteContact = websiteContactInputs(STORED);
export const websiteContactWriter = resourceWriter({
  table: 'websiteContacts',
  nameColumn: 'name',
  label: 'Website contact',
  createInput: websiteContact.create,
  updateInput: websiteContact.update,
  order: ORDER,
  publishing: { publish: { isPublic: true }, unpublish: { isPublic: false } },
  decorate: storedRows,
});
