import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type CenterFacts, centerOpeningHours, directionsFacts, parkingFacts } from './center-facts';
import { type Found, findEvents, findJobs, findNews, findOffers, findServices } from './content-search';
import type { DetectedIntent } from './intent';
import { searchShops } from './shop-search';
import { withSynonyms } from './synonyms';
import type { ChatLocale, EventCard, JobCard, NewsCard, OfferCard, ServiceCard, ShopCard } from './types';

export interface RetrievalContext {
  center: CenterFacts;
  locale: ChatLocale;
  now: Date;
  timeZone: string;
}

/** The facts found for one question, by intent: what the answer (and a language model) may use. */
export type Retrieved =
  | { intent: 'offers'; terms: string[]; offers: Found<OfferCard> }
  | { intent: 'events'; terms: string[]; events: Found<EventCard> }
  | { intent: 'news'; terms: string[]; news: Found<NewsCard> }
  | { intent: 'jobs'; terms: string[]; jobs: Found<JobCard> }
  | { intent: 'services'; terms: string[]; services: Found<ServiceCard> }
  | { intent: 'shop_search'; terms: string[]; shops: ShopCard[] }
  | {
      intent: 'opening_hours';
      terms: string[];
      center: { lines: string[]; openNow: boolean | null };
      shop: ShopCard | null;
    }
  | { intent: 'directions'; terms: string[]; directions: Awaited<ReturnType<typeof directionsFacts>> }
  | { intent: 'parking'; terms: string[]; parking: Awaited<ReturnType<typeof parkingFacts>> }
  | { intent: 'greeting'; terms: string[] }
  | { intent: 'unknown'; terms: string[] };

// words that only say "a service" and would narrow the service list to the ones called so
const GENERIC_SERVICE_WORDS = /^(service|services|serviceangebot\w*|serviceleistung\w*|angebot\w*)$/;

export async function retrieve(
  db: Kysely<Database>,
  detected: DetectedIntent,
  ctx: RetrievalContext,
): Promise<Retrieved> {
  const { terms } = detected;
  const query = { centerId: ctx.center.id, terms, locale: ctx.locale, now: ctx.now };
  const shopOptions = { locale: ctx.locale, now: ctx.now, timeZone: ctx.timeZone };
  switch (detected.intent) {
    case 'offers':
      return { intent: 'offers', terms, offers: await findOffers(db, query) };
    case 'events':
      return { intent: 'events', terms, events: await findEvents(db, query) };
    case 'news':
      return { intent: 'news', terms, news: await findNews(db, query) };
    case 'jobs':
      return { intent: 'jobs', terms, jobs: await findJobs(db, query) };
    case 'services': {
      const words = withSynonyms(detected.words).filter((w) => !GENERIC_SERVICE_WORDS.test(w));
      return { intent: 'services', terms, services: await findServices(db, { ...query, terms: words }) };
    }
    case 'opening_hours': {
      const [center, shops] = await Promise.all([
        centerOpeningHours(db, ctx.center.id, shopOptions),
        searchShops(db, ctx.center.id, withSynonyms(terms), { ...shopOptions, limit: 1 }),
      ]);
      return { intent: 'opening_hours', terms, center, shop: shops[0] ?? null };
    }
    case 'directions':
      return { intent: 'directions', terms, directions: await directionsFacts(db, ctx.center) };
    case 'parking':
      return { intent: 'parking', terms, parking: await parkingFacts(db, ctx.center) };
    case 'shop_search':
    case 'greeting':
    case 'unknown': {
      // a question may name only a kind of shop ("Wo kann ich essen?"): the synonyms of its keywords count too
      const synonyms = withSynonyms(detected.words).filter((w) => !detected.words.includes(w));
      const words = [...withSynonyms(terms), ...synonyms];
      const shops = detected.intent === 'greeting' ? [] : await searchShops(db, ctx.center.id, words, shopOptions);
      if (shops.length || detected.intent === 'shop_search') return { intent: 'shop_search', terms, shops };
      return { intent: detected.intent, terms };
    }
  }
}
