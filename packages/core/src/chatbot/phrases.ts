import type { ChatIntent, ChatLocale, SuggestedAction } from './types';

/** German or English text by locale. */
export const say = (locale: ChatLocale, de: string, en: string) => (locale === 'en' ? en : de);

const SUGGESTIONS: Record<ChatLocale, Partial<Record<ChatIntent, SuggestedAction>>> = {
  de: {
    opening_hours: { label: 'Öffnungszeiten', message: 'Wann hat das Center geöffnet?' },
    offers: { label: 'Aktuelle Angebote', message: 'Welche Angebote gibt es gerade?' },
    events: { label: 'Veranstaltungen', message: 'Welche Veranstaltungen gibt es?' },
    shop_search: { label: 'Shop finden', message: 'Wo finde ich Schuhe?' },
    directions: { label: 'Anfahrt', message: 'Wie komme ich zum Center?' },
    parking: { label: 'Parken', message: 'Wo kann ich parken?' },
    services: { label: 'Services', message: 'Welche Services gibt es?' },
    news: { label: 'Neuigkeiten', message: 'Was gibt es Neues?' },
    jobs: { label: 'Jobs', message: 'Gibt es offene Stellen?' },
  },
  en: {
    opening_hours: { label: 'Opening hours', message: 'When is the center open?' },
    offers: { label: 'Current offers', message: 'Which offers are there right now?' },
    events: { label: 'Events', message: 'Which events are coming up?' },
    shop_search: { label: 'Find a shop', message: 'Where can I find shoes?' },
    directions: { label: 'Directions', message: 'How do I get to the center?' },
    parking: { label: 'Parking', message: 'Where can I park?' },
    services: { label: 'Services', message: 'Which services are there?' },
    news: { label: 'News', message: 'What is new?' },
    jobs: { label: 'Jobs', message: 'Are there any job openings?' },
  },
};

const ORDER: ChatIntent[] = [
  'opening_hours',
  'offers',
  'shop_search',
  'events',
  'directions',
  'parking',
  'services',
  'news',
  'jobs',
];

/** Follow-up prompts for other topics than the one just answered. */
export function suggestionsAfter(intent: ChatIntent, locale: ChatLocale, count = 3): SuggestedAction[] {
  const table = SUGGESTIONS[locale];
  return ORDER.filter((i) => i !== intent)
    .slice(0, count)
    .map((i) => table[i] as SuggestedAction);
}

export function formatDate(date: Date | null, locale: ChatLocale, timeZone: string): string | null {
  if (!date) return null;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'de-DE', { dateStyle: 'medium', timeZone }).format(date);
}
