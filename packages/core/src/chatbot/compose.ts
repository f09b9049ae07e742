import type { CenterFacts } from './center-facts';
import { formatDate, say, suggestionsAfter } from './phrases';
import type { Retrieved } from './retrieve';
import type { ChatAction, ChatbotAnswer, ChatItem, ChatLocale, ContentBlock, ShopCard } from './types';

// The retrieval answer: a short text from the facts, the facts as content blocks, a flat item list, actions
// (plan, maps) and follow-up prompts. No language model: the same question on the same data gives the same answer.

interface ComposeContext {
  center: CenterFacts;
  locale: ChatLocale;
  timeZone: string;
}

const list = (names: string[]) => names.join(', ');

function openNowText(openNow: boolean | null, locale: ChatLocale): string {
  if (openNow === true) return say(locale, 'Gerade ist geöffnet.', 'It is open right now.');
  if (openNow === false) return say(locale, 'Gerade ist geschlossen.', 'It is closed right now.');
  return '';
}

function shopItem(shop: ShopCard): ChatItem {
  return {
    type: 'shop',
    id: shop.id,
    title: shop.name,
    subtitle: [shop.category, shop.floor].filter(Boolean).join(' · ') || null,
  };
}

function planBlocks(shops: ShopCard[], locale: ChatLocale): { blocks: ContentBlock[]; actions: ChatAction[] } {
  const blocks: ContentBlock[] = [];
  const actions: ChatAction[] = [];
  for (const shop of shops.slice(0, 3)) {
    if (!shop.mapLocationId || !shop.planUrl) continue;
    const label = say(locale, `${shop.name} im Centerplan zeigen`, `Show ${shop.name} on the center plan`);
    blocks.push({ kind: 'plan_link', shopId: shop.id, mapLocationId: shop.mapLocationId, label, url: shop.planUrl });
    actions.push({ type: 'open_plan', label, url: shop.planUrl });
  }
  return { blocks, actions };
}

type Parts = Pick<ChatbotAnswer, 'answer' | 'items' | 'actions' | 'contentBlocks'>;

