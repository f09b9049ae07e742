export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
}

export interface LegacyPlatform {
  url: string;
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}
export declare function startLegacyPlatform(options?: {
  port?: number;
  dataModule?: string;
  latencyMs?: number;
}): Promise<LegacyPlatform>;

/** Paths of the data modules for `startLegacyPlatform({ dataModule })`. */
export declare const LEGACY_SCENARIOS: {
  /** the default, legacy id 42: 24 shops, 6 news, 2 newspaper issues, 3 floors (one SVG answers 404), ... */
  readonly sample: string;
  /** one big center, legacy id 77: 2,000 shops, 500 news, 4 floors of ~400 KB SVG, ... (LEGACY_GENERATED_* env) */
  readonly generated: string;
  /** legacy id 66: scripts in HTML, missing fields, odd dates, foreign and missing assets, 3,000 shop rows */
  readonly hostile: string;
};

export interface LegacyGeneratedSizes {
  shops: number;
  news: number;
  zeitung: number;
  floors: number;
  floorKb: number;
  services: number;
  jobs: number;
  offers: number;
  events: number;
  slides: number;
}
/** The generated scenario without a server. */
export declare const LEGACY_GENERATED: {
  readonly centerId: 77;
  readonly defaults: Readonly<LegacyGeneratedSizes>;
  /** the sizes in effect: LEGACY_GENERATED_<KEY> (e.g. LEGACY_GENERATED_FLOOR_KB, LEGACY_GENERATED_SHOPS) overrides each default */
  sizes(env?: Record<string, string | undefined>): LegacyGeneratedSizes;
};

/** The legacy ids and paths of every case of the hostile scenario (see legacy-scenarios/hostile.mjs). */
export declare const LEGACY_HOSTILE: {
  readonly centerId: 66;
  readonly shops: {
    readonly scriptInDescription: 6601;
    readonly imgOnerrorInDescription: 6602;
    readonly javascriptLinkInDescription: 6603;
    readonly noName: 6604;
    readonly blankName: 6605;
    readonly noCategory: 6606;
    readonly noOpeningHours: 6607;
    readonly logoNull: 6608;
    readonly logoEmpty: 6609;
    readonly mueller: 6610;
    readonly muellerSpelledOut: 6611;
    readonly umlautsAndEszett: 6612;
    readonly foreignLogo: 6613;
    readonly modifiedNull: 6614;
    readonly openingHoursJsonString: 6615;
    readonly branchWithUmlauts: 6616;
  };
  /** total rows of the /shops answer */
  readonly shopRows: 3000;
  /** the first id of the plain rows after the cases */
  readonly plainShopIdStart: 660000;
  readonly news: {
    readonly missingImage: 6701;
    readonly datesAsStrings: 6702;
    readonly validFromNull: 6703;
    readonly allDatesNull: 6704;
    readonly scriptInContent: 6705;
    readonly noGerman: 6706;
    readonly dateNotADate: 6707;
  };
  readonly centerzeitung: { readonly missingPdf: 6751; readonly noPdf: 6752 };
  readonly services: { readonly scriptIcon: 6801; readonly foreignIcon: 6802; readonly noIcon: 6803 };
  readonly jobs: { readonly unknownShop: 6901; readonly namelessShop: 6902 };
  readonly offers: { readonly datesAsStrings: 6951 };
  readonly events: { readonly oddDates: 6981 };
  readonly slides: { readonly javascriptLink: 1; readonly foreignImage: 2; readonly noImage: 3 };
  /** paths on the stand-in's origin */
  readonly paths: {
    readonly missingImage: '/media/missing/x.png';
    readonly missingPdf: '/media/missing/zeitung.pdf';
    readonly scriptIcon: '/media/svg/icon-hostile.svg';
    readonly hostileFloor: '/media/svg/ebene-0.svg';
    readonly missingFloor: '/media/svg/missing.svg';
  };
  readonly foreign: {
    readonly logo: 'https://evil.example/x.png';
    readonly icon: 'https://evil.example/icon.svg';
    readonly floor: 'https://evil.example/plan.svg';
    readonly slide: 'https://evil.example/slide.png';
  };
};

/** How the proxy answers a request whose pathname matches (the query is not matched); the first match wins. */
export interface LegacyProxyRule {
  /** the exact pathname, e.g. '/v1/shops' (the proxy's paths are the stand-in's: /v1/..., /media/...) */
  path?: string;
  /** a pathname prefix, e.g. '/media/img/' */
  prefix?: string;
  /** the status to answer with (default 200 when `body` is given) */
  status?: number;
  /** the raw body, sent as is, e.g. malformed JSON '{"status":"ok","data":[{' */
  body?: string;
  /** default 'application/json; charset=utf-8' */
  contentType?: string;
  /** wait this long first; without status and body the request is then forwarded */
  delayMs?: number;
  /** never answer (the connection stays open until the client gives up or the proxy closes) */
  hang?: boolean;
  /** apply to this many matching requests only, then forward (default: every request) */
  times?: number;
}

