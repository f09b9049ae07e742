import { rolesOf, rule } from '@center-platform/core/accounts';

/** The media library serves the editors (2.11 editorial area), on the center of the session. */
export const MEDIA_LIBRARY_RULE = rule('mall-core', rolesOf('editorial'), { centerScoped: true });
