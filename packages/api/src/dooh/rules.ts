import { readersOf, rolesOf, rule } from '@center-platform/core/accounts';

/** Digital signage (playlists, the local hero, touchscreens, the players' configuration): digital apps and hardware (2.11). */
export const DOOH_RULE = rule('digital-experience', rolesOf('digital-apps-hardware'), { centerScoped: true });

/** Reading the signage data: the area's roles and its readers. */
export const DOOH_READ_RULE = rule('digital-experience', readersOf('digital-apps-hardware'), { centerScoped: true });
