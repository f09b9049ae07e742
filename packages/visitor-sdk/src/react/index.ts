// React hooks over a VisitorClient, with @tanstack/react-query (optional peers: react >=18,
// @tanstack/react-query >=5). Each hook has a query-options factory beside it (`visitorQueries`) for
// prefetching, useSuspenseQuery or a server render.
import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { VisitorClient } from '../client-api';
import type {
  EventItem,
  HotPick,
  NewsItem,
  Offer,
  PublicVisitorSurface,
  ReadOptions,
  ReadQuery,
  ShopPage,
  ShopQuery,
} from '../types';

type Params = Pick<ReadOptions, 'centerId'>;
/** react-query options of a hook, without the key and the function it fills in. */
export type VisitorQueryOptions<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'>;

/** The key of a read: platform host, center, resource and parameters (invalidate by any prefix). */
export function visitorQueryKey(client: VisitorClient, resource: string, params: object = {}): QueryKey {
  const { centerId, ...rest } = params as Params;
  return ['center-platform', client.baseUrl, centerId ?? client.centerId ?? null, resource, rest];
}

const query =
  <P extends object, T>(resource: string, run: (client: VisitorClient, params: P & ReadOptions) => Promise<T>) =>
  (client: VisitorClient, params: P = {} as P) => ({
    queryKey: visitorQueryKey(client, resource, params),
    queryFn: ({ signal }: { signal: AbortSignal }) => run(client, { ...params, signal }),
  });

/** Query-options factories of the hooks. */
export const visitorQueries = {
  surface: query<Params, PublicVisitorSurface>('visitor-surface', (c, p) => c.getVisitorSurface(p)),
  shops: query<ShopQuery & Params, ShopPage>('shops', (c, p) => c.getShops(p)),
  offers: query<Params, Offer[]>('offers', (c, p) => c.getOffers(p)),
  news: query<ReadQuery<'/api/centers/{centerId}/news'> & Params, NewsItem[]>('news', (c, p) => c.getNews(p)),
  events: query<Params, EventItem[]>('events', (c, p) => c.getEvents(p)),
  hotPicks: query<Params, HotPick[]>('hotpicks', (c, p) => c.getHotPicks(p)),
};

/** Spec 2.2: the public visitor surface of the client's (or the given) center. */
export function useVisitorSurface(
  client: VisitorClient,
  params?: Params,
  options?: VisitorQueryOptions<PublicVisitorSurface>,
): UseQueryResult<PublicVisitorSurface> {
  return useQuery({ ...options, ...visitorQueries.surface(client, params) });
}

/** One page of shops (filters and paging as in `client.getShops`). */
export function useShops(
  client: VisitorClient,
  params?: ShopQuery & Params,
  options?: VisitorQueryOptions<ShopPage>,
): UseQueryResult<ShopPage> {
  return useQuery({ ...options, ...visitorQueries.shops(client, params) });
}

export function useOffers(
  client: VisitorClient,
  params?: Params,
  options?: VisitorQueryOptions<Offer[]>,
): UseQueryResult<Offer[]> {
  return useQuery({ ...options, ...visitorQueries.offers(client, params) });
}

export function useNews(
  client: VisitorClient,
  params?: ReadQuery<'/api/centers/{centerId}/news'> & Params,
  options?: VisitorQueryOptions<NewsItem[]>,
): UseQueryResult<NewsItem[]> {
  return useQuery({ ...options, ...visitorQueries.news(client, params) });
}

export function useEvents(
  client: VisitorClient,
  params?: Params,
  options?: VisitorQueryOptions<EventItem[]>,
): UseQueryResult<EventItem[]> {
  return useQuery({ ...options, ...visitorQueries.events(client, params) });
}

export function useHotPicks(
  client: VisitorClient,
  params?: Params,
  options?: VisitorQueryOptions<HotPick[]>,
): UseQueryResult<HotPick[]> {
  return useQuery({ ...options, ...visitorQueries.hotPicks(client, params) });
}
