// A data module for the legacy platform stand-in (../legacy-platform.mjs, same exports as sample.mjs):
// one big center, legacy id 77, for import tests at scale and the bench. Everything is derived from
// the index of a row (no randomness), so two runs serve the same bytes; the big reads are built on first request.
//
//   startLegacyPlatform({ dataModule: LEGACY_SCENARIOS.generated })
//
// Sizes come from the environment when set (read on each `scenario()` call), else the defaults:
//   LEGACY_GENERATED_SHOPS=2000  LEGACY_GENERATED_NEWS=500  LEGACY_GENERATED_ZEITUNG=20  LEGACY_GENERATED_FLOORS=4
//   LEGACY_GENERATED_FLOOR_KB=400  LEGACY_GENERATED_SERVICES=50  LEGACY_GENERATED_JOBS=100
//   LEGACY_GENERATED_OFFERS=100  LEGACY_GENERATED_EVENTS=100  LEGACY_GENERATED_SLIDES=5
//
// Ids: shops 100000+i, news 200000+i, centerzeitung 300000+i, services 400000+i, jobs 500000+i,
// offers 600000+i, events 700000+i, slides 1+i, chains 900+k. Every shop has a logo and a cover image with a
// distinct file name under /media/img/ (the stand-in answers the same 1x1 PNG for each).
import { weeklyHours } from './opening-hours.mjs';

export const CENTER_ID = 77;

export const DEFAULT_SIZES = Object.freeze({
  shops: 2000,
  news: 500,
  zeitung: 20,
  floors: 4,
  floorKb: 400,
  services: 50,
  jobs: 100,
  offers: 100,
  events: 100,
  slides: 5,
});

/** What a test needs to know of this scenario without starting it. */
export const GENERATED = Object.freeze({ centerId: CENTER_ID, defaults: DEFAULT_SIZES, sizes: (env) => sizes(env) });

