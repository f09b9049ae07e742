// Where a website shows a shop, as a path template on the site itself (spec 4.2's `shopDetailPath`, 4.10's detail
// URL on the plugin site): `/shops/{slug}`. Shared by the plugin-site input, the embed's query and the dashboard.

/** A plugin site's shop pages unless it says otherwise. */
export const DEFAULT_SHOP_PAGE_PATH = '/shops/{slug}';
export const SHOP_PAGE_PATH_MAX_LENGTH = 200;

/** A path on the same site: one leading slash, no scheme, host, quotes or spaces; placeholders in braces. */
const PATH_TEMPLATE = /^\/(?!\/)[A-Za-z0-9\-._~/{}%]*$/;

/** Whether `path` is a relative path template (it may name `{slug}`, `{shopId}` or `{id}`). */
export function isPathTemplate(path: string): boolean {
  return path.length <= SHOP_PAGE_PATH_MAX_LENGTH && PATH_TEMPLATE.test(path);
}

/** Whether `path` is a path template that places the shop (`{slug}`). */
export function isShopPagePath(path: string): boolean {
  return isPathTemplate(path) && path.includes('{slug}');
}
