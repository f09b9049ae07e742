import { rolesOf, rule } from '@center-platform/core/accounts';

/**
 * Issue 27.3: the webhooks of a center belong with the other website integrations (cms-integration: SUPER_ADMIN,
 * CENTER_MANAGER), on the own center.
 */
export const WEBHOOKS_RULE = rule('cms-integration', rolesOf('plugin-integration'), { centerScoped: true });
