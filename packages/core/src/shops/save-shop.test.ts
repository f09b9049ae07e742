// Staff writes of shops and branch locations (spec 2.6) on the seeded demo: the opening-hours rules on write
// (absent = untouched, present = central serialization, branches under regularHours), one version bump per
// write, center scoping and validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { createShop, deleteShop, getShopForStaff, listShopsForStaff, updateShop } from './save-shop';

describe('staff shop writes', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;
  let chainId: string;
  let branchId: string;
  let plainShopId: string;
  let categoryId: string;
  let otherCategoryId: string;
  let otherShopId: string;

  const version = async (id = centerId) =>
    (await handle.db.selectFrom('centers').select('contentVersion').where('id', '=', id).executeTakeFirstOrThrow())
      .contentVersion;
  const storedHours = async (id: string) =>
    (await handle.db.selectFrom('shops').select('openingHours').where('id', '=', id).executeTakeFirstOrThrow())
      .openingHours;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    const { db } = handle;
    otherCenterId = (
      await db.selectFrom('centers').select('id').where('slug', '=', 'nord-arkaden').executeTakeFirstOrThrow()
    ).id;
    const branch = await db
      .selectFrom('shops')
      .select(['id', 'chainId'])
      .where('centerId', '=', centerId)
      .where('chainId', 'is not', null)
      .orderBy('slug')
      .executeTakeFirstOrThrow();
    branchId = branch.id;
    chainId = branch.chainId ?? '';
    plainShopId = (
      await db
        .selectFrom('shops')
        .select('id')
        .where('centerId', '=', centerId)
        .where('chainId', 'is', null)
        .orderBy('slug')
        .executeTakeFirstOrThrow()
    ).id;
    categoryId = (
      await db.selectFrom('categories').select('id').where('centerId', '=', centerId).executeTakeFirstOrThrow()
    ).id;
    otherCategoryId = (
      await db.selectFrom('categories').select('id').where('centerId', '=', otherCenterId).executeTakeFirstOrThrow()
    ).id;
    otherShopId = (
      await db.selectFrom('shops').select('id').where('centerId', '=', otherCenterId).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  describe('opening hours on write', () => {
    it('leaves the stored hours untouched when the input has none, and bumps the version once', async () => {
      // every shop of the demo: whatever form its hours are stored in, a save without hours keeps them
      const shops = await handle.db
        .selectFrom('shops')
        .select(['id', 'openingHours'])
        .where('centerId', '=', centerId)
        .orderBy('slug')
        .limit(12)
        .execute();
      expect(new Set(shops.map((s) => typeof s.openingHours)).size).toBeGreaterThan(1);
      for (const shop of shops) {
        const before = await version();
        const saved = await updateShop(handle.db, centerId, shop.id, { shortDescription: 'Neu beschrieben' });
        expect(saved.shortDescription).toBe('Neu beschrieben');
        expect(await storedHours(shop.id)).toEqual(shop.openingHours);
        expect(await version()).toBe(before + 1);
      }
    });

    it('stores a branch under regularHours only: stray weekday keys removed, German keys mapped', async () => {
      await updateShop(handle.db, centerId, branchId, {
        openingHours: {
          regularHours: { montag: { von: '07:00', bis: '19:00' }, samstag: '08:00 - 14:00' },
          tuesday: { hours: 'stray, removed' },
          note: 'Feiertags geschlossen',
        },
      });
      expect(await storedHours(branchId)).toEqual({
        note: 'Feiertags geschlossen',
        regularHours: { monday: { open: '07:00', close: '19:00' }, saturday: { hours: '08:00 - 14:00' } },
      });

      await updateShop(handle.db, centerId, branchId, {
        openingHours: JSON.stringify({ dienstag: { von: '09:00', bis: '18:00' }, sonntag: 'geschlossen' }),
      });
      expect(await storedHours(branchId)).toEqual({
        regularHours: { tuesday: { open: '09:00', close: '18:00' }, sunday: { open: 'closed', close: 'closed' } },
      });
    });

    it('stores a plain shop with top-level English days, keeps free text, and clears with null', async () => {
      await updateShop(handle.db, centerId, plainShopId, {
        openingHours: { Mo: '10:00 - 20:00', freitag: { von: '10:00', bis: '21:00' }, so: 'zu' },
      });
      expect(await storedHours(plainShopId)).toEqual({
        monday: { hours: '10:00 - 20:00' },
        friday: { open: '10:00', close: '21:00' },
        sunday: { open: 'closed', close: 'closed' },
      });
      await updateShop(handle.db, centerId, plainShopId, { openingHours: 'Mo-Sa 10-20 Uhr' });
      expect(await storedHours(plainShopId)).toBe('Mo-Sa 10-20 Uhr');
      await updateShop(handle.db, centerId, plainShopId, { openingHours: null });
      expect(await storedHours(plainShopId)).toBeNull();
    });

    it('creates shops and branches through the serialization; absent hours are null', async () => {
      const shop = await createShop(handle.db, centerId, {
        name: 'Neuer Laden',
        slug: 'neuer-laden',
        categoryId,
        openingHours: { montag: { von: '09:00', bis: '18:00' } },
      });
      expect(shop).toMatchObject({ centerId, isShopLocation: false, status: 'Active' });
      expect(shop.openingHours).toEqual({ monday: { open: '09:00', close: '18:00' } });

      const branch = await createShop(handle.db, centerId, {
        name: 'Neue Filiale',
        slug: 'neue-filiale',
        chainId,
        openingHours: { monday: { hours: '06:00 - 18:00' } },
      });
      expect(branch).toMatchObject({ isShopLocation: true, chainId });
      expect(branch.chainName).toBeTruthy();
      expect(branch.openingHours).toEqual({ regularHours: { monday: { hours: '06:00 - 18:00' } } });

      const bare = await createShop(handle.db, centerId, { name: 'Ohne Zeiten', slug: 'ohne-zeiten' });
      expect(bare.openingHours).toBeNull();
    });

    it('moves the stored hours under regularHours when a shop becomes a branch without new hours', async () => {
      const shop = await createShop(handle.db, centerId, {
        name: 'Wird Filiale',
        slug: 'wird-filiale',
        openingHours: { monday: { open: '10:00', close: '18:00' } },
      });
      const saved = await updateShop(handle.db, centerId, shop.id, { chainId });
      expect(saved.isShopLocation).toBe(true);
      expect(saved.openingHours).toEqual({ regularHours: { monday: { open: '10:00', close: '18:00' } } });
    });
  });

  describe('center scope and validation', () => {
    it('treats a shop of another center as not found and never touches it', async () => {
      const before = await handle.db
        .selectFrom('shops')
        .selectAll()
        .where('id', '=', otherShopId)
        .executeTakeFirstOrThrow();
      const versions = [await version(), await version(otherCenterId)];
      await expect(updateShop(handle.db, centerId, otherShopId, { name: 'Gekapert' })).rejects.toMatchObject({
        kind: 'not_found',
      });
      await expect(deleteShop(handle.db, centerId, otherShopId)).rejects.toMatchObject({ kind: 'not_found' });
      await expect(getShopForStaff(handle.db, centerId, otherShopId)).rejects.toMatchObject({ kind: 'not_found' });
      const after = await handle.db
        .selectFrom('shops')
        .selectAll()
        .where('id', '=', otherShopId)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
      expect([await version(), await version(otherCenterId)]).toEqual(versions);
    });

    it('refuses a category of another center, an unknown chain and a taken slug', async () => {
      const before = await version();
      await expect(updateShop(handle.db, centerId, plainShopId, { categoryId: otherCategoryId })).rejects.toMatchObject(
        { kind: 'invalid', code: 'UNKNOWN_CATEGORY' },
      );
      await expect(
        createShop(handle.db, centerId, {
          name: 'X',
          slug: 'x-unbekannt',
          chainId: '00000000-0000-4000-8000-00000000abcd',
        }),
      ).rejects.toMatchObject({ kind: 'invalid', code: 'UNKNOWN_CHAIN' });
      const taken = await getShopForStaff(handle.db, centerId, branchId);
      await expect(updateShop(handle.db, centerId, plainShopId, { slug: taken.slug })).rejects.toMatchObject({
        kind: 'conflict',
        code: 'SLUG_TAKEN',
      });
      await expect(createShop(handle.db, centerId, { name: 'Doppelt', slug: taken.slug })).rejects.toMatchObject({
        kind: 'conflict',
      });
      expect(await version()).toBe(before);
      // the same slug in another center is fine
      const here = await createShop(handle.db, centerId, { name: 'Nur hier', slug: 'nur-hier' });
      const elsewhere = await createShop(handle.db, otherCenterId, { name: 'Gleicher Slug', slug: here.slug });
      expect(elsewhere.centerId).toBe(otherCenterId);
    });

    it('refuses malformed input with INVALID and writes nothing', async () => {
      const before = await version();
      for (const input of [
        { slug: 'Not A Slug' },
        { name: '' },
        { website: 'javascript:alert(1)' },
        { logo: 'java\tscript:alert(1)' },
        { status: 'Published' },
        { email: 'no-at-sign' },
        { floorNumber: 1.5 },
        { openingHours: 'x'.repeat(6000) },
      ]) {
        await expect(
          updateShop(handle.db, centerId, plainShopId, input as never),
          JSON.stringify(input),
        ).rejects.toMatchObject({
          kind: 'invalid',
          code: 'INVALID_INPUT',
        });
      }
      await expect(createShop(handle.db, centerId, { name: 'Ohne Slug' } as never)).rejects.toMatchObject({
        kind: 'invalid',
      });
      expect(await version()).toBe(before);
    });
  });

  it('lists every shop of the center whatever its status, with chain names', async () => {
    const list = await listShopsForStaff(handle.db, centerId);
    const stored = await handle.db
      .selectFrom('shops')
      .select(['id', 'status'])
      .where('centerId', '=', centerId)
      .execute();
    expect(list.map((s) => s.id).sort()).toEqual(stored.map((s) => s.id).sort());
    expect(new Set(list.map((s) => s.status))).toEqual(new Set(['Active', 'Inactive', 'Draft']));
    expect(list.every((s) => s.centerId === centerId)).toBe(true);
    expect(list.filter((s) => s.isShopLocation).every((s) => typeof s.chainName === 'string')).toBe(true);
  });

  it('deletes a shop of the center and bumps the version once', async () => {
    const shop = await createShop(handle.db, centerId, { name: 'Kurz da', slug: 'kurz-da' });
    const before = await version();
    expect(await deleteShop(handle.db, centerId, shop.id)).toEqual({ id: shop.id });
    expect(await version()).toBe(before + 1);
    await expect(getShopForStaff(handle.db, centerId, shop.id)).rejects.toMatchObject({ kind: 'not_found' });
  });
});
