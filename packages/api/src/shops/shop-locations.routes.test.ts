// Spec 2.6, 4.6: branch locations over HTTP: hours under regularHours, validation naming fields, scope, rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;
const json = async (res: Response): Promise<Json> => res.json();

describe('shop location routes', () => {
  let t: AccountsApp;
  const cookie: Record<string, string> = {};
  let chainId: string;
  let plainShopId: string;
  beforeAll(async () => {
    t = await openAccountsApp();
    chainId = (await t.db.selectFrom('shopChains').select('id').executeTakeFirstOrThrow()).id;
    plainShopId = (
      await t.db
        .selectFrom('shops')
        .select('id')
        .where('centerId', '=', t.centerId)
        .where('chainId', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
    for (const role of ['CONTENT_EDITOR', 'VIEWER'] as const) {
      cookie[role] = await t.signIn((await t.createUser(role)).email);
    }
  });
  afterAll(() => t.close());

  const create = (body: unknown, who?: string, centerId = t.centerId) =>
    t.request('POST', `/api/shop-locations?centerId=${centerId}`, { body, ...(who ? { cookie: who } : {}) });
  const update = (id: string, body: unknown, who?: string, centerId = t.centerId) =>
    t.request('PUT', `/api/shop-locations/${id}?centerId=${centerId}`, { body, ...(who ? { cookie: who } : {}) });

  it('creates a branch with its hours under regularHours, and changes it', async () => {
    const res = await create(
      { chainId, name: 'Branch East', slug: 'branch-east', openingHours: { monday: '09:00-20:00', sunday: 'closed' } },
      cookie.CONTENT_EDITOR,
    );
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data).toMatchObject({ chainId, isShopLocation: true, centerId: t.centerId });
    expect(data.openingHours).toEqual({
      regularHours: { monday: { hours: '09:00-20:00' }, sunday: { open: 'closed', close: 'closed' } },
    });
    const stored = await t.db
      .selectFrom('shops')
      .select('openingHours')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(stored.openingHours).toEqual(data.openingHours);

    const changed = await update(
      data.id,
      { name: 'Branch East 2', openingHours: { friday: { open: '10:00', close: '22:00' } } },
      cookie.CONTENT_EDITOR,
    );
    expect(changed.status).toBe(200);
    expect((await json(changed)).data).toMatchObject({
      name: 'Branch East 2',
      openingHours: { regularHours: { friday: { open: '10:00', close: '22:00' } } },
    });
  });

  it('answers 400 naming the fields, 404 for no branch of this center, 409 for a taken slug', async () => {
    const missing = await create({ name: '', slug: 'x y' }, cookie.CONTENT_EDITOR);
    expect(missing.status).toBe(400);
    const message = (await json(missing)).error.message;
    expect(message).toContain('body.chainId');
    expect(message).toContain('body.name');
    expect(message).toContain('body.slug');
    const removeChain = await update(plainShopId, { chainId: null }, cookie.CONTENT_EDITOR);
    expect(removeChain.status).toBe(400);
    expect((await json(removeChain)).error.message).toContain('body.chainId');
    expect((await create({ chainId, name: 'x', slug: 'x' }, cookie.CONTENT_EDITOR, 'abc')).status).toBe(403);
    const plain = await update(plainShopId, { name: 'x' }, cookie.CONTENT_EDITOR);
    expect(plain.status).toBe(404);
    expect((await update('nope', { name: 'x' }, cookie.CONTENT_EDITOR)).status).toBe(400);
    await create({ chainId, name: 'Twin', slug: 'twin-branch' }, cookie.CONTENT_EDITOR);
    const taken = await create({ chainId, name: 'Twin', slug: 'twin-branch' }, cookie.CONTENT_EDITOR);
    expect(taken.status).toBe(409);
  });

  it('answers 401 without a session, 403 outside the rule or on another center', async () => {
    expect((await create({ chainId, name: 'a', slug: 'a' })).status).toBe(401);
    const role = await create({ chainId, name: 'a', slug: 'a' }, cookie.VIEWER);
    expect(role.status).toBe(403);
    expect((await json(role)).error.code).toBe('FORBIDDEN_ROLE');
    const other = await update(plainShopId, { name: 'x' }, cookie.CONTENT_EDITOR, t.otherCenterId);
    expect(other.status).toBe(403);
    expect((await json(other)).error.code).toBe('FORBIDDEN_CENTER');
  });
});
