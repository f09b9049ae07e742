import { rule } from '@center-platform/core/accounts';
import { HISTORY_ROLES } from '@center-platform/core/history';

/** Issue 25.7: the history of a center's content and its restore are for the admins of the center (any module). */
export const HISTORY_RULE = rule(null, HISTORY_ROLES, { centerScoped: true });
