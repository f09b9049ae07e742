import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

/**
 * Default deny for everything under /api that is not a public read: staff routes need credentials.
 * Registered after the public routes, so it answers every other /api request, existing or not, with
 * 401 and no CORS, and an anonymous caller learns nothing about which staff routes exist.
 */
export const requireStaffCredentials: MiddlewareHandler = async () => {
  throw new ApiError(401, 'UNAUTHENTICATED', 'Staff credentials are required.');
};
