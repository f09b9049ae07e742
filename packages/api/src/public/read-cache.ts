import type { CenterSelector, ContentVersionFeed } from '@center-platform/core/centers';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { type CachedAnswer, type LoadResult, reply, toAnswer } from './cached-answer';
import type { ContentVersionGate } from './version-gate';

export type { LoadResult } from './cached-answer';

/** A public read of one route: its center, its cache key, and the loader of its answer. */
type Read = { selector: CenterSelector; key: string } & (
  | { load: (centerId: string) => Promise<LoadResult> }
  | { loadAt: (centerId: string, minute: Date) => Promise<LoadResult> }
);
type CenterVersion = { centerId: string; version: number };

/** How many of a center's most recently built reads a save rebuilds at once (embedded database). */
const WARM_AFTER_SAVE = 16;

/**
 * The per-process cache of public answers. Keys carry the center's content version, which every
 * visitor-visible write bumps in its transaction, so a write in any process retires every older
 * answer; concurrent misses of one key load once.
 */
export class PublicReadCache {
  private readonly lru: LRUCache<string, CachedAnswer, () => Promise<CachedAnswer>>;
  /**
   * The read behind each URL answered before, for the fast path (by full URL: the by-domain read names its center
   * by the Host header); bounded, as URLs are free
   */
  private readonly known = new LRUCache<string, Read>({ max: 10_000 });
  /** each read of each center with the version it was last built for: what a save supersedes and rebuilds */
  private readonly built = new LRUCache<string, CenterVersion & { read: Read }>({ max: 10_000 });
  /** the rebuilds a save started, until they end */
  private readonly warming = new Set<Promise<unknown>>();

