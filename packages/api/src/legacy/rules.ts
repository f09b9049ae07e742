import { ANY_STAFF_RULE } from '../auth/rules';

/**
 * Spec 7: retired legacy routes answer 410 with the replacement. They are staff routes of any signed-in role
 * (anonymous callers get 401 like for every other staff path: they learn nothing about the staff surface).
 */
export const RETIRED_RULE = ANY_STAFF_RULE;
