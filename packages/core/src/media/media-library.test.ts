// Spec 4.6, 4.9: the media library list of a center, url under the CDN base, kinds, pagination.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { listMediaLibrary, MediaLibraryQuery } from './media-library';

const CDN = 'https://cdn.example.com/';

describe('media library', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    otherCenterId = (
      await handle.db.selectFrom('centers').select('id').where('id', '<>', centerId).executeTakeFirstOrThrow()
    ).id;
    await handle.db.deleteFrom('mediaAssets').execute();
    const asset = (center: string | null, n: number, mimeType: string, ext: string) => ({
      centerId: center,
      storageKey: `centers/${center ?? 'global'}/${String(n).padStart(4, '0')}.${ext}`,
      contentHash: `hash-${n}`,
      mimeType,
      byteSize: 1000 + n,
      originalName: `file-${n}.${ext}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    });
    await handle.db
      .insertInto('mediaAssets')
      .values([
        asset(centerId, 1, 'image/png', 'png'),
        asset(centerId, 2, 'image/svg+xml', 'svg'),
        asset(centerId, 3, 'application/pdf', 'pdf'),
        asset(centerId, 4, 'image/jpeg', 'jpg'),
        asset(otherCenterId, 5, 'image/png', 'png'),
        asset(null, 6, 'image/png', 'png'),
      ])
      .execute();
  });
  afterAll(() => handle.close());

  it("lists the center's assets newest first with resolved urls", async () => {
    const page = await listMediaLibrary(handle.db, { centerId }, CDN);
    expect(page.total).toBe(4);
    expect(page.data.map((a) => a.originalName)).toEqual(['file-4.jpg', 'file-3.pdf', 'file-2.svg', 'file-1.png']);
    expect(page.data[0]).toMatchObject({
      kind: 'image',
      url: `https://cdn.example.com/centers/${centerId}/0004.jpg`,
      mimeType: 'image/jpeg',
      byteSize: 1004,
      createdAt: '2026-01-01T00:04:00.000Z',
    });
    expect(page.pagination).toEqual({ limit: 50, offset: 0, hasMore: false, nextOffset: null });
  });

  it('filters by kind and pages', async () => {
    expect((await listMediaLibrary(handle.db, { centerId, kind: 'image' }, CDN)).data.map((a) => a.mimeType)).toEqual([
      'image/jpeg',
      'image/png',
    ]);
    expect((await listMediaLibrary(handle.db, { centerId, kind: 'svg' }, CDN)).total).toBe(1);
    expect((await listMediaLibrary(handle.db, { centerId, kind: 'other' }, CDN)).total).toBe(0);
    const first = await listMediaLibrary(handle.db, { centerId, limit: 3 }, CDN);
    expect(first.pagination).toEqual({ limit: 3, offset: 0, hasMore: true, nextOffset: 3 });
    const second = await listMediaLibrary(handle.db, { centerId, limit: 3, offset: 3 }, CDN);
    expect(second.data.map((a) => a.originalName)).toEqual(['file-1.png']);
  });

  it('validates the query and refuses an unknown center', async () => {
    expect(MediaLibraryQuery.safeParse({ centerId, limit: '101' }).success).toBe(false);
    expect(MediaLibraryQuery.safeParse({ centerId, kind: 'video' }).success).toBe(false);
    expect(MediaLibraryQuery.parse({ centerId, limit: '10', offset: '20' })).toMatchObject({ limit: 10, offset: 20 });
    await expect(
      listMediaLibrary(handle.db, { centerId: '00000000-0000-4000-8000-000000000000' }, CDN),
    ).rejects.toMatchObject({ kind: 'not_found' });
  });
});
