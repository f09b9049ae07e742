import { rolesOf, rule } from '@center-platform/core/accounts';
import { REPORT_MANAGER_ROLES } from '@center-platform/core/shared';

/** The access rules of client reporting (spec 2.11 analytics-core, 4.8, 5). */
export const REPORTING_RULES = {
  /** reading a center's reporting: the roles of the analytics area, on the center of the session */
  read: rule('analytics-core', rolesOf('analytics-core'), { centerScoped: true }),
  /** sending reports, listing and revoking their share links: the center's administrators */
  manageReports: rule('analytics-core', REPORT_MANAGER_ROLES, { centerScoped: true }),
} as const;
