// The typed client of the public reads (spec 4.1), the visitor chatbot (4.3) and the center website forms
// (4.4). No dependencies: fetch, AbortSignal, URL and Intl of the platform it runs on.
import type { CenterRoute, Query, VisitorClient, VisitorClientOptions } from './client-api';
import { VisitorApiError } from './errors';
import type {
  ChatbotAnswer,
  ContentChange,
  GetPath,
  InquiryResult,
  ReadOptions,
  Shop,
  ShopPage,
  WayfindingRoute,
  WebsiteInquiry,
} from './types';

interface Kept {
  etag: string;
  body: unknown;
}

const KEPT_MAX = 200;
/** the reads of a change kind, by their paths (a kind not named here: its name in kebab case) */
const KIND_PATHS: Record<string, string> = {
  surface: 'visitor-surface|by-',
  plan: 'wayfinding',
  hotPicks: 'hotpicks',
  news: 'news|bundle',
  events: 'events|bundle',
  offers: 'offers|bundle',
  jobs: 'jobs|bundle',
  // a file may show in any read
  media: '',
};
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

  /** Forgets the ETag (not the body: a kiosk offline still shows it) of every kept read of these kinds (none: all). */
  const forget = (kinds: string[]) => {
    const paths = kinds.map(
      (kind) => new RegExp(KIND_PATHS[kind] ?? kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)),
    );
    for (const [url, answer] of [...kept])
      if (!paths.length || paths.some((path) => path.test(url))) keep(url, { ...answer, etag: '' });
  };

  async function send(method: 'GET' | 'POST', url: string, signal?: AbortSignal, body?: unknown): Promise<unknown> {
    const doFetch = options.fetch ?? fetch;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const remembers = method === 'GET' && (options.etag || store !== undefined);
    const giveUpAt = Date.now() + deadlineMs;
    for (let attempt = 0; ; attempt++) {
      const known = remembers ? keptOf(url) : undefined;
      if (known?.etag) headers['if-none-match'] = known.etag;
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
      if (options.snapshot && (!res || res.status >= 500)) {
        const offline = options.snapshot.answer(method, url, body);
        if (offline !== undefined) return offline;
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

  function subscribe(handler: (change: ContentChange) => void, o?: Pick<ReadOptions, 'centerId'>) {
    const Source = options.EventSource ?? globalThis.EventSource;
    if (!Source) throw new VisitorApiError(0, 'NO_EVENT_SOURCE', 'No EventSource here: pass one as an option.');
    const url = `${base}/api/centers/${encodeURIComponent(centerOf(o))}/changes`;
    let last = '';
    let stopped = false;
    let source: EventSource;
    const open = () => {
      source = new Source(last ? `${url}?after=${last}` : url);
      source.addEventListener('ready', (e) => {
        last = e.lastEventId || last;
      });
      source.addEventListener('change', (e) => {
        const change = JSON.parse(e.data) as ContentChange;
        last = change.id;
        forget(change.kinds);
        handler(change);
      });
      source.addEventListener('reset', (e) => {
        last = e.lastEventId;
        forget([]);
        handler({ id: last, version: JSON.parse(e.data).version, kinds: [], ids: {}, at: new Date().toISOString() });
      });
      // a lost connection EventSource resumes by itself; an answer that is no stream (429, 503) ends it: open again
      source.onerror = () => {
        if (source.readyState === 2 && !stopped) setTimeout(() => stopped || open(), maxDelay);
      };
    };
    open();
    return () => {
      stopped = true;
      source.close();
    };
  }

  const client: VisitorClient = {
    baseUrl: base,
    subscribe,
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
