// The media_assets rows of re-hosted assets (asset-rows.ts): saved in batches, each save resolved once its row is
// written, one row per center and source URL.
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { type AssetRow, createAssetRowWriter } from './asset-rows';

describe('createAssetRowWriter', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let inserts = 0;
  const counting: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (node.kind === 'InsertQueryNode') inserts += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const row = (source: string, hash: string): AssetRow => ({
    centerId,
    storageKey: `centers/${centerId}/${hash.slice(0, 2)}/${hash}.png`,
    contentHash: hash,
    mimeType: 'image/png',
    byteSize: 10,
    sourceUrl: `https://legacy.example/media/${source}`,
    originalName: source,
  });
  const stored = () =>
    handle.db
      .selectFrom('mediaAssets')
      .select(['sourceUrl', 'contentHash'])
      .where('centerId', '=', centerId)
      .orderBy('sourceUrl')
      .execute();

  beforeAll(async () => {
    handle = await openTestDatabase();
    centerId = (
      await handle.db
        .insertInto('centers')
        .values({ name: 'Rows', slug: 'rows' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle?.close());

  it('writes the rows saved together with one insert, and resolves each save once its row is there', async () => {
    const save = createAssetRowWriter(handle.db.withPlugin(counting));
    inserts = 0;
    const sources = Array.from({ length: 50 }, (_, i) => `logo-${String(i).padStart(2, '0')}.png`);
    const seen: number[] = [];
    await Promise.all(
      sources.map((source, i) =>
        save(row(source, `${i}`.padStart(64, 'a'))).then(async () => {
          const found = await stored();
          seen.push(found.length);
        }),
      ),
    );
    expect(inserts).toBe(1);
    expect((await stored()).map((r) => r.sourceUrl)).toEqual(sources.map((s) => `https://legacy.example/media/${s}`));
    expect(Math.min(...seen)).toBe(50);
  });

  it('keeps one row per source URL: the later file of a batch, then of a later save', async () => {
    const save = createAssetRowWriter(handle.db);
    await Promise.all([save(row('twice.png', 'b'.repeat(64))), save(row('twice.png', 'c'.repeat(64)))]);
    const twice = async () => (await stored()).filter((r) => r.sourceUrl?.endsWith('/twice.png'));
    expect(await twice()).toEqual([
      { sourceUrl: 'https://legacy.example/media/twice.png', contentHash: 'c'.repeat(64) },
    ]);
    await save(row('twice.png', 'd'.repeat(64)));
    expect((await twice()).map((r) => r.contentHash)).toEqual(['d'.repeat(64)]);
  });

  it('rejects every save of a batch the database refuses', async () => {
    const save = createAssetRowWriter(handle.db);
    const unknownCenter = { ...row('orphan.png', 'e'.repeat(64)), centerId: '00000000-0000-4000-8000-000000000000' };
    const results = await Promise.allSettled([save(row('fine.png', 'f'.repeat(64))), save(unknownCenter)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((await stored()).some((r) => r.sourceUrl?.endsWith('/fine.png'))).toBe(false);
  });
});
