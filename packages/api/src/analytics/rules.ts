import { ADMIN_ROLES, rolesOf, rule } from '@center-platform/core/accounts';
import type { AgencyRule } from '@center-platform/core/agency';

/** Footfall is analytics (2.11): the analytics area's roles, on the center of the session. */
export const FOOTFALL_RULE = rule('analytics-core', rolesOf('analytics'), { centerScoped: true });

/**
 * Counts are reported by the center's counting system: the bridge (server to server) or an organization key with the
 * write scope; among staff, the center's admins (a correction).
 */
export const FOOTFALL_REPORT_RULE = {
  staff: rule('analytics-core', ADMIN_ROLES, { centerScoped: true }),
  apiKey: 'write',
  bridge: true,
} as const satisfies AgencyRule;