  constructor(
    private readonly gate: ContentVersionGate,
    { maxBytes = 64 * 1024 * 1024, feed }: { maxBytes?: number; feed?: ContentVersionFeed } = {},
  ) {
    this.lru = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (a) =>
        Object.values(a.variants).reduce((bytes, variant) => bytes + variant.body.byteLength, 500),
      fetchMethod: (_key, _stale, { context }) => context(),
      // the minutes of time-window answers are wall-clock minutes: their time-to-live is measured on the same clock
      perf: Date,
    });
    // On the embedded database every save is announced in this process, before its commit returns: the reads of
    // its center are rebuilt at once. Their queries wait for the database's one connection, which the saving
    // transaction holds until it has committed, so they read the save.
    feed?.onChange((centerId, version) => this.warm({ centerId, version }));
  }

  /**
   * Answers a public GET from the cache: resolves the center (404 when there is none), loads on a
   * miss, and serves ETag / If-None-Match (304) and gzip.
   *
   * An answer is kept per center content version, which every save bumps: the request after a save gets the new
   * answer. `load` answers that do not depend on the time are kept until the next save. `loadAt` answers filter by
   * a time window and are built for the current minute; once the minute is over, the previous minute's answer is
   * still served while the next one is built in the background, so no request waits for that rebuild.
   */
  async answer(c: Context<AppEnv>, read: Read): Promise<Response> {
    const center = await this.gate.resolve(read.selector);
    if (!center) {
      if ('floorId' in read.selector) throw new ApiError(404, 'FLOOR_NOT_FOUND', 'No floor has this id.');
      throw new ApiError(404, 'CENTER_NOT_FOUND', 'No center matches this request.');
    }
    const answer = await this.fetch(read, center);
    if (c.req.method === 'GET') this.known.set(c.req.url, read);
    return send(c, answer);
  }

  /** How many answers are kept. */
  get size(): number {
    return this.lru.size;
  }

  private async fetch(read: Read, center: CenterVersion): Promise<CachedAnswer> {
    const { centerId, version } = center;
    const cacheKey = cacheKeyOf(read.key, center);
    const answer =
      'load' in read
        ? await this.lru.fetch(cacheKey, { context: async () => toAnswer(await read.load(centerId)) })
        : await this.lru.fetch(cacheKey, {
            context: async () => {
              const minute = minuteStart();
              const result = await read.loadAt(centerId, new Date(minute));
              return toAnswer(result, { staleAt: minute + MINUTE });
            },
            // stale at the end of the minute; a stale answer is served while its successor is built
            ttl: Math.max(1, minuteStart() + MINUTE - Date.now()),
            allowStale: true,
          });
    if (!answer) throw new Error(`public read cache: no answer for ${read.key}`);
    this.supersede(read, center);
    return answer;
  }

  /** Drops the answer of an older content version of this read and center: no request asks for it again. */
  private supersede(read: Read, center: CenterVersion): void {
    const id = `${read.key}\u0000${center.centerId}`;
    const before = this.built.get(id)?.version;
    if (before !== undefined && before >= center.version) return;
    if (before !== undefined) this.lru.delete(cacheKeyOf(read.key, { centerId: center.centerId, version: before }));
    this.built.set(id, { ...center, read });
  }

  /** Builds the answers of the center's most recently built reads for its new version, in the background. */
  private warm(center: CenterVersion): void {
    let reads = 0;
    for (const built of this.built.values()) {
      if (built.centerId !== center.centerId || built.version >= center.version) continue;
      if (++reads > WARM_AFTER_SAVE) break;
      // a failure is the next request's to report, when it builds the answer itself
      const rebuild = this.fetch(built.read, center).catch(() => undefined);
      this.warming.add(rebuild);
      void rebuild.finally(() => this.warming.delete(rebuild));
    }
  }

  /** Resolves when the rebuilds that saves started so far have ended. */
  async warmed(): Promise<void> {
    await Promise.all(this.warming);
  }

  /**
   * The fast path: the cached answer of a GET whose URL was answered before, for the center's current content
   * version, found before routing, validation and the loader run. Undefined on a miss (a URL not seen, a new
   * version, a minute that is over), which the route then answers as usual, invalid input with its 400.
   */
  lookup(url: string): CachedAnswer | undefined | Promise<CachedAnswer | undefined> {
    const read = this.known.get(url);
    if (!read) return undefined;
    const cached = (center: CenterVersion | undefined) => {
      const answer =
        center && this.lru.get(cacheKeyOf(read.key, center), { allowStale: true, noDeleteOnStaleGet: true });
      return answer && answer.staleAt > Date.now() ? answer : undefined;
    };
    // on embedded PGlite the version is known in memory: no promise, no turn of the event loop
    const remembered = this.gate.remembered(read.selector);
    return remembered ? cached(remembered) : this.gate.resolve(read.selector).then(cached);
  }
}

const MINUTE = 60_000;
const minuteStart = () => Math.floor(Date.now() / MINUTE) * MINUTE;

const cacheKeyOf = (key: string, { centerId, version }: { centerId: string; version: number }) =>
  `${key}\u0000${centerId}\u0000${version}`;

/**
 * An answer that no single content version keys (it spans centers), with a short max-age: built per request, its
 * ETag is the hash of its content, so If-None-Match still gets 304. Sent uncompressed: compressing both encodings
 * of an answer that is thrown away after one response would cost more than it saves.
 */
export async function sendUnversioned(c: Context<AppEnv>, data: unknown, maxAgeSeconds: number): Promise<Response> {
  const cacheHeaders = { 'cache-control': `public, max-age=${maxAgeSeconds}` };
  return send(c, await toAnswer({ data }, { compress: false, cacheHeaders }));
}

function send(c: Context<AppEnv>, answer: CachedAnswer): Response {
  const answered = reply(answer, requestOf(c));
  return answered.status === 304
    ? c.body(null, 304, answered.headers)
    : c.body(answered.body, answered.status, answered.headers);
}

const requestOf = (c: Context) => ({
  acceptEncoding: c.req.header('accept-encoding'),
  ifNoneMatch: c.req.header('if-none-match'),
});

/** A loader's answer: the value, or a 404 with a code when there is none. */
export function found<T>(value: T | undefined, code = 'NOT_FOUND', message = 'Not found.'): LoadResult {
  return value === undefined ? { notFound: { code, message } } : { data: value };
}
