import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { listPublicFloors, listPublicMapLocations } from '../centerplan/public-centerplan';
import { htmlToText } from '../content/html';
import { listPublicServices } from '../content/public-services';
import type { Database } from '../db/schema';
import { absoluteMediaUrl } from '../media/media-url';
import { openingHoursLines } from '../opening-hours/text';
import { listPublicShops, MAX_SHOP_PAGE } from '../shops/public-shops';

// The content of a plugin sync (spec 4.10): everything the map widget renders, so it needs no call back to us.
// Every item carries the checksum of its own content; a sync compares them with the checksums the site last
// acknowledged (its `syncState`) and sends only what differs (diff.ts).

/** Widget defaults of spec 4.10. */
export const WIDGET_DEFAULTS = { hoverDelayMs: 200, hoverColor: '#60a5fa', highlightColor: '#3b82f6' } as const;

export interface BundleFloor {
  /** the shortcode's `default_floor` value: the floor number as text (`0` ground floor, `-1`, `1`) */
  key: string;
  id: string;
  floorNumber: number;
  name: string;
  shortName: string | null;
  isDefault: boolean;
  /** where the plan image lives on our side (null when none was uploaded as a file) */
  svgUrl: string | null;
  /** the file in this bundle's `files` holding the floor's sanitized SVG (the site stores it locally) */
  svgFile: string | null;
}
export interface BundleFile {
  path: string;
  contentType: 'image/svg+xml';
  content: string;
}
export interface BundleLocation {
  id: string;
  floorKey: string;
  svgElementId: string | null;
  mappingMethod: string;
  x: number | null;
  y: number | null;
  label: string | null;
  shopId: string | null;
  serviceId: string | null;
}
export interface BundleShop {
  id: string;
  name: string;
  slug: string;
  category: string | null;
  floor: string | null;
  /** lines such as `Montag – Freitag: 10:00 – 20:00` (never JSON) */
  openingHours: string[];
  description: string | null;
  /** the shop's page on the plugin site (a click on the map opens it, spec 4.10) */
  url: string | null;
  /** the shop's own website */
  website: string | null;
  logo: string | null;
}
export interface BundleService {
  id: string;
  name: string;
  category: string | null;
  description: string | null;
  icon: string | null;
}

/** Where a plugin site shows a shop: its address and a path with `{slug}` (the site's `shopDetailPath`). */
export interface ShopPage {
  siteUrl: string;
  path: string;
}

/** The address of a shop's page on a plugin site. */
export function shopPageUrl({ siteUrl, path }: ShopPage, slug: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.replaceAll('{slug}', encodeURIComponent(slug))}`;
}

/** The item kinds, in the order a site should apply them. */
export const ITEM_KINDS = ['files', 'floors', 'shops', 'services', 'locations'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export interface BundleItems {
  files: BundleFile[];
  floors: BundleFloor[];
  shops: BundleShop[];
  services: BundleService[];
  locations: BundleLocation[];
}

export function checksumOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** The identity of an item within its kind: files by path, the rest by id. */
export function itemKey(kind: ItemKind, item: BundleItems[ItemKind][number]): string {
  return `${kind}:${'path' in item ? item.path : item.id}`;
}

const textOrNull = (html: string | null) => (html ? htmlToText(html) || null : null);

/** Every item of a center's plan as the widget needs it. */
export async function buildBundleItems(
  db: Kysely<Database>,
  centerId: string,
  options: { cdnBaseUrl: string; now?: Date; shopPage?: ShopPage },
): Promise<BundleItems> {
  const now = options.now ?? new Date();
  const [floors, shops, services] = await Promise.all([
    listPublicFloors(db, centerId),
    listPublicShops(db, centerId, { publicWebsite: true, limit: MAX_SHOP_PAGE, offset: 0 }),
    listPublicServices(db, centerId, now, { publicWebsite: true }),
  ]);
  const items: BundleItems = { files: [], floors: [], shops: [], services: [], locations: [] };
  const locationsByFloor = await Promise.all(floors.map((floor) => listPublicMapLocations(db, centerId, floor.id)));
  for (const [index, floor] of floors.entries()) {
    const key = String(floor.floorNumber);
    // the file name carries the content's hash, so a changed plan is a new file and a cached one never stale
    const svgFile = floor.mapSvg ? `floors/${key}-${checksumOf(floor.mapSvg).slice(0, 12)}.svg` : null;
    if (svgFile) items.files.push({ path: svgFile, contentType: 'image/svg+xml', content: floor.mapSvg });
    items.floors.push({
      key,
      id: floor.id,
      floorNumber: floor.floorNumber,
      name: floor.name,
      shortName: floor.shortName,
      isDefault: floor.isDefault,
      svgUrl: absoluteMediaUrl(floor.mapImage, options.cdnBaseUrl),
      svgFile,
    });
    for (const location of locationsByFloor[index] ?? []) {
      items.locations.push({
        id: location.id,
        floorKey: key,
        svgElementId: location.svgElementId,
        mappingMethod: location.mappingMethod,
        x: location.x,
        y: location.y,
        label: location.label,
        shopId: location.shopId,
        serviceId: location.serviceId,
      });
    }
  }
  for (const shop of shops.data) {
    items.shops.push({
      id: shop.id,
      name: shop.name,
      slug: shop.slug,
      category: shop.category,
      floor: shop.floor,
      openingHours: openingHoursLines(shop.openingHours, 'de'),
      description: textOrNull(shop.shortDescription) ?? textOrNull(shop.description),
      url: options.shopPage ? shopPageUrl(options.shopPage, shop.slug) : null,
      website: shop.website,
      logo: absoluteMediaUrl(shop.logo, options.cdnBaseUrl),
    });
  }
  for (const service of services) {
    items.services.push({
      id: service.id,
      name: service.name,
      category: service.category,
      description: textOrNull(service.description),
      // an icon is a name (`parking`) or an image path; only a path becomes a URL
      icon:
        service.icon && /[/.]/.test(service.icon) ? absoluteMediaUrl(service.icon, options.cdnBaseUrl) : service.icon,
    });
  }
  return items;
}
