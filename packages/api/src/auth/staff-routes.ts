import type { AccessRule } from '@center-platform/core/accounts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Every staff route with its declared rule; the role x route test walks this list. */
export interface StaffRoute {
  method: Method;
  path: string;
  rule: AccessRule;
  /** where a center-scoped rule finds the center the request acts on: a path or a query parameter */
  centerParam?: string;
  centerQuery?: string;
}
export const STAFF_ROUTES: StaffRoute[] = [];

/** Lists a route with its rule once (routes are registered again by every app a test creates). */
export function declareStaffRoute(route: StaffRoute) {
  if (!STAFF_ROUTES.some((r) => r.method === route.method && r.path === route.path)) STAFF_ROUTES.push(route);
}
