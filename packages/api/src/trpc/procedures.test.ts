// Accounts issue, points 5 and 8: every tRPC procedure declares its access rule, the one middleware
// enforces it for every role, and the dashboard's HTTP path (cookie, origin) works end to end.
import { allModulesOn, ROLES } from '@center-platform/core/accounts';
import type { Role } from '@center-platform/core/db';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, BASE_URL, openAccountsApp } from '../testing/accounts-app';
import { createCallerFactory, type ProcedureMeta } from './init';
import { appRouter } from './router';

type AnyProcedure = { _def: { meta?: ProcedureMeta; type: 'query' | 'mutation' } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>);

describe('tRPC procedures', () => {
  let t: AccountsApp;
  beforeAll(async () => {
    t = await openAccountsApp();
  });
  afterAll(() => t.close());

  it('each declares an access rule', () => {
    expect(procedures.length).toBeGreaterThanOrEqual(20);
    for (const [path, procedure] of procedures) expect(procedure._def.meta?.access, path).toBeDefined();
  });

  it('answers by the declared rule for each of the 14 roles, and keeps center-bound roles on their center', async () => {
    const createCaller = createCallerFactory(appRouter);
    const services = { db: t.db } as never;
    for (const [path, procedure] of procedures) {
      const access = procedure._def.meta?.access;
      if (!access || access === 'public') continue;
      for (const role of [...ROLES, null] as (Role | null)[]) {
        for (const centerId of [t.centerId, t.otherCenterId]) {
          const principal = role
            ? {
                userId: '00000000-0000-4000-8000-000000000001',
                role,
                organizationId: null,
                centerId: t.centerId,
                modules: allModulesOn(),
              }
            : undefined;
          const caller = createCaller({
            services,
            principal,
            caller: undefined,
            sessionId: undefined,
            hono: undefined as never,
            resHeaders: new Headers(),
            trustProxy: false,
            mediaCdnBaseUrl: 'https://cdn.example/media',
          });
          const call = path.split('.').reduce<any>((node, key) => node[key], caller);
          const code = await call({ centerId }).then(
            () => 'OK',
            (e: unknown) => (e instanceof TRPCError ? e.code : 'OTHER'),
          );
          const what = `${role ?? 'anonymous'} ${path} (center ${centerId === t.centerId ? 'own' : 'other'}): ${code}`;
          const roleAllowed =
            role === 'SUPER_ADMIN' || (role !== null && (access.roles === 'any' || access.roles.includes(role)));
          const centerAllowed = role === 'SUPER_ADMIN' || !access.centerScoped || centerId === t.centerId;
          if (!role) expect(code, what).toBe('UNAUTHORIZED');
          else if (!roleAllowed || !centerAllowed) expect(code, what).toBe('FORBIDDEN');
          else expect(['UNAUTHORIZED', 'FORBIDDEN'].includes(code), what).toBe(false);
        }
      }
    }
  });

  it('signs in over HTTP, reads with the cookie, and refuses a mutation from another origin', async () => {
    const user = await t.createUser('CENTER_ADMIN');
    const signIn = await t.app.request('/trpc/auth.signIn', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE_URL },
      body: JSON.stringify({ email: user.email, password: 'correct horse battery staple' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const me = await t.app.request('/trpc/profile.me', { headers: { cookie } });
    const self = ((await me.json()) as { result: { data: { role: string; mediaBaseUrl: string } } }).result.data;
    expect(self.role).toBe('CENTER_ADMIN');
    // stored media paths are shown in the dashboard (thumbnails) under the same base as the websites read them
    expect(self.mediaBaseUrl).toBe(`${BASE_URL}/media`);
    const foreign = await t.app.request('/trpc/profile.setNotificationPreferences', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: 'https://evil.example' },
      body: JSON.stringify({ emailDigestEnabled: true }),
    });
    expect(foreign.status).toBe(403);
    const anonymous = await t.app.request('/trpc/users.list');
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { data: { appCode: string } } }).error.data.appCode).toBe(
      'UNAUTHENTICATED',
    );
  });
});
