import { rolesOf, rule } from '@center-platform/core/accounts';

/**
 * The System area (2.11): SUPER_ADMIN only, platform-wide, in every environment. Spec 5 asks for admin
 * authentication of maintenance and migration routes in production; here they need it always.
 */
export const SYSTEM_RULE = rule('system-integration', rolesOf('system'), { centerScoped: false });
