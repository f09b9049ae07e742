// The types of the public reads, derived from the platform's OpenAPI document (src/generated, made by
// `pnpm generate` from packages/api/openapi.json): a server change that breaks one breaks this package's
// typecheck. The chatbot and form types are written by hand from spec 4.3 and 4.4 (no schema yet).
import type { paths } from './generated/public-api';

export type { components as PublicApiComponents, paths as PublicApiPaths } from './generated/public-api';

/** A path of the public API that answers GET. */
export type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];
type GetOf<P extends GetPath> = paths[P] extends { get: infer Op } ? Op : never;

/** The JSON body of a 200 answer to a public read. */
export type ReadBody<P extends GetPath> =
  GetOf<P> extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;

/** The `data` of a read answered as `{ success: true, data }`. */
export type ReadData<P extends GetPath> = ReadBody<P> extends { data: infer Data } ? Data : never;

type RawQuery<P extends GetPath> =
  GetOf<P> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;
/** Query text as the server reads it, as the types a program holds: `'true' | 'false'` as boolean, numbers as number. */
type Friendly<V> = [Exclude<V, undefined>] extends ['true' | 'false']
  ? boolean
  : string extends V
    ? string | number
    : V;
/** The query parameters of a read (without `centerId`, which the client fills in). */
export type ReadQuery<P extends GetPath> = [RawQuery<P>] extends [never]
  ? Record<never, never>
  : { [K in Exclude<keyof RawQuery<P>, 'centerId'>]?: Friendly<RawQuery<P>[K]> };

/** Options of every read. */
export interface ReadOptions {
  /** the center to read; defaults to the client's `centerId` */
  centerId?: string;
  /** cancels the read (e.g. the signal react-query passes) */
  signal?: AbortSignal;
}

// Named shapes of the reads, for the props and state of a frontend.
export type PublicVisitorSurface = ReadData<'/api/centers/{centerId}/public-visitor-surface'>;
export type CenterBySlug = ReadBody<'/api/centers/by-slug/{slug}'>;
export type ThemeConfig = ReadBody<'/api/centers/by-slug/{slug}/theme-config'>;
export type CenterByDomain = ReadData<'/api/centers/by-domain'>;
export type ShopPage = ReadBody<'/api/centers/{centerId}/shops'>;
export type Shop = ShopPage['data'][number];
export type ShopQuery = ReadQuery<'/api/centers/{centerId}/shops'>;
export type NewsItem = ReadData<'/api/centers/{centerId}/news'>[number];
export type EventItem = ReadData<'/api/centers/{centerId}/events'>[number];
export type Offer = Extract<ReadBody<'/api/centers/{centerId}/offers'>, { data: unknown[] }>['data'][number];
export type Job = ReadData<'/api/centers/{centerId}/jobs'>[number];
export type Service = ReadData<'/api/centers/{centerId}/services'>[number];
export type Office = ReadData<'/api/offices'>[number];
export type HomepageTile = ReadData<'/api/centers/{centerId}/homepage-tiles'>[number];
export type HotPick = ReadData<'/api/centers/{centerId}/hotpicks'>[number];
export type AktuellesBundle = ReadData<'/api/centers/{centerId}/aktuelles-bundle'>;
export type PageEntry = ReadData<'/api/centers/{centerId}/page-content'>[number];
export type WebsiteContact = ReadData<'/api/centers/{centerId}/website-contacts'>[number];
export type DoohPlaylist = ReadData<'/api/centers/{centerId}/dooh/public/playlist'>;
export type Centerplan = ReadData<'/api/wayfinding/centerplan'>;
export type MapFloor = ReadData<'/api/wayfinding/floors'>[number];
export type MapLocation = ReadData<'/api/wayfinding/locations'>[number];
export type Touchscreen = ReadData<'/api/touchscreens'>[number];
export type SignageConfig = ReadData<'/api/centers/{centerId}/signage-config'>;