/** The variable of a size: `floorKb` -> `LEGACY_GENERATED_FLOOR_KB`. */
const envName = (key) => `LEGACY_GENERATED_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/** The sizes in effect: `LEGACY_GENERATED_<KEY>` (see the top of this file) overrides each default. */
export function sizes(env = process.env) {
  return Object.fromEntries(
    Object.entries(DEFAULT_SIZES).map(([key, fallback]) => {
      const raw = env[envName(key)];
      const value = raw === undefined || raw === '' ? fallback : Number(raw);
      if (!Number.isInteger(value) || value < 0) throw new Error(`${envName(key)}: not a size: ${raw}`);
      return [key, value];
    }),
  );
}

const T0 = 1735689600; // 2025-01-01T00:00:00Z
const DAY = 86400;
const HOURS = [
  ['09:30', '20:00'],
  ['10:00', '20:00'],
  ['09:00', '21:00'],
  ['10:00', '19:00'],
];
const FREE_TEXT_HOURS = ['Mo-Sa 10-20 Uhr', 'Mo-Fr 9-19 Uhr, Sa 9-16 Uhr', 'nach Vereinbarung'];

const categories = ['Mode', 'Schuhe', 'Gastronomie', 'Elektronik', 'Drogerie', 'Sport', 'Dienstleistung', 'Schmuck'];
const brands = [
  'Lindner',
  'Bäckerei Krüger',
  'Nordlicht',
  'Blattgold',
  'Süßes Eck',
  'Urban Step',
  'Café Sonnenhof',
  'Technikwelt',
  'Grünzeug',
  'Maßwerk',
  'Fuchs & Hase',
  'Ostwind',
  'Perlenreich',
  'Kiosk am Markt',
  'Zeitlos',
  'Holzwurm',
  'Löwenzahn',
  'Silberfaden',
  'Papierflieger',
  'Sportpark',
];
const kinds = [
  'Mode',
  'Schuhe',
  'Bistro',
  'Optik',
  'Parfümerie',
  'Spielwaren',
  'Bücher',
  'Feinkost',
  'Outlet',
  'Studio',
];
const chains = ['Modekette Nord', 'Schuhwerk', 'Drogerie Plus', 'Elektro Markt', 'Bäckerei Sonnenkorn'];

/** Floor levels from the lowest: 4 floors are -1 (UG), 0 (EG), 1 and 2. */
const levelsOf = (count) => Array.from({ length: count }, (_, i) => i - (count > 1 ? 1 : 0));
const floorShort = (level) =>
  level < 0 ? (level === -1 ? 'UG' : `${-level}. UG`) : level === 0 ? 'EG' : `${level}. OG`;
const floorTitle = (level) =>
  level < 0
    ? level === -1
      ? 'Untergeschoss'
      : `${-level}. Untergeschoss`
    : level === 0
      ? 'Erdgeschoss'
      : `${level}. Obergeschoss`;

/** A memoizing getter: the value is built on first read. */
function lazy(target, key, build) {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = build();
      Object.defineProperty(target, key, { value, enumerable: true });
      return value;
    },
  });
}

function shopAt(i, base, levels) {
  const id = 100000 + i;
  const combos = brands.length * kinds.length;
  const round = Math.floor(i / combos);
  const name = `${brands[i % brands.length]} ${kinds[Math.floor(i / brands.length) % kinds.length]}${round ? ` ${round + 1}` : ''}`;
  const [open, close] = HOURS[i % HOURS.length];
  const chain = i % 8 === 0 ? (i / 8) % chains.length : -1;
  return {
    id,
    name,
    kategorie: categories[i % categories.length],
    ebene: floorShort(levels[i % levels.length]),
    kurzbeschreibung: `${name}: alles rund um ${kinds[Math.floor(i / brands.length) % kinds.length]}.`,
    beschreibung: `<p>Willkommen bei <strong>${name}</strong> &amp; Team.</p><ul><li>Beratung</li><li>Service</li></ul>`,
    logo: `${base}/media/img/gen-logo-${id}.png`,
    titelbild: `${base}/media/img/gen-cover-${id}.png`,
    oeffnungszeiten:
      i % 9 === 4
        ? FREE_TEXT_HOURS[i % FREE_TEXT_HOURS.length]
        : weeklyHours(open, close, i % 11 === 0 ? { von: '12:00', bis: '17:00' } : undefined),
    filialkette: chain >= 0 ? { id: 900 + chain, name: chains[chain] } : null,
    tags: i % 3 === 0 ? ['neu'] : i % 3 === 1 ? ['angebot', 'familie'] : [],
    telefon: `+49 621 ${String(100000 + i).padStart(6, '0')}`,
    website: i % 4 === 0 ? '' : `https://shop-${id}.example`,
    modified: i % 2 ? String(T0 + i * 600) : T0 + i * 600,
  };
}

