import type { Config } from '@center-platform/core/config';
import { DomainError } from '@center-platform/core/errors';
import {
  contentTypeForKey,
  createImageVariants,
  hasImageVariantParams,
  type ImageVariants,
  isValidMediaKey,
  MEDIA_CACHE_CONTROL,
  type MediaStorage,
  parseImageVariant,
} from '@center-platform/core/media';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../context';
import { errorBody } from '../http/errors';

const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The path under which the platform itself serves the media store:
 * - the path of `{cdn_base_url}` when that URL is on the platform's own origin (local folder or S3 behind it);
 * - `/media` for S3 whose CDN is elsewhere: the bucket serves the originals, the platform the sized variants
 *   (a CDN rule sends `?preset=…` and the other variant parameters here);
 * - otherwise undefined (a CDN serves the local folder).
 */
export function localMediaPath(config: Config): string | undefined {
  const cdn = new URL(config.media.cdnBaseUrl);
  if (cdn.origin !== new URL(config.baseUrl).origin) return config.media.storage === 's3' ? '/media' : undefined;
  const path = cdn.pathname.replace(/\/+$/, '');
  // at the root the store would shadow every other route of the platform
  return path || undefined;
}

const notFound = (c: Context<AppEnv>) => c.json(errorBody('NOT_FOUND', `No media file at ${c.req.path}`), 404);

/** Whether an If-None-Match header names the ETag (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** A stored file as it is, cacheable for good (its key carries its content hash). */
async function serveOriginal(c: Context<AppEnv>, storage: MediaStorage, key: string) {
  const stored = isValidMediaKey(key) ? await storage.get(key) : null;
  if (!stored) return notFound(c);
  const contentType = contentTypeForKey(key);
  c.header('Content-Type', contentType);
  c.header('Content-Length', String(stored.body.byteLength));
  c.header('Cache-Control', MEDIA_CACHE_CONTROL);
  // an SVG opened directly is a document: no scripts, no loads, even if something slipped past sanitizing
  if (contentType === 'image/svg+xml') c.header('Content-Security-Policy', SVG_POLICY);
  return c.body(stored.body as Uint8Array<ArrayBuffer>, 200);
}

/**
 * A sized or re-encoded variant of a stored raster image (issue 26), made once and kept in the store. An SVG is
 * served as it is (it scales by itself, so a frontend may ask every picture for a preset); PDFs and icons 400.
 */
async function serveVariant(c: Context<AppEnv>, storage: MediaStorage, key: string, variants: ImageVariants) {
  const asked = parseImageVariant(new URL(c.req.url).searchParams);
  if (!asked.ok) return c.json(errorBody('INVALID_REQUEST', asked.message), 400);
  if (contentTypeForKey(key) === 'image/svg+xml') return serveOriginal(c, storage, key);
  if (asked.variant.format === 'auto') c.header('Vary', 'Accept');
  let file: Awaited<ReturnType<ImageVariants['get']>>;
  try {
    file = isValidMediaKey(key) ? await variants.get(key, asked.variant, c.req.header('accept')) : null;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'invalid')
      return c.json(errorBody(error.code, error.message), 400);
    throw error;
  }
  if (!file) return notFound(c);
  c.header('Cache-Control', MEDIA_CACHE_CONTROL);
  c.header('ETag', file.etag);
  c.header('X-Media-Variant', file.source);
  if (matches(c.req.header('if-none-match'), file.etag)) return c.body(null, 304);
  c.header('Content-Type', file.contentType);
  c.header('Content-Length', String(file.body.byteLength));
  return c.body(file.body as Uint8Array<ArrayBuffer>, 200);
}

/**
 * GET/HEAD `<basePath>/<key>`: a stored media file; with `preset`, `w`, `h`, `fit` or `format` in the query, a
 * variant of it.
 */
export function mediaRoutes(storage: MediaStorage, basePath: string, variants = createImageVariants(storage)) {
  return new Hono<AppEnv>().get(`${basePath}/*`, async (c) => {
    const url = new URL(c.req.url);
    // the raw path, not a decoded one: keys never need escapes, so `%2e%2e` and the like stay invalid
    const key = url.pathname.slice(basePath.length + 1);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Access-Control-Allow-Origin', '*');
    if (hasImageVariantParams(url.searchParams)) return serveVariant(c, storage, key, variants);
    return serveOriginal(c, storage, key);
  });
}
