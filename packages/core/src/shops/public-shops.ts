import { type Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { centerShops, publicListedShops } from '../centers/public-categories';
import type { ContentStatus, Database } from '../db/schema';
import { openingStatusesAt } from '../opening-hours/opening-status';

export interface PublicShopFilters {
  /** the public listing filter of the center website (branch locations use their own) */
  publicWebsite: boolean;
  status?: ContentStatus;
  limit: number;
  offset: number;
}

export const MAX_SHOP_PAGE = 5000;

const WEEKDAY_KEY = /^(mon|tues|wednes|thurs|fri|satur|sun)day$/;

/** Spec 2.6 rule 4 on read: a branch shows its hours under regularHours only, never stray weekday keys. */
function branchHours(stored: unknown): unknown {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return stored;
  return Object.fromEntries(Object.entries(stored).filter(([key]) => !WEEKDAY_KEY.test(key)));
}

function filtered(db: Kysely<Database>, centerId: string, filters: PublicShopFilters) {
  let query = filters.publicWebsite
    ? publicListedShops(db, centerId)
    : // without the public listing filter, everything that is not inactive (spec 4.1)
      centerShops(db, centerId).where('shops.status', '<>', 'Inactive');
  if (filters.status) query = query.where('shops.status', '=', filters.status);
  return query;
}

/** The columns of a public shop row, and the row versions it is made of (the shop, its chain, its category). */
function withShopColumns(query: ReturnType<typeof filtered>) {
  return query
    .leftJoin('categories', 'categories.id', 'shops.categoryId')
    .select((eb) => [
      'shops.id',
      'shops.name',
      'shops.slug',
      'categories.name as category',
      'categories.id as categoryId',
      'categories.slug as categorySlug',
      eb.fn.coalesce('shops.description', 'shopChains.description').as('description'),
      eb.fn.coalesce('shops.shortDescription', 'shopChains.shortDescription').as('shortDescription'),
      'shops.floor',
      'shops.floorNumber',
      'shops.unitNumber',
      eb.fn.coalesce('shops.logo', 'shopChains.logo').as('logo'),
      eb.fn.coalesce('shops.coverImage', 'shopChains.coverImage').as('coverImage'),
      'shops.gallery',
      'shops.openingHours',
      'shops.chainId',
      'shopChains.name as chainName',
      'shopChains.slug as chainSlug',
      'shops.tags',
      'shops.status',
      'shops.phone',
      'shops.email',
      eb.fn.coalesce('shops.website', 'shopChains.website').as('website'),
      rowVersion,
    ]);
}

/**
 * What a public shop row was read from: the transaction ids that wrote the shop, chain and category rows it joins
 * (PostgreSQL's `xmin`, new with every update, whichever code path made it).
 */
const rowVersion =
  sql<string>`concat_ws(':', ${sql.ref('shops.xmin')}, ${sql.ref('shopChains.xmin')}, ${sql.ref('categories.xmin')})`.as(
    'rowVersion',
  );

type ShopRow = Awaited<ReturnType<ReturnType<typeof withShopColumns>['execute']>>[number];

/** One page of a shop query in the list's order: by name, then id. */
function pageOf<
  Q extends { orderBy: (column: 'shops.name' | 'shops.id') => Q; limit: (n: number) => Q; offset: (n: number) => Q },
>(query: Q, filters: PublicShopFilters): Q {
  return query.orderBy('shops.name').orderBy('shops.id').limit(filters.limit).offset(filters.offset);
}

/** A public shop without its opening status (which depends on the minute), in the order of the list's fields. */
function toPublicShopFields({ chainId, chainName, chainSlug, openingHours, rowVersion: _, ...shop }: ShopRow) {
  const shown = chainId ? branchHours(openingHours) : openingHours;
  return {
    fields: { ...shop, openingHours: shown },
    isShopLocation: chainId !== null,
    chain: chainId ? { id: chainId, name: chainName ?? '', slug: chainSlug ?? '' } : null,
  };
}

/** The center's opening hours, which a shop's opening status falls back to. */
async function centerHoursOf(db: Kysely<Database>, centerId: string): Promise<unknown> {
  const center = await db.selectFrom('centers').select('openingHours').where('id', '=', centerId).executeTakeFirst();
  return center?.openingHours ?? null;
}

/** How many shops the list's query holds. */
async function countOf(db: Kysely<Database>, centerId: string, filters: PublicShopFilters): Promise<number> {
  const count = await filtered(db, centerId, filters)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(count.total);
}

/** The total and the center's hours of one page's query. */
async function pageContext(db: Kysely<Database>, centerId: string, filters: PublicShopFilters) {
  const [total, centerHours] = await Promise.all([countOf(db, centerId, filters), centerHoursOf(db, centerId)]);
  return { total, centerHours };
}

/** The list envelope of spec 2.1 around one page's rows. */
function envelope(centerId: string, filters: PublicShopFilters, total: number, rows: number) {
  const hasMore = filters.offset + rows < total;
  return {
    total,
    pagination: {
      limit: filters.limit,
      offset: filters.offset,
      hasMore,
      nextOffset: hasMore ? filters.offset + filters.limit : null,
    },
    meta: { centerId, publicWebsite: filters.publicWebsite, status: filters.status ?? null },
  };
}

/**
 * One page of a center's shops and branch locations in the list envelope of spec 2.1, each with its opening
 * status at `now` (the shop's hours, the center's where the shop's say nothing; opening-hours/opening-status.ts).
 */
export async function listPublicShops(
  db: Kysely<Database>,
  centerId: string,
  filters: PublicShopFilters,
  now = new Date(),
) {
  const [rows, { total, centerHours }] = await Promise.all([
    pageOf(withShopColumns(filtered(db, centerId, filters)), filters).execute(),
    pageContext(db, centerId, filters),
  ]);
  const data = withStatus(rows, centerHours, now);
  return { success: true as const, data, ...envelope(centerId, filters, total, data.length) };
}

/** Public shops with their opening status at `now`. */
function withStatus(rows: ShopRow[], centerHours: unknown, now: Date) {
  const statusOf = openingStatusesAt(centerHours, now);
  return rows.map((row) => {
    const { fields, isShopLocation, chain } = toPublicShopFields(row);
    return { ...fields, openingStatus: statusOf(fields.openingHours), isShopLocation, chain };
  });
}

/**
 * The shops the public website lists (with `ids`: those among them), in the list's order with their opening status
 * at `now`, how many the whole list holds, and the center's hours they fall back to: a kiosk's snapshot, whole or
 * what changed since the one it holds (issue 27.4).
 */
export async function listPublicShopsWithHours(
  db: Kysely<Database>,
  centerId: string,
  now: Date,
  ids?: ReadonlySet<string>,
) {
  const filters = { publicWebsite: true, limit: MAX_SHOP_PAGE, offset: 0 };
  const listed = filtered(db, centerId, filters);
  const [rows, { total, centerHours }] = await Promise.all([
    ids?.size === 0
      ? []
      : pageOf(withShopColumns(ids ? listed.where('shops.id', 'in', [...ids]) : listed), filters).execute(),
    pageContext(db, centerId, filters),
  ]);
  return { data: withStatus(rows, centerHours, now), total, centerHours };
}
export type PublicShopList = Awaited<ReturnType<typeof listPublicShops>>;
export type PublicShop = PublicShopList['data'][number];

/**
 * The page's ids and row versions in list order, as one text aggregated by the database (5,000 rows as one value
 * cost the embedded database a third of 5,000 rows of two values), whether more rows follow the page (it reads one
 * more), and the center's hours: one query, as each costs the embedded database's main thread its own round.
 */
async function pageVersions(db: Kysely<Database>, centerId: string, filters: PublicShopFilters) {
  const page = pageOf(
    filtered(db, centerId, filters)
      .leftJoin('categories', 'categories.id', 'shops.categoryId')
      .select(['shops.id', 'shops.name', rowVersion]),
    { ...filters, limit: filters.limit + 1 },
  ).as('page');
  const { entries, centerHours } = await db
    .selectFrom(page)
    .select((eb) => [
      sql<
        string | null
      >`string_agg(${sql.ref('page.id')}::text || ' ' || ${sql.ref('page.rowVersion')}, ',' order by ${sql.ref('page.name')}, ${sql.ref('page.id')})`.as(
        'entries',
      ),
      eb.selectFrom('centers').select('openingHours').where('centers.id', '=', centerId).as('centerHours'),
    ])
    .executeTakeFirstOrThrow();
  // uuids and transaction ids: neither holds a space or a comma
  const listed = (entries ?? '').split(',').flatMap((entry) => {
    const [id, rowVersion] = entry.split(' ');
    return id && rowVersion !== undefined ? [{ id, rowVersion }] : [];
  });
  const more = listed.length > filters.limit;
  return { page: more ? listed.slice(0, filters.limit) : listed, more, centerHours: centerHours ?? null };
}

/** A public shop serialized once per row version: its UTF-8 JSON before and after its opening status. */
interface SerializedShop {
  version: string;
  head: Buffer;
  tail: Buffer;
  hours: unknown;
  /** the hours as JSON: shops with the same hours share one status per build */
  hoursKey: string;
}

function serialize(row: ShopRow): SerializedShop {
  const { fields, isShopLocation, chain } = toPublicShopFields(row);
  return {
    version: row.rowVersion,
    head: Buffer.from(`${JSON.stringify(fields).slice(0, -1)},"openingStatus":`),
    tail: Buffer.from(`,"isShopLocation":${isShopLocation},"chain":${JSON.stringify(chain)}}`),
    hours: fields.openingHours,
    hoursKey: JSON.stringify(fields.openingHours) ?? '',
  };
}

/** a row's bytes in the cache: its two JSON parts, its hours key and about 200 bytes of object and strings */
const sizeOf = (row: SerializedShop) => row.head.byteLength + row.tail.byteLength + row.hoursKey.length + 200;

const COMMA = Buffer.from(',');

/**
 * listPublicShops as UTF-8 JSON, the same text `JSON.stringify(listPublicShops(...))` gives, built from each row's
 * JSON as it was serialized for the row's version: a rebuild after a save reads only the list's ids and row
 * versions, re-reads and re-serializes the rows that changed, and copies the bytes of the rest (issue 23: a
 * 5,000-shop list after one save; the bytes are what is hashed, compressed and sent, so no 4 MB string is made
 * and encoded again on the main thread).
 */
export class PublicShopListJson {
  private readonly rows: LRUCache<string, SerializedShop>;
  /** how many rows were read in full and serialized so far */
  serializedRows = 0;

  /**
   * Bounded by the bytes the rows hold: a `max` count allocates its whole storage up front (100,000 slots took
   * 18 ms of CPU and 2.8 MB for every app made, whether it lists shops or not).
   */
  constructor(maxBytes = 64 * 1024 * 1024) {
    this.rows = new LRUCache({ maxSize: maxBytes, sizeCalculation: sizeOf });
  }

  /** The list envelope of listPublicShops. */
  async list(
    db: Kysely<Database>,
    centerId: string,
    filters: PublicShopFilters,
    now = new Date(),
  ): Promise<Buffer<ArrayBuffer>> {
    const { rows, listed, more, centerHours } = await this.rowsOf(db, centerId, filters);
    // a page that reaches the end of the list (or a first page) tells the total itself
    const total =
      !more && (listed > 0 || filters.offset === 0) ? filters.offset + listed : await countOf(db, centerId, filters);
    const rest = JSON.stringify(envelope(centerId, filters, total, rows.length)).slice(1);
    return this.join(rows, centerHours, now, '{"success":true,"data":', `,${rest}`);
  }

  /** `{ success: true, data }` with the rows of listPublicShops. */
  async data(
    db: Kysely<Database>,
    centerId: string,
    filters: PublicShopFilters,
    now = new Date(),
  ): Promise<Buffer<ArrayBuffer>> {
    const { rows, centerHours } = await this.rowsOf(db, centerId, filters);
    return this.join(rows, centerHours, now, '{"success":true,"data":', '}');
  }

  /** `before`, the rows as a JSON array with each one's opening status at `now`, `after`. */
  private join(
    rows: SerializedShop[],
    centerHours: unknown,
    now: Date,
    before: string,
    after: string,
  ): Buffer<ArrayBuffer> {
    const statusOf = openingStatusesAt(centerHours, now);
    const statuses = new Map<string, Buffer>();
    const parts: Buffer[] = [Buffer.from(`${before}[`)];
    for (const [i, row] of rows.entries()) {
      let status = statuses.get(row.hoursKey);
      if (status === undefined) {
        status = Buffer.from(JSON.stringify(statusOf(row.hours)));
        statuses.set(row.hoursKey, status);
      }
      if (i > 0) parts.push(COMMA);
      parts.push(row.head, status, row.tail);
    }
    parts.push(Buffer.from(`]${after}`));
    // concat copies into memory of its own, never a SharedArrayBuffer
    return Buffer.concat(parts) as Buffer<ArrayBuffer>;
  }

  /**
   * The page's rows in order, serialized: the ids and versions first, then only the rows not yet serialized; with
   * how many rows the page lists, whether more follow, and the center's hours.
   */
  private async rowsOf(db: Kysely<Database>, centerId: string, filters: PublicShopFilters) {
    const { page, more, centerHours } = await pageVersions(db, centerId, filters);
    const stale = page.filter(({ id, rowVersion }) => this.rows.get(id)?.version !== rowVersion).map(({ id }) => id);
    if (stale.length > 0) {
      // most of the page unknown (the first build): the page itself is the cheaper query
      const rows =
        stale.length > page.length / 2
          ? await pageOf(withShopColumns(filtered(db, centerId, filters)), filters).execute()
          : await withShopColumns(filtered(db, centerId, filters))
              .where('shops.id', 'in', stale)
              .execute();
      for (const row of rows) this.rows.set(row.id, serialize(row));
      this.serializedRows += rows.length;
    }
    // a row saved between the two reads was read in its newer version: the list shows it, the next build re-reads
    const rows = page.flatMap(({ id }) => {
      const row = this.rows.get(id);
      return row ? [row] : [];
    });
    return { rows, listed: page.length, more, centerHours };
  }
}
