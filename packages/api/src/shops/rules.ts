import { rolesOf, rule } from '@center-platform/core/accounts';

/** Shops and their branches are center content (2.11 editorial area), on the center of the session. */
export const SHOP_LOCATION_RULE = rule('mall-core', rolesOf('editorial'), { centerScoped: true });
