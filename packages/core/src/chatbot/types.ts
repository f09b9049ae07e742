// The answer of the visitor chatbot (spec 4.3). Every array is always present; a frontend renders `answer` as
// text and each content block by its `kind`. URLs are relative to the center website unless absolute.

export type ChatLocale = 'de' | 'en';

/** The intents answered by a content block of their own name. */
const BLOCK_INTENTS = ['events', 'news', 'services', 'jobs', 'directions', 'parking'] as const;

export const CHAT_INTENTS = [
  'offers',
  'opening_hours',
  'shop_search',
  ...BLOCK_INTENTS,
  'greeting',
  'unknown',
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

export interface ChatHistoryEntry {
  role: 'user' | 'assistant';
  content: string;
}

export interface LinkedShopRef {
  id: string;
  name: string;
  slug: string;
}

export interface ShopCard {
  id: string;
  name: string;
  slug: string;
  category: string | null;
  floor: string | null;
  floorNumber: number | null;
  unitNumber: string | null;
  logo: string | null;
  /** null: the stored hours do not tell */
  openNow: boolean | null;
  openingHours: string[];
  /** the shop's map location, when it has one on an active floor */
  mapLocationId: string | null;
  planUrl: string | null;
}

export interface OfferCard {
  id: string;
  title: string;
  slug: string | null;
  description: string;
  image: string | null;
  validFrom: Date | null;
  validUntil: Date | null;
  shop: LinkedShopRef | null;
}

export interface EventCard {
  id: string;
  title: string;
  slug: string | null;
  description: string;
  image: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  location: string | null;
  shop: LinkedShopRef | null;
}

export interface NewsCard {
  id: string;
  title: string;
  slug: string | null;
  excerpt: string;
  image: string | null;
  publishDate: Date | null;
}

export interface JobCard {
  id: string;
  title: string;
  slug: string | null;
  description: string;
  employmentType: string | null;
  image: string | null;
  shop: LinkedShopRef | null;
}

export interface ServiceCard {
  id: string;
  name: string;
  description: string | null;
  category: string | null;
  icon: string | null;
  floor: string | null;
}

export interface EntranceCard {
  name: string;
  description: string | null;
  isAccessible: boolean;
}

export interface ParkingZoneCard {
  name: string;
  capacity: number | null;
  freeSpaces: number | null;
  floor: string | null;
}

export interface CenterAddress {
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
}

/** Every `kind` of a content block, in the order the API documents them. */
export const CONTENT_BLOCK_KINDS = [
  'offers',
  'shops',
  'opening_hours',
  ...BLOCK_INTENTS,
  'plan_link',
] as const satisfies readonly ContentBlock['kind'][];

export type ContentBlock =
  | { kind: 'offers'; items: OfferCard[] }
  | { kind: 'shops'; items: ShopCard[] }
  | {
      kind: 'opening_hours';
      scope: 'center' | 'shop';
      name: string;
      shopId: string | null;
      lines: string[];
      openNow: boolean | null;
    }
  | { kind: 'events'; items: EventCard[] }
  | { kind: 'news'; items: NewsCard[] }
  | { kind: 'services'; items: ServiceCard[] }
  | { kind: 'jobs'; items: JobCard[] }
  | {
      kind: 'directions';
      name: string;
      address: CenterAddress;
      description: string | null;
      mapsUrl: string | null;
      entrances: EntranceCard[];
    }
  | { kind: 'parking'; parkingSpaces: number | null; description: string | null; zones: ParkingZoneCard[] }
  | { kind: 'plan_link'; shopId: string; mapLocationId: string; label: string; url: string };

/** One result in a flat list (every card of every block), for frontends that render a simple list. */
export interface ChatItem {
  type: 'shop' | 'offer' | 'event' | 'news' | 'service' | 'job';
  id: string;
  title: string;
  subtitle: string | null;
}

export interface ChatAction {
  type: 'open_url' | 'open_plan';
  label: string;
  url: string;
}

/** A follow-up prompt: show `label`, send `message` when chosen. */
export interface SuggestedAction {
  label: string;
  message: string;
}

export interface ChatbotAnswer {
  success: true;
  answer: string;
  intent: ChatIntent;
  items: ChatItem[];
  actions: ChatAction[];
  suggestedActions: SuggestedAction[];
  contentBlocks: ContentBlock[];
  source: 'retrieval' | 'llm';
}