function parts(r: Retrieved, ctx: ComposeContext): Parts {
  const { locale, center } = ctx;
  const date = (d: Date | null) => formatDate(d, locale, ctx.timeZone);
  switch (r.intent) {
    case 'offers': {
      const { items, matched } = r.offers;
      const answer = items.length
        ? `${
            r.terms.length && !matched
              ? say(locale, 'Dazu habe ich kein passendes Angebot gefunden. ', 'I found no matching offer. ')
              : ''
          }${say(locale, 'Aktuelle Angebote', 'Current offers')}: ${list(
            items.map((o) => (o.shop ? `${o.title} (${o.shop.name})` : o.title)),
          )}.`
        : say(locale, 'Im Moment gibt es keine aktuellen Angebote.', 'There are no current offers at the moment.');
      return {
        answer,
        items: items.map((o) => ({ type: 'offer', id: o.id, title: o.title, subtitle: o.shop?.name ?? null })),
        actions: [],
        contentBlocks: [{ kind: 'offers', items }],
      };
    }
    case 'events': {
      const { items } = r.events;
      const answer = items.length
        ? `${say(locale, 'Kommende Veranstaltungen', 'Upcoming events')}: ${list(
            items.map((e) => (e.startsAt ? `${e.title} (${date(e.startsAt)})` : e.title)),
          )}.`
        : say(locale, 'Derzeit sind keine Veranstaltungen geplant.', 'No events are planned at the moment.');
      return {
        answer,
        items: items.map((e) => ({ type: 'event', id: e.id, title: e.title, subtitle: date(e.startsAt) })),
        actions: [],
        contentBlocks: [{ kind: 'events', items }],
      };
    }
    case 'news': {
      const { items } = r.news;
      const answer = items.length
        ? `${say(locale, 'Das Neueste aus dem Center', 'The latest from the center')}: ${list(items.map((n) => n.title))}.`
        : say(locale, 'Derzeit gibt es keine Neuigkeiten.', 'There is no news at the moment.');
      return {
        answer,
        items: items.map((n) => ({ type: 'news', id: n.id, title: n.title, subtitle: date(n.publishDate) })),
        actions: [],
        contentBlocks: [{ kind: 'news', items }],
      };
    }
    case 'jobs': {
      const { items } = r.jobs;
      const answer = items.length
        ? `${say(locale, 'Offene Stellen', 'Job openings')}: ${list(
            items.map((j) => (j.shop ? `${j.title} (${j.shop.name})` : j.title)),
          )}.`
        : say(locale, 'Derzeit sind keine Stellen ausgeschrieben.', 'There are no job openings at the moment.');
      return {
        answer,
        items: items.map((j) => ({ type: 'job', id: j.id, title: j.title, subtitle: j.shop?.name ?? null })),
        actions: [],
        contentBlocks: [{ kind: 'jobs', items }],
      };
    }
    case 'services': {
      const { items, matched } = r.services;
      const where = (s: { name: string; floor: string | null }) =>
        s.floor ? `${s.name} (${say(locale, 'Ebene', 'level')} ${s.floor})` : s.name;
      const answer = !items.length
        ? say(locale, 'Zu Services liegen mir keine Angaben vor.', 'I have no information about services.')
        : matched
          ? `${say(locale, 'Das finden Sie hier', 'You will find it here')}: ${list(items.map(where))}.`
          : `${say(locale, 'Unsere Services', 'Our services')}: ${list(items.map(where))}.`;
      return {
        answer,
        items: items.map((s) => ({ type: 'service', id: s.id, title: s.name, subtitle: s.floor })),
        actions: [],
        contentBlocks: [{ kind: 'services', items }],
      };
    }
    case 'shop_search': {
      const { shops } = r;
      const plan = planBlocks(shops, locale);
      const where = (s: ShopCard) =>
        [s.name, s.category && `${s.category}`, s.floor && `${say(locale, 'Ebene', 'level')} ${s.floor}`]
          .filter(Boolean)
          .join(', ');
      const answer = shops.length
        ? `${say(locale, 'Das habe ich gefunden', 'This is what I found')}: ${shops.map(where).join('; ')}.`
        : say(
            locale,
            'Dazu habe ich leider keinen Shop gefunden. Versuchen Sie es mit einem Shopnamen oder einer Kategorie.',
            'I could not find a shop for that. Try a shop name or a category.',
          );
      return {
        answer,
        items: shops.map(shopItem),
        actions: [
          ...plan.actions,
          ...shops.slice(0, 3).map((s): ChatAction => ({ type: 'open_url', label: s.name, url: `/shops/${s.slug}` })),
        ],
        contentBlocks: [{ kind: 'shops', items: shops }, ...plan.blocks],
      };
    }
    case 'opening_hours': {
      if (r.shop) {
        const shop = r.shop;
        const lines = shop.openingHours.length ? shop.openingHours : r.center.lines;
        const plan = planBlocks([shop], locale);
        const answer = [
          lines.length
            ? `${say(locale, `Öffnungszeiten von ${shop.name}`, `Opening hours of ${shop.name}`)}: ${lines.join('; ')}.`
            : say(
                locale,
                `Für ${shop.name} sind keine Öffnungszeiten hinterlegt.`,
                `No opening hours are listed for ${shop.name}.`,
              ),
          openNowText(shop.openNow, locale),
        ]
          .filter(Boolean)
          .join(' ');
        return {
          answer,
          items: [shopItem(shop)],
          actions: plan.actions,
          contentBlocks: [
            { kind: 'opening_hours', scope: 'shop', name: shop.name, shopId: shop.id, lines, openNow: shop.openNow },
            { kind: 'shops', items: [shop] },
            ...plan.blocks,
          ],
        };
      }
      const { lines, openNow } = r.center;
      const answer = [
        lines.length
          ? `${say(locale, `Öffnungszeiten des ${center.name}`, `Opening hours of ${center.name}`)}: ${lines.join('; ')}.`
          : say(locale, 'Die Öffnungszeiten sind nicht hinterlegt.', 'The opening hours are not listed.'),
        openNowText(openNow, locale),
        r.terms.length
          ? say(locale, 'Einzelne Shops können abweichende Zeiten haben.', 'Individual shops may keep other hours.')
          : '',
      ]
        .filter(Boolean)
        .join(' ');
      return {
        answer,
        items: [],
        actions: [],
        contentBlocks: [{ kind: 'opening_hours', scope: 'center', name: center.name, shopId: null, lines, openNow }],
      };
    }
    case 'directions': {
      const d = r.directions;
      const { street, postalCode, city } = center.address;
      const address = [street, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
      const answer = [
        address ? say(locale, `Sie finden uns unter ${address}.`, `You will find us at ${address}.`) : '',
        d.description ?? '',
      ]
        .filter(Boolean)
        .join(' ');
      return {
        answer: answer || say(locale, 'Zur Anfahrt liegen mir keine Angaben vor.', 'I have no directions at hand.'),
        items: [],
        actions: d.mapsUrl
          ? [{ type: 'open_url', label: say(locale, 'Route planen', 'Plan a route'), url: d.mapsUrl }]
          : [],
        contentBlocks: [
          {
            kind: 'directions',
            name: center.name,
            address: center.address,
            description: d.description,
            mapsUrl: d.mapsUrl,
            entrances: d.entrances,
          },
        ],
      };
    }
    case 'parking': {
      const p = r.parking;
      const zone = (z: { name: string; freeSpaces: number | null }) =>
        z.freeSpaces === null
          ? z.name
          : say(locale, `${z.name} (${z.freeSpaces} frei)`, `${z.name} (${z.freeSpaces} free)`);
      const answer = [
        p.parkingSpaces !== null
          ? say(locale, `Es gibt ${p.parkingSpaces} Parkplätze.`, `There are ${p.parkingSpaces} parking spaces.`)
          : '',
        p.zones.length ? `${say(locale, 'Parkbereiche', 'Parking areas')}: ${list(p.zones.map(zone))}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
      return {
        answer: answer || say(locale, 'Zum Parken liegen mir keine Angaben vor.', 'I have no parking information.'),
        items: [],
        actions: [],
        contentBlocks: [
          { kind: 'parking', parkingSpaces: p.parkingSpaces, description: p.description, zones: p.zones },
        ],
      };
    }
    case 'greeting':
      return {
        answer: say(
          locale,
          `Hallo! Ich bin der digitale Assistent des ${center.name}. Fragen Sie mich nach Shops, Öffnungszeiten, Angeboten, Veranstaltungen oder der Anfahrt.`,
          `Hello! I am the digital assistant of ${center.name}. Ask me about shops, opening hours, offers, events or directions.`,
        ),
        items: [],
        actions: [],
        contentBlocks: [],
      };
    case 'unknown':
      return {
        answer: say(
          locale,
          'Das weiß ich leider nicht. Ich helfe gern bei Shops, Öffnungszeiten, Angeboten, Veranstaltungen, Services, Anfahrt und Parken.',
          'Sorry, I do not know that. I can help with shops, opening hours, offers, events, services, directions and parking.',
        ),
        items: [],
        actions: [],
        contentBlocks: [],
      };
  }
}

export function composeAnswer(retrieved: Retrieved, ctx: ComposeContext): ChatbotAnswer {
  const composed = parts(retrieved, ctx);
  return {
    success: true,
    ...composed,
    intent: retrieved.intent,
    suggestedActions: suggestionsAfter(retrieved.intent, ctx.locale, retrieved.intent === 'unknown' ? 4 : 3),
    source: 'retrieval',
  };
}
