import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import {
  assertOwnedByCenter,
  isUniqueViolation,
  notFound,
  parseInput,
  STORED,
  writeForCenter,
} from '../content/staff-write';
import type { Database, MapLocationsTable } from '../db/schema';
import { DomainError } from '../errors';
import { assertFloorOfCenter, deleteOfCenter } from './floors';
import { linkLocationInputs } from './location-fields';
import { svgNumbers } from './svg-rules';

// Map locations of spec 2.7: a shop or service linked to an element of a floor's SVG by one of three methods —
// `element_id` (the element's id, recommended), `data_id` (the element's `data-id` attribute) or `coordinate`
// (a point inside the viewBox; the smallest element with an id whose bounding box contains the point is
// stored as svgElementId when there is one). The SVG is parsed once per call with jsdom's XML parser.
//
// Coordinate hit test: rect, circle, ellipse, polygon, polyline, line and path, by their bounding box in the
// SVG's user space. Transforms are not applied (a transformed element is measured untransformed); a path's box
// covers its end and control points (arcs: end points only), so it can be larger than the drawn shape.

export { MappingMethodInput } from './location-fields';
export const LinkLocationInput = linkLocationInputs(STORED);
export type LinkLocation = z.input<typeof LinkLocationInput>;

const LOCATION_COLUMNS = [
  'id',
  'floorId',
  'shopId',
  'serviceId',
  'svgElementId',
  'mappingMethod',
  'x',
  'y',
  'label',
] as const;
export type MapLocation = Pick<Selectable<MapLocationsTable>, (typeof LOCATION_COLUMNS)[number]>;

/** The shapes the coordinate method measures. */
export const COORDINATE_SHAPES = ['rect', 'circle', 'ellipse', 'polygon', 'polyline', 'line', 'path'] as const;

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

// jsdom is loaded on the first plan it reads: it holds about 50 MB of heap (90 MB RSS) from the moment it is imported
let jsdom: Promise<typeof import('jsdom')> | undefined;
function loadJsdom() {
  jsdom ??= import('jsdom');
  return jsdom;
}

async function parseSvg(markup: string): Promise<Element | null> {
  if (!markup.trim()) return null;
  const { JSDOM } = await loadJsdom();
  try {
    const { window } = new JSDOM(markup, { contentType: 'image/svg+xml' });
    const root = window.document.documentElement;
    return root && root.localName === 'svg' ? root : null;
  } catch {
    return null;
  }
}

const num = (el: Element, name: string) => {
  const value = Number.parseFloat(el.getAttribute(name) ?? '');
  return Number.isFinite(value) ? value : 0;
};

