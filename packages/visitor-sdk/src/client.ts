// The typed client of the public reads (spec 4.1), the visitor chatbot (4.3) and the center website forms
// (4.4). No dependencies: fetch, AbortSignal, URL and Intl of the platform it runs on.
import { VisitorApiError } from './errors';
import type {
  AktuellesBundle,
  CenterByDomain,
  CenterBySlug,
  Centerplan,
  ChatbotAnswer,
  ChatbotRequest,
  ContactInquiry,
  DoohPlaylist,
  EventItem,
  GetPath,
  HomepageTile,
  HotPick,
  InquiryResult,
  Job,
  MapFloor,
  MapLocation,
  NewsItem,
  Offer,
  Office,
  PageEntry,
  PublicVisitorSurface,
  ReadBody,
  ReadData,
  ReadOptions,
  ReadQuery,
  RentalInquiry,
  RouteRequest,
  Service,
  Shop,
  ShopPage,
  ShopQuery,
  SignageConfig,
  ThemeConfig,
  Touchscreen,
  TouchscreenRouteQuery,
  WayfindingRoute,
  WebsiteContact,
  WebsiteInquiry,
} from './types';

export interface VisitorClientOptions {
  /** the platform host, e.g. `https://platform.example` (the `{base_url}` of the spec) */
  baseUrl: string;
  /** the center every per-center read uses unless a call names another */
  centerId?: string;
  /** a fetch implementation; defaults to the global one */
  fetch?: typeof fetch;
  /** per attempt, in milliseconds; default 10 000 */
  timeoutMs?: number;
  /**
   * How often a read (GET) is retried on a timeout, a network error, 429 and 5xx, with backoff; default 2.
   * Writes are never retried.
   */
  retries?: number;
  /** the longest a read may take with all its retries, in milliseconds; default 30 000 */
  deadlineMs?: number;
  /**
   * Where the last good answer of each read is kept across reloads: `localStorage`, or anything with
   * `getItem` and `setItem` (a file in Node). Reads revalidate with its ETags, and a read that fails for want of
   * a network or a server answers from it: a kiosk that restarts offline still shows its content.
   */
  store?: AnswerStore;
  /** the longest wait before a retry, whatever `Retry-After` asks for; default 10 000 ms */
  maxRetryDelayMs?: number;
  /**
   * Keep the last ETag and body per URL in memory and revalidate with If-None-Match; a 304 answers with
   * the kept body. Default false (browsers revalidate with their HTTP cache already).
   */
  etag?: boolean;
}

/** The part of the Web Storage API the client keeps answers in. */
export interface AnswerStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

type Query = Record<string, string | number | boolean | null | undefined>;
type Options<P extends GetPath> = ReadQuery<P> & ReadOptions;
/** The part after `/api/centers/{centerId}` of every per-center read: a route the server drops fails the typecheck. */
type CenterRoute = GetPath extends infer P ? (P extends `/api/centers/{centerId}${infer Rest}` ? Rest : never) : never;

