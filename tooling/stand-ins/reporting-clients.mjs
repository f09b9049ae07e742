// The clients the reporting export stand-in (reporting-export.mjs) serves: each with its fields and, per channel
// of spec 2.10, rows of monthly history (`{ legacyRowId, period: 'YYYY-MM', metrics }`, the first in 2023-01).

/** The metrics of the `i`-th month, per channel in the upstream's order. */
const metricsFor = {
  website_analytics_monthly: (i) => ({
    sessions: 10000 + i * 37,
    users: 7000 + i * 21,
    pageviews: 30000 + i * 90,
    bounceRate: 0.41,
  }),
  social_media: (i) => ({ followers: 5000 + i * 12, posts: 20 + (i % 7), reach: 80000 + i * 300, engagement: 0.034 }),
  chatbot_metrics: (i) => ({ conversations: 300 + i * 5, messages: 1400 + i * 17, satisfaction: 0.87 }),
  stelen_metrics: (i) => ({ impressions: 120000 + i * 500, interactions: 800 + i * 3, screens: 6 }),
  meta_ads: (i) => ({ spend: 450.5 + i, impressions: 50000 + i * 100, clicks: 900 + i * 4, ctr: 0.018 }),
  google_ads: (i) => ({
    spend: 620.25 + i,
    impressions: 40000 + i * 80,
    clicks: 1200 + i * 5,
    conversions: 40 + (i % 9),
  }),
  search_keywords: (i) => ({
    keyword: ['öffnungszeiten', 'parken', 'gutschein', 'h&m'][i % 4],
    clicks: 100 + i,
    impressions: 2000 + i * 10,
    position: 3.2,
  }),
};

export const CHANNELS = Object.keys(metricsFor);

/** `YYYY-MM` of the `monthIndex`-th month from January 2023. */
const period = (monthIndex) =>
  `${2023 + Math.floor(monthIndex / 12)}-${String((monthIndex % 12) + 1).padStart(2, '0')}`;

/**
 * A client with `months[channel]` rows per channel (none for a channel not named); legacyRowId is
 * `id * 100000 + channel index * 1000 + month`.
 */
export function makeClient(id, fields, months) {
  const channels = Object.fromEntries(
    CHANNELS.map((channel, index) => [
      channel,
      Array.from({ length: months[channel] ?? 0 }, (_, i) => ({
        legacyRowId: id * 100000 + index * 1000 + i,
        period: period(i),
        metrics: metricsFor[channel](i),
      })),
    ]),
  );
  return { id, isTest: false, cockpitCenterId: null, ...fields, channels };
}

/**
 * The default sample: one client for each matching rule of spec 4.8, one unmatched, three test slugs. The centers
 * a test creates for it (name / slug / city):
 *   Rhein-Galerie / rhein-galerie / Ludwigshafen        Stadtgalerie Nord / stadtgalerie-nord / Hamburg
 *   Forum Mitte / forum-mitte / Berlin                  Elbe Park / elbe-park / Dresden
 *   Marktplatz Center / marktplatz-center / Köln        Altstadt Arkaden / altstadt-arkaden / Bremen
 *   Sonnen Passage / sonnen-passage / Ulm
 * and, for the first rule, the center whose id it passes as `cockpitCenterIdFor`.
 */
export function sampleClients({ cockpitCenterIdFor } = {}) {
  const full = Object.fromEntries(CHANNELS.map((channel) => [channel, 12]));
  const test = (id, name, slug) => makeClient(id, { name, slug, city: '', isTest: true }, { social_media: 1 });
  return [
    makeClient(
      1,
      {
        name: 'Irgendein Name',
        slug: 'kein-treffer-per-slug',
        city: 'Nirgendwo',
        cockpitCenterId: cockpitCenterIdFor ?? null,
      },
      full,
    ),
    makeClient(2, { name: 'Rhein Galerie LU', slug: 'rhein-galerie', city: 'Ludwigshafen' }, full), // exact slug
    makeClient(3, { name: 'Stadtgalerie N.', slug: 'stadtgalerienord', city: 'Hamburg' }, { social_media: 6 }), // compact slug
    makeClient(4, { name: 'Forum', slug: 'forum-mitte-berlin', city: 'Berlin' }, { meta_ads: 3 }), // slug prefix
    makeClient(5, { name: 'Elbe Park', slug: 'ep-dd', city: 'Dresden' }, { google_ads: 4 }), // name + city
    makeClient(6, { name: 'Marktplatz Center', slug: 'mpc', city: 'Koeln' }, { search_keywords: 8 }), // exact name
    makeClient(7, { name: 'Altstadt', slug: 'aa', city: '' }, { chatbot_metrics: 2 }), // name prefix
    makeClient(8, { name: 'Unbekanntes Center', slug: 'unbekannt', city: 'Irgendwo' }, full), // unmatched
    test(9, 'Test', 'test'),
    test(10, 'Demo', 'demo'),
    test(11, 'Nur Test', 'nur-test'),
  ];
}
