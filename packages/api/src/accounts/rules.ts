import { rolesOf, rule } from '@center-platform/core/accounts';
import { ANY_STAFF_RULE } from '../auth/rules';

/** The access rules of the account routes and procedures (spec 2.11, 5). */
export const ACCOUNT_RULES = {
  /** any signed-in user, about themself */
  self: ANY_STAFF_RULE,
  /** admins manage users; a CENTER_ADMIN only those of its center (checked by core per user) */
  manageUsers: rule('users', ['SUPER_ADMIN', 'CENTER_ADMIN'], { centerScoped: false }),
  /** a user is placed in any center or organization by the platform operator only (a CENTER_ADMIN: its center) */
  placeUsers: rule('users', ['SUPER_ADMIN'], { centerScoped: false }),
  /** forwarding aliases are center settings */
  mailAliases: rule('organization-management', rolesOf('organization-management'), { centerScoped: true }),
} as const;
