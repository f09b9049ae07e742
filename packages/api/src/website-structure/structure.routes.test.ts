// The staff REST writes of the website structure, entrances, signage and chains: the same core writes as the
// dashboard's tRPC procedures, with the center-scoped rules, a 4xx JSON answer for every bad input, and the public
// read on the same path unchanged (GET-only, cross-origin).
import { createOrganizationKey } from '@center-platform/core/organizations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

describe('staff REST writes of the public reads’ data', { timeout: 60_000 }, () => {
  let t: AccountsApp;
  let editor: string;
  let manager: string;

  beforeAll(async () => {
    t = await openAccountsApp();
    editor = await t.signIn((await t.createUser('CONTENT_EDITOR')).email);
    manager = await t.signIn((await t.createUser('CENTER_MANAGER')).email);
  });
  afterAll(() => t.close());

  it('creates, changes and deletes a category; the public reads follow', async () => {
    const created = await t.request('POST', `/api/centers/${t.centerId}/categories`, {
      cookie: editor,
      body: { name: 'Spielwaren', color: '#ff8800' },
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string; slug: string } };
    expect(data.slug).toBe('spielwaren');
    const listed = async () =>
      (
        (await (await t.app.request(`/api/categories?centerId=${t.centerId}`)).json()) as {
          data: { id: string; name: string }[];
        }
      ).data.find((c) => c.id === data.id);
    expect(await listed()).toMatchObject({ name: 'Spielwaren' });

    const changed = await t.request('PATCH', `/api/centers/${t.centerId}/categories/${data.id}`, {
      cookie: editor,
      body: { name: 'Spielzeug' },
    });
    expect(changed.status).toBe(200);
    expect(await listed()).toMatchObject({ name: 'Spielzeug' });

    const removed = await t.request('DELETE', `/api/centers/${t.centerId}/categories/${data.id}`, { cookie: editor });
    expect(removed.status).toBe(200);
    expect(await listed()).toBeUndefined();
  });

  it("lets an agency's organization key write on the agency twin, within its organization and with the write scope", async () => {
    const { organizationId } = await t.db
      .selectFrom('centers')
      .select('organizationId')
      .where('id', '=', t.centerId)
      .executeTakeFirstOrThrow();
    const key = async (scopes: ('read' | 'write')[], organization = organizationId ?? '') =>
      `Bearer ${(await createOrganizationKey(t.db, organization, null, { name: scopes.join('+'), scopes })).key}`;
    const writer = await key(['read', 'write']);
    const agencyPath = `/api/agencyos/v1/centers/${t.centerId}/entrances`;
    const created = await t.request('POST', agencyPath, {
      headers: { authorization: writer },
      body: { name: 'Eingang Agentur', isAccessible: true },
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    const publicEntrances = async () =>
      ((await (await t.app.request(`/api/centers/${t.centerId}/entrances`)).json()) as { data: { id: string }[] }).data;
    expect((await publicEntrances()).map((e) => e.id)).toContain(data.id);
    const changed = await t.request('PATCH', `${agencyPath}/${data.id}`, {
      headers: { authorization: writer },
      body: { name: 'Eingang Süd' },
    });
    expect(changed.status).toBe(200);

    const foreign = await t.db
      .insertInto('organizations')
      .values({ name: 'Andere Agentur-Gruppe', slug: 'andere-agentur-gruppe' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refusals: [string, string, string, number][] = [
      ['read-only key', agencyPath, await key(['read']), 403],
      ['key of another organization', agencyPath, await key(['read', 'write'], foreign.id), 403],
      ['key on the staff path', `/api/centers/${t.centerId}/entrances`, writer, 403],
    ];
    for (const [what, path, authorization, status] of refusals) {
      const res = await t.request('POST', path, { headers: { authorization }, body: { name: 'Nein' } });
      expect(res.status, what).toBe(status);
      expect(((await res.json()) as { success: boolean }).success, what).toBe(false);
    }
    const removed = await t.request('DELETE', `${agencyPath}/${data.id}`, { headers: { authorization: writer } });
    expect(removed.status).toBe(200);
    expect((await publicEntrances()).map((e) => e.id)).not.toContain(data.id);
  });

  it('answers bad input, strangers, other centers and other areas with a 4xx JSON error', async () => {
    const cases: [string, string, { cookie?: string; body?: unknown }, number][] = [
      ['POST', `/api/centers/${t.centerId}/categories`, { body: { name: 'X' } }, 401],
      ['POST', `/api/centers/${t.centerId}/categories`, { cookie: editor, body: { name: '' } }, 400],
      ['POST', `/api/centers/${t.centerId}/categories`, { cookie: editor, body: { name: 'X', color: 'rot' } }, 400],
      ['POST', `/api/centers/${t.otherCenterId}/categories`, { cookie: editor, body: { name: 'X' } }, 403],
      ['PATCH', `/api/centers/${t.centerId}/entrances/not-a-uuid`, { cookie: manager, body: {} }, 400],
      [
        'PATCH',
        `/api/centers/${t.centerId}/entrances/00000000-0000-4000-8000-000000000000`,
        { cookie: manager, body: { name: 'X' } },
        404,
      ],
      // signage belongs to digital apps and hardware: not an editor's area
      ['PATCH', `/api/centers/${t.centerId}/signage-config`, { cookie: editor, body: { language: 'en' } }, 403],
      ['PATCH', `/api/centers/${t.centerId}/signage-config`, { cookie: manager, body: { language: 'fr' } }, 400],
    ];
    for (const [method, path, options, status] of cases) {
      const res = await t.request(method, path, options);
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(((await res.json()) as { success: boolean }).success, `${method} ${path}`).toBe(false);
    }
  });

  it('changes the signage configuration for a manager; the public read shows it and stays GET-only cross-origin', async () => {
    const res = await t.request('PATCH', `/api/centers/${t.centerId}/signage-config`, {
      cookie: manager,
      body: { idleTimeoutSeconds: 45 },
    });
    expect(res.status).toBe(200);
    const read = await t.app.request(`/api/centers/${t.centerId}/signage-config`, {
      headers: { origin: 'https://center-website.example' },
    });
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await read.json()) as { data: { settings: Record<string, unknown> } }).data.settings).toMatchObject({
      idleTimeoutSeconds: 45,
    });
    const preflight = await t.app.request(`/api/centers/${t.centerId}/signage-config`, {
      method: 'OPTIONS',
      headers: { origin: 'https://center-website.example', 'access-control-request-method': 'PATCH' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