function boxOfPoints(points: number[][]): Box | null {
  if (points.length === 0) return null;
  const xs = points.map((p) => p[0] as number);
  const ys = points.map((p) => p[1] as number);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** The points of a path's data: end and control points, absolute and relative commands. */
function pathPoints(d: string): number[][] {
  const points: number[][] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (const [, command = '', args = ''] of d.matchAll(/([MLHVCSQTAZ])([^MLHVCSQTAZ]*)/gi)) {
    const values = svgNumbers(args);
    const relative = command === command.toLowerCase();
    const upper = command.toUpperCase();
    const size = { M: 2, L: 2, T: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, A: 7, Z: 0 }[upper] ?? 0;
    if (upper === 'Z') {
      x = startX;
      y = startY;
      continue;
    }
    for (let i = 0; i + size <= values.length; i += size) {
      const group = values.slice(i, i + size);
      const baseX = relative ? x : 0;
      const baseY = relative ? y : 0;
      if (upper === 'H') x = baseX + (group[0] as number);
      else if (upper === 'V') y = baseY + (group[0] as number);
      else if (upper === 'A') {
        x = baseX + (group[5] as number);
        y = baseY + (group[6] as number);
      } else {
        for (let j = 0; j + 2 < size; j += 2)
          points.push([baseX + (group[j] as number), baseY + (group[j + 1] as number)]);
        x = baseX + (group[size - 2] as number);
        y = baseY + (group[size - 1] as number);
      }
      points.push([x, y]);
      if (upper === 'M' && i === 0) {
        startX = x;
        startY = y;
      }
    }
  }
  return points;
}

function boxOf(el: Element): Box | null {
  switch (el.localName) {
    case 'rect': {
      const x = num(el, 'x');
      const y = num(el, 'y');
      return { minX: x, minY: y, maxX: x + num(el, 'width'), maxY: y + num(el, 'height') };
    }
    case 'circle': {
      const r = num(el, 'r');
      return { minX: num(el, 'cx') - r, minY: num(el, 'cy') - r, maxX: num(el, 'cx') + r, maxY: num(el, 'cy') + r };
    }
    case 'ellipse': {
      const rx = num(el, 'rx');
      const ry = num(el, 'ry');
      return { minX: num(el, 'cx') - rx, minY: num(el, 'cy') - ry, maxX: num(el, 'cx') + rx, maxY: num(el, 'cy') + ry };
    }
    case 'line':
      return boxOfPoints([
        [num(el, 'x1'), num(el, 'y1')],
        [num(el, 'x2'), num(el, 'y2')],
      ]);
    case 'polygon':
    case 'polyline': {
      const values = svgNumbers(el.getAttribute('points') ?? '');
      const points: number[][] = [];
      for (let i = 0; i + 1 < values.length; i += 2) points.push([values[i] as number, values[i + 1] as number]);
      return boxOfPoints(points);
    }
    case 'path':
      return boxOfPoints(pathPoints(el.getAttribute('d') ?? ''));
    default:
      return null;
  }
}

function viewBoxOf(svg: Element): Box | null {
  const values = svgNumbers(svg.getAttribute('viewBox') ?? '');
  if (values.length === 4) {
    const [x, y, w, h] = values as [number, number, number, number];
    return { minX: x, minY: y, maxX: x + w, maxY: y + h };
  }
  const width = Number.parseFloat(svg.getAttribute('width') ?? '');
  const height = Number.parseFloat(svg.getAttribute('height') ?? '');
  return Number.isFinite(width) && Number.isFinite(height) ? { minX: 0, minY: 0, maxX: width, maxY: height } : null;
}

/** The id of the smallest element with an id whose bounding box contains the point, if any. */
export function elementAtPoint(svg: Element, x: number, y: number): string | null {
  let best: { id: string; area: number } | null = null;
  for (const el of svg.querySelectorAll('[id]')) {
    const box = boxOf(el);
    if (!box || x < box.minX || x > box.maxX || y < box.minY || y > box.maxY) continue;
    const area = (box.maxX - box.minX) * (box.maxY - box.minY);
    if (!best || area < best.area) best = { id: el.getAttribute('id') as string, area };
  }
  return best?.id ?? null;
}

const miss = (code: string, message: string) => new DomainError('invalid', code, message);

async function floorSvg(db: Kysely<Database>, centerId: string, floorId: string): Promise<Element | null> {
  const floor = await db
    .selectFrom('mapFloors')
    .select('mapSvg')
    .where('centerId', '=', centerId)
    .where('id', '=', floorId)
    .executeTakeFirst();
  if (!floor) throw notFound('The floor');
  return parseSvg(floor.mapSvg);
}

/** Links a shop or service of the center to an element of a floor's SVG (one location per floor and element). */
export async function linkLocation(db: Kysely<Database>, centerId: string, input: LinkLocation): Promise<MapLocation> {
  const data = parseInput(LinkLocationInput, input);
  return writeForCenter(db, centerId, async (trx) => {
    const svg = await floorSvg(trx, centerId, data.floorId);
    if (data.shopId) await assertOwnedByCenter(trx, 'shops', centerId, [data.shopId], 'Shop');
    if (data.serviceId) await assertOwnedByCenter(trx, 'services', centerId, [data.serviceId], 'Service');
    if (!svg) throw miss('FLOOR_HAS_NO_SVG', 'The floor has no usable SVG plan to link to.');

    let svgElementId: string | null = null;
    let x: number | null = null;
    let y: number | null = null;
    const wanted = data.svgElementId as string;
    if (data.method === 'element_id') {
      const found = [...svg.querySelectorAll('[id]')].some((el) => el.getAttribute('id') === wanted);
      if (!found) throw miss('SVG_ELEMENT_NOT_FOUND', `The floor's SVG has no element with id "${wanted}".`);
      svgElementId = wanted;
    } else if (data.method === 'data_id') {
      const found = [...svg.querySelectorAll('[data-id]')].some((el) => el.getAttribute('data-id') === wanted);
      if (!found) throw miss('SVG_ELEMENT_NOT_FOUND', `The floor's SVG has no element with data-id "${wanted}".`);
      svgElementId = wanted;
    } else {
      x = data.x as number;
      y = data.y as number;
      const view = viewBoxOf(svg);
      if (!view) throw miss('SVG_NO_VIEWBOX', "The floor's SVG has neither a viewBox nor a width and height.");
      if (x < view.minX || x > view.maxX || y < view.minY || y > view.maxY) {
        throw miss('COORDINATE_OUTSIDE', `The point (${x}, ${y}) lies outside the SVG's viewBox.`);
      }
      // an element named by the caller must exist; otherwise the one under the point (or none) is stored
      if (data.svgElementId !== undefined && ![...svg.querySelectorAll('[id]')].some((el) => el.id === wanted)) {
        throw miss('SVG_ELEMENT_NOT_FOUND', `The floor's SVG has no element with id "${wanted}".`);
      }
      svgElementId = data.svgElementId ?? elementAtPoint(svg, x, y);
    }
    try {
      return await trx
        .insertInto('mapLocations')
        .values({
          centerId,
          floorId: data.floorId,
          shopId: data.shopId ?? null,
          serviceId: data.serviceId ?? null,
          svgElementId,
          mappingMethod: data.method,
          x,
          y,
          label: data.label ?? null,
        })
        .returning(LOCATION_COLUMNS)
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError('conflict', 'SVG_ELEMENT_LINKED', `The element "${svgElementId}" is already linked.`);
      }
      throw error;
    }
  });
}

