import type { Kysely } from 'kysely';
import {
  getPublicCenterplan,
  getPublicSignageConfig,
  listPublicFloors,
  listPublicMapLocations,
  listPublicTouchscreens,
} from '../centerplan/public-centerplan';
import { getVisitorSurface, type VisitorSurfaceDeployment } from '../centers/visitor-surface';
import { type ChangeKind, kindOfTable } from '../changes/change-kinds';
import {
  listPublicEvents,
  listPublicOffers,
  loadAktuellesBundle,
  MAX_BUNDLE_PER_TYPE,
} from '../content/public-content';
import { listPublicPageContent } from '../content/public-pages';
import { listPublicServices } from '../content/public-services';
import type { Database } from '../db/schema';
import { getActiveDooh, listPublicPlaylists } from '../dooh/public-dooh';
import { absoluteMediaUrl } from '../media/media-url';
import { listPublicShopsWithHours } from '../shops/public-shops';
import { readGraphInput } from '../wayfinding/graph';

// The offline kiosk snapshot (issue 27.4): everything a kiosk shows, as the public reads answer it, in one versioned
// bundle: the surface, the shops with their opening status (and the center's hours, so a kiosk offline judges them
// again), the current bundle, events, offers, services, page content, the center plan with each floor's SVG and map
// locations, the walkable graph the router uses, the touchscreens with the signage configuration and DOOH. It holds
// nothing the public reads do not show. The answer carries no build time, so an unchanged snapshot keeps its ETag (and
// its 304s) from minute to minute.

export const SNAPSHOT_FORMAT = 'center-platform/kiosk-snapshot';
export const SNAPSHOT_SCHEMA_VERSION = 1;

/**
 * Each section and the change kinds it shows; `time`: it depends on the minute (visibility windows, opening status),
 * so an incremental snapshot always carries it.
 */
const SECTION_KINDS = {
  surface: ['surface', 'media'],
  shops: ['shops', 'categories', 'media', 'surface'],
  bundle: 'time',
  events: 'time',
  offers: 'time',
  services: 'time',
  pageContent: ['pageContent', 'media'],
  centerplan: ['plan', 'media'],
  floors: ['plan'],
  mapLocations: ['plan', 'shops'],
  graph: ['plan'],
  touchscreens: ['touchscreens'],
  signage: ['signage', 'touchscreens'],
  dooh: 'time',
} as const satisfies Record<string, readonly ChangeKind[] | 'time'>;

export type SnapshotSection = keyof typeof SECTION_KINDS;
export const SNAPSHOT_SECTIONS = Object.keys(SECTION_KINDS) as SnapshotSection[];

type Loaders = { [S in SnapshotSection]: () => Promise<unknown> };

function loaders(
  db: Kysely<Database>,
  centerId: string,
  now: Date,
  deployment: VisitorSurfaceDeployment,
  /** the shops saved since the kiosk's version, when only their rows are to be sent */
  savedShops?: ReadonlySet<string>,
): Loaders {
  return {
    surface: () => getVisitorSurface(db, centerId, deployment),
    shops: async () => {
      const { data, total, centerHours } = await listPublicShopsWithHours(db, centerId, now, savedShops);
      const section = { centerOpeningHours: centerHours, total, items: data };
      if (!savedShops) return section;
      // an incremental snapshot in which only shops were saved: their rows, and the ids no longer listed
      const listed = new Set(data.map((shop) => shop.id));
      return { ...section, removed: [...savedShops].filter((id) => !listed.has(id)), changedOnly: true as const };
    },
    bundle: () =>
      loadAktuellesBundle(db, centerId, now, {
        news: MAX_BUNDLE_PER_TYPE,
        events: MAX_BUNDLE_PER_TYPE,
        offers: MAX_BUNDLE_PER_TYPE,
        jobs: MAX_BUNDLE_PER_TYPE,
      }),
    events: () => listPublicEvents(db, centerId, now),
    offers: () => listPublicOffers(db, centerId, now),
    services: () => listPublicServices(db, centerId, now, { publicWebsite: true }),
    pageContent: () => listPublicPageContent(db, centerId),
    centerplan: async () => (await getPublicCenterplan(db, centerId)) ?? null,
    floors: () => listPublicFloors(db, centerId),
    mapLocations: () => listPublicMapLocations(db, centerId),
    graph: () => readGraphInput(db, centerId),
    touchscreens: () => listPublicTouchscreens(db, centerId),
    signage: () => getPublicSignageConfig(db, centerId),
    dooh: async () => {
      const [active, playlists] = await Promise.all([getActiveDooh(db, centerId), listPublicPlaylists(db, centerId)]);
      return { active, playlists };
    },
  };
}

export interface KioskSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  schemaVersion: typeof SNAPSHOT_SCHEMA_VERSION;
  centerId: string;
  /** the center's content version the snapshot shows */
  version: number;
  /** an incremental snapshot: the version it is applied on (its sections replace those of that one); else null */
  base: number | null;
  sections: Partial<Record<SnapshotSection, unknown>>;
  /** with `media`: every file the snapshot names, with the address of its kiosk size (preset `kiosk`) */
  media?: { url: string; kiosk: string }[];
}

