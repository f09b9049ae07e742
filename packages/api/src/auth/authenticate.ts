import { createHash, timingSafeEqual } from 'node:crypto';
import {
  normalizeRole,
  type Principal,
  type Sessions,
  spansOrganization,
  userOfServerKey,
} from '@center-platform/core/accounts';
import { centersOfOrganization } from '@center-platform/core/centers';
import { getEffectiveModules } from '@center-platform/core/modules';
import { isOrganizationKey, organizationKeyCaller } from '@center-platform/core/organizations';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { isSameOrigin } from './same-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The header of the server-to-server bridge credential (spec 5, `CM_BRIDGE_SECRET`). */
export const BRIDGE_HEADER = 'x-cm-bridge-secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Finds who calls: a session cookie (lucia) or a user's bearer key set `principal` (with the session's
 * center); an organization API key (`cpo_…`) or the bridge credential set `agencyCaller` instead, which only
 * the agency routes accept. A presented credential that is not valid is a 401, never a silent anonymous call.
 * Cookie-authenticated mutations must come from our own origin: the configured base URL's, not the Host header's.
 */
export function authenticate({ db, config }: AppDeps, sessions: Sessions): MiddlewareHandler<AppEnv> {
  const appOrigin = new URL(config.baseUrl).origin;
  const bridgeDigest = config.bridgeSecret ? digest(config.bridgeSecret) : undefined;
  return async (c, next) => {
    const bridge = c.req.header(BRIDGE_HEADER);
    if (bridge !== undefined) {
      // compared as digests: constant time whatever the presented length
      if (!bridgeDigest || !timingSafeEqual(digest(bridge), bridgeDigest)) {
        throw new ApiError(401, 'INVALID_CREDENTIALS', 'The bridge credential is not valid.');
      }
      c.set('agencyCaller', { kind: 'bridge' });
      return next();
    }
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (bearer && isOrganizationKey(bearer)) {
      const key = await organizationKeyCaller(db, bearer);
      if (!key)
        throw new ApiError(401, 'INVALID_CREDENTIALS', 'The API key is not valid (unknown, revoked or expired).');
      c.set('agencyCaller', { kind: 'api_key', ...key });
      return next();
    }
    if (bearer) {
      const user = await userOfServerKey(db, bearer);
      if (!user) throw new ApiError(401, 'INVALID_CREDENTIALS', 'The bearer key is not valid.');
      await setPrincipal(c, db, { ...user, sessionCenterId: user.centerId }, 'bearer');
      return next();
    }
    const sessionId = getCookie(c, sessions.sessionCookieName);
    if (!sessionId) return next();
    const { session, user } = await sessions.validateSession(sessionId);
    if (!session || !user || !user.isActive) {
      c.header('Set-Cookie', sessions.createBlankSessionCookie().serialize(), { append: true });
      return next();
    }
    if (session.fresh) c.header('Set-Cookie', sessions.createSessionCookie(session.id).serialize(), { append: true });
    if (!SAFE_METHODS.has(c.req.method)) {
      if (!isSameOrigin(c, appOrigin)) {
        throw new ApiError(403, 'ORIGIN_MISMATCH', 'A signed-in change must come from the dashboard itself.');
      }
    }
    c.set('sessionId', session.id);
    await setPrincipal(c, db, { ...user, sessionCenterId: session.centerId }, 'cookie');
    return next();
  };
}

async function setPrincipal(
  c: Parameters<MiddlewareHandler<AppEnv>>[0],
  db: AppDeps['db'],
  user: {
    id: string;
    email: string;
    name: string;
    role: string;
    organizationId: string | null;
    /** the user's own center (none: platform-wide, or organization-wide for the roles that may be) */
    centerId: string | null;
    sessionCenterId: string | null;
  },
  via: 'cookie' | 'bearer',
) {
  const role = normalizeRole(user.role);
  if (!role) throw new ApiError(403, 'FORBIDDEN_ROLE', 'This account has no known role.');
  const modules = await getEffectiveModules(db, { organizationId: user.organizationId, role });
  const organizationWide = spansOrganization({ role, centerId: user.centerId, organizationId: user.organizationId });
  c.set('principal', {
    userId: user.id,
    role,
    organizationId: user.organizationId,
    centerId: organizationWide ? null : user.sessionCenterId,
    modules,
    ...(organizationWide ? { organizationCenters: await centersOfOrganization(db, user.organizationId ?? '') } : {}),
  });
  c.set('caller', { email: user.email, name: user.name, via });
}

export type { Principal };
