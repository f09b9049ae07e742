// Spec 6.4: the center's social accounts over HTTP: connect, reconnect after `account.token_expired` (from the
// signed webhook), disconnect; REST and the tRPC twins; authorization (approvers of the own center only).
import { signSocialWebhook } from '@center-platform/core/social';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, BASE_URL, openAccountsApp } from '../testing/accounts-app';

const SECRET = 'social-webhook-secret-for-tests';
// biome-ignore lint/suspicious/noExplicitAny: the test reads the answers' payloads freely
type Json = { success: boolean; data: any; error?: { code: string; message: string } };

describe('social accounts (REST, tRPC)', () => {
  let t: AccountsApp;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await openAccountsApp({ SOCIAL_WEBHOOK_SECRET: SECRET });
    for (const [key, role, centerId] of [
      ['admin', 'CENTER_ADMIN', undefined],
      ['editor', 'CONTENT_EDITOR', undefined],
      ['otherAdmin', 'CENTER_ADMIN', t.otherCenterId],
      ['platform', 'SUPER_ADMIN', null],
    ] as const) {
      const user = await t.createUser(role, centerId !== undefined ? { centerId } : {});
      cookies[key] = await t.signIn(user.email);
    }
  });
  afterAll(() => t?.close());

  const call = async (method: string, path: string, key?: string, body?: unknown) => {
    const res = await t.request(method, path, {
      ...(key ? { cookie: cookies[key] ?? '' } : {}),
      ...(body !== undefined ? { body } : {}),
    });
    return { status: res.status, json: (await res.json()) as Json };
  };
  const connect = (body: unknown, key = 'admin', centerId = t.centerId) =>
    call('POST', `/api/social/accounts?centerId=${centerId}`, key, body);
  const tokenExpired = (externalAccountId: string) => {
    const raw = JSON.stringify({ type: 'account.token_expired', data: { externalAccountId, provider: 'instagram' } });
    const ts = String(Math.floor(Date.now() / 1000));
    return t.app.request('/api/social/webhooks/provider', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature-timestamp': ts,
        'x-signature': signSocialWebhook(SECRET, ts, raw),
      },
      body: raw,
    });
  };
  const hubAccounts = async () =>
    (await call('GET', `/api/social/hub?centerId=${t.centerId}`, 'editor')).json.data.accounts as {
      externalAccountId: string;
      status: string;
    }[];

  it('connects an account (201), shows it in the hub, and reconnects it after the token expired', async () => {
    const created = await connect({ provider: 'instagram', externalAccountId: 'ig-1', name: 'Demo Center' });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ provider: 'instagram', externalAccountId: 'ig-1', status: 'connected' });
    const id = created.json.data.id as string;
    expect(await hubAccounts()).toEqual([expect.objectContaining({ externalAccountId: 'ig-1', status: 'connected' })]);

    expect((await tokenExpired('ig-1')).status).toBe(200);
    expect((await hubAccounts())[0]?.status).toBe('token_expired');
    const reconnected = await call('POST', `/api/social/accounts/${id}/reconnect`, 'admin');
    expect(reconnected.status).toBe(200);
    expect(reconnected.json.data).toMatchObject({ id, status: 'connected' });
    const disconnected = await call('POST', `/api/social/accounts/${id}/disconnect`, 'admin');
    expect(disconnected.json.data.status).toBe('disconnected');
  });

  it('the tRPC twins connect and set the status through the same core functions', async () => {
    const mutate = async (path: string, input: unknown, key = 'admin') => {
      const res = await t.app.request(`/trpc/social.${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies[key] ?? '', origin: BASE_URL },
        body: JSON.stringify(input),
      });
      return { status: res.status, json: (await res.json()) as { result?: { data: any } } };
    };
    const connected = await mutate('connectAccount', {
      centerId: t.centerId,
      account: { provider: 'facebook', externalAccountId: 'fb-1' },
    });
    expect(connected.status).toBe(200);
    const id = connected.json.result?.data.id;
    const off = await mutate('setAccountStatus', { centerId: t.centerId, accountId: id, status: 'disconnected' });
    expect(off.json.result?.data).toMatchObject({ id, status: 'disconnected' });
    expect(
      (await mutate('setAccountStatus', { centerId: t.otherCenterId, accountId: id, status: 'connected' })).status,
    ).toBe(403);
    expect(
      (await mutate('connectAccount', { centerId: t.centerId, account: { provider: 'x' } }, 'editor')).status,
    ).toBe(403);
  });

  it('answers 400 naming the problem, 409 for an account of another center, 404 for an unknown id', async () => {
    expect((await connect({ provider: 'instagram' })).json.error?.message).toContain('body.externalAccountId');
    const bad = await connect({ provider: 'instagram', externalAccountId: 'x', accessToken: 'secret' });
    expect([bad.status, bad.json.error?.message]).toEqual([400, expect.stringContaining('accessToken')]);
    const notJson = await t.app.request(`/api/social/accounts?centerId=${t.centerId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.admin ?? '', origin: BASE_URL },
      body: '{nope',
    });
    expect(notJson.status).toBe(400);
    const noCenter = await connect(
      { provider: 'x', externalAccountId: 'y' },
      'platform',
      '00000000-0000-4000-8000-000000000000',
    );
    expect([noCenter.status, noCenter.json.error?.code]).toEqual([404, 'CENTER_NOT_FOUND']);
    const badCenter = await connect({ provider: 'x', externalAccountId: 'y' }, 'platform', 'not-a-uuid');
    expect([badCenter.status, badCenter.json.error?.message]).toEqual([400, expect.stringContaining('query.centerId')]);

    await connect({ provider: 'tiktok', externalAccountId: 'tt-1' }, 'otherAdmin', t.otherCenterId);
    const taken = await connect({ provider: 'tiktok', externalAccountId: 'tt-1' });
    expect([taken.status, taken.json.error?.code]).toEqual([409, 'SOCIAL_ACCOUNT_TAKEN']);
    expect(taken.json.error?.message).not.toContain(t.otherCenterId);

    const unknown = await call('POST', '/api/social/accounts/00000000-0000-4000-8000-000000000000/reconnect', 'admin');
    expect([unknown.status, unknown.json.error?.code]).toEqual([404, 'SOCIAL_ACCOUNT_NOT_FOUND']);
    expect((await call('POST', '/api/social/accounts/nope/reconnect', 'admin')).status).toBe(400);
  });

  it('is for approvers of the own center: 401 anonymous, 403 to an editor and on another center', async () => {
    expect((await connect({ provider: 'x', externalAccountId: 'y' }, '')).status).toBe(401);
    expect((await connect({ provider: 'x', externalAccountId: 'y' }, 'editor')).status).toBe(403);
    expect((await connect({ provider: 'x', externalAccountId: 'y' }, 'otherAdmin')).status).toBe(403);
    const own = await connect({ provider: 'youtube', externalAccountId: 'yt-1' });
    const foreign = await call('POST', `/api/social/accounts/${own.json.data.id}/disconnect`, 'otherAdmin');
    expect(foreign.status).toBe(403);
    expect((await call('POST', `/api/social/accounts/${own.json.data.id}/disconnect`, 'editor')).status).toBe(403);
    expect((await hubAccounts()).find((a) => a.externalAccountId === 'yt-1')?.status).toBe('connected');
  });
});
