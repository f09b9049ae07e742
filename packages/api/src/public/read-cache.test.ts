// Issue 23, point 2: an answer that does not depend on the time is not rebuilt every minute; one that filters by a
// time window is rebuilt in the background once its minute is over, while the previous minute's answer is served;
// a save is visible to the next request either way.

import type { ContentVersionFeed } from '@center-platform/core/centers';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../context';
import { PublicReadCache } from './read-cache';
import type { ContentVersionGate } from './version-gate';

describe('the public read cache over a minute change', () => {
  let version: number;
  let loads: string[];
  let app: Hono<AppEnv>;
  let cache: PublicReadCache;
  let announce: (centerId: string, version: number) => void;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:30Z'));
    version = 1;
    loads = [];
    const gate = { resolve: async () => ({ centerId: 'c1', version }) } as unknown as ContentVersionGate;
    // the embedded database's feed of saves
    const feed: ContentVersionFeed = {
      onChange: (listener) => {
        announce = listener;
        return () => undefined;
      },
      close: async () => undefined,
    };
    cache = new PublicReadCache(gate, { feed });
    app = new Hono<AppEnv>();
    app.get('/plain', (c) =>
      cache.answer(c, {
        selector: { id: 'c1' },
        key: 'plain',
        load: async () => {
          loads.push(`plain v${version}`);
          return { data: { version } };
        },
      }),
    );
    app.get('/timed', (c) =>
      cache.answer(c, {
        selector: { id: 'c1' },
        key: 'timed',
        loadAt: async (_centerId, minute) => {
          loads.push(`timed v${version} ${minute.toISOString().slice(11, 16)}`);
          // a rebuild that takes a moment, as a large answer does
          await new Promise((resolve) => setImmediate(resolve));
          return { data: { version, minute: minute.toISOString() } };
        },
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const read = async (path: string) => (await app.request(path)).json() as Promise<Record<string, unknown>>;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('keeps an answer that does not depend on the time until the next save', async () => {
    expect(await read('/plain')).toEqual({ version: 1 });
    vi.setSystemTime(new Date('2026-11-26T10:05:00Z'));
    expect(await read('/plain')).toEqual({ version: 1 });
    expect(loads).toEqual(['plain v1']);
    version = 2;
    expect(await read('/plain')).toEqual({ version: 2 });
    expect(loads).toEqual(['plain v1', 'plain v2']);
    // the answer of version 1 is dropped: nothing asks for it again
    expect(cache.size).toBe(1);
  });

  it("rebuilds a center's reads for its new version as soon as a save is announced", async () => {
    expect(await read('/plain')).toEqual({ version: 1 });
    expect(await read('/timed')).toMatchObject({ version: 1 });
    version = 2;
    announce('c1', 2);
    await settle();
    // built without a request, and what the next request gets
    expect(loads.slice(2).sort()).toEqual(['plain v2', 'timed v2 10:00']);
    expect(await read('/plain')).toEqual({ version: 2 });
    expect(await read('/timed')).toMatchObject({ version: 2 });
    expect(loads).toHaveLength(4);
    expect(cache.size).toBe(2);
    // another center's save rebuilds nothing of this one
    announce('c2', 7);
    await settle();
    expect(loads).toHaveLength(4);
  });

  it("serves the previous minute's answer while the next one is built, then the new one", async () => {
    expect(await read('/timed')).toMatchObject({ minute: '2026-11-26T10:00:00.000Z' });
    expect(await read('/timed')).toMatchObject({ minute: '2026-11-26T10:00:00.000Z' });
    vi.setSystemTime(new Date('2026-11-26T10:01:02Z'));
    await settle(); // the cache reads its clock at most once a millisecond
    // the first request of the new minute does not wait for the rebuild
    const [first, second] = await Promise.all([read('/timed'), read('/timed')]);
    expect(first).toMatchObject({ minute: '2026-11-26T10:00:00.000Z' });
    expect(second).toMatchObject({ minute: '2026-11-26T10:00:00.000Z' });
    await settle();
    expect(await read('/timed')).toMatchObject({ minute: '2026-11-26T10:01:00.000Z' });
    // one build per minute, however many requests came
    expect(loads).toEqual(['timed v1 10:00', 'timed v1 10:01']);
  });

  it('builds a time-window answer at once after a save (the new version is never served stale)', async () => {
    expect(await read('/timed')).toMatchObject({ version: 1 });
    vi.setSystemTime(new Date('2026-11-26T10:01:02Z'));
    version = 2;
    expect(await read('/timed')).toMatchObject({ version: 2, minute: '2026-11-26T10:01:00.000Z' });
  });
});
