import { rolesOf, rule } from '@center-platform/core/accounts';

/** Footfall is analytics (2.11): the analytics area's roles, on the center of the session. */
export const FOOTFALL_RULE = rule('analytics-core', rolesOf('analytics'), { centerScoped: true });
