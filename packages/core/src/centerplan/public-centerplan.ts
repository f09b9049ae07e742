import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { PUBLIC_SHOP_REF, publicListedShops } from '../centers/public-categories';
import type { Database } from '../db/schema';
import { getSignageSettings, withoutSecretKeys } from '../dooh/public-dooh';
import { DomainError } from '../errors';
import { sanitizeSvgInPool } from './svg-pool';

const FLOOR_FIELDS = ['id', 'floorNumber', 'name', 'shortName', 'mapImage', 'isDefault'] as const;

export interface FloorSelector {
  floorId?: string;
  floorNumber?: number;
}

function activeFloors(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('mapFloors')
    .where('centerId', '=', centerId)
    .where('isActive', '=', true)
    .orderBy('floorNumber');
}

/** The center plan with its active floors (without their SVG), or undefined when the center has none. */
export async function getPublicCenterplan(db: Kysely<Database>, centerId: string) {
  const [plan, floors] = await Promise.all([
    db.selectFrom('centerplans').select(['id', 'name', 'settings']).where('centerId', '=', centerId).executeTakeFirst(),
    activeFloors(db, centerId).select(FLOOR_FIELDS).execute(),
  ]);
  if (!plan) return undefined;
  const preferred = floors.find((f) => f.isDefault) ?? floors.find((f) => f.floorNumber === 0) ?? floors[0];
  return { ...plan, settings: withoutSecretKeys(plan.settings), defaultFloorId: preferred?.id ?? null, floors };
}

/** Active floors with their SVG markup (sanitized: it may reach a page), optionally narrowed to one floor. */
export async function listPublicFloors(db: Kysely<Database>, centerId: string, selector: FloorSelector = {}) {
  let query = activeFloors(db, centerId).select([...FLOOR_FIELDS, 'mapSvg']);
  if (selector.floorId !== undefined) query = query.where('id', '=', selector.floorId);
  if (selector.floorNumber !== undefined) query = query.where('floorNumber', '=', selector.floorNumber);
  return withPublicSvg(await query.execute());
}

/**
 * Floors with their plans as handed out (publicSvg), one after the other: a read on a cold pool then starts one worker
 * thread (each loads jsdom, 0.66 s of CPU), not one per floor; a request arriving meanwhile gets the second thread.
 */
export async function withPublicSvg<T extends { mapSvg: string | null }>(floors: T[]) {
  const sanitized: (T & { mapSvg: string })[] = [];
  for (const floor of floors) sanitized.push({ ...floor, mapSvg: await publicSvg(floor.mapSvg) });
  return sanitized;
}

/**
 * Plans as handed out, by the hash of the stored markup: a content write rebuilds the floors answer, and the plans
 * it holds have not changed, so they are not sanitized again (a detailed plan takes a worker 0.1-1 s). Reads that want
 * a plan while it is being sanitized (a kiosk snapshot and the floors) wait for that one sanitizing (`fetch`).
 */
const handedOut = new LRUCache<string, string, string | null>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (svg) => svg.length * 2 + 1,
  fetchMethod: async (_key, _stale, { context: svg }) => {
    try {
      return (await sanitizeSvgInPool(svg ?? '')).svg;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // over a cap the same markup stays refused; past the deadline (a busy machine) it is tried again next time
      return error.code === 'SVG_TIMEOUT' ? undefined : '';
    }
  },
});

/** A stored plan as handed out; one that is over the caps or past the deadline is handed out empty. */
async function publicSvg(svg: string | null): Promise<string> {
  const key = createHash('sha256')
    .update(svg ?? '')
    .digest('base64');
  return (await handedOut.fetch(key, { context: svg })) ?? '';
}

/**
 * Map locations of one floor (without `floorId`: of every floor). A location of a shop is listed only while the shop
 * passes the public listing filter, one of a service only while the service is active.
 */
export async function listPublicMapLocations(db: Kysely<Database>, centerId: string, floorId?: string) {
  const shops = publicListedShops(db, centerId)
    .leftJoin('categories', 'categories.id', 'shops.categoryId')
    .select([...PUBLIC_SHOP_REF, 'categories.name as category', 'shops.openingHours'])
    .as('shop');
  const rows = await db
    .selectFrom('mapLocations')
    .leftJoin(shops, 'shop.id', 'mapLocations.shopId')
    .leftJoin('services', (join) =>
      join.onRef('services.id', '=', 'mapLocations.serviceId').on('services.isActive', '=', true),
    )
    .select([
      'mapLocations.id',
      'mapLocations.floorId',
      'mapLocations.shopId',
      'mapLocations.serviceId',
      'mapLocations.svgElementId',
      'mapLocations.mappingMethod',
      'mapLocations.x',
      'mapLocations.y',
      'mapLocations.label',
      'shop.name as shopName',
      'shop.slug as shopSlug',
      'shop.category as shopCategory',
      'shop.logo as shopLogo',
      'shop.openingHours as shopOpeningHours',
      'services.name as serviceName',
      'services.icon as serviceIcon',
    ])
    .where('mapLocations.centerId', '=', centerId)
    .$if(floorId !== undefined, (query) => query.where('mapLocations.floorId', '=', floorId as string))
    .where((eb) => eb.or([eb('mapLocations.shopId', 'is', null), eb('shop.id', 'is not', null)]))
    .where((eb) => eb.or([eb('mapLocations.serviceId', 'is', null), eb('services.id', 'is not', null)]))
    .orderBy('mapLocations.svgElementId')
    .orderBy('mapLocations.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    floorId: r.floorId,
    shopId: r.shopId,
    serviceId: r.serviceId,
    svgElementId: r.svgElementId,
    mappingMethod: r.mappingMethod,
    x: r.x,
    y: r.y,
    label: r.label,
    shop: r.shopId
      ? {
          id: r.shopId,
          name: r.shopName ?? '',
          slug: r.shopSlug ?? '',
          category: r.shopCategory,
          logo: r.shopLogo,
          openingHours: r.shopOpeningHours ?? null,
        }
      : null,
    service: r.serviceId ? { id: r.serviceId, name: r.serviceName ?? '', icon: r.serviceIcon } : null,
  }));
}

/** Active touchscreens with the floor number of their floor; of one center, or of every center. */
export function listPublicTouchscreens(db: Kysely<Database>, centerId?: string) {
  let query = db
    .selectFrom('touchscreens')
    .leftJoin('mapFloors', 'mapFloors.id', 'touchscreens.floorId')
    .select([
      'touchscreens.id',
      'touchscreens.centerId',
      'touchscreens.name',
      'touchscreens.slug',
      'touchscreens.floorId',
      'mapFloors.floorNumber',
      'touchscreens.x',
      'touchscreens.y',
      'touchscreens.orientation',
    ])
    .where('touchscreens.isActive', '=', true);
  if (centerId !== undefined) query = query.where('touchscreens.centerId', '=', centerId);
  return query.orderBy('touchscreens.centerId').orderBy('touchscreens.name').orderBy('touchscreens.id').execute();
}

/** The signage configuration of a center: its settings (secret-looking keys removed) and touchscreens. */
export async function getPublicSignageConfig(db: Kysely<Database>, centerId: string) {
  const [settings, touchscreens] = await Promise.all([
    getSignageSettings(db, centerId),
    listPublicTouchscreens(db, centerId),
  ]);
  return { settings, touchscreens };
}
