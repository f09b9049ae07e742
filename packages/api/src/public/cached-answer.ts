import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { errorBody } from '../http/errors';

/** What a loader answers: the data (or the data already as UTF-8 JSON), or a 404 naming what was not found. */
export type LoadResult =
  | { data: unknown }
  /** `headers`: sent with every encoding of the answer and its 304 (e.g. a signature of the body) */
  | { json: Uint8Array<ArrayBuffer>; headers?: Readonly<Record<string, string>> }
  | { notFound: { code: string; message: string } };

function bodyOf(result: LoadResult): Uint8Array<ArrayBuffer> {
  if ('json' in result) return result.json;
  const value = 'data' in result ? result.data : errorBody(result.notFound.code, result.notFound.message);
  return new Uint8Array(Buffer.from(JSON.stringify(value)));
}

type Encoding = 'br' | 'gzip' | 'identity';

/** One encoding of an answer, with every header of its response but the request's own (request id, CORS). */
interface Variant {
  body: Uint8Array<ArrayBuffer>;
  headers: Readonly<Record<string, string>>;
}

/** A public answer serialized, hashed, compressed and given its headers once, then sent as it is. */
export interface CachedAnswer {
  status: 200 | 404;
  etag: string;
  variants: { identity: Variant } & Partial<Record<'br' | 'gzip', Variant>>;
  /** the headers of its 304 */
  notModified: Readonly<Record<string, string>>;
  /** when a time-window answer's minute ends (the fast path leaves it to the route, which rebuilds it) */
  staleAt: number;
  /** resolves when its final encodings are in place (a large answer is first sent with quick ones) */
  refined: Promise<void>;
}

const COMPRESS_FROM_BYTES = 1024;
/**
 * Saves must show up at once (issue: dashboard), so browsers and CDNs revalidate every time (304s are cheap); a CDN
 * that reads CDN-Cache-Control (RFC 9213) may serve its last answer for a day while the platform is unreachable.
 */
const VERSIONED_CACHE_HEADERS = {
  'cache-control': 'public, max-age=0, must-revalidate',
  'cdn-cache-control': 'max-age=0, stale-if-error=86400',
};

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/** From this size an answer is first compressed quickly, then again better in the background. */
const QUICK_FIRST_FROM_BYTES = 1024 * 1024;

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
  return { gzip: new Uint8Array(gz), br: new Uint8Array(br) };
}

/**
 * An answer serialized once; `compress` makes its encodings too (worth it only for an answer that is kept).
 * `staleAt` ends a time-window answer's minute; `cacheHeaders` replace the versioned answers' cache policy.
 */
export async function toAnswer(
  result: LoadResult,
  {
    compress = true,
    staleAt = Number.POSITIVE_INFINITY,
    cacheHeaders = VERSIONED_CACHE_HEADERS as Record<string, string>,
  } = {},
): Promise<CachedAnswer> {
  const status = 'notFound' in result ? 404 : 200;
  const body = bodyOf(result);
  // the hash of the content alone: a read that a save did not change keeps its ETag (and its 304s) across versions,
  // so a client that forgets only the ETags of the kinds a change names (issue 27) revalidates the rest for free
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  const notModified = { etag, vary: 'Accept-Encoding', ...cacheHeaders, ...('headers' in result && result.headers) };
  const variant = (bytes: Uint8Array<ArrayBuffer>, encoding: Encoding): Variant => ({
    body: bytes,
    headers: {
      ...notModified,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(bytes.byteLength),
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    },
  });
  const answer: CachedAnswer = {
    status,
    etag,
    notModified,
    staleAt,
    variants: { identity: variant(body, 'identity') },
    refined: Promise.resolve(),
  };
  const withEncodings = (encoded: { gzip: Uint8Array<ArrayBuffer>; br?: Uint8Array<ArrayBuffer> }) => {
    answer.variants = {
      identity: answer.variants.identity,
      gzip: variant(encoded.gzip, 'gzip'),
      ...(encoded.br ? { br: variant(encoded.br, 'br') } : {}),
    };
  };
  if (!compress || body.byteLength < COMPRESS_FROM_BYTES) return answer;
  if (body.byteLength < QUICK_FIRST_FROM_BYTES) {
    withEncodings(await compressed(body));
    return answer;
  }
  // A large answer is what the requests after a save wait for (the 5,000-shop list: gzip level 1 in 13 ms where
  // brotli and gzip's default level took 70): it is sent with quick gzip until both final encodings are made.
  withEncodings({ gzip: new Uint8Array(await gzipped(body, { level: 1 })) });
  // on failure the quick encoding stays
  answer.refined = compressed(body).then(withEncodings, () => undefined);
  return answer;
}

/** Whether an Accept-Encoding header takes `coding` (named, and not with q=0). */
function accepts(header: string, coding: Encoding): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name?.trim() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

// clients send a handful of distinct Accept-Encoding values: each is read once
const preferredByHeader = new Map<string, Encoding[]>();
function preferred(header: string): Encoding[] {
  let order = preferredByHeader.get(header);
  if (!order) {
    order = [...(['br', 'gzip'] as const).filter((coding) => accepts(header, coding)), 'identity'];
    if (preferredByHeader.size >= 256) preferredByHeader.clear();
    preferredByHeader.set(header, order);
  }
  return order;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** How to answer a request with these headers: 304 when its If-None-Match names the answer, else the body in the
 * best encoding it accepts. */
export function reply(
  answer: CachedAnswer,
  request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
): { status: 304; body: null; headers: Readonly<Record<string, string>> } | ({ status: 200 | 404 } & Variant) {
  if (answer.status === 200 && matchesEtag(request.ifNoneMatch, answer.etag))
    return { status: 304, body: null, headers: answer.notModified };
  for (const coding of preferred(request.acceptEncoding ?? '')) {
    const variant = answer.variants[coding];
    if (variant) return { status: answer.status, ...variant };
  }
  return { status: answer.status, ...answer.variants.identity };
}
