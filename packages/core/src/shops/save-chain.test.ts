// Staff writes of chains: reached through a center of the chain's organization, shown by the shop reads of every
// center with a branch location (each of their versions bumped), never deleted while branches exist, and a shop of
// a center cannot become a branch of another organization's chain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { listPublicShops } from './public-shops';
import { createChain, deleteChain, getChainForStaff, listChainsForStaff, updateChain } from './save-chain';
import { createShop, updateShop } from './save-shop';

describe('chain writes', { timeout: 60_000 }, () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let secondCenterId: string;
  let foreignCenterId: string;

  const version = async (id: string) =>
    (await handle.db.selectFrom('centers').select('contentVersion').where('id', '=', id).executeTakeFirstOrThrow())
      .contentVersion;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    secondCenterId = (
      await handle.db.selectFrom('centers').select('id').where('slug', '=', 'nord-arkaden').executeTakeFirstOrThrow()
    ).id;
    const org = await handle.db
      .insertInto('organizations')
      .values({ name: 'Fremde Gruppe', slug: 'fremde-gruppe' })
      .returning('id')
      .executeTakeFirstOrThrow();
    foreignCenterId = (
      await handle.db
        .insertInto('centers')
        .values({ name: 'Fremdes Center', slug: 'fremdes-center', organizationId: org.id })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  it('creates a chain of the organization whose branch locations in two centers show its logo', async () => {
    const chain = await createChain(handle.db, centerId, {
      name: 'Tee Tempel',
      logo: '/uploads/tt.png',
      status: 'Active',
    });
    expect(chain).toMatchObject({ slug: 'tee-tempel', branchCount: 0 });
    const here = await createShop(handle.db, centerId, {
      name: 'Tee Tempel',
      slug: 'tee-tempel',
      chainId: chain.id,
      status: 'Active',
    });
    await createShop(handle.db, secondCenterId, {
      name: 'Tee Tempel',
      slug: 'tee-tempel',
      chainId: chain.id,
      status: 'Active',
    });
    expect((await getChainForStaff(handle.db, centerId, chain.id)).branchCount).toBe(1);

    const [here0, second0] = [await version(centerId), await version(secondCenterId)];
    await updateChain(handle.db, centerId, chain.id, { logo: '/uploads/tt-neu.png' });
    expect([await version(centerId), await version(secondCenterId)]).toEqual([here0 + 1, second0 + 1]);
    const shops = await listPublicShops(handle.db, centerId, { publicWebsite: true, limit: 5000, offset: 0 });
    expect(shops.data.find((s) => s.id === here.id)?.logo).toBe('/uploads/tt-neu.png');

    await updateChain(handle.db, centerId, chain.id, { status: 'Inactive' });
    const hidden = await listPublicShops(handle.db, centerId, { publicWebsite: true, limit: 5000, offset: 0 });
    expect(hidden.data.map((s) => s.id)).not.toContain(here.id);

    await expect(deleteChain(handle.db, centerId, chain.id)).rejects.toMatchObject({ code: 'CHAIN_IN_USE' });
    await expect(createChain(handle.db, centerId, { name: 'Y', slug: 'tee-tempel' })).rejects.toMatchObject({
      code: 'SLUG_TAKEN',
    });
  });

  it('keeps another organization out of its chains', async () => {
    const chain = await createChain(handle.db, centerId, { name: 'Nur bei uns' });
    expect((await listChainsForStaff(handle.db, foreignCenterId)).map((c) => c.id)).not.toContain(chain.id);
    await expect(updateChain(handle.db, foreignCenterId, chain.id, { name: 'Gekapert' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(deleteChain(handle.db, foreignCenterId, chain.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      createShop(handle.db, foreignCenterId, { name: 'Filiale', slug: 'filiale', chainId: chain.id }),
    ).rejects.toMatchObject({ code: 'UNKNOWN_CHAIN' });
    const own = await createShop(handle.db, foreignCenterId, { name: 'Eigen', slug: 'eigen' });
    await expect(updateShop(handle.db, foreignCenterId, own.id, { chainId: chain.id })).rejects.toMatchObject({
      code: 'UNKNOWN_CHAIN',
    });
    await deleteChain(handle.db, centerId, chain.id);
    expect((await listChainsForStaff(handle.db, centerId)).map((c) => c.id)).not.toContain(chain.id);
  });

  it('lets a center reach a chain of no organization only through a branch of its own', async () => {
    // the legacy import makes chains of no organization; one with a branch in the demo center only
    const legacy = await handle.db
      .insertInto('shopChains')
      .values({ name: 'Altkette', slug: 'altkette' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('shops')
      .values({ centerId, chainId: legacy.id, name: 'Altkette', slug: 'altkette' })
      .execute();
    expect((await listChainsForStaff(handle.db, centerId)).map((c) => c.id)).toContain(legacy.id);
    expect((await listChainsForStaff(handle.db, foreignCenterId)).map((c) => c.id)).not.toContain(legacy.id);
    await expect(
      createShop(handle.db, foreignCenterId, { name: 'Altkette', slug: 'altkette-fremd', chainId: legacy.id }),
    ).rejects.toMatchObject({ code: 'UNKNOWN_CHAIN' });
    await expect(updateChain(handle.db, foreignCenterId, legacy.id, { name: 'Gekapert' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
