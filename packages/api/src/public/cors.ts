import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

const READ_METHODS = ['GET', 'HEAD'];
// the kiosk snapshot's signature headers (issue 27.4) too: a kiosk page checks them
const EXPOSED = ['ETag', 'X-Request-Id', 'Retry-After', 'Snapshot-Signature', 'Snapshot-Key-Id'];
/** The CORS headers of a public read's answer (the same hono/cors sets for `origin: '*'`). */
export const PUBLIC_READ_CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': EXPOSED.join(','),
} as const;
const allowReads = cors({
  origin: '*',
  allowMethods: [...READ_METHODS, 'OPTIONS'],
  exposeHeaders: EXPOSED,
  maxAge: 86400,
});

/**
 * CORS `*` for the public reads (spec 4, 5) and their preflights, and for nothing else: a write on
 * the same path (e.g. POST page-content) gets no cross-origin access.
 */
export const publicReadCors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') {
    const method = c.req.header('access-control-request-method')?.toUpperCase();
    if (method && READ_METHODS.includes(method)) return allowReads(c, next);
  } else if (READ_METHODS.includes(c.req.method)) {
    // the same headers hono/cors sets, but as prepared headers: touching c.res before the handler
    // answers would make Hono rebuild every response (a measured third of the cached reads' time)
    for (const [name, value] of Object.entries(PUBLIC_READ_CORS_HEADERS)) c.header(name, value);
  }
  await next();
};

/** Opens a public route's path to cross-origin reads; call it before registering the route. */
export function allowPublicReads(
  app: { use(path: string, handler: MiddlewareHandler): unknown },
  route: { path: string },
) {
  app.use(route.path.replace(/\{(\w+)\}/g, ':$1'), publicReadCors);
}

/**
 * CORS `*` for a visitor action (routing, chatbot, website forms): the given methods and their preflight, JSON
 * bodies, the rate limit's Retry-After readable.
 */
export function visitorActionCors(methods: readonly ('GET' | 'POST')[]): MiddlewareHandler {
  return cors({
    origin: '*',
    allowMethods: [...methods, 'OPTIONS'],
    allowHeaders: ['Content-Type'],
    exposeHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 86400,
  });
}
