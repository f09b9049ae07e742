// Spec 4.6, 5: organization API keys are created and revoked in the dashboard (SUPER_ADMIN), shown once, and
// work against the agency API until revoked.
import { allModulesOn } from '@center-platform/core/accounts';
import type { Role } from '@center-platform/core/db';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from '../trpc/router';

describe('organizationKeys procedures', () => {
  let t: AccountsApp;
  let organizationId: string;
  const callerAs = (role: Role) =>
    createCallerFactory(appRouter)({
      services: { db: t.db } as never,
      principal: {
        userId: '00000000-0000-4000-8000-000000000001',
        role,
        organizationId: null,
        centerId: null,
        modules: allModulesOn(),
      },
      caller: undefined,
      sessionId: undefined,
      hono: undefined as never,
      resHeaders: new Headers(),
      trustProxy: false,
      mediaCdnBaseUrl: 'https://cdn.example/media',
    });

  beforeAll(async () => {
    t = await openAccountsApp();
    organizationId = (
      await t.db.selectFrom('centers').select('organizationId').where('id', '=', t.centerId).executeTakeFirstOrThrow()
    ).organizationId as string;
    await t.db
      .insertInto('users')
      .values({
        id: '00000000-0000-4000-8000-000000000001',
        email: 'operator@example.com',
        name: 'Operator',
        role: 'SUPER_ADMIN',
      })
      .execute();
  });
  afterAll(() => t.close());

  it('creates a key shown once, lists it without its secret, and revokes it at once', async () => {
    const operator = callerAs('SUPER_ADMIN');
    expect((await operator.organizationKeys.organizations()).map((o) => o.id)).toContain(organizationId);
    const created = await operator.organizationKeys.create({
      organizationId,
      data: { name: 'Agency', scopes: ['read'] },
    });
    expect(created.key).toMatch(/^cpo_/);
    const listed = (await operator.organizationKeys.page({ organizationId, q: 'Agency' })).rows;
    expect(listed.find((k) => k.id === created.id)).toMatchObject({
      name: 'Agency',
      createdBy: 'operator@example.com',
    });
    expect(JSON.stringify(listed)).not.toContain(created.key);

    const read = () =>
      t.request('GET', `/api/agencyos/v1/centers/${t.centerId}`, {
        headers: { authorization: `Bearer ${created.key}` },
      });
    expect((await read()).status).toBe(200);
    await operator.organizationKeys.revoke({ organizationId, keyId: created.id });
    expect((await read()).status).toBe(401);
  });

  it('is for the platform operator only (credential page)', async () => {
    const error = await callerAs('CENTER_ADMIN')
      .organizationKeys.page({ organizationId })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('FORBIDDEN');
  });
});
