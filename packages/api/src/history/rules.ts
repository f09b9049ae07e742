import { rule } from '@center-platform/core/accounts';
import { HISTORY_ROLES } from '@center-platform/core/history';

/** Issue 25.7: the history of a center's content and its restore are for the admins of the center (any module). */
export const HISTORY_RULE = rule(null, HISTORY_ROLES, { centerScoped: true });

/** The history of the records of no center (platform-wide users, an organization's modules): the platform's admins. */
export const PLATFORM_HISTORY_RULE = rule(null, ['SUPER_ADMIN'], { centerScoped: false });
