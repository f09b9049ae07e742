import type { MiddlewareHandler } from 'hono';

/**
 * Staff answers (per-user data, tokens, keys) are never stored by a browser or a proxy. An answer that states its
 * own caching (the public reads) keeps it.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};
