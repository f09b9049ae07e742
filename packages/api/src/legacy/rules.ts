import { rule } from '@center-platform/core/accounts';

/**
 * Spec 7: retired legacy routes answer 410 with the replacement. They are staff routes of any signed-in role
 * (anonymous callers get 401 like for every other staff path: they learn nothing about the staff surface).
 */
export const RETIRED_RULE = rule(null, 'any', { centerScoped: false });
