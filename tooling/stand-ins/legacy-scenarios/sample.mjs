// The default data module of the legacy platform stand-in (../legacy-platform.mjs): one small center, legacy id
// 42 (Rhein-Galerie), with every read of spec 4.7 in the shapes known of the platform. List reads answer a bare
// JSON array or `{ status: 'ok', data }`, an empty read `{ status: 'nothing_found' }`; dates are Unix seconds,
// sometimes as strings; asset URLs point back at the stand-in (`base`). The cases the import tests rely on:
//   shops 1000-1023: 1003 "Café Müller & Söhne"; every 4th without a cover image; every 5th with opening hours as
//     free text; every 6th a branch of chain 500 or 501
//   centerzeitung 9001 (dates as strings), 9002 (gueltigkeitszeitraum_von null: falls back to modified)
//   centerplan: floors 0 and 1, and -1 whose SVG answers 404
//   services 300 (active), 301 (aktiv 0); job 400, offer 500, event 600 (no shop), two slides in reverse order
//   /shop-aktionen and /shop-coupons: nothing_found (the import skips them)
import { weeklyHours } from './opening-hours.mjs';

const categories = ['Mode', 'Schuhe', 'Gastronomie', 'Elektronik', 'Drogerie', 'Sport', 'Dienstleistung'];
const floors = ['UG', 'EG', '1. OG'];

