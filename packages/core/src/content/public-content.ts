import { type Kysely, type SqlBool, sql } from 'kysely';
import { PUBLIC_SHOP_REF } from '../centers/public-categories';
import type { AuthorshipLabel, Database } from '../db/schema';

/** Spec 4.1, 8: the current bundle carries at most 500 entries per content type. */
export const MAX_BUNDLE_PER_TYPE = 500;

type Windowed = 'news' | 'events' | 'offers' | 'jobs' | 'services' | 'offices' | 'homepageTiles' | 'hotPicks';

/** Inside its visible-from/until window at `now`: the caller's clock (cached per minute), never SQL now(). */
export function visibleAt(table: Windowed, now: Date) {
  const from = sql.ref(`${table}.visibleFrom`);
  const until = sql.ref(`${table}.visibleUntil`);
  return sql<SqlBool>`(${from} is null or ${from} <= ${now}) and (${until} is null or ${until} >= ${now})`;
}

/** The public badge shows only for `ai` and `ai_reviewed` (spec 2.8). */
export function withAiBadge<T extends { authorshipLabel: AuthorshipLabel | null }>(row: T) {
  return { ...row, aiBadge: row.authorshipLabel === 'ai' || row.authorshipLabel === 'ai_reviewed' };
}

/** Folds the joined shop columns into `shop`, null when no (active) shop is linked. */
function withShop<T extends { shopId: string | null; shopName: string | null; shopSlug: string | null }>(row: T) {
  const { shopId, shopName, shopSlug, ...rest } = row;
  return { ...rest, shop: shopId ? { id: shopId, name: shopName ?? '', slug: shopSlug ?? '' } : null };
}

export interface PublicNewsFilters {
  /** also requires publishDate null or not in the future */
  published: boolean;
  constructionDiary: boolean;
  status: 'Active' | 'Archived';
  limit?: number;
}

export async function listPublicNews(db: Kysely<Database>, centerId: string, now: Date, filters: PublicNewsFilters) {
  let query = db
    .selectFrom('news')
    .where('news.centerId', '=', centerId)
    .where('news.status', '=', filters.status)
    .where('news.isConstructionDiary', '=', filters.constructionDiary)
    .where(visibleAt('news', now));
  if (filters.published) {
    query = query.where((eb) => eb.or([eb('news.publishDate', 'is', null), eb('news.publishDate', '<=', now)]));
  }
  if (filters.limit !== undefined) query = query.limit(filters.limit);
  const rows = await query
    .select([
      'news.id',
      'news.title',
      'news.slug',
      'news.content',
      'news.excerpt',
      'news.publishDate',
      'news.image',
      'news.tags',
      // only this one key of metadata ever leaves the database
      sql<string | null>`${sql.ref('news.metadata')}->>'pdfUrl'`.as('pdfUrl'),
      'news.source',
      'news.category',
      'news.isConstructionDiary',
      'news.status',
      'news.visibleFrom',
      'news.visibleUntil',
      'news.authorshipLabel',
    ])
    .orderBy('news.publishDate', (ob) => ob.desc().nullsLast())
    .orderBy('news.id')
    .execute();
  // spec 2.8 names the field metadata.pdfUrl; the top-level pdfUrl stays for the clients that read it there
  const news: ((typeof rows)[number] & {
    aiBadge: boolean;
    metadata: { pdfUrl: string | null };
    linkedShops?: LinkedShop[];
  })[] = rows.map((row) => ({ ...withAiBadge(row), metadata: { pdfUrl: row.pdfUrl } }));
  if (!filters.constructionDiary) return news;
  const linked = await linkedShopsOf(
    db,
    centerId,
    news.map((n) => n.id),
  );
  return news.map((n) => ({ ...n, linkedShops: linked.get(n.id) ?? [] }));
}
export type PublicNews = Awaited<ReturnType<typeof listPublicNews>>[number];

export interface LinkedShop {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
}

/** The active shops linked to construction-diary entries, in one query for all entries. */
async function linkedShopsOf(db: Kysely<Database>, centerId: string, newsIds: string[]) {
  const byNews = new Map<string, LinkedShop[]>();
  if (newsIds.length === 0) return byNews;
  const rows = await db
    .selectFrom('newsLinkedShops')
    .innerJoin('shops', 'shops.id', 'newsLinkedShops.shopId')
    .leftJoin('shopChains', 'shopChains.id', 'shops.chainId')
    .where('newsLinkedShops.newsId', 'in', newsIds)
    .where('shops.centerId', '=', centerId)
    .where('shops.status', '=', 'Active')
    .select(['newsLinkedShops.newsId', ...PUBLIC_SHOP_REF])
    .orderBy('shops.name')
    .orderBy('shops.id')
    .execute();
  for (const { newsId, ...shop } of rows) byNews.set(newsId, [...(byNews.get(newsId) ?? []), shop]);
  return byNews;
}

