import { type AccessRule, checkAccess, type Principal } from '@center-platform/core/accounts';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';

/**
 * The one place authorization is enforced: the declared rule of a route or procedure against the
 * caller (and, for center-scoped rules, the center the request acts on).
 */
export function enforce(principal: Principal | undefined, rule: AccessRule, centerId?: string | null): Principal {
  const decision = checkAccess(principal ?? null, rule, centerId === undefined ? undefined : { centerId });
  if (!decision.ok) throw new ApiError(decision.status, decision.code, decision.message);
  return principal as Principal;
}

/** `enforce` for a Hono request. An organization key or the bridge reaches the agency routes only. */
export function requireAccess(c: Context<AppEnv>, rule: AccessRule, centerId?: string | null): Principal {
  if (!c.get('principal') && c.get('agencyCaller')) {
    throw new ApiError(
      403,
      'CREDENTIAL_NOT_ACCEPTED',
      'This credential reaches the agency integration API (/api/agencyos/v1/) only.',
    );
  }
  return enforce(c.get('principal'), rule, centerId);
}
