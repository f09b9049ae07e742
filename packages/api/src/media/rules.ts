import { readersOf, rolesOf, rule } from '@center-platform/core/accounts';
import { MEDIA_WRITE_AREAS } from '@center-platform/core/media';

/** The media library (reads only) serves the editorial area (2.11) and its readers, on the center of the session. */
export const MEDIA_LIBRARY_RULE = rule('mall-core', readersOf('editorial'), { centerScoped: true });

/** Uploading, describing and deleting files (issue 26): the roles of MEDIA_WRITE_AREAS, on the center of the session. */
export const MEDIA_WRITE_RULE = rule('mall-core', rolesOf(...MEDIA_WRITE_AREAS), { centerScoped: true });
