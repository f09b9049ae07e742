// Spec 6.4: connecting, reconnecting and disconnecting a center's social accounts, and what publishing makes of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { DomainError } from '../errors';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { connectSocialAccount, setSocialAccountStatus, socialAccountCenterId } from './accounts';
import { publishingAccountOf } from './publish';
import { handleSocialProviderEvent } from './webhook';

describe('social accounts', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    otherCenterId = (
      await handle.db.selectFrom('centers').select('id').where('id', '<>', centerId).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) =>
        error instanceof DomainError ? { kind: error.kind, code: error.code, message: error.message } : error,
    );

  it('connects an account, and connects it again (its name kept or changed) instead of a second row', async () => {
    const first = await connectSocialAccount(handle.db, centerId, {
      provider: ' Instagram ',
      externalAccountId: 'ig-4711',
      name: 'Demo Center',
    });
    expect(first).toMatchObject({
      provider: 'instagram',
      externalAccountId: 'ig-4711',
      name: 'Demo Center',
      status: 'connected',
    });
    expect(await socialAccountCenterId(handle.db, first.id)).toBe(centerId);
    await handle.db.updateTable('socialAccounts').set({ status: 'token_expired' }).where('id', '=', first.id).execute();
    const again = await connectSocialAccount(handle.db, centerId, {
      provider: 'instagram',
      externalAccountId: 'ig-4711',
    });
    expect(again).toMatchObject({ id: first.id, name: 'Demo Center', status: 'connected' });
    const renamed = await connectSocialAccount(handle.db, centerId, {
      provider: 'instagram',
      externalAccountId: 'ig-4711',
      name: 'Demo Center Shopping',
    });
    expect(renamed).toMatchObject({ id: first.id, name: 'Demo Center Shopping' });
    const rows = await handle.db
      .selectFrom('socialAccounts')
      .select('id')
      .where('externalAccountId', '=', 'ig-4711')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses another center's account with a 409 that names no center, and bad input with a 400", async () => {
    expect(
      await refusal(
        connectSocialAccount(handle.db, otherCenterId, { provider: 'instagram', externalAccountId: 'ig-4711' }),
      ),
    ).toMatchObject({ kind: 'conflict', code: 'SOCIAL_ACCOUNT_TAKEN' });
    const row = await handle.db
      .selectFrom('socialAccounts')
      .select(['centerId', 'name'])
      .where('externalAccountId', '=', 'ig-4711')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ centerId, name: 'Demo Center Shopping' });
    for (const [input, field] of [
      [{ provider: '', externalAccountId: 'x' }, 'body.provider'],
      [{ provider: 'in sta', externalAccountId: 'x' }, 'body.provider'],
      [{ provider: 'instagram', externalAccountId: 'a\u0000b' }, 'body.externalAccountId'],
      [{ provider: 'instagram', externalAccountId: 'x'.repeat(201) }, 'body.externalAccountId'],
      [{ provider: 'instagram', externalAccountId: 'x', token: 'secret' }, 'body'],
      [null, 'body'],
    ] as const) {
      const refused = await refusal(connectSocialAccount(handle.db, centerId, input));
      expect(refused, JSON.stringify(input)).toMatchObject({ kind: 'invalid', code: 'INVALID_INPUT' });
      expect((refused as { message: string }).message).toContain(field);
    }
  });

  it('publishes again through an expired account once it is reconnected; a disconnected one is refused', async () => {
    const account = await connectSocialAccount(handle.db, centerId, {
      provider: 'facebook',
      externalAccountId: 'fb-1',
    });
    const post = { centerId, socialAccountId: account.id };
    await handleSocialProviderEvent({ db: handle.db } as never, {
      type: 'account.token_expired',
      data: { externalAccountId: 'fb-1', provider: 'facebook' },
    });
    expect(await refusal(publishingAccountOf({ db: handle.db }, post))).toMatchObject({
      code: 'SOCIAL_ACCOUNT_NOT_CONNECTED',
      message: 'The social account is token_expired; reconnect it first.',
    });
    await setSocialAccountStatus(handle.db, centerId, account.id, 'connected');
    expect((await publishingAccountOf({ db: handle.db }, post)).id).toBe(account.id);
    await setSocialAccountStatus(handle.db, centerId, account.id, 'disconnected');
    expect(await refusal(publishingAccountOf({ db: handle.db }, post))).toMatchObject({
      code: 'SOCIAL_ACCOUNT_NOT_CONNECTED',
    });
  });

  it('answers an unknown center with a 404, not a database error', async () => {
    expect(
      await refusal(
        connectSocialAccount(handle.db, '00000000-0000-4000-8000-000000000000', {
          provider: 'instagram',
          externalAccountId: 'ig-nowhere',
        }),
      ),
    ).toMatchObject({ kind: 'not_found', code: 'CENTER_NOT_FOUND' });
  });

  it("treats another center's account as not found", async () => {
    const account = await connectSocialAccount(handle.db, centerId, {
      provider: 'linkedin',
      externalAccountId: 'li-1',
    });
    expect(await refusal(setSocialAccountStatus(handle.db, otherCenterId, account.id, 'disconnected'))).toMatchObject({
      kind: 'not_found',
      code: 'SOCIAL_ACCOUNT_NOT_FOUND',
    });
    const row = await handle.db
      .selectFrom('socialAccounts')
      .select('status')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('connected');
  });
});