export async function listPublicEvents(db: Kysely<Database>, centerId: string, now: Date, limit?: number) {
  let query = db
    .selectFrom('events')
    .leftJoin('shops', (join) =>
      join
        .onRef('shops.id', '=', 'events.shopId')
        .onRef('shops.centerId', '=', 'events.centerId')
        .on('shops.status', '=', 'Active'),
    )
    .where('events.centerId', '=', centerId)
    .where('events.status', '=', 'Active')
    .where(visibleAt('events', now));
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query
    .select([
      'events.id',
      'events.title',
      'events.slug',
      'events.description',
      'events.startsAt',
      'events.endsAt',
      'events.location',
      'events.image',
      'events.tags',
      'shops.id as shopId',
      'shops.name as shopName',
      'shops.slug as shopSlug',
      'events.authorshipLabel',
      'events.visibleFrom',
      'events.visibleUntil',
    ])
    .orderBy('events.startsAt', (ob) => ob.asc().nullsLast())
    .orderBy('events.id')
    .execute();
  return rows.map((row) => withAiBadge(withShop(row)));
}
export type PublicEvent = Awaited<ReturnType<typeof listPublicEvents>>[number];

function publicOffers(db: Kysely<Database>, centerId: string, now: Date) {
  return (
    db
      .selectFrom('offers')
      .leftJoin('shops', (join) =>
        join
          .onRef('shops.id', '=', 'offers.shopId')
          .onRef('shops.centerId', '=', 'offers.centerId')
          .on('shops.status', '=', 'Active'),
      )
      .where('offers.centerId', '=', centerId)
      .where('offers.status', '=', 'Active')
      // takeaway-exclusive offers are listed too (spec 4.1)
      .where(visibleAt('offers', now))
      .select([
        'offers.id',
        'offers.title',
        'offers.slug',
        'offers.description',
        'offers.image',
        'offers.tags',
        'shops.id as shopId',
        'shops.name as shopName',
        'shops.slug as shopSlug',
        'offers.validFrom',
        'offers.validUntil',
        'offers.takeawayExclusive',
        'offers.authorshipLabel',
        'offers.visibleFrom',
        'offers.visibleUntil',
      ])
  );
}

export async function listPublicOffers(db: Kysely<Database>, centerId: string, now: Date, limit?: number) {
  let query = publicOffers(db, centerId, now)
    .orderBy('offers.validUntil', (ob) => ob.asc().nullsLast())
    .orderBy('offers.id');
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).map((row) => withAiBadge(withShop(row)));
}
export type PublicOffer = Awaited<ReturnType<typeof listPublicOffers>>[number];

/** One visible offer of the center, or undefined. */
export async function findPublicOffer(db: Kysely<Database>, centerId: string, now: Date, offerId: string) {
  const row = await publicOffers(db, centerId, now).where('offers.id', '=', offerId).executeTakeFirst();
  return row && withAiBadge(withShop(row));
}

export async function listPublicJobs(db: Kysely<Database>, centerId: string, now: Date, limit?: number) {
  let query = db
    .selectFrom('jobs')
    .leftJoin('shops', (join) =>
      join
        .onRef('shops.id', '=', 'jobs.shopId')
        .onRef('shops.centerId', '=', 'jobs.centerId')
        .on('shops.status', '=', 'Active'),
    )
    .where('jobs.centerId', '=', centerId)
    .where('jobs.status', '=', 'Active')
    .where(visibleAt('jobs', now));
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query
    .select([
      'jobs.id',
      'jobs.title',
      'jobs.slug',
      'jobs.description',
      'jobs.image',
      'jobs.tags',
      'shops.id as shopId',
      'shops.name as shopName',
      'shops.slug as shopSlug',
      'jobs.employmentType',
      'jobs.contactEmail',
      'jobs.authorshipLabel',
      'jobs.visibleFrom',
      'jobs.visibleUntil',
    ])
    .orderBy('jobs.createdAt', (ob) => ob.desc())
    .orderBy('jobs.id')
    .execute();
  return rows.map((row) => withAiBadge(withShop(row)));
}
export type PublicJob = Awaited<ReturnType<typeof listPublicJobs>>[number];

export interface BundleLimits {
  news: number;
  events: number;
  offers: number;
  jobs: number;
}

/** The current ("Aktuelles") bundle: each type as its list read, news as published=true. */
export async function loadAktuellesBundle(db: Kysely<Database>, centerId: string, now: Date, limits: BundleLimits) {
  const [news, events, offers, jobs] = await Promise.all([
    listPublicNews(db, centerId, now, {
      published: true,
      constructionDiary: false,
      status: 'Active',
      limit: limits.news,
    }),
    listPublicEvents(db, centerId, now, limits.events),
    listPublicOffers(db, centerId, now, limits.offers),
    listPublicJobs(db, centerId, now, limits.jobs),
  ]);
  return { news, events, offers, jobs };
}
