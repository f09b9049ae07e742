// Issue 25.1: a user of an organization-level role (ORG_MARKETING_MANAGER, FINANCE_MANAGER, ANALYTICS_VIEWER) given
// an organization instead of a center works on every center of that organization, and on no other center.
import { hashPassword } from '@center-platform/core/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

const json = async (res: Response) => (await res.json()) as any;

describe('organization-wide users', () => {
  let t: AccountsApp;
  let adminCookie: string;
  let organizationId: string;
  let foreignCenterId: string;
  beforeAll(async () => {
    t = await openAccountsApp();
    adminCookie = await t.signIn((await t.createUser('SUPER_ADMIN', { centerId: null })).email);
    const own = await t.db
      .selectFrom('centers')
      .select('organizationId')
      .where('id', '=', t.centerId)
      .executeTakeFirstOrThrow();
    organizationId = own.organizationId ?? '';
    const foreign = await t.db
      .insertInto('organizations')
      .values({ name: 'Fremde Gruppe', slug: 'fremde-gruppe' })
      .returning('id')
      .executeTakeFirstOrThrow();
    foreignCenterId = (
      await t.db
        .insertInto('centers')
        .values({ organizationId: foreign.id, name: 'Fremd-Center', slug: 'fremd-center' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }, 60_000);
  afterAll(() => t.close(), 30_000);

  const admin = (method: string, path: string, body?: unknown) =>
    t.request(method, path, { cookie: adminCookie, ...(body !== undefined ? { body } : {}) });
  const trpcQuery = (cookie: string, path: string, input: unknown) =>
    t.request('GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { cookie });

  it('is created with an organization for an organization-level role only; the organization must exist', async () => {
    const create = (body: object) => admin('POST', '/api/users', { name: 'Gruppe', ...body });
    const editor = await create({ email: 'org-editor@example.com', role: 'CONTENT_EDITOR', organizationId });
    expect(editor.status).toBe(400);
    expect((await json(editor)).error.code).toBe('CENTER_REQUIRED');
    const unknown = await create({
      email: 'org-unknown@example.com',
      role: 'ORG_MARKETING_MANAGER',
      organizationId: '00000000-0000-4000-8000-000000000000',
    });
    expect((await json(unknown)).error.code).toBe('UNKNOWN_ORGANIZATION');
    const neither = await create({ email: 'org-neither@example.com', role: 'ANALYTICS_VIEWER' });
    expect((await json(neither)).error.code).toBe('CENTER_REQUIRED');

    const made = await create({ email: 'org-marketing@example.com', role: 'ORG_MARKETING_MANAGER', organizationId });
    expect(made.status).toBe(201);
    const row = await t.db
      .selectFrom('users')
      .select(['centerId', 'organizationId'])
      .where('email', '=', 'org-marketing@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ centerId: null, organizationId });

    // bound to one center again: the organization becomes that center's
    const id = (await json(made)).id;
    expect((await admin('PUT', `/api/users/${id}`, { centerId: foreignCenterId })).status).toBe(200);
    const moved = await t.db
      .selectFrom('users')
      .select('organizationId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(moved.organizationId).not.toBe(organizationId);
    // and organization-wide again; a role that needs a center refuses to lose it
    expect((await admin('PUT', `/api/users/${id}`, { centerId: null, organizationId })).status).toBe(200);
    expect((await json(await admin('PUT', `/api/users/${id}`, { role: 'CONTENT_EDITOR' }))).error.code).toBe(
      'CENTER_REQUIRED',
    );
  });

  it("works on every center of its organization and on no other organization's center", async () => {
    await t.db
      .updateTable('users')
      .set({ passwordHash: await hashPassword('a long enough passphrase 2026') })
      .where('email', '=', 'org-marketing@example.com')
      .execute();
    const cookie = await t.signIn('org-marketing@example.com', 'a long enough passphrase 2026');

    const centers = await json(await trpcQuery(cookie, 'profile.centers', {}));
    expect(centers.result.data.map((c: { id: string }) => c.id).sort()).toEqual([t.centerId, t.otherCenterId].sort());
    const me = await json(await t.request('GET', '/trpc/profile.me', { cookie }));
    expect(me.result.data).toMatchObject({ centerId: null });
    expect([...me.result.data.organizationCenters].sort()).toEqual([t.centerId, t.otherCenterId].sort());

    for (const centerId of [t.centerId, t.otherCenterId]) {
      expect((await trpcQuery(cookie, 'centerWork.shops.list', { centerId })).status).toBe(200);
      expect((await t.request('GET', `/api/centers/${centerId}/website-config`, { cookie })).status).toBe(200);
    }
    const foreign = await trpcQuery(cookie, 'centerWork.shops.list', { centerId: foreignCenterId });
    expect(foreign.status).toBe(403);
    expect((await json(foreign)).error.data.appCode).toBe('FORBIDDEN_CENTER');
    const foreignRest = await t.request('GET', `/api/centers/${foreignCenterId}/website-config`, { cookie });
    expect(foreignRest.status).toBe(403);
    expect((await json(foreignRest)).error.code).toBe('FORBIDDEN_CENTER');
    // a center-scoped call must name its center: there is no center of the session to fall back on
    const unnamed = await t.request('GET', '/api/dashboard/home', { cookie });
    expect(unnamed.status).toBe(403);
  });
});
