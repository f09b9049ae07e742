// Issue 27.2: `client.subscribe` hands on each saved change of the center as the platform streams it, and forgets the
// kept ETags of the reads that change named (their next read asks afresh), keeping those of the others (their next
// read is still a 304).
import { updateShop } from '@center-platform/core/shops';
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentChange, createVisitorClient } from './index';
import { type RunningPlatform, startPlatform } from './testing/servers';

describe('client.subscribe', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('hands on a save with its kinds and forgets the ETags of those reads only', { timeout: 60_000 }, async () => {
    const asked: { url: string; ifNoneMatch: string | null; status: number }[] = [];
    const client = createVisitorClient({
      baseUrl: platform.baseUrl,
      centerId: platform.centerId,
      etag: true,
      EventSource,
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        const headers = new Headers(init?.headers);
        asked.push({ url: String(input), ifNoneMatch: headers.get('if-none-match'), status: res.status });
        return res;
      },
    });
    const shops = await client.getShops({ limit: 5 });
    await client.getNews();
    const shop = shops.data[0];
    if (!shop) throw new Error('the demo center lists no shop');

    const changes: ContentChange[] = [];
    const stop = client.subscribe((change) => changes.push(change));
    try {
      // the stream is open once a save reaches it: save until one did
      for (let i = 0; changes.length === 0 && i < 50; i++) {
        await updateShop(platform.db, platform.centerId, shop.id, { name: `Live ${i}` });
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(changes[0]).toMatchObject({ kinds: ['shops'], ids: { shops: [shop.id] } });
      expect(changes[0]?.id).toMatch(/^\d+$/);
    } finally {
      stop();
    }

    asked.length = 0;
    await client.getShops({ limit: 5 });
    await client.getNews();
    const [shopsRead, newsRead] = asked;
    expect(shopsRead).toMatchObject({ ifNoneMatch: null, status: 200 });
    expect(newsRead?.ifNoneMatch).toMatch(/./);
    expect(newsRead?.status).toBe(304);
  });

  it('says plainly when the platform it runs on has no EventSource', () => {
    const client = createVisitorClient({ baseUrl: platform.baseUrl, centerId: platform.centerId });
    const original = globalThis.EventSource;
    // Node 20 has none; a newer Node or a browser does
    Object.defineProperty(globalThis, 'EventSource', { value: undefined, configurable: true, writable: true });
    try {
      expect(() => client.subscribe(() => {})).toThrow(expect.objectContaining({ code: 'NO_EVENT_SOURCE' }));
    } finally {
      Object.defineProperty(globalThis, 'EventSource', { value: original, configurable: true, writable: true });
    }
  });
});