/** The reads and writes of a visitor frontend; each read resolves to the answer's `data`. */
export interface VisitorClient {
  readonly baseUrl: string;
  readonly centerId: string | undefined;
  /** Spec 2.2: everything a visitor frontend needs in one read (schemaVersion 1). */
  getVisitorSurface(options?: ReadOptions): Promise<PublicVisitorSurface>;
  /** Spec 2.5: the flat center object of a slug. */
  getCenterBySlug(slug: string, options?: Pick<ReadOptions, 'signal'>): Promise<CenterBySlug>;
  getThemeConfig(slug: string, options?: Pick<ReadOptions, 'signal'>): Promise<ThemeConfig>;
  /** The center of a custom domain; without one, the platform uses the request's Host. */
  getCenterByDomain(domain?: string, options?: Pick<ReadOptions, 'signal'>): Promise<CenterByDomain>;
  /** One page of shops: the whole list envelope (`data`, `total`, `pagination`, `meta`). */
  getShops(options?: Options<'/api/centers/{centerId}/shops'>): Promise<ShopPage>;
  /** Every page of shops, following `pagination.nextOffset` from `offset` (default 0). */
  shopPages(options?: Options<'/api/centers/{centerId}/shops'>): AsyncGenerator<ShopPage, void, undefined>;
  /** Every shop of every page. */
  getAllShops(options?: Omit<ShopQuery, 'offset'> & ReadOptions): Promise<Shop[]>;
  getNews(options?: Options<'/api/centers/{centerId}/news'>): Promise<NewsItem[]>;
  getEvents(options?: ReadOptions): Promise<EventItem[]>;
  getOffers(options?: ReadOptions): Promise<Offer[]>;
  getOffer(offerId: string, options?: ReadOptions): Promise<Offer>;
  getJobs(options?: ReadOptions): Promise<Job[]>;
  getServices(options?: Options<'/api/centers/{centerId}/services'>): Promise<Service[]>;
  getOffices(options?: Options<'/api/offices'>): Promise<Office[]>;
  getHomepageTiles(options?: ReadOptions): Promise<HomepageTile[]>;
  getHotPicks(options?: ReadOptions): Promise<HotPick[]>;
  /** News, events, offers and jobs in one read, at most 500 per type. */
  getAktuellesBundle(options?: Options<'/api/centers/{centerId}/aktuelles-bundle'>): Promise<AktuellesBundle>;
  getPageContent(options?: ReadOptions): Promise<PageEntry[]>;
  getWebsiteContacts(options?: ReadOptions): Promise<WebsiteContact[]>;
  getWebsiteCategories(options?: ReadOptions): Promise<ReadData<'/api/centers/{centerId}/website-categories'>>;
  getCategoryThemesForWebsite(
    options?: ReadOptions,
  ): Promise<ReadData<'/api/centers/{centerId}/category-themes-for-website'>>;
  getCategoryThemes(options?: ReadOptions): Promise<ReadData<'/api/centers/{centerId}/category-themes'>>;
  getOfficeThemes(options?: ReadOptions): Promise<ReadData<'/api/centers/{centerId}/office-themes'>>;
  getGastronomyThemes(options?: ReadOptions): Promise<ReadData<'/api/centers/{centerId}/gastronomy-themes'>>;
  getEntrances(options?: ReadOptions): Promise<ReadData<'/api/centers/{centerId}/entrances'>>;
  getCategories(options?: ReadOptions): Promise<ReadData<'/api/categories'>>;
  getDoohPlaylists(options?: ReadOptions): Promise<DoohPlaylist[]>;
  getDoohPlaylist(slug: string, options?: ReadOptions): Promise<DoohPlaylist>;
  getDoohActive(options?: ReadOptions): Promise<ReadData<'/api/centers/{centerId}/dooh/public/active'>>;
  getDoohLocalHero(options?: ReadOptions): Promise<DoohPlaylist>;
  /** Spec 2.7: the center plan and its floors, without SVG. */
  getCenterplan(options?: ReadOptions): Promise<Centerplan>;
  /** Active floors with their SVG; optionally one by `floorId` or `floorNumber`. */
  getFloors(options?: Options<'/api/wayfinding/floors'>): Promise<MapFloor[]>;
  getMapLocations(floorId: string, options?: Pick<ReadOptions, 'signal'>): Promise<MapLocation[]>;
  /** Spec 4.10: every publicly listed shop (`GET /api/shops`), unpaged. */
  getWidgetShops(options?: ReadOptions): Promise<Shop[]>;
  /** Spec 4.10: the services listed on the website (`GET /api/services`). */
  getWidgetServices(options?: ReadOptions): Promise<Service[]>;
  /** The center's touchscreens; `centerId: null` lists those of every center. */
  getTouchscreens(options?: Omit<ReadOptions, 'centerId'> & { centerId?: string | null }): Promise<Touchscreen[]>;
  getSignageConfig(options?: ReadOptions): Promise<SignageConfig>;
  /** Any public read by its documented path, answered with the whole body. */
  read<P extends GetPath>(
    path: P,
    params?: { path?: Record<string, string>; query?: Query; signal?: AbortSignal },
  ): Promise<ReadBody<P>>;
  /** Spec 4.1: a route from a touchscreen, entrance or map location to a map location or shop (POST). */
  findRoute(request: RouteRequest, options?: Pick<ReadOptions, 'signal'>): Promise<WayfindingRoute>;
  /** The touchscreen variant (GET, retried like every read): from a touchscreen to a location or shop. */
  findRouteFromTouchscreen(query: TouchscreenRouteQuery, options?: ReadOptions): Promise<WayfindingRoute>;
  /** Spec 4.3: asks the visitor chatbot (never retried; 429 when its rate limit is reached). */
  askChatbot(request: ChatbotRequest, options?: Pick<ReadOptions, 'signal'>): Promise<ChatbotAnswer>;
  /** Spec 4.4: the contact form e-mail (`send-contact-inquiry`). */
  submitContactInquiry(inquiry: ContactInquiry, options?: ReadOptions): Promise<InquiryResult>;
  /** Spec 4.4: the rental / promotion-space form e-mail (`send-rental-inquiry`). */
  submitRentalInquiry(inquiry: RentalInquiry, options?: ReadOptions): Promise<InquiryResult>;
}

