import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { ApiError } from './errors';

/**
 * The last handler under /api: staff routes need credentials, so an anonymous caller gets 401 (and
 * no CORS) for every path that is not a public read, existing or not, and learns nothing about which
 * staff routes exist; a signed-in caller gets 404 for a path that does not exist.
 */
export const unknownStaffRoute: MiddlewareHandler<AppEnv> = async (c) => {
  if (!c.get('principal')) throw new ApiError(401, 'UNAUTHENTICATED', 'Staff credentials are required.');
  throw new ApiError(404, 'NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`);
};
