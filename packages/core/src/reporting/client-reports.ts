// Monthly client reports (spec 4.8, 6.1 CLIENT_REPORT_AVAILABLE, 5): a report per center and month, mailed to
// the center's external recipients (`center_secrets.report_recipients`) as a read-only share link.
//
// Decisions:
// - A report exists for every center with history snapshots (or live data, when live sources are given) in the
//   month; preparing is idempotent (one row per center and month; a `pending` row becomes `ready`, a `sent`
//   one stays sent).
// - Sending claims a ready report first (`ready` -> `sent` in one conditional update), so two overlapping runs
//   (the monthly job and a manual send) never mail the same report twice. Then one share link is made for the
//   run, and every recipient gets a mail of their own (recipients do not see each other). When every mail went
//   out the report stays `sent`; when any failed, the claim is given back (`ready`) and the next run mails every
//   recipient again with a new link (those whose mail went out get a second one; the first link stays valid).
//   A link that reached nobody is deleted. A center without recipients keeps its report `ready`.
// - Share links: 256 random bits as base64url; only the SHA-256 (`hashToken`, as for the account links) is
//   stored. They expire after REPORT_SHARE_LINK_DAYS (90) days: long enough for a quarter's look back, short
//   enough that a forwarded mail does not open the report for ever. A link can be revoked.
// - A shared report shows the center's name, the month and the client reporting of that month and the 12 months
//   before it (for the charts): nothing after the report month, no ids, no settings, no recipients. A token
//   answers only its own report: there is no parameter naming a center or a month.
// - A presented token is unknown, revoked or expired (DomainError 'not_found' with the codes SHARE_LINK_UNKNOWN,
//   SHARE_LINK_REVOKED, SHARE_LINK_EXPIRED; a revoked link that also expired counts as revoked). The HTTP layer
//   answers 404 for the first two and 410 for the last.
//
// The share links and the shared report: report-share-links.ts; sending: send-client-reports.ts.
import type { Kysely } from 'kysely';
import { type AccountServices, nowOf } from '../accounts/account-services';
import type { Database } from '../db/schema';
import {
  addReportingMonths,
  type LiveReportingSources,
  NO_LIVE_REPORTING_SOURCES,
  reportingMonthOf,
} from './client-reporting';
import { firstDay, requireMonth, requireUuid } from './report-arguments';
import { type SendReadyReportsResult, sendReadyReports } from './send-client-reports';

// ---------------------------------------------------------------- preparing

export interface PreparedReport {
  id: string;
  centerId: string;
  month: string;
  status: 'pending' | 'ready' | 'sent';
}

export interface PrepareMonthlyReportsResult {
  month: string;
  /** reports created by this call (the others existed already) */
  created: number;
  /** the reports of the month of every center with data, whatever their status */
  reports: PreparedReport[];
}

export interface PrepareMonthlyReportsOptions {
  /** only this center */
  centerId?: string;
  /** live sources: a center with live data in the month gets a report too (default: none) */
  live?: LiveReportingSources;
  now?: Date;
}

