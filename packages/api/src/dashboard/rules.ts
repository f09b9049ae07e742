import { rule } from '@center-platform/core/accounts';

/** The dashboard home is always visible (2.11), for the center of the session. */
export const HOME_RULE = rule('dashboard', 'any', { centerScoped: true });
