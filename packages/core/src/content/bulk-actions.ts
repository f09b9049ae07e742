// What the dashboard's list selection may do (browser-safe: `@center-platform/core/shared`).

/** The actions on many rows at once. */
export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** The most rows one action takes (a page of the longest list). */
export const MAX_BULK_IDS = 100;
