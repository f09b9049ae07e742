// What the visitor client offers (client.ts builds it): its options, the store of kept answers, and each read and
// form of spec 4.1, 4.3 and 4.4 by its name.
import type {
  AktuellesBundle,
  CenterByDomain,
  CenterBySlug,
  Centerplan,
  ChatbotAnswer,
  ChatbotRequest,
  ContactInquiry,
  ContentChange,
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
  /**
   * Answers reads and routes when the platform cannot be reached (no answer, or a 5xx): a kiosk's signed snapshot
   * (`openSnapshot` of `@center-platform/visitor-sdk/kiosk`). Asked at the first failure, before any retry.
   */
  snapshot?: OfflineAnswers;
  /** the EventSource `subscribe` opens; defaults to the global one (browsers, Node 22+; on Node 20 pass a polyfill) */
  EventSource?: new (
    url: string,
  ) => EventSource;
}

/** What answers a request offline: the body the platform would send, or undefined when it holds none. */
export interface OfflineAnswers {
  answer(method: 'GET' | 'POST', url: string, body?: unknown): unknown;
}

/** The part of the Web Storage API the client keeps answers in. */
export interface AnswerStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export type Query = Record<string, string | number | boolean | null | undefined>;
export type Options<P extends GetPath> = ReadQuery<P> & ReadOptions;
/** The part after `/api/centers/{centerId}` of every per-center read: a route the server drops fails the typecheck. */
export type CenterRoute = GetPath extends infer P
  ? P extends `/api/centers/{centerId}${infer Rest}`
    ? Rest
    : never
  : never;

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
  /**
   * Issue 27: calls `handler` with each change of the center as it is saved (the server-sent events of
   * `/api/centers/{centerId}/changes`), after forgetting the kept ETags of the reads it changed; resumes after a lost
   * connection with what it missed. Answers the function that ends it.
   */
  subscribe(handler: (change: ContentChange) => void, options?: Pick<ReadOptions, 'centerId'>): () => void;
}
