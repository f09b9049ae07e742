// What the dashboard's content lists may ask the server for (browser-safe: `@center-platform/core/shared`).

/** The columns every content list sorts by; without a sort a list keeps its own order (e.g. news, newest first). */
export const STAFF_PAGE_SORT_KEYS = ['name', 'status', 'updatedAt'] as const;
export type StaffPageSortKey = (typeof STAFF_PAGE_SORT_KEYS)[number];
/** The page sizes the lists offer. */
export const STAFF_PAGE_SIZES = [25, 50, 100] as const;