export function scenario(base) {
  const img = (name) => `${base}/media/img/${name}.png`;
  const centerId = 42;

  const shops = Array.from({ length: 24 }, (_, i) => ({
    id: 1000 + i,
    name: i === 3 ? 'Café Müller & Söhne' : `Shop ${i + 1}`,
    kategorie: categories[i % categories.length],
    ebene: floors[i % floors.length],
    kurzbeschreibung: `Kurztext ${i + 1}`,
    beschreibung: `<p>Beschreibung von <strong>Shop ${i + 1}</strong>.</p>`,
    logo: img(`logo-${1000 + i}`),
    titelbild: i % 4 === 0 ? '' : img(`cover-${1000 + i}`),
    oeffnungszeiten: i % 5 === 0 ? 'Mo-Sa 10-20 Uhr' : weeklyHours('09:30', '20:00'),
    // a branch of a chain carries the chain it belongs to
    filialkette: i % 6 === 0 ? { id: 500 + (i % 2), name: i % 2 ? 'Kette B' : 'Kette A' } : null,
    tags: i % 2 ? ['neu'] : [],
    telefon: '+49 621 000000',
    website: i % 3 ? `https://shop${i + 1}.example` : '',
    modified: String(1735689600 + i * 3600),
  }));

  const news = Array.from({ length: 6 }, (_, i) => ({
    id: 7000 + i,
    kategorie: 'center_aktion',
    lang: {
      de: {
        titel: `Aktion ${i + 1}`,
        untertitel: i % 2 ? `Untertitel ${i + 1}` : '',
        beschreibung: `<p>Text der Aktion ${i + 1}</p>`,
      },
    },
    gueltigkeitszeitraum_von: 1735689600 + i * 86400,
    gueltigkeitszeitraum_bis: 1735689600 + (i + 30) * 86400,
    modified: 1735689600,
    vorschaubild: img(`aktion-${i}`),
  }));

  const centerzeitung = [
    {
      id: 9001,
      lang: {
        de: {
          titel: 'Centerzeitung Frühling',
          untertitel: 'Ausgabe 1/2025',
          beschreibung: `<h2>Willkommen</h2><p>${'Neuigkeiten aus dem Center &amp; mehr. '.repeat(12)}</p>`,
        },
      },
      gueltigkeitszeitraum_von: '1740787200',
      modified: '1740700000',
      vorschaubild: img('zeitung-1'),
      pdf: `${base}/media/pdf/zeitung-1.pdf`,
    },
    {
      id: 9002,
      lang: { de: { titel: 'Centerzeitung Sommer', untertitel: '', beschreibung: '<p>Sommerausgabe</p>' } },
      gueltigkeitszeitraum_von: null, // falls back to modified
      modified: 1748736000,
      vorschaubild: img('zeitung-2'),
      pdf: `${base}/media/pdf/zeitung-2.pdf`,
    },
  ];

  const centerplan = [
    { ebene: '0', ebene_titel: 'Erdgeschoss', ebene_kurz: 'EG', svg: `${base}/media/svg/ebene-0.svg` },
    { ebene: '1', ebene_titel: '1. Obergeschoss', ebene_kurz: '1. OG', svg: `${base}/media/svg/ebene-1.svg` },
    { ebene: '-1', ebene_titel: 'Untergeschoss', ebene_kurz: 'UG', svg: `${base}/media/svg/missing.svg` }, // fetch fails: 404
  ];

  return {
    centers: [
      {
        id: centerId,
        name: 'Rhein-Galerie',
        stadt: 'Ludwigshafen',
        strasse: 'Zollhofstraße 6',
        plz: '67061',
        land: 'DE',
        logo: img('center-logo'),
        website: 'https://rhein-galerie.example',
      },
    ],
    byCenter: {
      [centerId]: {
        '/shops': { status: 'ok', data: shops },
        '/center-aktionen': news,
        '/services': [
          [300, 'Geldautomat', 'Im Erdgeschoss', 'Service', 'EG', 'icon-atm', 1],
          [301, 'Wickelraum', '', 'Familie', '1. OG', 'icon-baby', 0],
        ].map(([id, titel, beschreibung, kategorie, ebene, icon, aktiv]) => ({
          id,
          lang: { de: { titel, beschreibung } },
          kategorie,
          ebene,
          icon: `${base}/media/svg/${icon}.svg`,
          aktiv,
        })),
        '/stellenmarkt': [
          {
            id: 400,
            shop_id: 1001,
            lang: { de: { titel: 'Verkäufer (m/w/d)', beschreibung: '<p>Teilzeit</p>' } },
            arbeitszeit: 'Teilzeit',
            kontakt_email: 'jobs@shop2.example',
            gueltigkeitszeitraum_von: 1735689600,
            gueltigkeitszeitraum_bis: 1767225600,
            modified: 1735689600,
          },
        ],
        '/shop-angebote': [
          {
            id: 500,
            shop_id: 1002,
            lang: { de: { titel: '20 % auf alles', beschreibung: 'Nur diese Woche' } },
            gueltigkeitszeitraum_von: 1735689600,
            gueltigkeitszeitraum_bis: 1736294400,
            vorschaubild: img('angebot-500'),
            modified: 1735689600,
          },
        ],
        '/shop-events': [
          {
            id: 600,
            shop_id: null,
            lang: { de: { titel: 'Kinderschminken', beschreibung: 'Samstag ab 11 Uhr' } },
            beginn: 1736589600,
            ende: 1736611200,
            ort: 'Eingang Nord',
            vorschaubild: img('event-600'),
            modified: 1735689600,
          },
        ],
        '/informationen': {
          status: 'ok',
          data: {
            oeffnungszeiten: weeklyHours('09:30', '20:00'),
            anfahrt: { beschreibung: 'Mit der Straßenbahn Linie 6 bis Rathaus.', parkplaetze: 1500 },
            kontakt: { telefon: '+49 621 111111', email: 'info@rhein-galerie.example' },
            ueber_uns: '<p>Ihr Center am Rhein.</p>',
          },
        },
        '/slider': [
          {
            id: 1,
            sortierung: 2,
            bild: img('slide-2'),
            headline: 'Sommer',
            subline: 'Sale',
            button_text: 'Mehr',
            button_link: '/aktionen',
          },
          {
            id: 2,
            sortierung: 1,
            bild: img('slide-1'),
            headline: 'Willkommen',
            subline: 'in der Rhein-Galerie',
            button_text: 'Shops',
            button_link: '/shops',
          },
        ],
        '/centerzeitung': centerzeitung,
        '/centerplan': centerplan,
        // the reads the import skips or that carry nothing
        '/shop-aktionen': { status: 'nothing_found' },
        '/shop-coupons': { status: 'nothing_found' },
      },
    },
  };
}

/** A floor plan with an element `shop-<legacy id>` for every third shop, and the marker of service 300. */
export function floorSvg(level, shops) {
  const rects = shops
    .filter((_, i) => i % 3 === (level + 1) % 3)
    .map(
      (s, i) =>
        `<rect id="shop-${s.id}" x="${20 + (i % 6) * 110}" y="${20 + Math.floor(i / 6) * 90}" width="100" height="80" fill="#e5e7eb"/>`,
    )
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 700 400">\n  ${rects}\n  <path id="service-300" d="M650 350h20v20h-20z"/>\n</svg>\n`;
}
