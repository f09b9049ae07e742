// Spec 2.11, 5 (accounts issue, point 5): every staff route declares its rule, and the rule holds for
// every role: anonymous 401, a role outside the rule 403, a CENTER_ADMIN (and every other center-bound
// role) 403 on another center, a switched-off module 403; and no /api route exists without a rule.
import { ROLES } from '@center-platform/core/accounts';
import type { Role } from '@center-platform/core/db';
import { setTenantModule } from '@center-platform/core/modules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';
import { STAFF_ROUTES } from './staff-routes';

// routes anyone may call: each does its own check (a token, the credentials, or nothing to protect)
const ANONYMOUS = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/assets/:file',
  // the agency API's OpenAPI document and its reference page
  'GET /api/agencyos/v1/openapi.json',
  'GET /api/agencyos/v1/docs',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/activate',
  'POST /api/auth/unlock',
  'POST /api/auth/link-status',
  'POST /api/mail-aliases/verify',
  'POST /api/cron/email-digest',
  // a report share link: the token is the credential (it answers its own report only)
  'GET /api/report-share/:token',
  // visitor wayfinding (spec 4.1): public, rate limited per IP
  'POST /api/wayfinding/routing',
  'GET /api/wayfinding/routing',
  // the visitor chatbot (spec 4.3): public, rate limited per IP
  'POST /api/ai/visitor-chatbot',
  // center website forms (spec 4.4): public, rate limited per IP, spam dropped silently
  'POST /api/centers/:centerId/send-contact-inquiry',
  'POST /api/centers/:centerId/send-rental-inquiry',
  // the social publishing provider's notices (spec 6.4): the HMAC signature is the credential
  'POST /api/social/webhooks/provider',
  // staff-only page-content writes answer 401 until the content editor is built
  'POST /api/centers/:centerId/page-content',
]);

describe('authorization: every staff route against every role', () => {
  let t: AccountsApp;
  const cookies = new Map<Role, string>();
  let organizationId: string;
  let targetUserId: string;

  beforeAll(async () => {
    t = await openAccountsApp();
    organizationId =
      (await t.db.selectFrom('centers').select('organizationId').where('id', '=', t.centerId).executeTakeFirstOrThrow())
        .organizationId ?? '';
    for (const role of ROLES) {
      const user = await t.createUser(role, { centerId: role === 'SUPER_ADMIN' ? null : t.centerId });
      await t.db.updateTable('users').set({ organizationId }).where('id', '=', user.id).execute();
      cookies.set(role, await t.signIn(user.email));
    }
  });
  afterAll(() => t.close());

  const call = async (route: (typeof STAFF_ROUTES)[number], centerId: string, cookie?: string) => {
    // a new target for each call: a call allowed to deactivate or change a user must not spoil the next one
    if (route.path.includes(':userId')) targetUserId = (await t.createUser('VIEWER')).id;
    const path =
      route.path
        .replace(':userId', targetUserId)
        .replace(':centerId', centerId)
        .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000') +
      (route.centerQuery ? `?${route.centerQuery}=${centerId}` : '');
    return t.request(route.method.toUpperCase(), path, {
      ...(cookie ? { cookie } : {}),
      ...(route.method === 'get' ? {} : { body: {} }),
    });
  };
  const allows = (route: (typeof STAFF_ROUTES)[number], role: Role) =>
    role === 'SUPER_ADMIN' || route.rule.roles === 'any' || route.rule.roles.includes(role);

  it('has staff routes to walk', () => {
    expect(STAFF_ROUTES.length).toBeGreaterThanOrEqual(14);
  });

  it('every /api route is a documented public read, anonymous by design, or a staff route with a rule', async () => {
    const doc = (await (await t.request('GET', '/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    const publicReads = new Set(Object.keys(doc.paths).map((p) => `GET ${p.replace(/\{(\w+)\}/g, ':$1')}`));
    const staff = new Set(STAFF_ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`));
    const unruled = t.app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !staff.has(key) && !ANONYMOUS.has(key) && !publicReads.has(key));
    expect(unruled).toEqual([]);
  });

  it('answers 401 to anonymous callers of every staff route', async () => {
    for (const route of STAFF_ROUTES) {
      const res = await call(route, t.centerId);
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  // every staff route x every role, one request at a time: slow when the machine is busy (hence the longer timeout)
  it('answers by the declared rule for each of the 14 roles', async () => {
    for (const route of STAFF_ROUTES) {
      for (const role of ROLES) {
        const res = await call(route, t.centerId, cookies.get(role));
        const what = `${role} ${route.method} ${route.path}: ${res.status}`;
        if (allows(route, role)) expect([401, 403].includes(res.status), what).toBe(false);
        else {
          expect(res.status, what).toBe(403);
          expect(((await res.json()) as { error: { code: string } }).error.code, what).toBe('FORBIDDEN_ROLE');
        }
      }
    }
  }, 120_000);

  it('keeps center-bound roles on their own center', async () => {
    for (const route of STAFF_ROUTES.filter((r) => r.centerParam || r.centerQuery)) {
      for (const role of ROLES.filter((r) => allows(route, r))) {
        const res = await call(route, t.otherCenterId, cookies.get(role));
        const what = `${role} ${route.method} ${route.path} on another center: ${res.status}`;
        if (role === 'SUPER_ADMIN') expect([401, 403].includes(res.status), what).toBe(false);
        else expect(res.status, what).toBe(403);
      }
    }
  });

  it('refuses a module switched off for the tenant', async () => {
    await setTenantModule(t.db, organizationId, 'organization-management', false);
    const aliases = STAFF_ROUTES.find((r) => r.path.endsWith('/mail-aliases'));
    if (!aliases) throw new Error('no mail-alias route');
    const res = await call(aliases, t.centerId, cookies.get('CENTER_ADMIN'));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('MODULE_DISABLED');
    await setTenantModule(t.db, organizationId, 'organization-management', true);
  });
});