export function scenario(base) {
  const n = sizes();
  const img = (name) => `${base}/media/img/${name}.png`;
  const levels = levelsOf(Math.max(n.floors, 1));
  const shopId = (i) => 100000 + (n.shops ? i % n.shops : 0);
  const center = {};

  lazy(center, '/shops', () => ({
    status: 'ok',
    data: Array.from({ length: n.shops }, (_, i) => shopAt(i, base, levels)),
  }));

  lazy(center, '/center-aktionen', () =>
    Array.from({ length: n.news }, (_, i) => ({
      id: 200000 + i,
      kategorie: 'center_aktion',
      lang: {
        de: {
          titel: `Aktion ${i + 1}: ${brands[i % brands.length]}`,
          untertitel: i % 2 ? `Nur bis ${(i % 28) + 1}. des Monats` : '',
          beschreibung: `<h2>Aktion ${i + 1}</h2><p>${'Große Vorteile für Sie &amp; Ihre Familie. '.repeat((i % 6) + 1)}</p>`,
        },
      },
      gueltigkeitszeitraum_von: i % 3 === 0 ? String(T0 + i * DAY) : T0 + i * DAY,
      gueltigkeitszeitraum_bis: T0 + (i + 30) * DAY,
      modified: T0 + i * 3600,
      vorschaubild: img(`gen-aktion-${200000 + i}`),
    })),
  );

  lazy(center, '/centerzeitung', () =>
    Array.from({ length: n.zeitung }, (_, i) => ({
      id: 300000 + i,
      lang: {
        de: {
          titel: `Centerzeitung ${i + 1}`,
          untertitel: i % 2 ? '' : `Ausgabe ${(i % 4) + 1}/${2020 + Math.floor(i / 4)}`,
          beschreibung: `<h2>Willkommen</h2><p>${'Neuigkeiten aus dem Center &amp; mehr. '.repeat(12)}</p>`,
        },
      },
      gueltigkeitszeitraum_von: i % 5 === 4 ? null : String(T0 + i * 30 * DAY),
      modified: T0 + i * 30 * DAY - 3600,
      vorschaubild: img(`gen-zeitung-${300000 + i}`),
      pdf: `${base}/media/pdf/gen-zeitung-${300000 + i}.pdf`,
    })),
  );

  lazy(center, '/centerplan', () =>
    levels.slice(0, n.floors).map((level) => ({
      ebene: String(level),
      ebene_titel: floorTitle(level),
      ebene_kurz: floorShort(level),
      svg: `${base}/media/svg/ebene-${level}.svg`,
    })),
  );

  lazy(center, '/services', () =>
    Array.from({ length: n.services }, (_, i) => ({
      id: 400000 + i,
      lang: {
        de: {
          titel: `Service ${i + 1}`,
          beschreibung: i % 2 ? '' : `<p>Service ${i + 1} im ${floorTitle(levels[i % levels.length])}</p>`,
        },
      },
      kategorie: ['Service', 'Familie', 'Mobilität', 'Barrierefreiheit'][i % 4],
      ebene: floorShort(levels[i % levels.length]),
      icon: `${base}/media/svg/icon-gen-${400000 + i}.svg`,
      aktiv: i % 10 === 9 ? 0 : 1,
    })),
  );

  lazy(center, '/stellenmarkt', () =>
    Array.from({ length: n.jobs }, (_, i) => ({
      id: 500000 + i,
      shop_id: shopId(i * 7),
      lang: {
        de: {
          titel: `${['Verkäufer', 'Kassierer', 'Filialleitung', 'Aushilfe'][i % 4]} (m/w/d) ${i + 1}`,
          beschreibung: '<p>Teilzeit oder Vollzeit</p>',
        },
      },
      arbeitszeit: i % 2 ? 'Teilzeit' : 'Vollzeit',
      kontakt_email: `jobs-${500000 + i}@shops.example`,
      gueltigkeitszeitraum_von: T0 + i * DAY,
      gueltigkeitszeitraum_bis: T0 + (i + 180) * DAY,
      modified: String(T0 + i * DAY),
    })),
  );

  lazy(center, '/shop-angebote', () =>
    Array.from({ length: n.offers }, (_, i) => ({
      id: 600000 + i,
      shop_id: shopId(i * 13 + 1),
      lang: {
        de: {
          titel: `${(i % 5) * 10 + 10} % auf ausgewählte Artikel`,
          beschreibung: `Angebot ${i + 1}, nur solange der Vorrat reicht`,
        },
      },
      gueltigkeitszeitraum_von: T0 + i * DAY,
      gueltigkeitszeitraum_bis: T0 + (i + 7) * DAY,
      vorschaubild: img(`gen-angebot-${600000 + i}`),
      modified: T0 + i * DAY,
    })),
  );

  lazy(center, '/shop-events', () =>
    Array.from({ length: n.events }, (_, i) => ({
      id: 700000 + i,
      shop_id: i % 4 === 0 ? null : shopId(i * 17 + 2),
      lang: { de: { titel: `Event ${i + 1}`, beschreibung: `Am Samstag ab ${10 + (i % 6)} Uhr` } },
      beginn: T0 + i * DAY + 36000,
      ende: T0 + i * DAY + 64800,
      ort: ['Eingang Nord', 'Mall-Mitte', 'Food Court', 'Parkdeck'][i % 4],
      vorschaubild: img(`gen-event-${700000 + i}`),
      modified: T0 + i * DAY,
    })),
  );

  center['/informationen'] = {
    status: 'ok',
    data: {
      oeffnungszeiten: weeklyHours('09:30', '20:00'),
      anfahrt: { beschreibung: 'Mit der S-Bahn bis Hauptbahnhof, dann Bus 12.', parkplaetze: 4200 },
      kontakt: { telefon: '+49 621 777777', email: 'info@mega-center.example' },
      ueber_uns: `<p>Das größte Center der Region mit ${n.shops} Shops.</p>`,
    },
  };

  center['/slider'] = Array.from({ length: n.slides }, (_, i) => ({
    id: 1 + i,
    sortierung: n.slides - i,
    bild: img(`gen-slide-${1 + i}`),
    headline: `Slide ${i + 1}`,
    subline: i % 2 ? 'Jetzt entdecken' : '',
    button_text: 'Mehr',
    button_link: ['/shops', '/aktionen', '/events', '/gastronomie', '/services'][i % 5],
  }));

  // skipped reads (spec 4.7): built only if an import asks for them, which it must not
  lazy(center, '/center-aktionen-archiv', () =>
    Array.from({ length: 4000 }, (_, i) => ({
      id: 800000 + i,
      kategorie: 'center_aktion',
      lang: { de: { titel: `Archiv ${i + 1}`, untertitel: '', beschreibung: '<p>Archiv</p>' } },
      gueltigkeitszeitraum_von: T0 - (i + 1) * DAY,
      modified: T0 - i * DAY,
      vorschaubild: img(`gen-archiv-${800000 + i}`),
    })),
  );
  center['/center-aktionen-aus-der-nachbarschaft'] = [];
  center['/shop-aktionen'] = { status: 'nothing_found' };
  center['/shop-coupons'] = { status: 'nothing_found' };

  return {
    centers: [
      {
        id: CENTER_ID,
        name: 'Mega-Center Rhein-Neckar',
        stadt: 'Mannheim',
        strasse: 'Am Großmarkt 1',
        plz: '68159',
        land: 'DE',
        logo: img('gen-center-logo'),
        website: 'https://mega-center.example',
      },
    ],
    byCenter: { [CENTER_ID]: center },
  };
}

