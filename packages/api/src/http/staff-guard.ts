import type { MiddlewareHandler } from 'hono';
import { STAFF_ROUTES } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { ApiError } from './errors';

const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:\w+/g, '[^/]+')
      .replace(/\*/g, '.*')}$`,
  );
let staffPaths: { source: number; patterns: RegExp[] } | undefined;

/** Whether a staff route (any method) has this path. */
function isStaffPath(path: string): boolean {
  if (staffPaths?.source !== STAFF_ROUTES.length) {
    staffPaths = { source: STAFF_ROUTES.length, patterns: STAFF_ROUTES.map((route) => patternOf(route.path)) };
  }
  return staffPaths.patterns.some((pattern) => pattern.test(path));
}

/**
 * The last handler under /api. On a staff route's path an anonymous caller gets 401 (and no CORS) and learns
 * nothing more; any other path is a 404 a browser can read (CORS `*`): a typo in a public read, a trailing slash.
 * A signed-in caller gets 404 for a path that does not exist.
 */
export const unknownStaffRoute: MiddlewareHandler<AppEnv> = async (c) => {
  if (!c.get('principal') && isStaffPath(c.req.path)) {
    throw new ApiError(401, 'UNAUTHENTICATED', 'Staff credentials are required.');
  }
  // not on a preflight: a path nothing answers gives no cross-origin access to a write
  if (!c.get('principal') && c.req.method !== 'OPTIONS') c.header('Access-Control-Allow-Origin', '*');
  throw new ApiError(404, 'NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`);
};