/** Removes a map location of the center. */
export async function unlinkLocation(
  db: Kysely<Database>,
  centerId: string,
  locationId: string,
): Promise<{ id: string }> {
  return deleteOfCenter(db, 'mapLocations', centerId, locationId, 'The map location');
}

/** The map locations of a floor. Callers scope the floor to a center first (see `listLocationsOfCenter`). */
export async function listLocations(db: Kysely<Database>, floorId: string): Promise<MapLocation[]> {
  return db
    .selectFrom('mapLocations')
    .select(LOCATION_COLUMNS)
    .where('floorId', '=', floorId)
    .orderBy('svgElementId')
    .orderBy('id')
    .execute();
}

/** The map locations of a floor of this center; NOT_FOUND for a floor of another center. */
export async function listLocationsOfCenter(
  db: Kysely<Database>,
  centerId: string,
  floorId: string,
): Promise<MapLocation[]> {
  await assertFloorOfCenter(db, centerId, floorId);
  return listLocations(db, floorId);
}

/** The `shop-`/`service-` element ids of the floor's SVG that no location references (by id or data-id). */
export async function listUnlinkedElements(db: Kysely<Database>, centerId: string, floorId: string): Promise<string[]> {
  const svg = await floorSvg(db, centerId, floorId);
  if (!svg) return [];
  const linked = new Set(
    (await listLocations(db, floorId)).map((l) => l.svgElementId).filter((id): id is string => id !== null),
  );
  const unlinked: string[] = [];
  for (const el of svg.querySelectorAll('[id]')) {
    const id = el.getAttribute('id') as string;
    if (!id.startsWith('shop-') && !id.startsWith('service-')) continue;
    const dataId = el.getAttribute('data-id');
    if (linked.has(id) || (dataId !== null && linked.has(dataId))) continue;
    unlinked.push(id);
  }
  return unlinked;
}

/** The active shops of the center that have no map location on any floor. */
export async function listUnplacedShops(
  db: Kysely<Database>,
  centerId: string,
): Promise<{ id: string; name: string; slug: string }[]> {
  return db
    .selectFrom('shops')
    .select(['shops.id', 'shops.name', 'shops.slug'])
    .where('shops.centerId', '=', centerId)
    .where('shops.status', '=', 'Active')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('mapLocations').select('mapLocations.id').whereRef('mapLocations.shopId', '=', 'shops.id')),
      ),
    )
    .orderBy('shops.name')
    .execute();
}