/**
 * The sections an incremental snapshot from `since` needs, from the change events after it; undefined when it must
 * be whole: the events after it are no longer all kept, or one of them may have changed anything.
 */
async function sectionsSince(
  db: Kysely<Database>,
  centerId: string,
  since: number,
  version: number,
): Promise<{ sections: SnapshotSection[]; shopIds?: Set<string> } | undefined> {
  if (since >= version) return { sections: SNAPSHOT_SECTIONS.filter((section) => SECTION_KINDS[section] === 'time') };
  const [events, oldest] = await Promise.all([
    db
      .selectFrom('contentChanges')
      .select(['version', 'records'])
      .where('centerId', '=', centerId)
      .where('version', '>', since)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('contentChanges')
      .select((eb) => eb.fn.min('version').as('version'))
      .where('centerId', '=', centerId)
      .executeTakeFirst(),
  ]);
  // the events are pruned oldest first: the first after `since` is kept when one up to since + 1 still is
  if (oldest?.version == null || Number(oldest.version) > since + 1) return undefined;
  const kinds = new Set<ChangeKind>();
  // the shops saved since, when only shop rows changed what the shops section shows: those rows alone are sent
  let shopIds: Set<string> | undefined = new Set();
  for (const event of events) {
    if (event.records.length === 0) return undefined;
    for (const [table, id] of event.records) {
      const kind = kindOfTable(table);
      if (!kind) continue;
      kinds.add(kind);
      if (table === 'shops') shopIds?.add(id);
      else if ((SECTION_KINDS.shops as readonly string[]).includes(kind)) shopIds = undefined;
    }
  }
  if (shopIds && shopIds.size > SHOP_ROWS_MAX) shopIds = undefined;
  const sections = SNAPSHOT_SECTIONS.filter((section) => {
    const shows = SECTION_KINDS[section];
    return shows === 'time' || shows.some((kind) => kinds.has(kind));
  });
  return { sections, ...(shopIds && sections.includes('shops') ? { shopIds } : {}) };
}

/** At most this many saved shops are sent as rows; more (an import) send the whole shops section. */
const SHOP_ROWS_MAX = 500;

/** The fields of the public reads that hold a stored media value (spec 4.9: a path under the media base, or a URL). */
const MEDIA_FIELDS = new Set([
  'logo',
  'logoUrl',
  'shopLogo',
  'coverImage',
  'coverImageUrl',
  'gallery',
  'image',
  'ogImage',
  'favicon',
  'websiteFavicon',
  'icon',
  'serviceIcon',
  'mapImage',
  'mediaUrl',
]);
/** a file, not an icon's name */
const isFile = (value: string) => /\.[a-z0-9]{2,5}$/i.test(value.split(/[?#]/)[0] ?? '') && !value.startsWith('data:');

/**
 * Every file the snapshot's media fields name, as an absolute URL, with the address of its kiosk size: the media
 * base's own files at `?preset=kiosk` (an SVG comes as it is), another host's as they are.
 */
function mediaOf(sections: KioskSnapshot['sections'], mediaBaseUrl: string): KioskSnapshot['media'] {
  const found = new Set<string>();
  const visit = (value: unknown, field?: string): void => {
    if (typeof value === 'string') {
      const url = field && MEDIA_FIELDS.has(field) && isFile(value) ? absoluteMediaUrl(value, mediaBaseUrl) : null;
      if (url) found.add(url);
    } else if (Array.isArray(value)) for (const item of value) visit(item, field);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) visit(inner, key);
  };
  visit(sections);
  const own = `${mediaBaseUrl.replace(/\/+$/, '')}/`;
  return [...found].sort().map((url) => ({ url, kiosk: url.startsWith(own) ? `${url}?preset=kiosk` : url }));
}

/**
 * The kiosk snapshot of a center at `now`, whole or (with `since`, a version the kiosk holds) incremental; undefined
 * for an unknown center.
 */
export async function buildKioskSnapshot(
  db: Kysely<Database>,
  centerId: string,
  options: {
    now: Date;
    since?: number;
    /** list the media at kiosk size (`mediaBaseUrl` names where the files are) */
    media?: boolean;
    mediaBaseUrl: string;
    deployment?: VisitorSurfaceDeployment;
  },
): Promise<KioskSnapshot | undefined> {
  const center = await db.selectFrom('centers').select('contentVersion').where('id', '=', centerId).executeTakeFirst();
  if (!center) return undefined;
  const version = center.contentVersion;
  const wanted = options.since === undefined ? undefined : await sectionsSince(db, centerId, options.since, version);
  const load = loaders(db, centerId, options.now, options.deployment ?? {}, wanted?.shopIds);
  const names = wanted?.sections ?? SNAPSHOT_SECTIONS;
  const values = await Promise.all(names.map((name) => load[name]()));
  const sections: KioskSnapshot['sections'] = Object.fromEntries(names.map((name, i) => [name, values[i]]));
  return {
    format: SNAPSHOT_FORMAT,
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    centerId,
    version,
    base: wanted ? (options.since as number) : null,
    sections,
    ...(options.media ? { media: mediaOf(sections, options.mediaBaseUrl) } : {}),
  };
}