export interface LegacyProxy {
  /** the proxied /v1 root */
  url: string;
  origin: string;
  /** the origin requests are forwarded to */
  upstream: string;
  /** the live rule list: push, splice or empty it between requests */
  rules: LegacyProxyRule[];
  /** every request seen (also those answered by a rule), oldest first; also at GET /__requests */
  requests: RecordedRequest[];
  close(): Promise<void>;
}
export declare function startLegacyProxy(options: {
  /** the origin of the legacy stand-in (`LegacyPlatform.origin`; a URL with a path is reduced to its origin) */
  upstream: string;
  rules?: LegacyProxyRule[];
  port?: number;
  /** replace the upstream origin by the proxy's in JSON answers, so asset URLs in the data come through the proxy too */
  rewriteOrigin?: boolean;
}): Promise<LegacyProxy>;

export interface ReportingExport {
  url: string;
  origin: string;
  apiKey: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}
export declare function startReportingExport(options?: {
  port?: number;
  apiKey?: string;
  clients?: ReportingFixtureClient[];
  latencyMs?: number;
}): Promise<ReportingExport>;

export type ReportingFixtureChannel =
  | 'website_analytics_monthly'
  | 'social_media'
  | 'chatbot_metrics'
  | 'stelen_metrics'
  | 'meta_ads'
  | 'google_ads'
  | 'search_keywords';
export interface ReportingFixtureRow {
  legacyRowId: number;
  /** `YYYY-MM` */
  period: string;
  metrics: Record<string, unknown>;
}
/** A client as the reporting stand-in serves it (`startReportingExport({ clients })`). */
export interface ReportingFixtureClient {
  id: number;
  name: string;
  slug: string;
  city: string;
  cockpitCenterId: string | null;
  isTest: boolean;
  channels: Record<ReportingFixtureChannel, ReportingFixtureRow[]>;
}
/** The data of the reporting stand-in without a server. */
export declare function loadReportingFixture(): Promise<{
  CHANNELS: readonly ReportingFixtureChannel[];
  /** a client with `months[channel]` rows per channel (legacyRowId = id * 100000 + channel index * 1000 + month) */
  makeClient(
    id: number,
    fields: { name: string; slug: string; city: string; cockpitCenterId?: string | null; isTest?: boolean },
    months: Partial<Record<ReportingFixtureChannel, number>>,
  ): ReportingFixtureClient;
  /** one client per matching rule, one unmatched, three test slugs (see reporting-clients.mjs) */
  sampleClients(options?: { cockpitCenterIdFor?: string | null }): ReportingFixtureClient[];
}>;

/** One message as the Postmark stand-in received it (`POST /email`), plus the id and time it answered with. */
export interface PostmarkMessage {
  From: string;
  To: string;
  Cc?: string;
  Bcc?: string;
  Subject: string;
  ReplyTo?: string;
  HtmlBody?: string;
  TextBody?: string;
  Tag?: string;
  MessageStream?: string;
  TrackOpens?: boolean;
  TrackLinks?: string;
  Headers?: { Name: string; Value: string }[];
  Metadata?: Record<string, string>;
  MessageID: string;
  SubmittedAt: string;
  [field: string]: unknown;
}

export interface PostmarkStandIn {
  /** the API root to pass as `EMAIL_PROVIDER_API_URL` (same as `origin`) */
  url: string;
  origin: string;
  serverToken: string;
  /** accepted messages, oldest first */
  messages: PostmarkMessage[];
  /** the next request is answered with this status and body (default `{ ErrorCode: 1, Message }`) */
  failNext(status: number, body?: unknown): void;
  close(): Promise<void>;
}
export declare function startPostmarkStandIn(options?: {
  serverToken?: string;
  port?: number;
}): Promise<PostmarkStandIn>;

export interface PluginSiteSync {
  /** the status the site answered */
  status: number;
  bytes: number;
  authorization: string | null;
  kind?: 'full' | 'incremental';
  version?: number;
  baseVersion?: number | null;
  /** items received per kind */
  counts?: Record<'files' | 'floors' | 'shops' | 'services' | 'locations', number>;
  removed?: Record<string, string[]>;
  items?: Record<string, Record<string, unknown>[]>;
}

export interface PluginSiteStore {
  version: number;
  widget: Record<string, unknown> | null;
  files: Map<string, { path: string; content: string; checksum: string }>;
  floors: Map<string, Record<string, unknown>>;
  shops: Map<string, Record<string, unknown>>;
  services: Map<string, Record<string, unknown>>;
  locations: Map<string, Record<string, unknown>>;
}

