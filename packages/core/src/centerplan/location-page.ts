import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { PageNumber, PageSize, readPage, SearchTerm } from '../content/staff-page';
import type { Database } from '../db/schema';
import { containsPattern, GERMAN_ORDER } from '../db/text-order';
import { assertFloorOfCenter } from './floors';
import { LOCATION_SORT_KEYS, MappingMethodInput } from './location-fields';

/** One page of a floor's map locations: order, the kind and method filters, a search in name, label and element. */
export const LocationPageQuery = z.strictObject({
  floorId: z.uuid(),
  page: PageNumber,
  pageSize: PageSize,
  sort: z
    .strictObject({ key: z.enum(LOCATION_SORT_KEYS), dir: z.enum(['asc', 'desc']) })
    .default({ key: 'target', dir: 'asc' }),
  filters: z
    .strictObject({ kind: z.enum(['shop', 'service']).optional(), method: MappingMethodInput.optional() })
    .default({}),
  q: SearchTerm,
});
export type LocationPageQuery = z.input<typeof LocationPageQuery>;

const targetName = sql<string | null>`coalesce(${sql.ref('shops.name')}, ${sql.ref('services.name')})`;

/**
 * A page of the map locations of a floor of this center (NOT_FOUND for another center's floor), each with the name
 * of the shop or service it links, and the total that matches. Names in German order; ties by the location's id.
 */
export async function listLocationPage(db: Kysely<Database>, centerId: string, input: LocationPageQuery) {
  const { floorId, page, pageSize, sort, filters, q } = LocationPageQuery.parse(input);
  await assertFloorOfCenter(db, centerId, floorId);
  let query = db
    .selectFrom('mapLocations')
    .leftJoin('shops', 'shops.id', 'mapLocations.shopId')
    .leftJoin('services', 'services.id', 'mapLocations.serviceId')
    .select([
      'mapLocations.id',
      'mapLocations.shopId',
      'mapLocations.serviceId',
      'mapLocations.mappingMethod',
      'mapLocations.svgElementId',
      'mapLocations.x',
      'mapLocations.y',
      'mapLocations.label',
      targetName.as('targetName'),
    ])
    .where('mapLocations.floorId', '=', floorId);
  if (filters.kind) query = query.where(`mapLocations.${filters.kind}Id`, 'is not', null);
  if (filters.method) query = query.where('mapLocations.mappingMethod', '=', filters.method);
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([
        eb(targetName, 'ilike', pattern),
        eb('mapLocations.label', 'ilike', pattern),
        eb('mapLocations.svgElementId', 'ilike', pattern),
      ]),
    );
  }
  const ordered = query
    .orderBy(
      sort.key === 'target'
        ? sql`${targetName} collate ${sql.id(GERMAN_ORDER)}`
        : sort.key === 'method'
          ? 'mapLocations.mappingMethod'
          : 'mapLocations.svgElementId',
      sort.dir,
    )
    .orderBy('mapLocations.id');
  const { rows, total } = await readPage(query, ordered, page, pageSize);
  return { rows, total, page, pageSize };
}
