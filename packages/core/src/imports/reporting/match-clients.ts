import type { ReportingClientIndex } from './reporting-client';

// Matching reporting clients to centers (spec 4.8). The rules are tried in this order and the first rule that
// finds a center wins. Every rule matches only when it finds exactly one center; a rule that finds several is
// passed over and the next rule is tried (the slug prefix rule takes the longest center slug, which is unique).

export type MatchRule =
  | 'cockpitCenterId'
  | 'exactSlug'
  | 'compactSlug'
  | 'slugPrefix'
  | 'nameAndCity'
  | 'exactName'
  | 'namePrefix';

export const MATCH_RULES: readonly MatchRule[] = [
  'cockpitCenterId',
  'exactSlug',
  'compactSlug',
  'slugPrefix',
  'nameAndCity',
  'exactName',
  'namePrefix',
];

export interface MatchableCenter {
  id: string;
  name: string;
  slug: string;
  city: string | null;
}

/** Lower case without accents (NFKD, combining marks removed), ß as ss, inner whitespace as one space. */
export function normalizeName(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

const normalizeSlug = (value: string) => value.trim().toLowerCase();
/** The slug with every character that is not a letter or digit removed. */
const compactSlug = (value: string) => normalizeSlug(value).replace(/[^\p{L}\p{N}]/gu, '');

/** Test clients (spec 4.8): flagged by the reporting system, or one of the test slugs. */
export const TEST_CLIENT_SLUGS: readonly string[] = ['test', 'demo', 'nur-test'];
export const isTestClient = (client: Pick<ReportingClientIndex, 'isTest' | 'slug'>) =>
  client.isTest || TEST_CLIENT_SLUGS.includes(normalizeSlug(client.slug));

function groupBy(centers: MatchableCenter[], key: (center: MatchableCenter) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const center of centers) {
    const value = key(center);
    if (!value) continue;
    const group = groups.get(value);
    if (group) group.push(center.id);
    else groups.set(value, [center.id]);
  }
  return groups;
}

/** The one center of a group; none when the group is missing or holds several. */
const single = (group: string[] | undefined) => (group?.length === 1 ? group[0] : undefined);

/** legacyClientId -> the matched center and the rule that found it; unmatched clients are not in the map. */
export function matchClients(
  clients: ReportingClientIndex[],
  centers: MatchableCenter[],
): Map<string, { centerId: string; rule: MatchRule }> {
  const byId = new Map(centers.map((center) => [center.id.toLowerCase(), center.id]));
  const bySlug = groupBy(centers, (center) => normalizeSlug(center.slug));
  const byCompactSlug = groupBy(centers, (center) => compactSlug(center.slug));
  const normalized = centers.map((center) => ({
    id: center.id,
    name: normalizeName(center.name),
    city: normalizeName(center.city),
  }));
  const byNameAndCity = new Map<string, string[]>();
  const byName = new Map<string, string[]>();
  for (const center of normalized) {
    if (!center.name) continue;
    const add = (map: Map<string, string[]>, key: string) => {
      const group = map.get(key);
      if (group) group.push(center.id);
      else map.set(key, [center.id]);
    };
    add(byName, center.name);
    if (center.city) add(byNameAndCity, `${center.name}\n${center.city}`);
  }

  const find = (client: ReportingClientIndex): { centerId: string; rule: MatchRule } | null => {
    const cockpit = client.cockpitCenterId?.trim().toLowerCase();
    const viaCockpit = cockpit ? byId.get(cockpit) : undefined;
    if (viaCockpit) return { centerId: viaCockpit, rule: 'cockpitCenterId' };

    const slug = normalizeSlug(client.slug);
    const viaSlug = slug ? single(bySlug.get(slug)) : undefined;
    if (viaSlug) return { centerId: viaSlug, rule: 'exactSlug' };

    const compact = compactSlug(client.slug);
    const viaCompact = compact ? single(byCompactSlug.get(compact)) : undefined;
    if (viaCompact) return { centerId: viaCompact, rule: 'compactSlug' };

    // the longest center slug that the client slug starts with, followed by '-'
    for (let cut = slug.lastIndexOf('-'); cut > 0; cut = slug.lastIndexOf('-', cut - 1)) {
      const viaPrefix = single(bySlug.get(slug.slice(0, cut)));
      if (viaPrefix) return { centerId: viaPrefix, rule: 'slugPrefix' };
    }

    const name = normalizeName(client.name);
    if (!name) return null;
    const city = normalizeName(client.city);
    const viaNameAndCity = city ? single(byNameAndCity.get(`${name}\n${city}`)) : undefined;
    if (viaNameAndCity) return { centerId: viaNameAndCity, rule: 'nameAndCity' };

    const viaName = single(byName.get(name));
    if (viaName) return { centerId: viaName, rule: 'exactName' };

    const prefix = `${name} `;
    const candidates = normalized.filter((center) => center.name.startsWith(prefix));
    const viaNamePrefix = candidates.length === 1 ? candidates[0] : undefined;
    if (viaNamePrefix) return { centerId: viaNamePrefix.id, rule: 'namePrefix' };
    return null;
  };

  const matches = new Map<string, { centerId: string; rule: MatchRule }>();
  for (const client of clients) {
    const match = find(client);
    if (match) matches.set(client.legacyClientId, match);
  }
  return matches;
}
