import { type Actor, centersOfActor, type Principal } from '@center-platform/core/accounts';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';

/** What a REST request (its Hono context) and a procedure (its tRPC context) both carry about their caller. */
interface CallerSource {
  principal?: Principal | undefined;
  caller?: { name: string } | undefined;
}

/** Who acts: the signed-in staff user of a REST request or a tRPC procedure (its rule passed, so there is one). */
export function actorOf(source: Context<AppEnv> | CallerSource): Actor {
  const { principal, caller } =
    'req' in source ? { principal: source.get('principal'), caller: source.get('caller') } : source;
  if (!principal) throw new ApiError(401, 'UNAUTHENTICATED', 'Staff credentials are required.');
  return {
    userId: principal.userId,
    role: principal.role,
    centerId: principal.centerId,
    name: caller?.name ?? '',
    ...(principal.organizationCenters ? { organizationCenters: principal.organizationCenters } : {}),
  };
}

/**
 * The centers an actor reads: SUPER_ADMIN any, an organization-wide user those of its organization, everyone else
 * only the center of its session.
 */
export function centerScopeOf(actor: Actor): { centerIds?: readonly string[] } {
  const centerIds = centersOfActor(actor);
  return centerIds ? { centerIds } : {};
}
