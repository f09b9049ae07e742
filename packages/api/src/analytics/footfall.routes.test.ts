// Spec 4.6, issue 25.8: the footfall route: the no live data marker until a counter reports, the counts once one does
// (reported with an organization key or by the center's admins), validated params and bodies, the rules.
import { createOrganizationKey } from '@center-platform/core/organizations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;
const json = async (res: Response): Promise<Json> => res.json();

describe('footfall route', () => {
  let t: AccountsApp;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    t = await openAccountsApp();
    for (const role of ['ANALYTICS_VIEWER', 'CENTER_ADMIN', 'CONTENT_EDITOR'] as const) {
      cookie[role] = await t.signIn((await t.createUser(role)).email);
    }
    cookie.SUPER_ADMIN = await t.signIn((await t.createUser('SUPER_ADMIN', { centerId: null })).email);
  });
  afterAll(() => t.close());

  const footfall = (query: string, who?: string) =>
    t.request('GET', `/api/analytics/footfall${query}`, who ? { cookie: who } : {});

  it('answers the no_live_data marker with an empty series', async () => {
    const res = await footfall(`?centerId=${t.centerId}&from=2026-01-01&to=2026-01-31`, cookie.ANALYTICS_VIEWER);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      success: true,
      data: { series: [], status: 'no_live_data', from: '2026-01-01', to: '2026-01-31', centerId: t.centerId },
    });
    const defaults = await json(await footfall(`?centerId=${t.centerId}`, cookie.CENTER_ADMIN));
    expect(defaults.data.message).toMatch(/no live measurements/);
  });

  it('answers 400 naming bad params and 404 for an unknown center', async () => {
    const badDay = await footfall(`?centerId=${t.centerId}&from=2026-02-30`, cookie.ANALYTICS_VIEWER);
    expect(badDay.status).toBe(400);
    expect((await json(badDay)).error.message).toMatch(/query\.from/);
    const reversed = await footfall(`?centerId=${t.centerId}&from=2026-03-02&to=2026-03-01`, cookie.ANALYTICS_VIEWER);
    expect(reversed.status).toBe(400);
    expect((await json(reversed)).error.message).toMatch(/query\.from: must not lie after to/);
    const tooLong = await footfall(`?centerId=${t.centerId}&from=2024-01-01&to=2026-01-01`, cookie.ANALYTICS_VIEWER);
    expect((await json(tooLong)).error.code).toBe('RANGE_TOO_LONG');
    const noCenter = await footfall('?centerId=abc', cookie.SUPER_ADMIN);
    expect(noCenter.status).toBe(400);
    expect((await json(noCenter)).error.message).toMatch(/query\.centerId/);
    expect((await footfall('?centerId=00000000-0000-4000-8000-000000000000', cookie.SUPER_ADMIN)).status).toBe(404);
  });

  it('answers 401 without a session, 403 outside the rule or on another center', async () => {
    expect((await footfall(`?centerId=${t.centerId}`)).status).toBe(401);
    const role = await footfall(`?centerId=${t.centerId}`, cookie.CONTENT_EDITOR);
    expect(role.status).toBe(403);
    expect((await json(role)).error.code).toBe('FORBIDDEN_ROLE');
    const other = await footfall(`?centerId=${t.otherCenterId}`, cookie.ANALYTICS_VIEWER);
    expect(other.status).toBe(403);
    expect((await json(other)).error.code).toBe('FORBIDDEN_CENTER');
  });

  it("takes the counts of the center's counting system and answers them", async () => {
    const { organizationId } = await t.db
      .selectFrom('centers')
      .select('organizationId')
      .where('id', '=', t.otherCenterId)
      .executeTakeFirstOrThrow();
    const key = async (scopes: ('read' | 'write')[]) =>
      `Bearer ${(await createOrganizationKey(t.db, organizationId ?? '', null, { name: 'Zähler', scopes })).key}`;
    const path = `/api/agencyos/v1/centers/${t.otherCenterId}/footfall`;
    const report = (authorization: string, body: unknown) =>
      t.request('PUT', path, { headers: { authorization }, body });
    const writer = await key(['write']);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const reported = await report(writer, { days: [{ day: yesterday, visitors: 14250 }] });
    expect(reported.status).toBe(200);
    expect((await json(reported)).data).toEqual({ centerId: t.otherCenterId, recorded: 1 });

    const superAdmin = cookie.SUPER_ADMIN as string;
    const read = await json(await footfall(`?centerId=${t.otherCenterId}`, superAdmin));
    expect(read.data).toMatchObject({
      status: 'measured',
      lastDay: yesterday,
      total: 14250,
      series: [{ day: yesterday, visitors: 14250 }],
    });

    const future = await report(writer, { days: [{ day: tomorrow, visitors: 1 }] });
    expect(future.status).toBe(400);
    expect((await json(future)).error.code).toBe('DAY_IN_FUTURE');
    expect((await report(writer, { days: [{ day: yesterday, visitors: 'viele' }] })).status).toBe(400);
    expect((await report(await key(['read']), { days: [{ day: yesterday, visitors: 1 }] })).status).toBe(403);
    const editor = await t.request('PUT', `/api/agencyos/v1/centers/${t.centerId}/footfall`, {
      cookie: cookie.CONTENT_EDITOR,
      body: { days: [{ day: yesterday, visitors: 1 }] },
    });
    expect(editor.status).toBe(403);
  });
});