export interface PluginSiteStandIn {
  /** the site's base URL (register this) */
  url: string;
  /** the plugin key the site expects */
  key: string;
  syncs: PluginSiteSync[];
  readonly store: PluginSiteStore;
  failNext(status: number, body?: unknown): void;
  setVersion(version: number): void;
  close(): Promise<void>;
}
export declare const PLUGIN_SYNC_PATH: string;
export declare function startPluginSiteStandIn(options?: { key?: string; port?: number }): Promise<PluginSiteStandIn>;

/** One siteverify request as the bot-challenge stand-in received it. */
export interface BotChallengeRequest {
  secret?: string;
  response?: string;
  remoteip?: string;
}

export interface BotChallengeStandIn {
  /** the siteverify endpoint to pass as `BOT_CHALLENGE_VERIFY_URL` */
  url: string;
  origin: string;
  /** the secret key it accepts (`BOT_CHALLENGE_SECRET_KEY`) */
  secret: string;
  /** every verification asked, oldest first */
  requests: BotChallengeRequest[];
  /** the tokens that pass; add or delete between requests */
  validTokens: Set<string>;
  /** the next request is answered with this status and body */
  failNext(status: number, body?: unknown): void;
  close(): Promise<void>;
}
export declare function startBotChallengeStandIn(options?: {
  secret?: string;
  validTokens?: string[];
  port?: number;
}): Promise<BotChallengeStandIn>;

export interface LlmStandInRequest {
  method: string;
  path: string;
  authorization: string | null;
  /** the parsed JSON body (the raw text when it was not JSON) */
  // biome-ignore lint/suspicious/noExplicitAny: the chat-completions request as sent
  body: any;
}
export interface LlmStandIn {
  /** the base URL (VISITOR_CHATBOT_LLM_URL); requests go to `${url}/chat/completions` */
  url: string;
  apiKey: string;
  requests: LlmStandInRequest[];
  /** delay of every answer in ms (settable) */
  delayMs: number;
  /** answers the next request with this status and body (a string is sent as-is) */
  failNext(status: number, body?: unknown): void;
  close(): Promise<void>;
}
export declare function startLlmStandIn(options?: {
  apiKey?: string;
  // biome-ignore lint/suspicious/noExplicitAny: the parsed chat-completions request
  reply?: string | ((body: any) => string | Promise<string>);
  delayMs?: number;
  port?: number;
}): Promise<LlmStandIn>;

export interface SocialProviderStandIn {
  /** the base URL (SOCIAL_PUBLISHER_URL); posts go to `${url}/posts` */
  url: string;
  apiKey: string;
  /** each call as received; `body` is the parsed JSON (the raw text when it was not JSON) */
  // biome-ignore lint/suspicious/noExplicitAny: the publish request as sent
  requests: { method: string; path: string; authorization: string | null; body: any }[];
  /** answers the next request with this status and body (a string is sent as-is) */
  failNext(status: number, body?: unknown): void;
  /** where `deliver` posts (settable: the platform may start after the stand-in) */
  webhookUrl: string | undefined;
  /** posts a signed notice (`post.published`, `post.error`, `account.token_expired`) to the platform's webhook */
  deliver(type: string, data: Record<string, unknown>, options?: { timestamp?: string }): Promise<Response>;
  close(): Promise<void>;
}
export declare function startSocialProviderStandIn(options?: {
  apiKey?: string;
  /** the platform's `POST /api/social/webhooks/provider` */
  webhookUrl?: string;
  webhookSecret?: string;
  delayMs?: number;
  port?: number;
}): Promise<SocialProviderStandIn>;

export interface LoadBalancer {
  url: string;
  /** the upstream connection failures it passed on as 502 (e.g. `http://127.0.0.1:4000: ECONNRESET`) */
  upstreamErrors: string[];
  isReady(origin: string): boolean;
  close(): Promise<void>;
}
export declare function startLoadBalancer(options: { backends: string[]; checkMs?: number }): Promise<LoadBalancer>;

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  publicUrl: string;
  close(): Promise<void>;
}
export declare function startS3StandIn(options?: { bucket?: string }): Promise<S3StandIn>;

/** One request the webhook receiver got, checked with the Standard Webhooks library. */
export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  verified: boolean;
  /** why the signature did not verify */
  error: string | null;
  /** the verified body, parsed */
  payload: { type: string; timestamp: string; data: Record<string, unknown> } | null;
  /** what the receiver answered */
  status: number;
  /** when it arrived (ms since the epoch) */
  at: number;
}

export interface WebhookReceiver {
  /** the address to subscribe */
  url: string;
  deliveries: ReceivedWebhook[];
  /** the signing secret the platform showed when the subscription was made */
  setSecret(secret: string): void;
  /** answer every request with this status (null: verify and answer 204 or 401 again) */
  failWith(status: number | null): void;
  waitFor(predicate: (delivery: ReceivedWebhook) => boolean, timeoutMs?: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}
export declare function startWebhookReceiver(options?: { port?: number; path?: string }): Promise<WebhookReceiver>;
