// Issue 22, point 6: a kiosk on a bad network. With a store the client keeps the last good answer of each read
// across restarts, revalidates it by ETag, and answers from it when the platform cannot be reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnswerStore, createVisitorClient } from './index';
import { type RunningPlatform, startPlatform } from './testing/servers';

/** A store as localStorage is one (a kiosk's browser), counting what it is asked for. */
function memoryStore() {
  const items = new Map<string, string>();
  const store: AnswerStore & { items: Map<string, string> } = {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
  return store;
}

describe('a kiosk with a store', () => {
  let platform: RunningPlatform;
  let running = true;
  beforeAll(async () => {
    platform = await startPlatform();
  }, 120_000);
  afterAll(async () => {
    if (running) await platform?.close();
  });

  it('shows the last good content after a restart with the platform down, and says so for a read it never had', async () => {
    const store = memoryStore();
    const kiosk = () =>
      createVisitorClient({
        baseUrl: platform.baseUrl,
        centerId: platform.centerId,
        store,
        retries: 2,
        // a kiosk that falls back to its store soon (the backoff has a test of its own)
        maxRetryDelayMs: 50,
        timeoutMs: 1_000,
        deadlineMs: 3_000,
      });
    const first = kiosk();
    const surface = await first.getVisitorSurface();
    const shops = await first.getShops({ publicWebsite: true, limit: 20 });
    const news = await first.getNews();
    expect(shops.data).toHaveLength(20);
    expect(store.items.size).toBe(3);

    // revalidated by ETag while the platform is up: the same answers
    let notModified = 0;
    const counting = createVisitorClient({
      baseUrl: platform.baseUrl,
      centerId: platform.centerId,
      store,
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        if (res.status === 304) notModified += 1;
        return res;
      },
    });
    expect(await counting.getVisitorSurface()).toEqual(surface);
    expect(notModified).toBe(1);

    await platform.close();
    running = false;
    // the kiosk restarts offline: a new client on the same store
    const restarted = kiosk();
    const started = Date.now();
    expect(await restarted.getVisitorSurface()).toEqual(surface);
    expect(await restarted.getShops({ publicWebsite: true, limit: 20 })).toEqual(shops);
    expect(await restarted.getNews()).toEqual(news);
    // each within the retries and the deadline, not after a hang
    expect(Date.now() - started).toBeLessThan(3 * 3_000);
    await expect(restarted.getEvents()).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  }, 60_000);
});
