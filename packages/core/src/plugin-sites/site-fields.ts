import { z } from 'zod';
import { typedName } from '../content/characters';
import { WebAddress } from '../http-outbound/web-address';
import { PLUGIN_KEY_MAX_LENGTH, PLUGIN_KEY_MIN_LENGTH } from './plugin-key';
import { DEFAULT_SHOP_PAGE_PATH, isShopPagePath } from './shop-page-path';

// The fields of a plugin site as staff enter them (browser-safe: `@center-platform/core/shared`). The dashboard's
// form checks them with this schema; the server's PluginSiteInput (plugin-sites.ts) is the same schema with the
// name's markup stripped first and the address checked against the outbound policy after.

export const PluginSiteFields = z.strictObject({
  name: typedName(),
  url: WebAddress,
  /** where the site shows a shop: a path under its address with `{slug}`, e.g. `/shops/{slug}` (the default) */
  shopDetailPath: z
    .string()
    .trim()
    .refine(isShopPagePath, `Use a path on the site with {slug}, such as ${DEFAULT_SHOP_PAGE_PATH}.`)
    .optional(),
  /** the key the plugin expects in our syncs (its settings page shows it) */
  outboundKey: z.string().trim().min(PLUGIN_KEY_MIN_LENGTH).max(PLUGIN_KEY_MAX_LENGTH).optional(),
});
