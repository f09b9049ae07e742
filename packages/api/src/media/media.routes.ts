import type { Config } from '@center-platform/core/config';
import {
  contentTypeForKey,
  isValidMediaKey,
  MEDIA_CACHE_CONTROL,
  type MediaStorage,
} from '@center-platform/core/media';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { errorBody } from '../http/errors';

const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The path under which the platform itself serves the local media store: the path of `{cdn_base_url}` when the
 * store is local and that URL is on the platform's own origin; otherwise undefined (a CDN or bucket serves it).
 */
export function localMediaPath(config: Config): string | undefined {
  if (config.media.storage !== 'local') return undefined;
  const cdn = new URL(config.media.cdnBaseUrl);
  if (cdn.origin !== new URL(config.baseUrl).origin) return undefined;
  const path = cdn.pathname.replace(/\/+$/, '');
  // at the root the store would shadow every other route of the platform
  return path || undefined;
}

/** GET/HEAD `<basePath>/<key>`: a stored media file, cacheable for good (its key carries its content hash). */
export function mediaRoutes(storage: MediaStorage, basePath: string) {
  return new Hono<AppEnv>().get(`${basePath}/*`, async (c) => {
    // the raw path, not a decoded one: keys never need escapes, so `%2e%2e` and the like stay invalid
    const key = new URL(c.req.url).pathname.slice(basePath.length + 1);
    const stored = isValidMediaKey(key) ? await storage.get(key) : null;
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Access-Control-Allow-Origin', '*');
    if (!stored) return c.json(errorBody('NOT_FOUND', `No media file at ${c.req.path}`), 404);
    const contentType = contentTypeForKey(key);
    c.header('Content-Type', contentType);
    c.header('Content-Length', String(stored.body.byteLength));
    c.header('Cache-Control', MEDIA_CACHE_CONTROL);
    // an SVG opened directly is a document: no scripts, no loads, even if something slipped past sanitizing
    if (contentType === 'image/svg+xml') c.header('Content-Security-Policy', SVG_POLICY);
    return c.body(stored.body as Uint8Array<ArrayBuffer>, 200);
  });
}
