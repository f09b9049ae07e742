import { readersOf, rule } from '@center-platform/core/accounts';

/** The media library (reads only) serves the editorial area (2.11) and its readers, on the center of the session. */
export const MEDIA_LIBRARY_RULE = rule('mall-core', readersOf('editorial'), { centerScoped: true });
