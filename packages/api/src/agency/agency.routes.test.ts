// Spec 4.6, 5, 9 (issue 11 point 1): the agency integration API. Who may call what (organization keys by scope
// and organization, staff by role and center, the bridge on center-scoped routes, 401/403), the latitude and
// longitude rules, the per-branch categoryId, offices, hosting, the staff-only website-config, and the OpenAPI
// document describing every route.
import { createOrganizationKey, revokeOrganizationKey } from '@center-platform/core/organizations';
import { createShopLocation } from '@center-platform/core/shops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARED_ROUTES } from '../http/route';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';
import { AgencyCenterSchema, HostingSchema, ParkingZoneSchema, WebsiteConfigSchema } from './schemas';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;

const BRIDGE_SECRET = 'bridge-secret-of-this-test-0123';
const V1 = '/api/agencyos/v1';
// filled as the app registers its routes
const agencyRoutes = () => DECLARED_ROUTES.filter((route) => route.api === 'agency');

describe('agency integration API', () => {
  let t: AccountsApp;
  let organizationId: string;
  let foreignOrganizationId: string;
  let foreignCenterId: string;
  const keys: Record<'write' | 'read' | 'foreign' | 'revoked', string> = {
    write: '',
    read: '',
    foreign: '',
    revoked: '',
  };
  const cookies: Record<'centerAdmin' | 'superAdmin' | 'viewer' | 'manager' | 'foreignManager', string> = {
    centerAdmin: '',
    superAdmin: '',
    viewer: '',
    manager: '',
    foreignManager: '',
  };
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  const bridge = (secret = BRIDGE_SECRET) => ({ 'x-cm-bridge-secret': secret });
  const code = async (res: Response) => ((await res.json()) as Json).error?.code;

  beforeAll(async () => {
    t = await openAccountsApp({ CM_BRIDGE_SECRET: BRIDGE_SECRET });
    organizationId = (
      await t.db.selectFrom('centers').select('organizationId').where('id', '=', t.centerId).executeTakeFirstOrThrow()
    ).organizationId as string;
    foreignOrganizationId = (
      await t.db
        .insertInto('organizations')
        .values({ name: 'Other Agency Group', slug: 'other-agency-group' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    foreignCenterId = (
      await t.db
        .insertInto('centers')
        .values({ organizationId: foreignOrganizationId, name: 'Foreign Center', slug: 'foreign-center' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    keys.write = (
      await createOrganizationKey(t.db, organizationId, null, { name: 'w', scopes: ['read', 'write'] })
    ).key;
    keys.read = (await createOrganizationKey(t.db, organizationId, null, { name: 'r', scopes: ['read'] })).key;
    keys.foreign = (
      await createOrganizationKey(t.db, foreignOrganizationId, null, { name: 'f', scopes: ['read', 'write'] })
    ).key;
    const revoked = await createOrganizationKey(t.db, organizationId, null, { name: 'x', scopes: ['read'] });
    await revokeOrganizationKey(t.db, organizationId, revoked.id);
    keys.revoked = revoked.key;
    const user = async (
      role: Parameters<AccountsApp['createUser']>[0],
      org: string | null,
      centerId?: string | null,
    ) => {
      const created = await t.createUser(role, { centerId });
      await t.db.updateTable('users').set({ organizationId: org }).where('id', '=', created.id).execute();
      return t.signIn(created.email);
    };
    cookies.centerAdmin = await user('CENTER_ADMIN', organizationId);
    cookies.superAdmin = await user('SUPER_ADMIN', null, null);
    cookies.viewer = await user('VIEWER', organizationId);
    cookies.manager = await user('CENTER_MANAGER', organizationId);
    cookies.foreignManager = await user('CENTER_MANAGER', foreignOrganizationId, foreignCenterId);
  }, 60_000);
  afterAll(() => t?.close());

  describe('credentials', () => {
    it('answers 401 to anonymous callers of every agency route', async () => {
      for (const route of agencyRoutes()) {
        const path = route.path
          .replace(':centerId', t.centerId)
          .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
        const res = await t.request(route.method.toUpperCase(), path, route.method === 'get' ? {} : { body: {} });
        expect(res.status, `${route.method} ${route.path}`).toBe(401);
      }
    });

    it('answers 401 for an unknown, revoked or malformed key and a wrong bridge secret', async () => {
      for (const headers of [
        bearer(keys.revoked),
        bearer(`${keys.write.slice(0, -2)}xx`),
        bearer('cpo_short'),
        bridge('not-the-bridge-secret-at-all'),
      ]) {
        const res = await t.request('GET', `${V1}/centers/${t.centerId}`, { headers });
        expect(res.status).toBe(401);
        expect(await code(res)).toBe('INVALID_CREDENTIALS');
      }
    });

    it('reads with a read key and refuses its writes (scope)', async () => {
      const res = await t.request('GET', `${V1}/centers/${t.centerId}`, { headers: bearer(keys.read) });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const center = AgencyCenterSchema.parse(((await res.json()) as Json).data);
      expect(center).toMatchObject({ id: t.centerId, latitude: 49.4875, longitude: 8.466 });
      const put = await t.request('PUT', `${V1}/centers/${t.centerId}`, {
        headers: bearer(keys.read),
        body: { phone: '1' },
      });
      expect(put.status).toBe(403);
      expect(await code(put)).toBe('INSUFFICIENT_SCOPE');
    });

    it('keeps a key to the centers and organization it belongs to', async () => {
      const foreign = await t.request('GET', `${V1}/centers/${foreignCenterId}`, { headers: bearer(keys.write) });
      expect(foreign.status).toBe(403);
      expect(await code(foreign)).toBe('FORBIDDEN_ORGANIZATION');
      expect(
        (await t.request('GET', `${V1}/centers/${foreignCenterId}`, { headers: bearer(keys.foreign) })).status,
      ).toBe(200);
      const parking = await t.request('GET', `${V1}/centers/${t.centerId}/parking-zones`, {
        headers: bearer(keys.foreign),
      });
      expect(parking.status).toBe(403);
      // unknown records are 404 for anyone the route admits
      const unknown = `${V1}/centers/00000000-0000-4000-8000-000000000000`;
      expect((await t.request('GET', unknown, { headers: bearer(keys.write) })).status).toBe(404);
    });

    it('refuses keys and the bridge on staff routes and on the staff-only website-config', async () => {
      for (const headers of [bearer(keys.write), bridge()]) {
        for (const path of [
          `${V1}/centers/${t.centerId}/website-config`,
          `/api/centers/${t.centerId}/website-config`,
          `/api/media?centerId=${t.centerId}`,
          `/api/dashboard/home?centerId=${t.centerId}`,
        ]) {
          const res = await t.request('GET', path, { headers });
          expect(res.status, `${path} ${Object.keys(headers)[0]}`).toBe(403);
          expect(['API_KEY_NOT_ACCEPTED', 'BRIDGE_NOT_ACCEPTED', 'CREDENTIAL_NOT_ACCEPTED']).toContain(await code(res));
        }
      }
    });

    it('holds staff sessions to their role and the center of their session', async () => {
      expect((await t.request('GET', `${V1}/centers/${t.centerId}`, { cookie: cookies.centerAdmin })).status).toBe(200);
      const other = await t.request('GET', `${V1}/centers/${t.otherCenterId}`, { cookie: cookies.centerAdmin });
      expect(other.status).toBe(403);
      expect(await code(other)).toBe('FORBIDDEN_CENTER');
      const viewer = await t.request('GET', `${V1}/centers/${t.centerId}`, { cookie: cookies.viewer });
      expect(viewer.status).toBe(403);
      expect(await code(viewer)).toBe('FORBIDDEN_ROLE');
      expect((await t.request('GET', `${V1}/centers/${foreignCenterId}`, { cookie: cookies.superAdmin })).status).toBe(
        200,
      );
    });
  });

  describe('bridge credential (CM_BRIDGE_SECRET)', () => {
    it('reads and writes parking zones of any center', async () => {
      const created = await t.request('POST', `${V1}/centers/${t.centerId}/parking-zones`, {
        headers: bridge(),
        body: { name: 'P-Bridge', capacity: 200, freeSpaces: 50 },
      });
      expect(created.status).toBe(201);
      const zone = ParkingZoneSchema.parse(((await created.json()) as Json).data);
      const pushed = await t.request('PUT', `${V1}/centers/${t.centerId}/parking-zones/${zone.id}`, {
        headers: bridge(),
        body: { freeSpaces: 12 },
      });
      expect(pushed.status).toBe(200);
      expect(((await pushed.json()) as Json).data).toMatchObject({ freeSpaces: 12, capacity: 200 });
      const over = await t.request('PUT', `${V1}/centers/${t.centerId}/parking-zones/${zone.id}`, {
        headers: bridge(),
        body: { freeSpaces: 201 },
      });
      expect(over.status).toBe(400);
      expect(await code(over)).toBe('FREE_SPACES_ABOVE_CAPACITY');
      const listed = await t.request('GET', `${V1}/centers/${foreignCenterId}/parking-zones`, { headers: bridge() });
      expect(listed.status).toBe(200);
    });

    it('is refused on organization-level routes and unknown where no secret is configured', async () => {
      const hosting = await t.request('GET', `${V1}/organizations/demo-group/hosting`, { headers: bridge() });
      expect(hosting.status).toBe(403);
      expect(await code(hosting)).toBe('BRIDGE_NOT_ACCEPTED');
      const create = await t.request('POST', `${V1}/centers`, {
        headers: bridge(),
        body: { name: 'B', slug: 'b-center' },
      });
      expect(create.status).toBe(403);
      const unconfigured = await openAccountsApp();
      try {
        const res = await unconfigured.request('GET', `${V1}/centers/${unconfigured.centerId}/parking-zones`, {
          headers: bridge(),
        });
        expect(res.status).toBe(401);
      } finally {
        await unconfigured.close();
      }
    }, 60_000);
  });

  describe('centers: latitude and longitude', () => {
    it('changes the position and shows it on the public by-slug read', async () => {
      const res = await t.request('PUT', `${V1}/centers/${t.centerId}`, {
        headers: bearer(keys.write),
        body: { latitude: 53.5511, longitude: 9.9937 },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Json).data).toMatchObject({ latitude: 53.5511, longitude: 9.9937 });
      const slug = (
        (await (await t.request('GET', `${V1}/centers/${t.centerId}`, { headers: bearer(keys.read) })).json()) as Json
      ).data.slug;
      const visitor = (await (await t.request('GET', `/api/centers/by-slug/${slug}`)).json()) as Json;
      expect(JSON.stringify(visitor)).toContain('53.5511');
    });

    it('refuses positions out of range, as text, half a pair, and unknown fields', async () => {
      for (const [body, expected] of [
        [{ latitude: 90.01, longitude: 1 }, 'body.latitude'],
        [{ latitude: 1, longitude: 180.5 }, 'body.longitude'],
        [{ latitude: '53.5', longitude: '9.9' }, 'body.latitude'],
        [{ lat: 53.5 }, 'lat'],
      ] as const) {
        const res = await t.request('PUT', `${V1}/centers/${t.centerId}`, { headers: bearer(keys.write), body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(((await res.json()) as Json).error.message).toContain(expected);
      }
      const half = await t.request('PUT', `${V1}/centers/${t.centerId}`, {
        headers: bearer(keys.write),
        body: { latitude: null },
      });
      expect(half.status).toBe(400);
      expect(await code(half)).toBe('INVALID_COORDINATES');
      const stored = (await (
        await t.request('GET', `${V1}/centers/${t.centerId}`, { headers: bearer(keys.read) })
      ).json()) as Json;
      expect(stored.data).toMatchObject({ latitude: 53.5511, longitude: 9.9937 });
    });

    it('creates a center in the key’s organization with its position, and never in another one', async () => {
      const res = await t.request('POST', `${V1}/centers`, {
        headers: bearer(keys.write),
        body: { name: 'Agency Park', slug: 'agency-park', latitude: 50.1109, longitude: 8.6821 },
      });
      expect(res.status).toBe(201);
      const created = AgencyCenterSchema.parse(((await res.json()) as Json).data);
      expect(created).toMatchObject({ organizationId, latitude: 50.1109, longitude: 8.6821 });
      const foreign = await t.request('POST', `${V1}/centers`, {
        headers: bearer(keys.write),
        body: { name: 'Sneaky', slug: 'sneaky', organizationId: foreignOrganizationId },
      });
      expect(foreign.status).toBe(403);
      expect(await code(foreign)).toBe('FORBIDDEN_ORGANIZATION');
      const half = await t.request('POST', `${V1}/centers`, {
        headers: bearer(keys.write),
        body: { name: 'Half', slug: 'half', longitude: 8.6 },
      });
      expect(half.status).toBe(400);
      const taken = await t.request('POST', `${V1}/centers`, {
        headers: bearer(keys.write),
        body: { name: 'Again', slug: 'agency-park' },
      });
      expect(taken.status).toBe(409);
      // staff: the platform operator names the organization; a center admin may not create centers
      const operator = await t.request('POST', `${V1}/centers`, {
        cookie: cookies.superAdmin,
        body: { name: 'Operator Park', slug: 'operator-park', organizationId: foreignOrganizationId },
      });
      expect(operator.status).toBe(201);
      const unnamed = await t.request('POST', `${V1}/centers`, {
        cookie: cookies.superAdmin,
        body: { name: 'Nowhere', slug: 'nowhere' },
      });
      expect(unnamed.status).toBe(400);
      const admin = await t.request('POST', `${V1}/centers`, {
        cookie: cookies.centerAdmin,
        body: { name: 'A', slug: 'a' },
      });
      expect(admin.status).toBe(403);
    });
  });

  describe('shop locations: categoryId per branch', () => {
    it('overrides the category of one branch only, within its own center', async () => {
      const chainId = (await t.db.selectFrom('shopChains').select('id').executeTakeFirstOrThrow()).id;
      const categories = await t.db
        .selectFrom('categories')
        .select(['id', 'centerId'])
        .where('centerId', 'in', [t.centerId, t.otherCenterId])
        .execute();
      const [first, second] = categories.filter((c) => c.centerId === t.centerId);
      const foreignCategory = categories.find((c) => c.centerId === t.otherCenterId);
      if (!first || !second || !foreignCategory) throw new Error('the demo has categories in both centers');
      const one = await createShopLocation(t.db, t.centerId, {
        chainId,
        name: 'Branch A',
        slug: 'agency-branch-a',
        categoryId: first.id,
      });
      const two = await createShopLocation(t.db, t.centerId, {
        chainId,
        name: 'Branch B',
        slug: 'agency-branch-b',
        categoryId: first.id,
      });

      const res = await t.request('PUT', `${V1}/shop-locations/${one.id}`, {
        headers: bearer(keys.write),
        body: { categoryId: second.id },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Json).data).toMatchObject({ id: one.id, categoryId: second.id, chainId });
      const sibling = await t.db
        .selectFrom('shops')
        .select('categoryId')
        .where('id', '=', two.id)
        .executeTakeFirstOrThrow();
      expect(sibling.categoryId).toBe(first.id);

      const foreign = await t.request('PUT', `${V1}/shop-locations/${one.id}`, {
        headers: bearer(keys.write),
        body: { categoryId: foreignCategory.id },
      });
      expect(foreign.status).toBe(400);
      expect(await code(foreign)).toBe('UNKNOWN_CATEGORY');
      const cleared = await t.request('PUT', `${V1}/shop-locations/${one.id}`, {
        headers: bearer(keys.write),
        body: { categoryId: null },
      });
      expect(((await cleared.json()) as Json).data.categoryId).toBeNull();
    });

    it('answers 404 for a plain shop and 403 for a key of another organization', async () => {
      const plain = await t.db
        .selectFrom('shops')
        .select('id')
        .where('centerId', '=', t.centerId)
        .where('chainId', 'is', null)
        .executeTakeFirstOrThrow();
      expect(
        (
          await t.request('PUT', `${V1}/shop-locations/${plain.id}`, {
            headers: bearer(keys.write),
            body: { name: 'x' },
          })
        ).status,
      ).toBe(404);
      const branch = await t.db
        .selectFrom('shops')
        .select('id')
        .where('centerId', '=', t.centerId)
        .where('chainId', 'is not', null)
        .executeTakeFirstOrThrow();
      const res = await t.request('PUT', `${V1}/shop-locations/${branch.id}`, {
        headers: bearer(keys.foreign),
        body: { name: 'x' },
      });
      expect(res.status).toBe(403);
    });
  });

  describe('offices', () => {
    it('creates and changes an office with all its fields', async () => {
      const res = await t.request('POST', `${V1}/offices`, {
        headers: bearer(keys.write),
        body: {
          centerId: t.centerId,
          name: 'Praxis Dr. Agency',
          slug: 'praxis-agency',
          speciality: 'Zahnarzt',
          floor: 'OG 1',
          phone: '+49 621 2',
          email: 'praxis@agency.example',
          website: 'https://praxis.example',
          openingHours: { monday: '08:00-12:00' },
          status: 'Active',
        },
      });
      expect(res.status).toBe(201);
      const office = ((await res.json()) as Json).data;
      expect(office).toMatchObject({ centerId: t.centerId, speciality: 'Zahnarzt', floor: 'OG 1' });
      const changed = await t.request('PUT', `${V1}/offices`, {
        headers: bearer(keys.write),
        body: { id: office.id, speciality: 'Kieferorthopädie' },
      });
      expect(changed.status).toBe(200);
      expect(((await changed.json()) as Json).data).toMatchObject({
        id: office.id,
        speciality: 'Kieferorthopädie',
        floor: 'OG 1',
      });
      const moved = await t.request('PUT', `${V1}/offices`, {
        headers: bearer(keys.write),
        body: { id: office.id, centerId: t.otherCenterId, name: 'x' },
      });
      expect(moved.status).toBe(404);
    });

    it('refuses a missing center, a foreign one and unknown fields', async () => {
      const missing = await t.request('POST', `${V1}/offices`, { headers: bearer(keys.write), body: { name: 'x' } });
      expect(missing.status).toBe(400);
      const foreign = await t.request('POST', `${V1}/offices`, {
        headers: bearer(keys.write),
        body: { centerId: foreignCenterId, name: 'x' },
      });
      expect(foreign.status).toBe(403);
      const typo = await t.request('POST', `${V1}/offices`, {
        headers: bearer(keys.write),
        body: { centerId: t.centerId, name: 'x', specialty: 'typo' },
      });
      expect(typo.status).toBe(400);
    });
  });

  describe('organization hosting', () => {
    it('reads and changes the per-template map by slug or id', async () => {
      const patched = await t.request('PATCH', `${V1}/organizations/demo-group/hosting`, {
        headers: bearer(keys.write),
        body: { classic: { provider: 'vercel', projectId: 'prj_classic', productionUrl: 'https://demo.example' } },
      });
      expect(patched.status).toBe(200);
      const read = await t.request('GET', `${V1}/organizations/${organizationId}/hosting`, {
        headers: bearer(keys.read),
      });
      expect(HostingSchema.parse(((await read.json()) as Json).data).projects).toEqual({
        classic: { provider: 'vercel', projectId: 'prj_classic', productionUrl: 'https://demo.example' },
      });
      const bad = await t.request('PATCH', `${V1}/organizations/demo-group/hosting`, {
        headers: bearer(keys.write),
        body: { classic: { provider: 'vercel', projectId: 'x', deployHook: 'https://secret' } },
      });
      expect(bad.status).toBe(400);
    });

    it('keeps keys and staff to their own organization', async () => {
      expect(
        (await t.request('GET', `${V1}/organizations/other-agency-group/hosting`, { headers: bearer(keys.write) }))
          .status,
      ).toBe(403);
      expect(
        (await t.request('GET', `${V1}/organizations/nobody/hosting`, { headers: bearer(keys.write) })).status,
      ).toBe(404);
      const nul = await t.request('GET', `${V1}/organizations/%00x/hosting`, { headers: bearer(keys.write) });
      expect(nul.status).toBe(400);
      expect(
        (await t.request('GET', `${V1}/organizations/demo-group/hosting`, { cookie: cookies.manager })).status,
      ).toBe(200);
      const foreignManager = await t.request('GET', `${V1}/organizations/demo-group/hosting`, {
        cookie: cookies.foreignManager,
      });
      expect(foreignManager.status).toBe(403);
      expect(await code(foreignManager)).toBe('FORBIDDEN_ORGANIZATION');
      const readOnly = await t.request('PATCH', `${V1}/organizations/demo-group/hosting`, {
        headers: bearer(keys.read),
        body: {},
      });
      expect(readOnly.status).toBe(403);
    });
  });

  describe('website-config (staff only)', () => {
    it('answers the whole configuration to staff, uncached, without the password hash', async () => {
      for (const path of [`${V1}/centers/${t.centerId}/website-config`, `/api/centers/${t.centerId}/website-config`]) {
        expect((await t.request('GET', path)).status).toBe(401);
        const res = await t.request('GET', path, { cookie: cookies.centerAdmin });
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const data = WebsiteConfigSchema.strict().parse(((await res.json()) as Json).data);
        expect(data.centerId).toBe(t.centerId);
        expect(JSON.stringify(data)).not.toMatch(/passwordHash|\$argon2/);
      }
      expect(
        (await t.request('GET', `/api/centers/${t.otherCenterId}/website-config`, { cookie: cookies.centerAdmin }))
          .status,
      ).toBe(403);
    });
  });

  describe('OpenAPI document', () => {
    it('describes every /api/agencyos/v1/ route with its inputs and credentials', async () => {
      const res = await t.request('GET', `${V1}/openapi.json`);
      expect(res.status).toBe(200);
      const doc = (await res.json()) as Json;
      expect(doc.openapi).toBe('3.1.0');
      const documented = new Set(
        Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
          Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
        ),
      );
      const served = t.app.routes
        .filter((r) => r.path.startsWith(`${V1}/`) && r.method !== 'ALL' && !/openapi\.json$|\/docs$/.test(r.path))
        .map((r) => `${r.method} ${r.path}`);
      expect(served.length).toBe(agencyRoutes().length);
      expect(served.filter((route) => !documented.has(route))).toEqual([]);

      const put = doc.paths['/api/agencyos/v1/centers/{centerId}'].put;
      const body = put.requestBody.content['application/json'].schema;
      expect(body.properties.latitude.anyOf).toContainEqual({ type: 'number', minimum: -90, maximum: 90 });
      expect(body.properties.longitude.anyOf).toContainEqual({ type: 'number', minimum: -180, maximum: 180 });
      expect(body.additionalProperties).toBe(false);
      expect(put.security).toEqual(expect.arrayContaining([{ organizationKey: [] }, { bridge: [] }]));
      const shopLocation = doc.paths['/api/agencyos/v1/shop-locations/{id}'].put;
      expect(shopLocation.requestBody.content['application/json'].schema.properties).toHaveProperty('categoryId');
      const websiteConfig = doc.paths['/api/agencyos/v1/centers/{centerId}/website-config'].get;
      expect(websiteConfig.security).toEqual([{ session: [] }]);
      expect((await t.request('GET', `${V1}/docs`)).headers.get('content-type')).toContain('text/html');
    });
  });
});
