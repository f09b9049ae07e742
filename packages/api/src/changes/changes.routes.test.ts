// Issue 27.2: the public change stream of a center: `ready`, then one `change` per committed save naming its kinds
// and ids (nothing a public read does not show), resumable with Last-Event-ID or ?after, `reset` when the id is no
// longer kept; a clear JSON 4xx/503 otherwise, and bounded per address.
import { type ChangeFeed, openChangeFeed } from '@center-platform/core/changes';
import { createShop, updateShop } from '@center-platform/core/shops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';
import { eventsOf } from '../testing/sse-events';
import { MAX_CHANGE_STREAMS_PER_IP } from './changes.routes';

describe('the change stream', { timeout: 60_000 }, () => {
  let t: AccountsApp;
  let feed: ChangeFeed;
  let shopId: string;
  const stream = (centerId: string, headers: Record<string, string> = {}, query = '') =>
    t.app.request(`/api/centers/${centerId}/changes${query}`, {
      headers: { origin: 'https://kiosk.example', ...headers },
    });

  beforeAll(async () => {
    // behind a trusted proxy, so a test names the address it calls from
    t = await openAccountsApp(
      { TRUST_PROXY: 'true' },
      {
        deps: async (database) => {
          feed = await openChangeFeed(database);
          return { changeFeed: feed };
        },
      },
    );
    shopId = (await createShop(t.db, t.centerId, { name: 'Stream Shop', slug: 'stream-shop' })).id;
  });
  afterAll(async () => {
    await feed?.close();
    await t?.close();
  });

  it('opens with ready, then sends each save of the center with its kinds and ids, and not another center’s', async () => {
    const res = await stream(t.centerId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const events = eventsOf(res);
    const ready = await events.next();
    expect(ready?.event).toBe('ready');
    expect(ready?.data.version).toBeGreaterThan(0);

    await createShop(t.db, t.otherCenterId, { name: 'Elsewhere', slug: 'elsewhere' });
    await updateShop(t.db, t.centerId, shopId, { name: 'Stream Shop 2' });
    const change = await events.next();
    expect(change?.event).toBe('change');
    expect(change?.id).toMatch(/^\d+$/);
    expect(change?.data).toMatchObject({ id: change?.id, kinds: ['shops'], ids: { shops: [shopId] } });
    expect(change?.data.version).toBe(ready?.data.version + 1);
    expect(Object.keys(change?.data ?? {}).sort()).toEqual(['at', 'id', 'ids', 'kinds', 'version']);
    await events.close();
  });

  it('sends what a client missed when it comes back with Last-Event-ID or ?after, in order', async () => {
    const first = eventsOf(await stream(t.centerId));
    const ready = await first.next();
    await updateShop(t.db, t.centerId, shopId, { name: 'Seen' });
    const seen = await first.next();
    await first.close();

    await updateShop(t.db, t.centerId, shopId, { name: 'Missed 1' });
    await updateShop(t.db, t.centerId, shopId, { name: 'Missed 2' });
    for (const again of [
      await stream(t.centerId, { 'last-event-id': seen?.id ?? '' }),
      await stream(t.centerId, {}, `?after=${seen?.id}`),
    ]) {
      const events = eventsOf(again);
      expect((await events.next())?.event).toBe('ready');
      const missed = [await events.next(), await events.next()];
      expect(missed.map((e) => e?.data.version)).toEqual([ready?.data.version + 2, ready?.data.version + 3]);
      expect(Number(missed[1]?.id)).toBeGreaterThan(Number(missed[0]?.id));
      await events.close();
    }
  });

  it('asks for a full read again when the id is no longer kept', async () => {
    const events = eventsOf(await stream(t.centerId, { 'last-event-id': '999999999999' }));
    const first = await events.next();
    expect(first?.event).toBe('reset');
    await updateShop(t.db, t.centerId, shopId, { name: 'After reset' });
    expect((await events.next())?.data.ids).toEqual({ shops: [shopId] });
    await events.close();
  });

  it('names no record of what no public read shows', async () => {
    const events = eventsOf(await stream(t.centerId));
    await events.next();
    await t.createUser('CONTENT_EDITOR', { email: 'stream-user@example.com' });
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ name: 'Renamed' }).where('email', '=', 'stream-user@example.com').execute();
      await trx
        .updateTable('centers')
        .set((eb) => ({ contentVersion: eb('contentVersion', '+', 1) }))
        .where('id', '=', t.centerId)
        .execute();
    });
    const change = await events.next();
    expect(change?.data).toMatchObject({ kinds: [], ids: {} });
    await events.close();
  });

  it('answers a clear JSON error to a bad id, an unknown center, and a server without the feed', async () => {
    for (const [res, status, code] of [
      [await stream(t.centerId, { 'last-event-id': 'abc' }), 400, 'INVALID_REQUEST'],
      [await stream(t.centerId, {}, '?after=-1'), 400, 'INVALID_REQUEST'],
      [await stream('not-a-uuid'), 400, 'INVALID_REQUEST'],
      [await stream('00000000-0000-4000-8000-000000000000'), 404, 'CENTER_NOT_FOUND'],
    ] as const) {
      expect(res.status).toBe(status);
      // a website's script may read the refusal
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    }
    const bare = await openAccountsApp();
    try {
      const res = await bare.app.request(`/api/centers/${bare.centerId}/changes`);
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('CHANGE_FEED_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });

  it(`holds at most ${MAX_CHANGE_STREAMS_PER_IP} streams per address`, async () => {
    const from = (ip: string) => stream(t.centerId, { 'x-forwarded-for': ip });
    const open = await Promise.all(
      Array.from({ length: MAX_CHANGE_STREAMS_PER_IP }, async () => eventsOf(await from('203.0.113.7'))),
    );
    for (const events of open) expect((await events.next())?.event).toBe('ready');
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_STREAMS');
    const elsewhere = await from('198.51.100.9');
    expect(elsewhere.status).toBe(200);
    await eventsOf(elsewhere).close();

    // a closed stream gives its place back (once the server has seen the close: on a loaded machine, over a second)
    await open.pop()?.close();
    await expect
      .poll(
        async () => {
          const again = await from('203.0.113.7');
          if (again.status === 200) await eventsOf(again).close();
          else await again.body?.cancel();
          return again.status;
        },
        { timeout: 10_000 },
      )
      .toBe(200);
    await Promise.all(open.map((events) => events.close()));
  });
});