interface Kept {
  etag: string;
  body: unknown;
}

const KEPT_MAX = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The delay a `Retry-After` header asks for (seconds or an HTTP date), else undefined. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const ms = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - Date.now();
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}

/** A signal that aborts after `ms` (AbortSignal.timeout where there is one) or with the caller's signal. */
function deadline(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  const abort = () => controller.abort();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined;
  if (timeout) timeout.addEventListener('abort', abort);
  else timer = setTimeout(abort, ms);
  if (outer?.aborted) abort();
  outer?.addEventListener('abort', abort);
  return {
    signal: controller.signal,
    timedOut: () => controller.signal.aborted && !outer?.aborted,
    done() {
      clearTimeout(timer);
      timeout?.removeEventListener('abort', abort);
      outer?.removeEventListener('abort', abort);
    },
  };
}

const queryString = (query: Query = {}) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Creates a client of one platform host (and, optionally, one center). */
export function createVisitorClient(options: VisitorClientOptions): VisitorClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const maxDelay = options.maxRetryDelayMs ?? 10_000;
  const deadlineMs = options.deadlineMs ?? 30_000;
  const store = options.store;
  const kept = new Map<string, Kept>();
  const storeKey = (url: string) => `center-platform:${url}`;
  const keptOf = (url: string): Kept | undefined => {
    const known = kept.get(url);
    if (known || !store) return known;
    try {
      return JSON.parse(store.getItem(storeKey(url)) ?? 'null') ?? undefined;
    } catch {
      return undefined;
    }
  };
  const keep = (url: string, answer: Kept) => {
    kept.delete(url);
    kept.set(url, answer);
    if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value as string);
    try {
      store?.setItem(storeKey(url), JSON.stringify(answer));
    } catch {
      // a full or refused store: the answer is still kept in memory
    }
  };

  async function send(method: 'GET' | 'POST', url: string, signal?: AbortSignal, body?: unknown): Promise<unknown> {
    const doFetch = options.fetch ?? fetch;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const remembers = method === 'GET' && (options.etag || store !== undefined);
    const giveUpAt = Date.now() + deadlineMs;
    for (let attempt = 0; ; attempt++) {
      const known = remembers ? keptOf(url) : undefined;
      if (known) headers['if-none-match'] = known.etag;
      const limit = deadline(Math.min(timeoutMs, Math.max(1, giveUpAt - Date.now())), signal);
      let res: Response | undefined;
      let text = '';
      let failure: VisitorApiError | undefined;
      try {
        res = await doFetch(url, {
          method,
          headers,
          signal: limit.signal,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        text = await res.text();
      } catch (error) {
        if (signal?.aborted) throw signal.reason ?? error;
        failure = limit.timedOut()
          ? new VisitorApiError(0, 'TIMEOUT', `No answer within ${timeoutMs} ms: ${url}`)
          : new VisitorApiError(0, 'NETWORK_ERROR', `${error instanceof Error ? error.message : error}: ${url}`);
      } finally {
        limit.done();
      }
      if (res?.status === 304 && known) return known.body;
      const failed = !res || res.status === 429 || res.status >= 500;
      if (method === 'GET' && failed) {
        const wait = Math.min(retryAfterMs(res?.headers.get('retry-after') ?? null) ?? 250 * 2 ** attempt, maxDelay);
        if (attempt < retries && Date.now() + wait < giveUpAt) {
          await sleep(wait + Math.random() * 100);
          if (signal?.aborted) throw signal.reason;
          continue;
        }
        // no answer worth showing: the last good one, where a store keeps it
        if (store && known) return known.body;
      }
      if (!res) throw failure;
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        if (res.ok) throw new VisitorApiError(res.status, 'INVALID_RESPONSE', `The answer is no JSON: ${url}`);
      }
      if (!res.ok) {
        const error = (json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
        throw new VisitorApiError(
          res.status,
          typeof error?.code === 'string' ? error.code : `HTTP_${res.status}`,
          typeof error?.message === 'string' ? error.message : `${res.status} ${res.statusText}: ${url}`.trim(),
        );
      }
      const etag = res.headers.get('etag');
      if (etag && remembers) keep(url, { etag, body: json });
      return json;
    }
  }

  const centerOf = (o?: { centerId?: string | null }): string => {
    const id = o?.centerId ?? options.centerId;
    if (!id) throw new VisitorApiError(0, 'CENTER_ID_MISSING', 'No centerId: pass one to the client or the call.');
    return id;
  };

  function read(
    path: GetPath,
    params: { path?: Record<string, string>; query?: Query; signal?: AbortSignal } = {},
  ): Promise<never> {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params.path?.[name] ?? ''));
    return send('GET', `${base}${filled}${queryString(params.query)}`, params.signal) as Promise<never>;
  }

  /** A read of `/api/centers/{centerId}<path>`, with the options' other keys as its query. */
  const ofCenter = async (path: CenterRoute, options: object = {}, query?: Query): Promise<never> => {
    const o = options as ReadOptions & Query;
    const { centerId: _, signal, ...rest } = o;
    return read(`/api/centers/{centerId}${path}` as GetPath, {
      path: { centerId: centerOf(o) },
      query: query ?? rest,
      signal,
    });
  };
  /** A read naming its center in the query (`?centerId=`). */
  const byQuery = async (path: GetPath, options: object = {}): Promise<never> => {
    const o = options as ReadOptions & Query;
    const { signal, ...rest } = o;
    return read(path, { query: { ...rest, centerId: centerOf(o) }, signal });
  };
  const data = (body: unknown) => (body as { data: never }).data;

  const post = <T>(path: string, body: unknown, signal?: AbortSignal) =>
    send('POST', `${base}${path}`, signal, body) as Promise<T>;
  const inquiry = (kind: string) => async (form: WebsiteInquiry, o?: ReadOptions) =>
    post<InquiryResult>(
      `/api/centers/${encodeURIComponent(centerOf(o))}/send-${kind}-inquiry`,
      { ...form, website: form.website ?? '' },
      o?.signal,
    );

  const client: VisitorClient = {
    baseUrl: base,
    centerId: options.centerId,
    read,
    getVisitorSurface: (o) => ofCenter('/public-visitor-surface', o).then(data),
    getCenterBySlug: (slug, o) => read('/api/centers/by-slug/{slug}', { path: { slug }, ...o }),
    getThemeConfig: (slug, o) => read('/api/centers/by-slug/{slug}/theme-config', { path: { slug }, ...o }),
    getCenterByDomain: (domain, o) => read('/api/centers/by-domain', { query: { domain }, ...o }).then(data),
    getShops: (o) => ofCenter('/shops', o),
    async *shopPages(o = {}) {
      let offset: number | null = Number(o.offset ?? 0);
      while (offset !== null) {
        const page = (await ofCenter('/shops', { ...o, offset })) as ShopPage;
        yield page;
        // a page without progress would loop for ever: stop there
        offset = page.pagination.hasMore && page.data.length > 0 ? page.pagination.nextOffset : null;
      }
    },
    async getAllShops(o) {
      const shops: Shop[] = [];
      for await (const page of client.shopPages(o)) shops.push(...page.data);
      return shops;
    },
    getNews: (o) => ofCenter('/news', o).then(data),
    getEvents: (o) => ofCenter('/events', o).then(data),
    getOffers: (o) => ofCenter('/offers', o, {}).then(data),
    getOffer: (offerId, o) => ofCenter('/offers', o, { offerId }).then(data),
    getJobs: (o) => ofCenter('/jobs', o).then(data),
    getServices: (o) => ofCenter('/services', o).then(data),
    getOffices: (o) => byQuery('/api/offices', o).then(data),
    getHomepageTiles: (o) => ofCenter('/homepage-tiles', o).then(data),
    getHotPicks: (o) => ofCenter('/hotpicks', o).then(data),
    getAktuellesBundle: (o) => ofCenter('/aktuelles-bundle', o).then(data),
    getPageContent: (o) => ofCenter('/page-content', o).then(data),
    getWebsiteContacts: (o) => ofCenter('/website-contacts', o).then(data),
    getWebsiteCategories: (o) => ofCenter('/website-categories', o).then(data),
    getCategoryThemesForWebsite: (o) => ofCenter('/category-themes-for-website', o).then(data),
    getCategoryThemes: (o) => ofCenter('/category-themes', o).then(data),
    getOfficeThemes: (o) => ofCenter('/office-themes', o).then(data),
    getGastronomyThemes: (o) => ofCenter('/gastronomy-themes', o).then(data),
    getEntrances: (o) => ofCenter('/entrances', o).then(data),
    getCategories: (o) => byQuery('/api/categories', o).then(data),
    getDoohPlaylists: (o) => ofCenter('/dooh/public/playlists', o).then(data),
    getDoohPlaylist: (slug, o) => ofCenter('/dooh/public/playlist', o, { slug }).then(data),
    getDoohActive: (o) => ofCenter('/dooh/public/active', o).then(data),
    getDoohLocalHero: (o) => ofCenter('/dooh/public/local-hero', o).then(data),
    getCenterplan: (o) => byQuery('/api/wayfinding/centerplan', o).then(data),
    getFloors: (o) => byQuery('/api/wayfinding/floors', o).then(data),
    getMapLocations: (floorId, o) => read('/api/wayfinding/locations', { query: { floorId }, ...o }).then(data),
    getWidgetShops: (o) => byQuery('/api/shops', o).then(data),
    getWidgetServices: (o) => byQuery('/api/services', o).then(data),
    getTouchscreens: (o) =>
      read('/api/touchscreens', {
        query: { centerId: o?.centerId === null ? undefined : (o?.centerId ?? options.centerId) },
        signal: o?.signal,
      }).then(data),
    getSignageConfig: (o) => ofCenter('/signage-config', o).then(data),
    findRoute: ({ centerId, ...request }, o) =>
      post<{ data: WayfindingRoute }>(
        '/api/wayfinding/routing',
        { centerId: centerOf({ centerId }), ...request },
        o?.signal,
      ).then(data),
    findRouteFromTouchscreen: (query, o) => byQuery('/api/wayfinding/routing', { ...query, ...o }).then(data),
    askChatbot: async ({ centerId, ...request }, o) => {
      const body = await post<ChatbotAnswer & { data?: ChatbotAnswer }>(
        '/api/ai/visitor-chatbot',
        { centerId: centerId ?? options.centerId, ...request },
        o?.signal,
      );
      // the answer as spec 4.3 names it, also when it arrives inside a `{ success, data }` envelope
      return body.data ?? body;
    },
    submitContactInquiry: inquiry('contact'),
    submitRentalInquiry: inquiry('rental'),
  };
  return client;
}