/** Creates the `ready` report of the month for every center with reporting data in it; idempotent. */
export async function prepareMonthlyReports(
  db: Kysely<Database>,
  month: string,
  options: PrepareMonthlyReportsOptions = {},
): Promise<PrepareMonthlyReportsResult> {
  requireMonth(month);
  if (options.centerId !== undefined) requireUuid(options.centerId, 'centerId');
  const now = options.now ?? new Date();
  const live = options.live ?? NO_LIVE_REPORTING_SOURCES;

  let withHistory = db
    .selectFrom('reportingChannelSnapshots')
    .select('centerId')
    .distinct()
    .where('month', '=', firstDay(month));
  if (options.centerId) withHistory = withHistory.where('centerId', '=', options.centerId);
  const centerIds = new Set((await withHistory.execute()).map((row) => row.centerId));

  const sources = Object.values(live).filter((source) => typeof source === 'function');
  if (sources.length) {
    let others = db.selectFrom('centers').select('id').orderBy('id');
    if (options.centerId) others = others.where('id', '=', options.centerId);
    for (const { id } of await others.execute()) {
      if (centerIds.has(id)) continue;
      for (const source of sources) {
        if ((await source(db, id, [month])).has(month)) {
          centerIds.add(id);
          break;
        }
      }
    }
  }
  if (!centerIds.size) return { month, created: 0, reports: [] };

  const ids = [...centerIds];
  const created = await db
    .insertInto('clientReports')
    .values(ids.map((centerId) => ({ centerId, month: firstDay(month), status: 'ready' as const, readyAt: now })))
    .onConflict((oc) => oc.columns(['centerId', 'month']).doNothing())
    .returning('id')
    .execute();
  await db
    .updateTable('clientReports')
    .set({ status: 'ready', readyAt: now })
    .where('month', '=', firstDay(month))
    .where('centerId', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
  const reports = await db
    .selectFrom('clientReports')
    .select(['id', 'centerId', 'month', 'status'])
    .where('month', '=', firstDay(month))
    .where('centerId', 'in', ids)
    .orderBy('centerId')
    .execute();
  return {
    month,
    created: created.length,
    reports: reports.map((r) => ({ ...r, month: String(r.month).slice(0, 7) })),
  };
}

export interface ClientReportSummary {
  id: string;
  month: string;
  status: 'pending' | 'ready' | 'sent';
  readyAt: Date | null;
  sentAt: Date | null;
  /** the share links (never their tokens), newest first */
  links: { id: string; createdAt: Date; expiresAt: Date; revokedAt: Date | null }[];
}

/** The reports of a center, newest month first, with their share links (for revoking). */
export async function listClientReports(
  db: Kysely<Database>,
  centerId: string,
  options: { limit?: number } = {},
): Promise<ClientReportSummary[]> {
  requireUuid(centerId, 'centerId');
  const reports = await db
    .selectFrom('clientReports')
    .select(['id', 'month', 'status', 'readyAt', 'sentAt'])
    .where('centerId', '=', centerId)
    .orderBy('month', 'desc')
    .limit(Math.min(Math.max(options.limit ?? 60, 1), 240))
    .execute();
  if (!reports.length) return [];
  const links = await db
    .selectFrom('reportShareLinks')
    .select(['id', 'clientReportId', 'createdAt', 'expiresAt', 'revokedAt'])
    .where(
      'clientReportId',
      'in',
      reports.map((r) => r.id),
    )
    .orderBy('createdAt', 'desc')
    .execute();
  return reports.map((report) => ({
    id: report.id,
    month: String(report.month).slice(0, 7),
    status: report.status,
    readyAt: report.readyAt,
    sentAt: report.sentAt,
    links: links
      .filter((l) => l.clientReportId === report.id)
      .map(({ id, createdAt, expiresAt, revokedAt }) => ({ id, createdAt, expiresAt, revokedAt })),
  }));
}

// ---------------------------------------------------------------- the monthly run

/** The month before the month of an instant (UTC), 'YYYY-MM'. */
export function previousReportingMonth(now: Date): string {
  return addReportingMonths(reportingMonthOf(now), -1);
}

export interface MonthlyClientReportsResult {
  month: string;
  prepared: { created: number; reports: number };
  sent: SendReadyReportsResult;
}

/**
 * The `client-reports` job: prepares the reports of the given month (default: the month before now, the month
 * that just closed) and sends every ready report (also those of earlier months that could not be sent before).
 */
export async function runMonthlyClientReports(
  services: AccountServices,
  options: { month?: string; now?: Date; live?: LiveReportingSources } = {},
): Promise<MonthlyClientReportsResult> {
  const now = options.now ?? nowOf(services);
  const month = options.month ?? previousReportingMonth(now);
  const prepared = await prepareMonthlyReports(services.db, month, {
    now,
    ...(options.live ? { live: options.live } : {}),
  });
  const sent = await sendReadyReports(services, { now });
  return { month, prepared: { created: prepared.created, reports: prepared.reports.length }, sent };
}
