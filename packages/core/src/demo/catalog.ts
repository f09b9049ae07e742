// The demo center's static content: categories, shop names and texts. Deterministic, so tests can count.

export const DEMO_CENTER_SLUG = 'demo-center';
/** Marks every secret value of the demo data, so a leak is visible (shared/conformance). */
export const SECRET_MARK = 'demo-secret';

export const CATEGORIES = [
  { slug: 'mode', name: 'Mode', icon: 'shirt', color: '#ec4899' },
  { slug: 'schuhe', name: 'Schuhe & Accessoires', icon: 'footprints', color: '#a855f7' },
  { slug: 'gastronomie', name: 'Gastronomie', icon: 'utensils', color: '#f97316' },
  { slug: 'elektronik', name: 'Elektronik', icon: 'cpu', color: '#0ea5e9' },
  { slug: 'drogerie', name: 'Drogerie & Gesundheit', icon: 'heart-pulse', color: '#22c55e' },
  { slug: 'sport', name: 'Sport & Freizeit', icon: 'bike', color: '#eab308' },
  { slug: 'lebensmittel', name: 'Lebensmittel', icon: 'shopping-basket', color: '#84cc16' },
  { slug: 'wohnen', name: 'Wohnen & Haushalt', icon: 'sofa', color: '#14b8a6' },
  { slug: 'dienstleistung', name: 'Dienstleistungen', icon: 'briefcase', color: '#64748b' },
  { slug: 'kinder', name: 'Kinder & Spielwaren', icon: 'baby', color: '#f43f5e' },
] as const;

const NAME_PARTS: Record<(typeof CATEGORIES)[number]['slug'], string[]> = {
  mode: [
    'Modehaus Lindner',
    'Jeans Corner',
    'Blau & Weiß',
    'Stilwerk',
    'Trendline',
    'Herrenausstatter Krüger',
    'Boutique Élise',
    'Urban Wear',
    'Kleiderei',
    'Strickwaren Sommer',
    'Textil Becker',
    'Damenmode Rosa',
  ],
  schuhe: [
    'Schuhhaus Engel',
    'Sneaker Base',
    'Taschenwelt',
    'Uhren & Schmuck Keller',
    'Lederwaren Hoffmann',
    'Brillen Schmitt',
    'Hutmacherei',
    'Schmuckkästchen',
    'Gürtel & Co',
    'Optik am Markt',
    'Juwelier Neumann',
  ],
  gastronomie: [
    'Café Müller & Söhne',
    'Pizzeria Bella Napoli',
    'Sushi Bar Kaito',
    'Döner Palast',
    'Eiscafé Venezia',
    'Burger Werk',
    'Asia Wok',
    'Salatbar Grünzeug',
    'Bäckerei Brotzeit',
    'Crêperie Bretagne',
    'Steakhaus Texas',
    'Teestube',
  ],
  elektronik: [
    'Technikmarkt Volt',
    'Handy Doktor',
    'Fotostudio Blende',
    'Gaming Zone',
    'Kabel & Mehr',
    'HiFi Klang',
    'Computerwelt',
    'Smart Home Laden',
    'Druckerei Schnell',
    'Konsolen Ecke',
    'Akku Service',
  ],
  drogerie: [
    'Drogerie Frisch',
    'Apotheke im Center',
    'Parfümerie Duftwerk',
    'Naturkosmetik Lotus',
    'Friseur Schnittpunkt',
    'Nagelstudio Glanz',
    'Reformhaus Vital',
    'Hörgeräte Klar',
    'Sanitätshaus Fit',
    'Barbershop Klinge',
    'Kosmetik Studio Anna',
  ],
  sport: [
    'Sport Arena',
    'Laufladen Tempo',
    'Outdoor Welt',
    'Radhaus Kette',
    'Tauchshop Blau',
    'Yoga Shop',
    'Fußball Fanshop',
    'Angelbedarf Petri',
    'Golf Corner',
    'Skate Point',
    'Fitness Depot',
  ],
  lebensmittel: [
    'Frischmarkt Huber',
    'Weinkontor',
    'Feinkost Italia',
    'Metzgerei Wagner',
    'Bio Laden Ernte',
    'Obst & Gemüse Ali',
    'Teehaus',
    'Schokoladen Manufaktur',
    'Käserei Alpen',
    'Kaffeerösterei',
    'Getränke Quelle',
    'Nussknacker',
  ],
  wohnen: [
    'Wohnideen',
    'Küchenstudio Herd',
    'Bettenhaus Traum',
    'Deko Zauber',
    'Lampen Licht',
    'Haushaltswaren Koch',
    'Blumen Flora',
    'Bilderrahmen Kunst',
    'Teppichgalerie',
    'Porzellan Manufaktur',
    'Kerzen Schein',
  ],
  dienstleistung: [
    'Reisebüro Fernweh',
    'Schlüsseldienst Fix',
    'Änderungsschneiderei',
    'Postfiliale',
    'Bankfiliale Sparkasse',
    'Reinigung Blitzblank',
    'Copyshop',
    'Fotoautomat Studio',
    'Versicherungsbüro',
    'Mobilfunk Beratung',
    'Lotto Toto',
  ],
  kinder: [
    'Spielwaren Kunterbunt',
    'Kindermode Zwerg',
    'Buchhandlung Seite',
    'Bastelladen',
    'Babymarkt Wiege',
    'Puzzle Welt',
    'Kinderschuhe Hüpf',
    'Modellbau Werkstatt',
    'Comic Laden',
    'Musikalien Ton',
    'Schreibwaren Feder',
  ],
};

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every shop name of the demo center, with its category. */
export function demoShopNames(): { name: string; categorySlug: string }[] {
  return CATEGORIES.flatMap((c) => NAME_PARTS[c.slug].map((name) => ({ name, categorySlug: c.slug })));
}

export const CHAINS = [
  { slug: 'backstube-sonnenkorn', name: 'Backstube Sonnenkorn', categorySlug: 'gastronomie', branches: 6 },
  { slug: 'kaffee-kontor', name: 'Kaffee Kontor', categorySlug: 'gastronomie', branches: 5 },
] as const;

export const FLOORS = [
  { floorNumber: -1, name: 'Untergeschoss', shortName: 'UG' },
  { floorNumber: 0, name: 'Erdgeschoss', shortName: 'EG' },
  { floorNumber: 1, name: '1. Obergeschoss', shortName: '1. OG' },
] as const;
