// The dashboard's center switcher: a SUPER_ADMIN finds any center by name, in German order; everyone else only
// the center of the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { listWorkableCenters } from './workable-centers';

describe('the centers a staff user works on', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  const admin = { role: 'SUPER_ADMIN' as const, centerId: null };
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    const organizationId = (await handle.db.selectFrom('centers').select('organizationId').executeTakeFirstOrThrow())
      .organizationId;
    for (const [slug, name] of [
      ['aachen', 'Aachen Arkaden'],
      ['oedeme', 'Ödeme Galerie'],
      ['zeil', 'Zeil 100'],
      ['underscore', 'Mall 100%_x'],
    ] as const)
      await handle.db.insertInto('centers').values({ slug, name, organizationId, city: 'Köln' }).execute();
  });
  afterAll(() => handle.close());

  it('lists every center for a SUPER_ADMIN by name, umlauts with their base letter', async () => {
    const names = (await listWorkableCenters(handle.db, admin)).map((c) => c.name);
    expect(names).toEqual([
      'Aachen Arkaden',
      'Demo Center',
      'Mall 100%_x',
      'Nord-Arkaden',
      'Ödeme Galerie',
      'Zeil 100',
    ]);
  });

  it('finds by any part of the name, slug or city, and by the slug of the address', async () => {
    expect((await listWorkableCenters(handle.db, admin, { q: 'arkaden' })).map((c) => c.slug)).toEqual([
      'aachen',
      'nord-arkaden',
    ]);
    expect((await listWorkableCenters(handle.db, admin, { q: 'köln' })).length).toBe(4);
    // LIKE's wildcards are searched for as text
    expect((await listWorkableCenters(handle.db, admin, { q: '%_' })).map((c) => c.slug)).toEqual(['underscore']);
    expect(await listWorkableCenters(handle.db, admin, { slug: 'demo-center' })).toEqual([
      { id: centerId, name: 'Demo Center', slug: 'demo-center', city: expect.anything() },
    ]);
    expect((await listWorkableCenters(handle.db, admin, { id: centerId })).map((c) => c.slug)).toEqual(['demo-center']);
    expect(await listWorkableCenters(handle.db, admin, { limit: 2 })).toHaveLength(2);
  });

  it('gives anyone else only the center of the session, and none without one', async () => {
    const editor = { role: 'CONTENT_EDITOR' as const, centerId };
    expect((await listWorkableCenters(handle.db, editor)).map((c) => c.id)).toEqual([centerId]);
    expect(await listWorkableCenters(handle.db, editor, { slug: 'nord-arkaden' })).toEqual([]);
    expect(await listWorkableCenters(handle.db, { role: 'CONTENT_EDITOR', centerId: null })).toEqual([]);
  });

  it('refuses input outside its schema', async () => {
    await expect(listWorkableCenters(handle.db, admin, { limit: 500 })).rejects.toThrow();
    await expect(listWorkableCenters(handle.db, admin, { id: 'not-a-uuid' })).rejects.toThrow();
    // a NUL would reach PostgreSQL as an error: the schema refuses it
    await expect(listWorkableCenters(handle.db, admin, { q: 'a\u0000' })).rejects.toThrow('NUL');
  });
});
