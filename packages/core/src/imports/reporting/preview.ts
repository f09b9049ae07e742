import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isTestClient, MATCH_RULES, type MatchRule, matchClients } from './match-clients';
import { REPORTING_CHANNELS, type ReportingChannel, type ReportingExportClient } from './reporting-client';

// The preview of a reporting import (spec 4.8 `GET /api/reporting-import/preview`): the match index only (one
// request, no client exports), every client matched against the platform's centers. Writes nothing.

export interface ReportingPreviewRow {
  legacyClientId: string;
  name: string;
  slug: string;
  city: string | null;
  /** flagged `isTest` by the reporting system, or a test slug (`test`, `demo`, `nur-test`) */
  isTest: boolean;
  /** rows per channel as the match index states them */
  counts: Record<ReportingChannel, number>;
  match: { centerId: string; centerName: string; centerSlug: string; rule: MatchRule } | null;
}

export interface ReportingPreview {
  summary: {
    /** every client of the index, test clients included */
    clients: number;
    /** clients matched to a center (test clients included) */
    matched: number;
    unmatched: number;
    /** clients flagged `isTest` or with a test slug (`test`, `demo`, `nur-test`), matched or not */
    testClients: number;
    /** channel rows of the matched clients that are not test clients: what a default execute fetches */
    rows: number;
    /** matched clients per rule (every rule present) */
    byRule: Record<MatchRule, number>;
  };
  rows: ReportingPreviewRow[];
}

export interface ReportingCenter {
  id: string;
  name: string;
  slug: string;
  city: string | null;
  reportingDashboardClientId: string | null;
}

/** Every center of the platform with the fields matching reads. */
export function loadReportingCenters(db: Kysely<Database>): Promise<ReportingCenter[]> {
  return db
    .selectFrom('centers')
    .select(['id', 'name', 'slug', 'city', 'reportingDashboardClientId'])
    .orderBy('id')
    .execute();
}

export const emptyByRule = (): Record<MatchRule, number> =>
  Object.fromEntries(MATCH_RULES.map((rule) => [rule, 0])) as Record<MatchRule, number>;

export async function previewReportingImport(
  db: Kysely<Database>,
  client: ReportingExportClient,
): Promise<ReportingPreview> {
  const index = await client.matchIndex();
  const centers = await loadReportingCenters(db);
  const matches = matchClients(index, centers);
  const centerById = new Map(centers.map((center) => [center.id, center]));
  const summary: ReportingPreview['summary'] = {
    clients: index.length,
    matched: 0,
    unmatched: 0,
    testClients: 0,
    rows: 0,
    byRule: emptyByRule(),
  };
  const rows = index.map((entry): ReportingPreviewRow => {
    const isTest = isTestClient(entry);
    if (isTest) summary.testClients++;
    const found = matches.get(entry.legacyClientId);
    const center = found ? centerById.get(found.centerId) : undefined;
    let match: ReportingPreviewRow['match'] = null;
    if (found && center) {
      match = { centerId: center.id, centerName: center.name, centerSlug: center.slug, rule: found.rule };
      summary.matched++;
      summary.byRule[found.rule]++;
      if (!isTest) for (const channel of REPORTING_CHANNELS) summary.rows += entry.counts[channel];
    } else summary.unmatched++;
    return {
      legacyClientId: entry.legacyClientId,
      name: entry.name,
      slug: entry.slug,
      city: entry.city,
      isTest,
      counts: { ...entry.counts },
      match,
    };
  });
  return { summary, rows };
}
