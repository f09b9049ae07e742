import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';

// Requests that a browser could be tricked into sending from another site must name our own origin: the
// origin of the configured base URL (APP_BASE_URL), never one derived from the request's Host header, which
// the sender controls.

/** The Origin header, or the origin of the Referer when a client sends no Origin. */
export function requestOrigin(c: Context): string | undefined {
  const origin = c.req.header('origin');
  if (origin) return origin;
  const referer = c.req.header('referer');
  try {
    return referer ? new URL(referer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the request comes from the dashboard's own origin. */
export function isSameOrigin(c: Context, appOrigin: string): boolean {
  return requestOrigin(c) === appOrigin;
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The unauthenticated account routes that set or clear the session cookie or act on a mailed token (sign-in,
 * activation, reset, …): only from our own origin (403 ORIGIN_MISMATCH), and a body only as JSON (415), so a
 * cross-site `text/plain` form post cannot sign a victim's browser in to the attacker's account.
 */
export function sameOriginAccountRoutes(baseUrl: string): MiddlewareHandler<AppEnv> {
  const appOrigin = new URL(baseUrl).origin;
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    if (!isSameOrigin(c, appOrigin)) {
      throw new ApiError(403, 'ORIGIN_MISMATCH', 'This request must come from the dashboard itself.');
    }
    const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
    if (hasBody && !JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The body must be sent as application/json.');
    }
    return next();
  };
}
