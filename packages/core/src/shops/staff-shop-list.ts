// What the dashboard's shop list may ask the server for (browser-safe: `@center-platform/core/shared`).

/** The columns the staff shop list sorts by. */
export const STAFF_SHOP_SORT_KEYS = ['name', 'category', 'floor', 'status', 'updatedAt'] as const;
export type StaffShopSortKey = (typeof STAFF_SHOP_SORT_KEYS)[number];
