// A page of the user list for the dashboard: a CENTER_ADMIN sees its center's users only, names in German order,
// filters by role and by state, a search in name and e-mail, totals, and pages that do not overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { listUserPage } from './user-page';
import type { Actor } from './users';

describe('a page of the user list', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  const superAdmin: Actor = { userId: '', name: 'Platform', role: 'SUPER_ADMIN', centerId: null };
  let centerAdmin: Actor;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    centerAdmin = { userId: '', name: 'Center', role: 'CENTER_ADMIN', centerId };
    const people = [
      ['Zoe Zander', 'zoe@example.com', 'CONTENT_EDITOR', true],
      ['Ärne Acker', 'aerne@example.com', 'CONTENT_EDITOR', true],
      ['Arno Adler', 'arno@example.com', 'VIEWER', false],
      ['Bernd 100%', 'bernd@example.com', 'CENTER_ADMIN', true],
    ] as const;
    await handle.db
      .insertInto('users')
      .values(people.map(([name, email, role, isActive]) => ({ name, email, role, isActive, centerId })))
      .execute();
  }, 120_000);
  afterAll(() => handle?.close());

  it("shows a center's admin only that center's users, a super admin everyone", async () => {
    const mine = await listUserPage(handle.db, centerAdmin, { pageSize: 100 });
    expect(mine.rows.every((user) => user.centerId === centerId)).toBe(true);
    expect(mine.rows.map((user) => user.email)).not.toContain('admin@example.com');
    const all = await listUserPage(handle.db, superAdmin, { pageSize: 100 });
    expect(all.total).toBe(mine.total + 1);
    expect(all.rows.map((user) => user.email)).toContain('admin@example.com');
  });

  it('orders names in German order, pages without overlap and counts the matches', async () => {
    const all = await listUserPage(handle.db, superAdmin, { pageSize: 100 });
    const names = all.rows.map((user) => user.name);
    expect(names.indexOf('Arno Adler')).toBe(names.indexOf('Ärne Acker') + 1);
    expect(names.at(-1)).toBe('Zoe Zander');
    const pages = [1, 2, 3].map((page) => listUserPage(handle.db, superAdmin, { page, pageSize: 25 }));
    const ids = (await Promise.all(pages)).flatMap((answer) => answer.rows.map((user) => user.id));
    expect(new Set(ids).size).toBe(Math.min(all.total, 75));
    const newest = await listUserPage(handle.db, superAdmin, { sort: { key: 'email', dir: 'desc' } });
    expect(newest.rows[0]?.email).toBe('zoe@example.com');
  });

  it('filters by role and by state, and searches name and e-mail with % taken as text', async () => {
    const editors = await listUserPage(handle.db, centerAdmin, { filters: { role: 'CONTENT_EDITOR' } });
    expect(editors.rows.every((user) => user.role === 'CONTENT_EDITOR')).toBe(true);
    expect(editors.rows.map((user) => user.email)).toEqual(
      expect.arrayContaining(['zoe@example.com', 'aerne@example.com']),
    );
    const inactive = await listUserPage(handle.db, centerAdmin, { filters: { state: 'inactive' } });
    expect(inactive.rows.map((user) => user.email)).toEqual(['arno@example.com']);
    expect((await listUserPage(handle.db, centerAdmin, { q: 'ZANDER' })).rows.map((u) => u.email)).toEqual([
      'zoe@example.com',
    ]);
    expect((await listUserPage(handle.db, centerAdmin, { q: 'bernd@' })).total).toBe(1);
    expect((await listUserPage(handle.db, centerAdmin, { q: '100%' })).total).toBe(1);
    expect((await listUserPage(handle.db, centerAdmin, { q: '%' })).total).toBe(1);
  });

  it("names each user's center and tells invited users (no password yet) from active and deactivated ones", async () => {
    await handle.db
      .updateTable('users')
      .set({ passwordHash: 'argon2-stand-in' })
      .where('email', 'in', ['zoe@example.com', 'arno@example.com'])
      .execute();
    const mine = await listUserPage(handle.db, centerAdmin, { pageSize: 100 });
    const center = await handle.db.selectFrom('centers').select('name').where('id', '=', centerId).executeTakeFirst();
    expect(new Set(mine.rows.map((user) => user.centerName))).toEqual(new Set([center?.name]));
    const byEmail = new Map(mine.rows.map((user) => [user.email, user]));
    expect(byEmail.get('zoe@example.com')?.invited).toBe(false);
    expect(byEmail.get('aerne@example.com')?.invited).toBe(true);
    const state = async (value: 'active' | 'invited' | 'inactive') =>
      (await listUserPage(handle.db, centerAdmin, { filters: { state: value } })).rows.map((user) => user.email);
    expect(await state('active')).toEqual(['zoe@example.com']);
    expect(await state('invited')).toEqual(expect.arrayContaining(['aerne@example.com', 'bernd@example.com']));
    expect(await state('invited')).not.toContain('zoe@example.com');
    expect(await state('inactive')).toEqual(['arno@example.com']);
    const platform = await listUserPage(handle.db, superAdmin, { q: 'admin@example.com' });
    expect(platform.rows[0]).toMatchObject({ centerName: null });
  });

  it('refuses a page size, sort or role it does not offer', async () => {
    for (const wrong of [
      { pageSize: 7 },
      { sort: { key: 'passwordHash', dir: 'asc' } },
      { filters: { role: 'ROOT' } },
    ]) {
      await expect(listUserPage(handle.db, superAdmin, wrong as never)).rejects.toThrow();
    }
  });
});
