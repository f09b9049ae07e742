import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { ORGANIZATION_ROLES } from './roles';

/**
 * The users who work on a center, as a condition on `users`: those of the center, and the organization-wide users of
 * its organization (a role of ORGANIZATION_ROLES with the organization and no center). For whom a center's
 * notifications are meant.
 */
export const worksOnCenter = (centerId: string) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.or([
    eb('users.centerId', '=', centerId),
    eb.and([
      eb('users.centerId', 'is', null),
      eb('users.role', 'in', ORGANIZATION_ROLES),
      eb(
        'users.organizationId',
        '=',
        eb.selectFrom('centers').select('centers.organizationId').where('centers.id', '=', centerId),
      ),
    ]),
  ]);
