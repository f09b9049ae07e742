import type { ChatIntent } from './types';

// Keyword intent detection for German and English questions. A token matches a stem when it starts with it
// (German compounds and inflections: "Öffnungszeiten", "Angeboten"); `exact` words must match whole (short or
// ambiguous ones: "sale" would match "Salatbar"). The first intent that matches in INTENT_ORDER wins.

interface IntentRule {
  stems: string[];
  exact?: string[];
  phrases?: RegExp[];
}

const RULES: Record<Exclude<ChatIntent, 'unknown'>, IntentRule> = {
  parking: { stems: ['park', 'garage', 'tiefgarage', 'stellplatz', 'stellplätze'] },
  directions: {
    stems: [
      'anfahrt',
      'anreise',
      'adresse',
      'address',
      'direction',
      'straßenbahn',
      'strassenbahn',
      'öpnv',
      'autobahn',
      'haltestelle',
      'navigation',
    ],
    exact: ['bus', 'bahn', 'tram', 'train', 'zug', 'lage', 'location'],
    phrases: [
      /wie\s+(komme|kommt|gelange|gelangt|finde)\s+(ich|man)\s+(zu|zum|hin|dorthin|ins|in)/u,
      /how\s+(do|can)\s+i\s+get/u,
      /how\s+to\s+get/u,
      /get\s+there/u,
      /wo\s+(liegt|befindet\s+sich)\s+(das|euer|ihr)\s+(center|einkaufszentrum)/u,
    ],
  },
  jobs: {
    stems: [
      'job',
      'stellen',
      'stelle',
      'karriere',
      'bewerb',
      'ausbildung',
      'arbeitsplatz',
      'career',
      'vacanc',
      'hiring',
      'praktikum',
      'minijob',
      'aushilfe',
    ],
    exact: ['arbeit', 'work'],
  },
  opening_hours: {
    stems: [
      'öffnungszeit',
      'oeffnungszeit',
      'geöffnet',
      'geoeffnet',
      'offen',
      'open',
      'hours',
      'schließ',
      'schliess',
      'closing',
      'closed',
      'geschlossen',
      'uhrzeit',
      'ladenschluss',
      'verkaufsoffen',
    ],
    exact: ['close'],
    phrases: [/wann\s+(hat|haben|ist|sind|macht|machen|öffnet|öffnen)/u, /bis\s+wann/u, /what\s+time/u],
  },
  offers: {
    stems: [
      'angebot',
      'rabatt',
      'aktion',
      'offer',
      'discount',
      'schnäppchen',
      'schnaeppchen',
      'prozente',
      'reduziert',
      'sonderangebot',
      'deals',
      'coupon',
    ],
    exact: ['sale', 'deal', 'sales'],
  },
  events: {
    stems: [
      'veranstaltung',
      'event',
      'konzert',
      'festival',
      'programm',
      'happening',
      'termine',
      'aktivität',
      'kinderprogramm',
    ],
    phrases: [/was\s+ist\s+(hier\s+)?los/u, /was\s+läuft/u, /what'?s\s+on/u],
  },
  services: {
    stems: [
      'service',
      'toilet',
      'wickel',
      'geldautomat',
      'bankautomat',
      'schließfach',
      'schliessfach',
      'locker',
      'ladesäule',
      'ladesaeule',
      'ladestation',
      'charging',
      'fundbüro',
      'fundbuero',
      'kinderwagen',
      'stroller',
      'gutschein',
      'voucher',
      'restroom',
      'bathroom',
      'baby',
      'changing',
      'information',
      'infopoint',
    ],
    exact: ['wc', 'wcs', 'atm', 'klo', 'bank', 'cash', 'geld', 'lost', 'gift', 'info'],
  },
  news: {
    stems: ['news', 'neuigkeit', 'aktuell', 'nachricht', 'neuheit', 'neueröffnung', 'latest'],
    exact: ['neu', 'neues', 'new'],
  },
  shop_search: {
    stems: [
      'shop',
      'geschäft',
      'geschaeft',
      'laden',
      'läden',
      'store',
      'kaufen',
      'einkauf',
      'marke',
      'brand',
      'boutique',
      'restaurant',
      'essen',
      'food',
    ],
    exact: ['buy', 'eat'],
    phrases: [
      /wo\s+(finde|gibt|bekomme|kann|ist|sind)/u,
      /where\s+(can|do|is|are)/u,
      /gibt\s+es\s+(hier\s+)?(ein|einen|eine)\b/u,
      /do\s+you\s+have/u,
      /is\s+there/u,
    ],
  },
  greeting: {
    stems: ['hallo', 'servus', 'grüß', 'moin', 'hello', 'danke', 'thank'],
    exact: ['hi', 'hey', 'huhu', 'thanks', 'tschüss', 'bye'],
    phrases: [/^\s*guten\s+(tag|morgen|abend)/u, /^\s*good\s+(morning|afternoon|evening)/u],
  },
};

/** Which intent wins when several match: the more specific questions first, plain shop search near the end. */
const INTENT_ORDER = [
  'parking',
  'directions',
  'jobs',
  'offers',
  'opening_hours',
  'events',
  'services',
  'news',
  'shop_search',
  'greeting',
] as const;

const STOPWORDS = new Set(
  (
    'wo wie was wann wer welche welcher welches welchen warum gibt gibts es der die das den dem des ein eine einen einem einer ' +
    'hier im in am an ans um und oder ist sind hat haben habt kann können könnte man bei zu zum zur mit für von vom auf aus ' +
    'heute jetzt gerade noch bitte mir mich ich sie du ihr wir euch euer eure ihre auch nicht kein keine etwas ' +
    'finde finden bekomme suche such schon mal denn doch so sehr gerne gern nach über unter welchem morgen ' +
    'wird werden war sein bin bist gut viel viele mehr dort da dann kann könnt sagen sag weiß wissen ' +
    'center centers centre einkaufszentrum mall the a an is are where can i find do does you have what when which there today now ' +
    'please me my of for to at on and or any some how your this that it get tell about currently right still'
  ).split(' '),
);

export interface DetectedIntent {
  intent: ChatIntent;
  /** the content words of the message: neither stop words nor intent keywords (shop names, categories) */
  terms: string[];
  /** every word that is not a stop word, intent keywords included (service names are intent keywords) */
  words: string[];
}

const MAX_TERMS = 8;

/** The lower-cased words of a message (letters, digits, `&` and inner hyphens), at most 40 characters each. */
export function wordsOf(message: string): string[] {
  const words =
    message
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{N}][\p{L}\p{N}&'-]*/gu) ?? [];
  return words.map((w) => w.replace(/['-]+$/u, '').slice(0, 40));
}

function matchesRule(rule: IntentRule, word: string): boolean {
  return rule.exact?.includes(word) === true || rule.stems.some((stem) => word.startsWith(stem));
}

function isIntentWord(word: string): boolean {
  return INTENT_ORDER.some((intent) => matchesRule(RULES[intent], word));
}

/** The intent of a visitor's message and its content words, for the retrieval. */
export function detectIntent(message: string): DetectedIntent {
  const text = message.toLowerCase().normalize('NFC');
  const all = wordsOf(message);
  const words = all.filter((w) => !STOPWORDS.has(w) && w.length > 1).slice(0, MAX_TERMS * 2);
  const terms = words.filter((w) => !isIntentWord(w)).slice(0, MAX_TERMS);
  const found = INTENT_ORDER.find((intent) => {
    const rule = RULES[intent];
    return all.some((w) => matchesRule(rule, w)) || rule.phrases?.some((p) => p.test(text)) === true;
  });
  return { intent: found ?? 'unknown', terms, words };
}
