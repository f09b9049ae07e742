import { type Kysely, sql } from 'kysely';
import { excerptOf } from '../content/html';
import { listPublicEvents, listPublicJobs, listPublicNews, listPublicOffers } from '../content/public-content';
import { listPublicServices } from '../content/public-services';
import type { Database } from '../db/schema';
import { textMatch } from './text-search';
import type { ChatLocale, EventCard, JobCard, NewsCard, OfferCard, ServiceCard } from './types';

// Offers, events, news, jobs and services for the chatbot: always the public list reads (visibility window,
// status, website flags), narrowed by a full-text match on the same table when the question names something.

export const MAX_CONTENT_CARDS = 5;
const MAX_SCANNED = 200;
const DESCRIPTION_CHARS = 200;

type Searchable = 'offers' | 'events' | 'news' | 'jobs' | 'services';
const TITLE: Record<Searchable, string> = {
  offers: 'title',
  events: 'title',
  news: 'title',
  jobs: 'title',
  services: 'name',
};
const DOCUMENT: Record<Searchable, string[]> = {
  offers: ['title', 'description'],
  events: ['title', 'description', 'location'],
  news: ['title', 'excerpt', 'content'],
  jobs: ['title', 'description', 'employmentType'],
  services: ['name', 'description', 'category'],
};

/** The ids of the table's rows of the center that match the terms (undefined: no terms to match). */
async function matchingIds(
  db: Kysely<Database>,
  table: Searchable,
  centerId: string,
  terms: string[],
  locale: ChatLocale,
): Promise<Set<string> | undefined> {
  const ref = (column: string) => sql.ref(`${table}.${column}`);
  const document = [...DOCUMENT[table].map(ref)];
  if (table !== 'services') document.push(sql`array_to_string(${ref('tags')}, ' ')`);
  const match = textMatch(terms, locale, document, [ref(TITLE[table])]);
  if (!match) return undefined;
  const { rows } = await sql<{ id: string }>`select ${ref('id')} as id from ${sql.table(table)}
    where ${ref('centerId')} = ${centerId} and ${match.where} limit ${MAX_SCANNED}`.execute(db);
  return new Set(rows.map((r) => r.id));
}

export interface Found<T> {
  items: T[];
  /** true when the items match the question's terms, false when they are the general list */
  matched: boolean;
}

/** The matching items when the terms match some, else the first items of the general list. */
async function narrowed<T extends { id: string }>(
  list: Promise<T[]>,
  ids: Promise<Set<string> | undefined>,
  limit: number,
): Promise<Found<T>> {
  const [all, matching] = await Promise.all([list, ids]);
  const hits = matching ? all.filter((item) => matching.has(item.id)) : [];
  return hits.length ? { items: hits.slice(0, limit), matched: true } : { items: all.slice(0, limit), matched: false };
}

const shopRef = (shop: { id: string; name: string; slug: string } | null) =>
  shop && { id: shop.id, name: shop.name, slug: shop.slug };

export interface ContentQuery {
  centerId: string;
  terms: string[];
  locale: ChatLocale;
  now: Date;
}

/** One kind's cards: its public list narrowed by the question's terms, each item made a card. */
async function findCards<T extends { id: string }, C>(
  db: Kysely<Database>,
  q: ContentQuery,
  table: Searchable,
  list: Promise<T[]>,
  toCard: (item: T) => C,
  limit = MAX_CONTENT_CARDS,
): Promise<Found<C>> {
  const found = await narrowed(list, matchingIds(db, table, q.centerId, q.terms, q.locale), limit);
  return { matched: found.matched, items: found.items.map(toCard) };
}

/** The first fields of an offer, event or job card. */
const described = <T extends { id: string; title: unknown; slug: unknown; description: string | null }>(
  item: T,
): Pick<T, 'id' | 'title' | 'slug'> & { description: string } => ({
  id: item.id,
  title: item.title,
  slug: item.slug,
  description: excerptOf(item.description, DESCRIPTION_CHARS),
});

export function findOffers(db: Kysely<Database>, q: ContentQuery): Promise<Found<OfferCard>> {
  return findCards(db, q, 'offers', listPublicOffers(db, q.centerId, q.now, MAX_SCANNED), (o) => ({
    ...described(o),
    image: o.image,
    validFrom: o.validFrom,
    validUntil: o.validUntil,
    shop: shopRef(o.shop),
  }));
}

export function findEvents(db: Kysely<Database>, q: ContentQuery): Promise<Found<EventCard>> {
  return findCards(db, q, 'events', listPublicEvents(db, q.centerId, q.now, MAX_SCANNED), (e) => ({
    ...described(e),
    image: e.image,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    location: e.location,
    shop: shopRef(e.shop),
  }));
}

export function findNews(db: Kysely<Database>, q: ContentQuery): Promise<Found<NewsCard>> {
  const list = listPublicNews(db, q.centerId, q.now, {
    published: true,
    constructionDiary: false,
    status: 'Active',
    limit: MAX_SCANNED,
  });
  return findCards(db, q, 'news', list, (n) => ({
    id: n.id,
    title: n.title,
    slug: n.slug,
    excerpt: n.excerpt ? excerptOf(n.excerpt, DESCRIPTION_CHARS) : excerptOf(n.content, DESCRIPTION_CHARS),
    image: n.image,
    publishDate: n.publishDate,
  }));
}

export function findJobs(db: Kysely<Database>, q: ContentQuery): Promise<Found<JobCard>> {
  return findCards(db, q, 'jobs', listPublicJobs(db, q.centerId, q.now, MAX_SCANNED), (j) => ({
    ...described(j),
    employmentType: j.employmentType,
    image: j.image,
    shop: shopRef(j.shop),
  }));
}

/** Services shown on the website; a question naming one ("WC", "Geldautomat") narrows to it. */
export function findServices(db: Kysely<Database>, q: ContentQuery): Promise<Found<ServiceCard>> {
  return findCards(
    db,
    q,
    'services',
    listPublicServices(db, q.centerId, q.now, { publicWebsite: true }),
    (s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      category: s.category,
      icon: s.icon,
      floor: s.floor,
    }),
    // the general list shows every service: a center has a handful
    q.terms.length ? MAX_CONTENT_CARDS : 20,
  );
}
