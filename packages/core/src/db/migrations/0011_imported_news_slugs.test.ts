// Issue 22, point 7: news imported before the import gave slugs get one; other news keep theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from '../database';
import { up } from './0011_imported_news_slugs';

describe('migration 0011: imported news get slugs', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  }, 120_000);
  afterAll(() => handle?.close());

  it('gives an imported news item without a slug the one the import gives now, and leaves the others', async () => {
    const { db } = handle;
    const { id: centerId } = await db
      .insertInto('centers')
      .values({ name: 'Rhein-Galerie', slug: 'rhein-galerie' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const insert = (title: string, slug: string | null, legacyId: string | null) =>
      db.insertInto('news').values({ centerId, title, slug, legacyId }).returning('id').executeTakeFirstOrThrow();
    const imported = await insert('Große Eröffnung – Süßwaren!', null, '7001');
    const kept = await insert('Schon mit Slug', 'schon-mit-slug', '7002');
    const staff = await insert('Von Hand', null, null);

    await up(db as never);
    await up(db as never); // a second run changes nothing

    const slugOf = async (id: string) =>
      (await db.selectFrom('news').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug;
    expect(await slugOf(imported.id)).toBe('grosse-eroeffnung-suesswaren-7001');
    expect(await slugOf(kept.id)).toBe('schon-mit-slug');
    expect(await slugOf(staff.id)).toBeNull();
  });
});
