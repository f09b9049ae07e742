// The public entry of the shops area: `@center-platform/core/shops`.
export { listPublicShops, MAX_SHOP_PAGE } from './public-shops';
export { createShop, deleteShop, getShopForStaff, listShopsForStaff, ShopCreateInput, ShopUpdateInput, updateShop } from './save-shop';
export { createShopLocation, ShopLocationCreateInput, ShopLocationUpdateInput, updateShopLocation } from './shop-locations';
export { toShopValues } from './shop-values';
