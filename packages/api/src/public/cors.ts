import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

const READ_METHODS = ['GET', 'HEAD'];
const allowReads = cors({
  origin: '*',
  allowMethods: [...READ_METHODS, 'OPTIONS'],
  exposeHeaders: ['ETag', 'X-Request-Id', 'Retry-After'],
  maxAge: 86400,
});

/**
 * CORS `*` for the public reads (spec 4, 5) and their preflights, and for nothing else: a write on
 * the same path (e.g. POST page-content) gets no cross-origin access.
 */
export const publicReadCors: MiddlewareHandler = async (c, next) => {
  const method = c.req.method === 'OPTIONS' ? c.req.header('access-control-request-method') : c.req.method;
  if (method && READ_METHODS.includes(method.toUpperCase())) return allowReads(c, next);
  await next();
};

/** Opens a public route's path to cross-origin reads; call it before registering the route. */
export function allowPublicReads(app: { use(path: string, handler: MiddlewareHandler): unknown }, route: { path: string }) {
  app.use(route.path.replace(/\{(\w+)\}/g, ':$1'), publicReadCors);
}
