// The alias list of the dashboard and the removal of an alias: a center sees and removes only its own aliases,
// addresses in German order, filtered by state, searched in both addresses, pages that do not overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { listMailAliasPage, type MailAliasPageQuery, removeMailAlias } from './mail-aliases';

describe('the mail aliases of a center', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    const centers = await handle.db
      .insertInto('centers')
      .values([
        { name: 'Alias Center', slug: 'alias-center' },
        { name: 'Other Center', slug: 'alias-other' },
      ])
      .returning('id')
      .execute();
    [centerId, otherCenterId] = centers.map((center) => center.id) as [string, string];
    const alias = (address: string, targetEmail: string, status: 'pending' | 'verified', center = centerId) => ({
      centerId: center,
      alias: address,
      targetEmail,
      isExternal: status === 'pending',
      status,
    });
    await handle.db
      .insertInto('mailAliases')
      .values([
        alias('zentrale@alias.example', 'office@alias.example', 'verified'),
        alias('ärger@alias.example', 'beschwerden@gmail.example', 'pending'),
        alias('anfragen@alias.example', 'team@alias.example', 'verified'),
        alias('presse_100%@alias.example', 'agency@web.example', 'pending'),
        alias('info@other.example', 'owner@other.example', 'verified', otherCenterId),
      ])
      .execute();
    const more = Array.from({ length: 60 }, (_, i) => alias(`box${i}@alias.example`, 'bulk@alias.example', 'verified'));
    await handle.db.insertInto('mailAliases').values(more).execute();
  }, 120_000);
  afterAll(() => handle?.close());

  it("lists only the center's own aliases, addresses in German order", async () => {
    const all = await listMailAliasPage(handle.db, centerId, { pageSize: 100 });
    expect(all.total).toBe(64);
    expect(all.rows.map((row) => row.alias)).not.toContain('info@other.example');
    const addresses = all.rows.map((row) => row.alias);
    expect(addresses.slice(0, 2)).toEqual(['anfragen@alias.example', 'ärger@alias.example']);
    expect(addresses.at(-1)).toBe('zentrale@alias.example');
  });

  it('filters by state, searches both addresses (wildcards as text) and pages without overlap', async () => {
    const pending = await listMailAliasPage(handle.db, centerId, { filters: { status: 'pending' } });
    expect(pending.rows.map((row) => row.alias).sort()).toEqual(['presse_100%@alias.example', 'ärger@alias.example']);
    const byTarget = await listMailAliasPage(handle.db, centerId, { q: 'GMAIL' });
    expect(byTarget.rows.map((row) => row.alias)).toEqual(['ärger@alias.example']);
    expect((await listMailAliasPage(handle.db, centerId, { q: '100%' })).total).toBe(1);
    // as a wildcard, `x_1` would find box11
    expect((await listMailAliasPage(handle.db, centerId, { q: 'x_1' })).total).toBe(0);
    const pages = await Promise.all(
      [1, 2, 3].map((page) => listMailAliasPage(handle.db, centerId, { page, pageSize: 25 })),
    );
    const ids = pages.flatMap((answer) => answer.rows.map((row) => row.id));
    expect(new Set(ids).size).toBe(64);
    const byTargetDesc = await listMailAliasPage(handle.db, centerId, { sort: { key: 'target', dir: 'desc' } });
    expect(byTargetDesc.rows[0]?.targetEmail).toBe('team@alias.example');
  });

  it('refuses a page size or an order it does not offer', async () => {
    await expect(listMailAliasPage(handle.db, centerId, { pageSize: 7 })).rejects.toThrow('pageSize');
    const unknownSort = { sort: { key: 'verifiedAt', dir: 'asc' } } as unknown as MailAliasPageQuery;
    await expect(listMailAliasPage(handle.db, centerId, unknownSort)).rejects.toThrow();
  });

  it("removes an alias of the center and refuses another center's", async () => {
    const foreign = await handle.db
      .selectFrom('mailAliases')
      .select('id')
      .where('centerId', '=', otherCenterId)
      .executeTakeFirstOrThrow();
    await expect(removeMailAlias(handle.db, centerId, foreign.id)).rejects.toMatchObject({ code: 'ALIAS_NOT_FOUND' });
    expect(await handle.db.selectFrom('mailAliases').select('id').where('id', '=', foreign.id).execute()).toHaveLength(
      1,
    );
    const own = await listMailAliasPage(handle.db, centerId, { q: 'zentrale' });
    const removed = await removeMailAlias(handle.db, centerId, own.rows[0]?.id ?? '');
    expect(removed.alias).toBe('zentrale@alias.example');
    expect((await listMailAliasPage(handle.db, centerId, { q: 'zentrale' })).total).toBe(0);
    await expect(removeMailAlias(handle.db, centerId, removed.id)).rejects.toMatchObject({ code: 'ALIAS_NOT_FOUND' });
  });
});
