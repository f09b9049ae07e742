// Issue 25.7 through the API: every staff write is in the record's history with who wrote it (a signed-in user, a
// bearer key), the admins of the center read it and restore an earlier version (REST and tRPC answer alike), the
// restore is visible in the public read at once, and everyone else gets a 4xx JSON error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;

describe('the history of a center’s content through the API', { timeout: 60_000 }, () => {
  let t: AccountsApp;
  let editor: { email: string; cookie: string };
  let admin: { email: string; cookie: string };
  let otherAdmin: string;
  let categoryId: string;

  const json = async (res: Response): Promise<Json> => res.json();
  const historyPath = (query: string, centerId = t.centerId) => `/api/centers/${centerId}/history?${query}`;
  const publicCategory = async () =>
    ((await json(await t.app.request(`/api/categories?centerId=${t.centerId}`))).data as Json[]).find(
      (c) => c.id === categoryId,
    );

  beforeAll(async () => {
    t = await openAccountsApp();
    const editorUser = await t.createUser('CONTENT_EDITOR');
    editor = { email: editorUser.email, cookie: await t.signIn(editorUser.email) };
    const adminUser = await t.createUser('CENTER_ADMIN');
    admin = { email: adminUser.email, cookie: await t.signIn(adminUser.email) };
    otherAdmin = await t.signIn((await t.createUser('CENTER_ADMIN', { centerId: t.otherCenterId })).email);
  });
  afterAll(() => t.close());

  it('names who wrote each version: a signed-in editor, a bearer key', async () => {
    const created = await t.request('POST', `/api/centers/${t.centerId}/categories`, {
      cookie: editor.cookie,
      body: { name: 'Spielwaren', color: '#ff8800' },
    });
    expect(created.status).toBe(201);
    categoryId = (await json(created)).data.id;
    const changed = await t.request('PATCH', `/api/centers/${t.centerId}/categories/${categoryId}`, {
      cookie: editor.cookie,
      body: { name: 'Spielzeug', color: '#00aa00' },
    });
    expect(changed.status).toBe(200);
    const key = (
      await json(await t.request('POST', '/api/users/me/api-keys', { cookie: admin.cookie, body: { name: 'CI' } }))
    ).data.key;
    const byKey = await t.request('PATCH', `/api/centers/${t.centerId}/categories/${categoryId}`, {
      headers: { authorization: `Bearer ${key}` },
      body: { name: 'Spiele' },
    });
    expect(byKey.status).toBe(200);

    const res = await t.request('GET', historyPath(`kind=categories&recordId=${categoryId}`), { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data.next).toBeNull();
    expect(data.revisions.map((r: Json) => [r.action, r.actor.kind, r.actor.label])).toEqual([
      ['update', 'key', `Test CENTER_ADMIN <${admin.email}>`],
      ['update', 'user', `Test CONTENT_EDITOR <${editor.email}>`],
      ['create', 'user', `Test CONTENT_EDITOR <${editor.email}>`],
    ]);
    expect(data.revisions[1].changes).toEqual([
      { field: 'color', before: '#ff8800', after: '#00aa00' },
      { field: 'name', before: 'Spielwaren', after: 'Spielzeug' },
    ]);
    // the center's newest changes, without a record
    const all = await json(await t.request('GET', historyPath('limit=2'), { cookie: admin.cookie }));
    expect(all.data.revisions).toHaveLength(2);
    expect(all.data.revisions[0].recordId).toBe(categoryId);
    expect(all.data.next).toBe(all.data.revisions[1].id);
  });

  it('restores an earlier version (REST), visible in the public read at once; tRPC lists the same', async () => {
    const { data } = await json(
      await t.request('GET', historyPath(`kind=categories&recordId=${categoryId}`), { cookie: admin.cookie }),
    );
    const first = data.revisions.at(-1);
    expect(await publicCategory()).toMatchObject({ name: 'Spiele' });
    const res = await t.request('POST', `/api/centers/${t.centerId}/history/${first.id}/restore`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({ kind: 'categories', recordId: categoryId, action: 'update' });
    expect(await publicCategory()).toMatchObject({ name: 'Spielwaren', color: '#ff8800' });

    const input = encodeURIComponent(
      JSON.stringify({ centerId: t.centerId, kind: 'categories', recordId: categoryId }),
    );
    const viaTrpc = await t.request('GET', `/trpc/history.list?input=${input}`, { cookie: admin.cookie });
    expect(viaTrpc.status).toBe(200);
    const listed = (await json(viaTrpc)).result.data;
    expect(listed).toEqual(
      (
        await json(
          await t.request('GET', historyPath(`kind=categories&recordId=${categoryId}`), { cookie: admin.cookie }),
        )
      ).data,
    );
    expect(listed.revisions[0]).toMatchObject({ restoredFrom: first.id, actor: { kind: 'user' } });
  });

  it('answers strangers, other roles, other centers and bad input with a 4xx JSON error', async () => {
    const revisionId = (await json(await t.request('GET', historyPath('limit=1'), { cookie: admin.cookie }))).data
      .revisions[0].id;
    const cases: [string, string, string | undefined, number, string][] = [
      ['GET', historyPath('limit=5'), undefined, 401, 'UNAUTHENTICATED'],
      ['GET', historyPath('limit=5'), editor.cookie, 403, 'FORBIDDEN_ROLE'],
      ['POST', `/api/centers/${t.centerId}/history/${revisionId}/restore`, editor.cookie, 403, 'FORBIDDEN_ROLE'],
      ['GET', historyPath('limit=5'), otherAdmin, 403, 'FORBIDDEN_CENTER'],
      // another center's admin on its own center: that revision is not there
      ['POST', `/api/centers/${t.otherCenterId}/history/${revisionId}/restore`, otherAdmin, 404, 'NOT_FOUND'],
      ['GET', historyPath('kind=sessions'), admin.cookie, 400, 'INVALID_REQUEST'],
      ['GET', historyPath(`recordId=${categoryId}`), admin.cookie, 400, 'INVALID_REQUEST'],
      ['GET', historyPath('limit=1000'), admin.cookie, 400, 'INVALID_REQUEST'],
      ['POST', `/api/centers/${t.centerId}/history/abc/restore`, admin.cookie, 400, 'INVALID_REQUEST'],
      ['POST', `/api/centers/${t.centerId}/history/99999999/restore`, admin.cookie, 404, 'NOT_FOUND'],
    ];
    for (const [method, path, cookie, status, code] of cases) {
      const res = await t.request(method, path, cookie ? { cookie } : {});
      expect(res.status, `${method} ${path}`).toBe(status);
      expect((await json(res)).error.code, `${method} ${path}`).toBe(code);
    }
  });

  it('records account writes made through the API with their writer: the center’s for its admin, the platform’s apart', async () => {
    const superAdmin = await t.createUser('SUPER_ADMIN', { centerId: null });
    const cookie = await t.signIn(superAdmin.email);
    const viewer = await t.createUser('VIEWER');
    expect(
      (await t.request('PUT', `/api/users/${viewer.id}`, { cookie, body: { role: 'CONTENT_EDITOR' } })).status,
    ).toBe(200);
    const made = await t.request('POST', '/api/users', {
      cookie,
      body: { email: 'platform-ops@example.com', name: 'Plattform', role: 'SUPER_ADMIN' },
    });
    expect(made.status).toBe(201);
    const platformUserId = (await json(made)).id;

    const centerHistory = await json(
      await t.request('GET', historyPath(`kind=users&recordId=${viewer.id}`), { cookie: admin.cookie }),
    );
    expect(centerHistory.data.revisions[0]).toMatchObject({
      action: 'update',
      restorable: false,
      actor: { kind: 'user', label: expect.stringContaining(superAdmin.email) },
      changes: expect.arrayContaining([{ field: 'role', before: 'VIEWER', after: 'CONTENT_EDITOR' }]),
    });
    const restore = await t.request(
      'POST',
      `/api/centers/${t.centerId}/history/${centerHistory.data.revisions[0].id}/restore`,
      { cookie: admin.cookie },
    );
    expect(restore.status).toBe(409);
    expect((await json(restore)).error.code).toBe('NOT_RESTORABLE');

    const platform = await t.request('GET', '/api/history?kind=users', { cookie });
    expect(platform.status).toBe(200);
    const [created] = (await json(platform)).data.revisions;
    expect(created).toMatchObject({ recordId: platformUserId, action: 'create', recordName: 'Plattform' });
    expect(JSON.stringify(created)).not.toMatch(/password/i);
    expect((await t.request('GET', '/api/history', { cookie: admin.cookie })).status).toBe(403);
    expect((await t.request('GET', '/api/history')).status).toBe(401);
  });

  it('answers a restore that no longer fits with 409 RESTORE_CONFLICT', async () => {
    const category = await json(
      await t.request('POST', `/api/centers/${t.centerId}/categories`, {
        cookie: editor.cookie,
        body: { name: 'Einmalig', slug: 'einmalig' },
      }),
    );
    await t.request('PATCH', `/api/centers/${t.centerId}/categories/${category.data.id}`, {
      cookie: editor.cookie,
      body: { slug: 'zweimalig' },
    });
    await t.request('POST', `/api/centers/${t.centerId}/categories`, {
      cookie: editor.cookie,
      body: { name: 'Neu', slug: 'einmalig' },
    });
    const { data } = await json(
      await t.request('GET', historyPath(`kind=categories&recordId=${category.data.id}`), { cookie: admin.cookie }),
    );
    const res = await t.request('POST', `/api/centers/${t.centerId}/history/${data.revisions.at(-1).id}/restore`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(409);
    expect((await json(res)).error).toMatchObject({
      code: 'RESTORE_CONFLICT',
      message: expect.stringContaining('slug'),
    });
  });
});
