// Spec 4.8 matching, rule by rule, without a database: the order, accents and case, and the ambiguous cases.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ReportingChannel as StoredChannel } from '../../db/schema';
import { isTestClient, type MatchableCenter, matchClients, normalizeName } from './match-clients';
import { REPORTING_CHANNELS, type ReportingChannel, type ReportingClientIndex } from './reporting-client';

const counts = Object.fromEntries(REPORTING_CHANNELS.map((c) => [c, 0])) as Record<ReportingChannel, number>;
let nextId = 1;
const client = (fields: Partial<ReportingClientIndex>): ReportingClientIndex => ({
  legacyClientId: String(nextId++),
  name: '',
  slug: '',
  city: null,
  cockpitCenterId: null,
  isTest: false,
  counts,
  ...fields,
});
const center = (id: string, name: string, slug: string, city: string | null = null): MatchableCenter => ({
  id,
  name,
  slug,
  city,
});
const matchOne = (c: ReportingClientIndex, centers: MatchableCenter[]) =>
  matchClients([c], centers).get(c.legacyClientId) ?? null;

describe('normalizeName', () => {
  it('lower-cases, removes accents (NFKD) and writes ß as ss', () => {
    expect(normalizeName('KÖLN')).toBe('koln');
    expect(normalizeName('Ko\u0308ln')).toBe('koln'); // decomposed input
    expect(normalizeName('Café  Zentrum ')).toBe('cafe zentrum');
    expect(normalizeName('Straße')).toBe('strasse');
    expect(normalizeName('STRASSE')).toBe('strasse');
    expect(normalizeName('ﬁliale')).toBe('filiale'); // NFKD compatibility ligature
    expect(normalizeName(null)).toBe('');
  });
});

describe('matchClients', () => {
  const centers = [
    center('c-rhein', 'Rhein-Galerie', 'rhein-galerie', 'Ludwigshafen'),
    center('c-forum', 'Forum', 'forum', 'Köln'),
    center('c-forum-mitte', 'Forum Mitte', 'forum-mitte', 'Berlin'),
    center('c-strasse', 'Einkaufsstraße Süd', 'einkaufsstrasse-sued', 'München'),
  ];

  it('takes the cockpit center id first, over every other rule', () => {
    expect(matchOne(client({ cockpitCenterId: 'C-FORUM', slug: 'rhein-galerie' }), centers)).toEqual({
      centerId: 'c-forum',
      rule: 'cockpitCenterId',
    });
    // an id no center has: the next rules decide
    expect(matchOne(client({ cockpitCenterId: 'gone', slug: 'rhein-galerie' }), centers)?.rule).toBe('exactSlug');
  });

  it('compact slug removes every non-alphanumeric character on both sides', () => {
    expect(matchOne(client({ slug: 'rheingalerie' }), centers)).toEqual({ centerId: 'c-rhein', rule: 'compactSlug' });
    expect(matchOne(client({ slug: 'rhein_galerie' }), centers)?.rule).toBe('compactSlug');
  });

  it('slug prefix takes the longest center slug followed by a hyphen', () => {
    expect(matchOne(client({ slug: 'forum-mitte-berlin' }), centers)).toEqual({
      centerId: 'c-forum-mitte',
      rule: 'slugPrefix',
    });
    expect(matchOne(client({ slug: 'forum-koeln' }), centers)).toEqual({ centerId: 'c-forum', rule: 'slugPrefix' });
    // a prefix not followed by '-' is none
    expect(matchOne(client({ slug: 'forumx' }), centers)).toBeNull();
  });

  it('name plus city and exact name ignore case and accents, ß = ss', () => {
    expect(matchOne(client({ name: 'EINKAUFSSTRASSE SUD', city: 'munchen', slug: 'x' }), centers)).toEqual({
      centerId: 'c-strasse',
      rule: 'nameAndCity',
    });
    // 'Koeln' is not 'Köln' (ö becomes o): the name alone decides
    expect(matchOne(client({ name: 'forum', city: 'Koeln', slug: 'y' }), centers)).toEqual({
      centerId: 'c-forum',
      rule: 'exactName',
    });
    expect(matchOne(client({ name: 'Forum', city: 'KÖLN', slug: 'y' }), centers)?.rule).toBe('nameAndCity');
  });

  it('name prefix needs exactly one center; ambiguous is no match', () => {
    expect(matchOne(client({ name: 'einkaufsstrasse', slug: 'z' }), centers)).toEqual({
      centerId: 'c-strasse',
      rule: 'namePrefix',
    });
    const two = [...centers, center('c-forum-west', 'Forum West', 'forum-west')];
    // 'rhein-galerie' does not go on with a space
    expect(matchOne(client({ name: 'Rhein', slug: 'q' }), two)).toBeNull();
    // 'Forum' is a whole name (the exact name rule comes first); without it, 'Forum Mitte' and 'Forum West' qualify
    expect(matchOne(client({ name: 'Forum', slug: 'q' }), two)?.rule).toBe('exactName');
    const noExact = two.filter((c) => c.id !== 'c-forum');
    expect(matchOne(client({ name: 'Forum', slug: 'q' }), noExact)).toBeNull();
  });

  it('a rule that finds several centers is passed over', () => {
    const twins = [
      center('a', 'Park Center', 'park-center', 'Essen'),
      center('b', 'Park Center', 'parkcenter', 'Bonn'),
    ];
    // compact slug finds both: the name plus city decides
    expect(matchOne(client({ slug: 'park_center', name: 'Park Center', city: 'Bonn' }), twins)).toEqual({
      centerId: 'b',
      rule: 'nameAndCity',
    });
    // nothing tells them apart
    expect(matchOne(client({ slug: 'park_center', name: 'Park Center', city: 'Köln' }), twins)).toBeNull();
  });

  it('empty names and slugs never match', () => {
    const withEmpty = [...centers, center('c-empty', ' ', 'e')];
    expect(matchOne(client({ name: '', slug: '', city: '' }), withEmpty)).toBeNull();
    expect(matchOne(client({ name: ' ', slug: '---' }), withEmpty)).toBeNull();
  });

  it('knows the test clients by flag and by slug', () => {
    expect(isTestClient({ isTest: true, slug: 'anything' })).toBe(true);
    for (const slug of ['test', 'demo', 'nur-test', 'DEMO']) expect(isTestClient({ isTest: false, slug })).toBe(true);
    expect(isTestClient({ isTest: false, slug: 'testcenter' })).toBe(false);
  });

  it('names the same channels as the table', () => {
    expectTypeOf<ReportingChannel>().toEqualTypeOf<StoredChannel>();
  });
});
