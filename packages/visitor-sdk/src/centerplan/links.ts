import type { CenterplanFloor, CenterplanLocation } from './types';

/** The message type a click posts to the host window. */
export function openDetailMessageType(prefix = 'center'): string {
  return `${prefix}:centerplan:open-detail`;
}

/** Default floor first, then by floor number. */
export function orderFloors(floors: CenterplanFloor[]): CenterplanFloor[] {
  const preferred = floors.find((f) => f.isDefault) ?? floors.find((f) => f.floorNumber === 0) ?? floors[0];
  const rest = floors.filter((f) => f !== preferred).sort((a, b) => a.floorNumber - b.floorNumber);
  return preferred ? [preferred, ...rest] : rest;
}

/** A detail link from a relative template (`/shops/{slug}`); undefined for anything that is not a local path. */
export function detailHref(template: string | undefined, location: CenterplanLocation): string | undefined {
  const slug = location.shop?.slug;
  if (!template || !slug || !location.shopId) return undefined;
  if (!template.startsWith('/') || template.startsWith('//') || template.includes('\\')) return undefined;
  return template
    .replaceAll('{slug}', encodeURIComponent(slug))
    .replaceAll('{shopId}', encodeURIComponent(location.shopId))
    .replaceAll('{id}', encodeURIComponent(location.shopId));
}
