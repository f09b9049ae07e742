import type { Kysely } from 'kysely';
import { listEntrances } from '../centers/public-categories';
import { loadPublicCenter } from '../centers/public-center';
import { buildTemplatePublicContent } from '../centers/template-public-content';
import { htmlToText } from '../content/html';
import { listPublicPageContent } from '../content/public-pages';
import type { Database } from '../db/schema';
import { isOpenAt, openingHoursLines } from '../opening-hours';
import type { CenterAddress, ChatLocale, EntranceCard, ParkingZoneCard } from './types';

// What the chatbot tells about the center itself, only from what its public reads show: the public center
// columns, the published directions page, the whitelisted template content, active entrances and active
// parking zones (name, capacity, free spaces, level: what a parking guidance sign shows).

const DIRECTIONS_PAGE = 'anfahrt';

export interface CenterFacts {
  id: string;
  name: string;
  address: CenterAddress;
  websiteTemplate: string;
}

export async function loadCenterFacts(db: Kysely<Database>, centerId: string): Promise<CenterFacts | undefined> {
  const center = await loadPublicCenter(db, centerId);
  if (!center) return undefined;
  return {
    id: center.id,
    name: center.name,
    websiteTemplate: center.websiteTemplate,
    address: { street: center.address, postalCode: center.postalCode, city: center.city, country: center.country },
  };
}

export async function centerOpeningHours(
  db: Kysely<Database>,
  centerId: string,
  options: { locale: ChatLocale; now: Date; timeZone: string },
) {
  const row = await db.selectFrom('centers').select('openingHours').where('id', '=', centerId).executeTakeFirst();
  const stored = row?.openingHours ?? null;
  return {
    lines: openingHoursLines(stored, options.locale),
    openNow: isOpenAt(stored, options.now, options.timeZone),
  };
}

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const plain = htmlToText(value).trim();
  return plain ? plain.slice(0, 1000) : null;
};

/** The published directions page and the template's directions text and parking count. */
async function directionsContent(db: Kysely<Database>, center: CenterFacts) {
  const [pages, overrides] = await Promise.all([
    listPublicPageContent(db, center.id),
    db.selectFrom('centerThemeOverrides').select('themeOverrides').where('centerId', '=', center.id).executeTakeFirst(),
  ]);
  const page = pages.find((p) => p.pageType === DIRECTIONS_PAGE)?.content ?? {};
  const custom = buildTemplatePublicContent(center.websiteTemplate, overrides?.themeOverrides).content.customContent;
  const pageSpaces = page.parkingSpaces;
  return {
    description: text(page.description) ?? text(custom?.anfahrtDescription),
    parkingSpaces:
      typeof pageSpaces === 'number' && Number.isInteger(pageSpaces) && pageSpaces >= 0
        ? pageSpaces
        : (custom?.parkingSpaces ?? null),
  };
}

export function mapsUrl(name: string, address: CenterAddress): string | null {
  const parts = [address.street, [address.postalCode, address.city].filter(Boolean).join(' ')].filter(Boolean);
  if (parts.length === 0) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([name, ...parts].join(', '))}`;
}

export async function directionsFacts(db: Kysely<Database>, center: CenterFacts) {
  const [content, entrances] = await Promise.all([directionsContent(db, center), listEntrances(db, center.id)]);
  return {
    description: content.description,
    mapsUrl: mapsUrl(center.name, center.address),
    entrances: entrances.map(
      (e): EntranceCard => ({ name: e.name, description: e.description, isAccessible: e.isAccessible }),
    ),
  };
}

export async function parkingFacts(db: Kysely<Database>, center: CenterFacts) {
  const [content, zones] = await Promise.all([
    directionsContent(db, center),
    db
      .selectFrom('parkingZones')
      .select(['name', 'capacity', 'freeSpaces', 'floor'])
      .where('centerId', '=', center.id)
      .where('isActive', '=', true)
      .orderBy('name')
      .execute(),
  ]);
  return {
    parkingSpaces: content.parkingSpaces,
    description: content.description,
    zones: zones as ParkingZoneCard[],
  };
}
