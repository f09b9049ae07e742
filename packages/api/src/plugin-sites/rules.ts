import { rolesOf, rule } from '@center-platform/core/accounts';

/** Spec 2.11: the plugin integration area (cms-integration: SUPER_ADMIN, CENTER_MANAGER), on the own center. */
export const PLUGIN_SITES_RULE = rule('cms-integration', rolesOf('plugin-integration'), { centerScoped: true });
