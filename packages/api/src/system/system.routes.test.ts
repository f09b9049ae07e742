// Spec 4.6, 5: the System area: vector index health and the maintenance migration, SUPER_ADMIN only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROUTES } from '../auth/staff-routes';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;
const json = async (res: Response): Promise<Json> => res.json();

describe('system routes', () => {
  let t: AccountsApp;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    t = await openAccountsApp();
    cookie.SUPER_ADMIN = await t.signIn((await t.createUser('SUPER_ADMIN', { centerId: null })).email);
    cookie.CENTER_ADMIN = await t.signIn((await t.createUser('CENTER_ADMIN')).email);
  });
  afterAll(() => t.close());

  it('answers the vector index health: never indexed, all public content needs a sync', async () => {
    const res = await t.request('GET', '/api/system/vector-sync/health', { cookie: cookie.SUPER_ADMIN });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toMatchObject({ indexed: false, status: 'never_indexed', lastIndexedAt: null });
    expect(data.needsSync).toBe(data.total);
    expect(data.needsSync).toBeGreaterThan(0);
    expect(Object.keys(data.byType)).toEqual(['news', 'events', 'offers', 'jobs', 'shops']);
  });

  it('runs the migrator idempotently', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.request('POST', '/api/system/maintenance/migrate', { cookie: cookie.SUPER_ADMIN });
      expect(res.status).toBe(200);
      expect((await json(res)).data).toEqual({ applied: [], upToDate: true });
    }
  });

  it('is SUPER_ADMIN only: 401 anonymous, 403 for a center admin', async () => {
    for (const [method, path] of [
      ['GET', '/api/system/vector-sync/health'],
      ['POST', '/api/system/maintenance/migrate'],
    ] as const) {
      expect((await t.request(method, path)).status).toBe(401);
      const refused = await t.request(method, path, { cookie: cookie.CENTER_ADMIN });
      expect(refused.status).toBe(403);
      expect((await json(refused)).error.code).toBe('FORBIDDEN_ROLE');
    }
  });

  it('has no maintenance, migration or system route below SUPER_ADMIN', () => {
    const maintenance = STAFF_ROUTES.filter((r) => /\/(system|maintenance|migrat)/.test(r.path));
    expect(maintenance.length).toBeGreaterThanOrEqual(2);
    for (const route of maintenance.filter((r) => r.rule.roles !== 'any')) {
      expect(route.rule.roles, `${route.method} ${route.path}`).toEqual(['SUPER_ADMIN']);
    }
    // the only maintenance-looking path of another rule is a retired stub that answers 410 and does nothing
    expect(maintenance.filter((r) => r.rule.roles === 'any').map((r) => r.path)).toEqual(['/api/migrate']);
    // nothing under /api/system or a migrate path is served outside the staff routes (see authorization.test.ts)
    const served = t.app.routes.filter((r) => /^\/api\/(system|.*migrat)/.test(r.path) && r.method !== 'ALL');
    for (const route of served) {
      expect(STAFF_ROUTES.some((s) => s.path === route.path && s.method.toUpperCase() === route.method)).toBe(true);
    }
  });
});
