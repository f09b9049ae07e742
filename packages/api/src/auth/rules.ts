import { rule } from '@center-platform/core/accounts';

/** Any signed-in staff member, whatever the role and center (anonymous callers get 401). */
export const ANY_STAFF_RULE = rule(null, 'any', { centerScoped: false });
