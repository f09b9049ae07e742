import { rolesOf, rule } from '@center-platform/core/accounts';
import { SOCIAL_APPROVER_ROLES } from '@center-platform/core/social';

/** Spec 2.11: the social area (social-core: SUPER_ADMIN, CONTENT_EDITOR, CENTER_MANAGER, ORG_MARKETING_MANAGER, CENTER_ADMIN). */
export const SOCIAL_RULE = rule('social-core', rolesOf('social'), { centerScoped: true });
/** Approving, rejecting and publishing: the social roles without CONTENT_EDITOR. */
export const SOCIAL_APPROVER_RULE = rule('social-core', SOCIAL_APPROVER_ROLES, { centerScoped: true });
