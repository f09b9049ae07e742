// The public entry of the shops area: `@center-platform/core/shops`.
export { listPublicShops, MAX_SHOP_PAGE, type PublicShopFilters, PublicShopListJson } from './public-shops';
export { ChainCreateInput, chainWriter, type StaffChain } from './save-chain';
export { bulkShops, createShop, deleteShop, getShopForStaff, listShopsForStaff, ShopCreateInput, ShopUpdateInput, updateShop } from './save-shop';
export { createShopLocation, ShopLocationCreateInput, ShopLocationUpdateInput, updateShopLocation } from './shop-locations';
export { toShopValues } from './shop-values';
export { STAFF_SHOP_SORT_KEYS, type StaffShopSortKey } from './staff-shop-list';
export { listShopNames, listStaffShopPage, ShopNamesQuery, StaffShopPageQuery } from './staff-shop-page';