/** Spec 4.3: a question to the visitor chatbot (the language-model key stays on the server). */
export interface ChatbotRequest {
  /** the center; defaults to the client's `centerId` */
  centerId?: string;
  /** the plugin key of an external site, instead of or besides `centerId` */
  apiKey?: string;
  message: string;
  /** the conversation so far, oldest first */
  history?: { role: 'user' | 'assistant'; content: string }[];
  locale?: 'de' | 'en' | (string & {});
  /** the website chat requires the visitor's consent (spec 4.3) */
  chatConsentAccepted: boolean;
}

/** An entry of the chatbot's answer; shapes beyond these keys are not specified (spec 4.3). */
export interface ChatbotItem {
  type?: string;
  text?: string;
  [key: string]: unknown;
}

/** An action the frontend may offer, e.g. opening a shop on the center plan. */
export interface ChatbotAction {
  type?: string;
  label?: string;
  [key: string]: unknown;
}

/** A block of content to render; for offer questions `kind` is `offers`. */
export type ChatbotContentBlock =
  | { kind: 'offers'; items?: Offer[]; [key: string]: unknown }
  | { kind: string; [key: string]: unknown };

/** Spec 4.3: the answer of the visitor chatbot. */
export interface ChatbotAnswer {
  items: ChatbotItem[];
  actions: ChatbotAction[];
  suggestedActions: ChatbotAction[];
  contentBlocks: ChatbotContentBlock[];
}

/**
 * Spec 4.4: a center website form as raw text (no HTML; a control character other than a line break or tab is
 * refused, as is a field the form does not have). `website` is the hidden honeypot: pass on what the form sent
 * (empty for people); a filled one, or a message with 3 or more links, is answered with success and nothing is sent.
 */
export interface WebsiteInquiryFields {
  /** at most 200 characters */
  name: string;
  email: string;
  /** at most 50 characters */
  phone?: string;
  /** at most 200 characters */
  company?: string;
  /** at most 5000 characters; line breaks are kept */
  message: string;
  /** the honeypot field */
  website?: string;
  /** the bot-challenge widget's token (Turnstile-compatible); required while the platform has the challenge keys */
  botChallengeToken?: string;
}

/** The contact form (`send-contact-inquiry`); its `subject` becomes the mail's subject. */
export interface ContactInquiry extends WebsiteInquiryFields {
  formKey: 'kontakt';
  /** at most 200 characters */
  subject?: string;
}

/** The rental and promotion-space forms (`send-rental-inquiry`). */
export interface RentalInquiry extends WebsiteInquiryFields {
  formKey: 'vermietung' | 'promotionflaeche';
  /** free text, e.g. "ca. 120 m²"; at most 200 characters */
  desiredArea?: string;
  /** free text, e.g. "ab März 2027"; at most 200 characters */
  desiredPeriod?: string;
}

export type WebsiteInquiry = ContactInquiry | RentalInquiry;

/** The answer to a form submission. */
export interface InquiryResult {
  success: boolean;
  [key: string]: unknown;
}

type Routing = paths['/api/wayfinding/routing'];
/** The body of `POST /api/wayfinding/routing` (spec 4.1); `centerId` defaults to the client's. */
export type RouteRequest = Omit<Routing['post']['requestBody']['content']['application/json'], 'centerId'> & {
  centerId?: string;
};
/** The touchscreen variant's query (`GET /api/wayfinding/routing`). */
export type TouchscreenRouteQuery = Omit<NonNullable<Routing['get']['parameters']['query']>, 'centerId'>;
/** A route: one leg per floor with its polyline and steps. */
export type WayfindingRoute = Routing['post']['responses'][200]['content']['application/json']['data'];

/**
 * Issue 27: one saved change of the center, as `client.subscribe` hands it on. `kinds` names the public reads that
 * changed (`shops`, `news`, `plan`, `surface`, ...) with their changed record ids in `ids`; empty: any read may have
 * changed (also after a `reset`: the client was away longer than the platform keeps changes).
 */
export interface ContentChange {
  id: string;
  version: number;
  kinds: string[];
  ids: Record<string, string[]>;
  /** when the save was committed (ISO 8601, UTC) */
  at: string;
}
