import { centerOrganization } from '@center-platform/core/centers';
import type { AppDeps } from '../context';

/**
 * The target of an agency route on `…/centers/:centerId/…`: the center the path names, with its organization (an
 * unknown center is 404), checked against the caller by the route.
 */
export const centerOfPath = (db: AppDeps['db']) => (c: { req: { param: (name: string) => string | undefined } }) =>
  centerOrganization(db, c.req.param('centerId') as string);
