// Spec 4.6, 5: organization API keys - shown once, stored hashed, listed without secrets, revoked at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../accounts/one-time-tokens';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import {
  createOrganizationKey,
  listOrganizationKeyPage,
  organizationKeyCaller,
  revokeOrganizationKey,
} from './api-keys';

describe('organization API keys', () => {
  let handle: DatabaseHandle;
  let organizationId: string;
  let otherOrganizationId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    const { centerId } = await seedTestDemo(handle.db);
    organizationId = (
      await handle.db
        .selectFrom('centers')
        .select('organizationId')
        .where('id', '=', centerId)
        .executeTakeFirstOrThrow()
    ).organizationId as string;
    otherOrganizationId = (
      await handle.db
        .insertInto('organizations')
        .values({ name: 'Other Group', slug: 'other-group-keys' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  it('shows a new key once and keeps only its hash', async () => {
    const created = await createOrganizationKey(handle.db, organizationId, null, {
      name: ' Agency site ',
      scopes: ['write', 'read', 'read'],
    });
    expect(created.key).toMatch(/^cpo_[\w-]{43}$/);
    expect(created).toMatchObject({
      name: 'Agency site',
      scopes: ['read', 'write'],
      keyPrefix: created.key.slice(0, 10),
    });
    const stored = await handle.db
      .selectFrom('apiKeys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.keyHash).toBe(hashToken(created.key));
    expect(JSON.stringify(stored)).not.toContain(created.key);
    const listed = (await listOrganizationKeyPage(handle.db, organizationId)).rows;
    expect(listed.map((k) => k.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain(created.key);
    expect(JSON.stringify(listed)).not.toContain(stored.keyHash);
  });

  it('names the organization and scopes of a presented key, and nothing for a wrong one', async () => {
    const { key, id } = await createOrganizationKey(handle.db, organizationId, null, {
      name: 'Read',
      scopes: ['read'],
    });
    expect(await organizationKeyCaller(handle.db, key)).toEqual({
      keyId: id,
      organizationId,
      name: 'Read',
      scopes: ['read'],
    });
    expect(await organizationKeyCaller(handle.db, `${key}x`)).toBeUndefined();
    expect(await organizationKeyCaller(handle.db, 'cps_something')).toBeUndefined();
    const used = await handle.db
      .selectFrom('apiKeys')
      .select('lastUsedAt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(used.lastUsedAt).not.toBeNull();
  });

  it('refuses an expired key, and an expiry in the past when creating', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const { key } = await createOrganizationKey(
      handle.db,
      organizationId,
      null,
      { name: 'Short', scopes: ['read'], expiresAt: '2030-01-02T00:00:00Z' },
      now,
    );
    expect(await organizationKeyCaller(handle.db, key, now)).toBeDefined();
    expect(await organizationKeyCaller(handle.db, key, new Date('2030-01-03T00:00:00Z'))).toBeUndefined();
    await expect(
      createOrganizationKey(handle.db, organizationId, null, {
        name: 'Past',
        scopes: ['read'],
        expiresAt: '2000-01-01T00:00:00Z',
      }),
    ).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('validates name and scopes', async () => {
    await expect(
      createOrganizationKey(handle.db, organizationId, null, { name: '', scopes: ['read'] }),
    ).rejects.toMatchObject({
      kind: 'invalid',
    });
    await expect(
      createOrganizationKey(handle.db, organizationId, null, { name: 'x', scopes: [] }),
    ).rejects.toMatchObject({
      kind: 'invalid',
    });
    await expect(
      createOrganizationKey(handle.db, organizationId, null, { name: 'x', scopes: ['admin' as never] }),
    ).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('revokes at once, only within its organization', async () => {
    const { key, id } = await createOrganizationKey(handle.db, organizationId, null, {
      name: 'Gone',
      scopes: ['read'],
    });
    await expect(revokeOrganizationKey(handle.db, otherOrganizationId, id)).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(await organizationKeyCaller(handle.db, key)).toBeDefined();
    await revokeOrganizationKey(handle.db, organizationId, id);
    expect(await organizationKeyCaller(handle.db, key)).toBeUndefined();
    await expect(revokeOrganizationKey(handle.db, organizationId, id)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it("lists a page of the keys: by state, searched by name or prefix, in German order, never another organization's", async () => {
    const page = (input: Parameters<typeof listOrganizationKeyPage>[2], now?: Date) =>
      listOrganizationKeyPage(handle.db, organizationId, input, now).then(({ rows, total }) => ({
        names: rows.map((row) => row.name),
        total,
      }));
    await createOrganizationKey(handle.db, otherOrganizationId, null, { name: 'Ärger anderswo', scopes: ['read'] });
    const { keyPrefix } = await createOrganizationKey(handle.db, organizationId, null, {
      name: 'Ärztehaus-Website',
      scopes: ['read'],
    });
    const all = await page({ sort: { key: 'name', dir: 'asc' } });
    // the demo's key among them
    expect(all.names).toEqual(['Agency site', 'Ärztehaus-Website', 'Demo agency', 'Gone', 'Read', 'Short']);
    expect((await page({})).names[0]).toBe('Ärztehaus-Website');
    expect(await page({ filters: { state: 'revoked' } })).toEqual({ names: ['Gone'], total: 1 });
    const later = new Date('2030-01-03T00:00:00Z');
    expect((await page({ filters: { state: 'expired' } }, later)).names).toEqual(['Short']);
    expect((await page({ filters: { state: 'active' }, sort: { key: 'name', dir: 'asc' } }, later)).names).toEqual([
      'Agency site',
      'Ärztehaus-Website',
      'Demo agency',
      'Read',
    ]);
    expect((await page({ q: 'ärzte' })).names).toEqual(['Ärztehaus-Website']);
    expect((await page({ q: keyPrefix })).names).toEqual(['Ärztehaus-Website']);
    expect(await page({ page: 2, pageSize: 25 })).toEqual({ names: [], total: 6 });
  });
});