const floorCache = new Map();

/**
 * A floor plan of about LEGACY_GENERATED_FLOOR_KB kilobytes: a rect per shop of that floor (`id="shop-<id>"`,
 * with `data-id`), its label, a `service-<id>` marker per service of the floor, then corridor and wall paths
 * until the size is reached. The same level and shop list give the same markup.
 */
export function floorSvg(level, shops) {
  const { floorKb, floors, services } = sizes();
  const key = `${level}:${shops.length}:${floorKb}:${floors}:${services}`;
  const cached = floorCache.get(key);
  if (cached) return cached;

  const short = floorShort(level);
  const here = shops.filter((s) => s.ebene === short);
  const columns = Math.max(1, Math.ceil(Math.sqrt(here.length * 2)));
  const parts = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${columns * 120 + 40} ${Math.ceil(here.length / columns) * 100 + 240}">`,
    `<title>${floorTitle(level)}</title>`,
    '<g id="shops">',
  );
  here.forEach((shop, i) => {
    const x = 20 + (i % columns) * 120;
    const y = 20 + Math.floor(i / columns) * 100;
    parts.push(
      `<rect id="shop-${shop.id}" data-id="${shop.id}" x="${x}" y="${y}" width="110" height="90" fill="#e5e7eb" stroke="#9ca3af" stroke-width="1"/>`,
      `<text x="${x + 55}" y="${y + 50}" font-size="9" text-anchor="middle">${escapeXml(shop.name)}</text>`,
    );
  });
  parts.push('</g>', '<g id="services">');
  const levels = levelsOf(Math.max(floors, 1));
  for (let i = 0; i < services; i++) {
    if (levels[i % levels.length] !== level) continue;
    parts.push(`<path id="service-${400000 + i}" d="M${30 + (i % 40) * 24} 30h16v16h-16z" fill="#2563eb"/>`);
  }
  parts.push('</g>', '<g id="walls" fill="none" stroke="#d1d5db">');
  // characters, joined by newlines; the closing tags take the last few
  const target = floorKb * 1024 - 16;
  let size = parts.reduce((sum, part) => sum + part.length + 1, 0);
  for (let k = 0; size < target - 60; k++) {
    const wall = `<path d="M${(k * 37) % 4000} ${(k * 53) % 3000}h${20 + (k % 90)}v${10 + (k % 40)}h-${5 + (k % 25)}"/>`;
    parts.push(wall);
    size += wall.length + 1;
  }
  parts.push('</g>', '</svg>\n');
  const svg = parts.join('\n');
  floorCache.set(key, svg);
  return svg;
}

function escapeXml(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}
