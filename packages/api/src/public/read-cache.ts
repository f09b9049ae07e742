import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CenterSelector } from '@center-platform/core/centers';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { AppEnv } from '../context';
import { ApiError, errorBody } from '../http/errors';
import type { ContentVersionGate } from './version-gate';

/** A serialized public answer, kept per center content version. */
interface CachedAnswer {
  status: 200 | 404;
  /** UTF-8 bytes, encoded once per version rather than per response */
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  gzip?: Uint8Array<ArrayBuffer>;
  brotli?: Uint8Array<ArrayBuffer>;
}

/** What a loader answers: the data, or a 404 naming what was not found. */
export type LoadResult = { data: unknown } | { notFound: { code: string; message: string } };

const COMPRESS_FROM_BYTES = 1024;
// Saves must show up at once (issue: dashboard), so clients revalidate every time; 304s are cheap.
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/** Both encodings, made in libuv's thread pool: a large answer's compression does not hold up other requests. */
async function compressed(body: Uint8Array<ArrayBuffer>) {
  const [gz, br] = await Promise.all([
    gzipped(body),
    brotlied(body, {
      params: {
        // quality 5: most of brotli's gain over gzip at a fraction of the time of its maximum (11)
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  ]);
  return { gzip: new Uint8Array(gz), brotli: new Uint8Array(br) };
}

/** An answer serialized once; `compress` makes its encodings too (worth it only for an answer that is kept). */
async function toAnswer(result: LoadResult, version: number, compress = true): Promise<CachedAnswer> {
  const status = 'data' in result ? 200 : 404;
  const body = new Uint8Array(
    Buffer.from(
      JSON.stringify('data' in result ? result.data : errorBody(result.notFound.code, result.notFound.message)),
    ),
  );
  const etag = `"v${version}-${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return {
    status,
    body,
    etag,
    ...(compress && body.byteLength >= COMPRESS_FROM_BYTES ? await compressed(body) : {}),
  };
}

/** Whether an Accept-Encoding header takes `coding` (named, and not with q=0). */
function accepts(header: string, coding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name?.trim() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The per-process cache of public answers. Keys carry the center's content version, which every
 * visitor-visible write bumps in its transaction, so a write in any process retires every older
 * answer; concurrent misses of one key load once.
 */
export class PublicReadCache {
  private readonly lru: LRUCache<string, CachedAnswer, () => Promise<CachedAnswer>>;

  constructor(
    private readonly gate: ContentVersionGate,
    maxBytes = 128 * 1024 * 1024,
  ) {
    this.lru = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (a) => a.body.byteLength + (a.gzip?.byteLength ?? 0) + (a.brotli?.byteLength ?? 0) + 200,
      fetchMethod: (_key, _stale, { context }) => context(),
      // the minutes of time-window answers are wall-clock minutes: their time-to-live is measured on the same clock
      perf: Date,
    });
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
  async answer(
    c: Context<AppEnv>,
    options: { selector: CenterSelector; key: string } & (
      | { load: (centerId: string) => Promise<LoadResult> }
      | { loadAt: (centerId: string, minute: Date) => Promise<LoadResult> }
    ),
  ): Promise<Response> {
    const center = await this.gate.resolve(options.selector);
    if (!center) {
      if ('floorId' in options.selector) throw new ApiError(404, 'FLOOR_NOT_FOUND', 'No floor has this id.');
      throw new ApiError(404, 'CENTER_NOT_FOUND', 'No center matches this request.');
    }
    const { centerId, version } = center;
    const cacheKey = `${options.key}\u0000${centerId}\u0000${version}`;
    const answer =
      'load' in options
        ? await this.lru.fetch(cacheKey, { context: async () => toAnswer(await options.load(centerId), version) })
        : await this.lru.fetch(cacheKey, {
            context: async () => toAnswer(await options.loadAt(centerId, new Date(minuteStart())), version),
            // stale at the end of the minute; a stale answer is served while its successor is built
            ttl: Math.max(1, minuteStart() + MINUTE - Date.now()),
            allowStale: true,
          });
    if (!answer) throw new Error(`public read cache: no answer for ${options.key}`);
    return send(c, answer);
  }
}

const MINUTE = 60_000;
const minuteStart = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/**
 * An answer that no single content version keys (it spans centers), with a short max-age: built per request, its
 * ETag is the hash of its content, so If-None-Match still gets 304. Sent uncompressed: compressing both encodings
 * of an answer that is thrown away after one response would cost more than it saves.
 */
export async function sendUnversioned(c: Context<AppEnv>, data: unknown, maxAgeSeconds: number): Promise<Response> {
  return send(c, await toAnswer({ data }, 0, false), `public, max-age=${maxAgeSeconds}`);
}

function send(c: Context<AppEnv>, answer: CachedAnswer, cacheControl = CACHE_CONTROL): Response {
  c.header('ETag', answer.etag);
  c.header('Cache-Control', cacheControl);
  c.header('Vary', 'Accept-Encoding');
  if (answer.status === 200 && matchesEtag(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=utf-8');
  const accepted = c.req.header('accept-encoding') ?? '';
  if (answer.brotli && accepts(accepted, 'br')) {
    c.header('Content-Encoding', 'br');
    return c.body(answer.brotli, answer.status);
  }
  if (answer.gzip && accepts(accepted, 'gzip')) {
    c.header('Content-Encoding', 'gzip');
    return c.body(answer.gzip, answer.status);
  }
  return c.body(answer.body, answer.status);
}

/** A loader's answer: the value, or a 404 with a code when there is none. */
export function found<T>(value: T | undefined, code = 'NOT_FOUND', message = 'Not found.'): LoadResult {
  return value === undefined ? { notFound: { code, message } } : { data: value };
}
