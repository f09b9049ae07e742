// Staff writes of the website structure on the seeded demo: each shows in its public read at once (one version bump),
// slugs are made from the name and kept unique, references stay inside the center and the category tree has no loop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listCategories,
  listGastronomyThemes,
  listOfficeThemes,
  listWebsiteCategories,
  listWebsiteCategoryThemes,
} from '../centers/public-categories';
import { listPublicWebsiteContacts } from '../content/public-pages';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import {
  categoryThemeWriter,
  categoryWriter,
  gastronomyThemeWriter,
  officeThemeWriter,
  websiteContactWriter,
} from './save-structure';

describe('website structure writes', { timeout: 60_000 }, () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;
  let otherCategoryId: string;
  let shopId: string;

  const version = async (id = centerId) =>
    (await handle.db.selectFrom('centers').select('contentVersion').where('id', '=', id).executeTakeFirstOrThrow())
      .contentVersion;
  const once = async <T>(write: () => Promise<T>): Promise<T> => {
    const before = await version();
    const result = await write();
    expect(await version()).toBe(before + 1);
    return result;
  };
  const refused = async (write: () => Promise<unknown>, match: Record<string, unknown>) => {
    const before = await version();
    await expect(write()).rejects.toMatchObject(match);
    expect(await version()).toBe(before);
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    const { db } = handle;
    otherCenterId = (
      await db.selectFrom('centers').select('id').where('slug', '=', 'nord-arkaden').executeTakeFirstOrThrow()
    ).id;
    otherCategoryId = (
      await db.selectFrom('categories').select('id').where('centerId', '=', otherCenterId).executeTakeFirstOrThrow()
    ).id;
    shopId = (
      await db
        .selectFrom('shops')
        .select('id')
        .where('centerId', '=', centerId)
        .where('status', '=', 'Active')
        .where('showOnWebsite', '=', true)
        .where('chainId', 'is', null)
        .orderBy('slug')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  it('creates a category with a slug made from its name, numbered while taken, shown on the website at once', async () => {
    const first = await once(() => categoryWriter.create(handle.db, centerId, { name: 'Bücher & Schreibwaren' }));
    expect(first.slug).toBe('buecher-und-schreibwaren');
    const second = await categoryWriter.create(handle.db, centerId, { name: 'Bücher & Schreibwaren' });
    expect(second.slug).toBe('buecher-und-schreibwaren-2');
    const website = await listWebsiteCategories(handle.db, centerId);
    expect(website.map((c) => c.id)).toContain(first.id);
    await refused(() => categoryWriter.update(handle.db, centerId, second.id, { slug: 'buecher-und-schreibwaren' }), {
      code: 'SLUG_TAKEN',
    });
    await once(() => categoryWriter.update(handle.db, centerId, second.id, { showOnWebsite: false, color: '#123' }));
    expect((await listWebsiteCategories(handle.db, centerId)).map((c) => c.id)).not.toContain(second.id);
    expect((await listCategories(handle.db, centerId)).find((c) => c.id === second.id)?.color).toBe('#123');
  });

  it('refuses a parent of another center and a loop in the tree', async () => {
    const top = await categoryWriter.create(handle.db, centerId, { name: 'Oben' });
    const below = await categoryWriter.create(handle.db, centerId, { name: 'Unten', parentId: top.id });
    await refused(() => categoryWriter.update(handle.db, centerId, top.id, { parentId: below.id }), {
      code: 'CATEGORY_LOOP',
    });
    await refused(() => categoryWriter.update(handle.db, centerId, top.id, { parentId: top.id }), {
      code: 'CATEGORY_LOOP',
    });
    await refused(() => categoryWriter.create(handle.db, centerId, { name: 'X', parentId: otherCategoryId }), {
      code: 'UNKNOWN_REFERENCE',
    });
    await refused(() => categoryWriter.update(handle.db, otherCenterId, top.id, { name: 'Fremd' }), {
      code: 'NOT_FOUND',
    });
    await refused(() => categoryWriter.create(handle.db, centerId, { name: 'Farbe', color: 'red' }), {
      code: 'INVALID_INPUT',
    });
  });

  it('keeps a category theme with its categories; the website read lists them', async () => {
    const [category] = await listWebsiteCategories(handle.db, centerId);
    const theme = await once(() =>
      categoryThemeWriter.create(handle.db, centerId, { name: 'Neu im Center', categoryIds: [category?.id ?? ''] }),
    );
    expect(theme).toMatchObject({ slug: 'neu-im-center', categoryIds: [category?.id] });
    const website = (await listWebsiteCategoryThemes(handle.db, centerId)).find((t) => t.id === theme.id);
    expect(website?.categories.map((c) => c.id)).toEqual([category?.id]);
    await refused(() => categoryThemeWriter.update(handle.db, centerId, theme.id, { categoryIds: [otherCategoryId] }), {
      code: 'UNKNOWN_REFERENCE',
    });
    const cleared = await once(() => categoryThemeWriter.update(handle.db, centerId, theme.id, { categoryIds: [] }));
    expect(cleared.categoryIds).toEqual([]);
    await once(() => categoryThemeWriter.update(handle.db, centerId, theme.id, { isActive: false }));
    expect((await listWebsiteCategoryThemes(handle.db, centerId)).map((t) => t.id)).not.toContain(theme.id);
  });

  it('keeps office and gastronomy themes; their public reads follow', async () => {
    const office = await once(() => officeThemeWriter.create(handle.db, centerId, { name: 'Gesundheit & Praxen' }));
    expect((await listOfficeThemes(handle.db, centerId)).map((t) => t.slug)).toContain('gesundheit-und-praxen');
    await once(() => officeThemeWriter.remove(handle.db, centerId, office.id));
    expect((await listOfficeThemes(handle.db, centerId)).map((t) => t.id)).not.toContain(office.id);

    const food = await once(() =>
      gastronomyThemeWriter.create(handle.db, centerId, { name: 'Frühstück', shopIds: [shopId] }),
    );
    expect(food.shopIds).toEqual([shopId]);
    const listed = (await listGastronomyThemes(handle.db, centerId)).find((t) => t.id === food.id);
    expect(listed?.shops.map((s) => s.id)).toEqual([shopId]);
    const otherShop = await handle.db
      .selectFrom('shops')
      .select('id')
      .where('centerId', '=', otherCenterId)
      .executeTakeFirstOrThrow();
    await refused(() => gastronomyThemeWriter.update(handle.db, centerId, food.id, { shopIds: [otherShop.id] }), {
      code: 'UNKNOWN_REFERENCE',
    });
  });

  it('keeps website contacts; only public ones are read publicly', async () => {
    const contact = await once(() =>
      websiteContactWriter.create(handle.db, centerId, {
        name: '<b>Jana</b> Berg',
        position: 'Vermietung',
        email: 'jana@example.com',
      }),
    );
    expect(contact.name).toBe('Jana Berg');
    expect((await listPublicWebsiteContacts(handle.db, centerId)).map((c) => c.id)).toContain(contact.id);
    await once(() => websiteContactWriter.bulk(handle.db, centerId, { action: 'unpublish', ids: [contact.id] }));
    expect((await listPublicWebsiteContacts(handle.db, centerId)).map((c) => c.id)).not.toContain(contact.id);
    await refused(() => websiteContactWriter.create(handle.db, centerId, { name: 'X', email: 'not-mail' }), {
      code: 'INVALID_INPUT',
    });
  });
});
