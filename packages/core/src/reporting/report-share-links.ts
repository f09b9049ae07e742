// The share links of a client report (see client-reports.ts for the decisions) and the report a link opens.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken } from '../accounts/one-time-tokens';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import {
  addReportingMonths,
  type ClientReportingChannelResult,
  type LiveReportingSources,
  readClientReporting,
} from './client-reporting';
import { requireUuid } from './report-arguments';

/** Days a share link of a report mail stays valid. */
export const REPORT_SHARE_LINK_DAYS = 90;
/** The longest validity a share link may be given. */
export const MAX_REPORT_SHARE_LINK_DAYS = 365;
/** Months before the report month a shared report includes (for the charts). */
export const SHARED_REPORT_HISTORY_MONTHS = 12;
/** The page of a share link (the dashboard renders it without sign-in from `GET /api/report-share/{token}`). */
export const REPORT_SHARE_PAGE = '/reports';

export type ShareLinkFailureCode = 'SHARE_LINK_UNKNOWN' | 'SHARE_LINK_REVOKED' | 'SHARE_LINK_EXPIRED';

const DAY = 24 * 60 * 60 * 1000;
const TOKEN = /^[\w-]{20,100}$/;

/** The link of a share token, on this platform (a path; the mail makes it absolute with the base URL). */
export const reportSharePath = (token: string) => `${REPORT_SHARE_PAGE}/${encodeURIComponent(token)}`;

export interface ReportShareLink {
  id: string;
  reportId: string;
  /** the token to put in the link: it exists only here and in the link, the database keeps its hash */
  token: string;
  expiresAt: Date;
}

/** Creates a share link of a report (only the token's hash is stored). */
export async function createReportShareLink(
  db: Kysely<Database>,
  reportId: string,
  options: { expiresInDays?: number; now?: Date } = {},
): Promise<ReportShareLink> {
  requireUuid(reportId, 'reportId');
  const days = options.expiresInDays ?? REPORT_SHARE_LINK_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > MAX_REPORT_SHARE_LINK_DAYS) {
    throw new DomainError(
      'invalid',
      'INVALID_EXPIRY',
      `expiresInDays must be a whole number from 1 to ${MAX_REPORT_SHARE_LINK_DAYS}.`,
    );
  }
  const report = await db.selectFrom('clientReports').select('id').where('id', '=', reportId).executeTakeFirst();
  if (!report) throw new DomainError('not_found', 'REPORT_NOT_FOUND', 'No such client report.');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date((options.now ?? new Date()).getTime() + days * DAY);
  const row = await db
    .insertInto('reportShareLinks')
    .values({ clientReportId: reportId, tokenHash: hashToken(token), expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, reportId, token, expiresAt };
}

/**
 * Revokes a share link (idempotent: a revoked link keeps its first revocation time). With `centerIds`, only a
 * link of those centers' reports: another center's link is NOT_FOUND, as an unknown one.
 */
export async function revokeReportShareLink(
  db: Kysely<Database>,
  linkId: string,
  options: { centerIds?: readonly string[]; now?: Date } = {},
): Promise<{ id: string; revokedAt: Date }> {
  requireUuid(linkId, 'linkId');
  const link = await db
    .selectFrom('reportShareLinks as l')
    .innerJoin('clientReports as r', 'r.id', 'l.clientReportId')
    .select(['l.id', 'l.revokedAt', 'r.centerId'])
    .where('l.id', '=', linkId)
    .executeTakeFirst();
  if (!link || (options.centerIds !== undefined && !options.centerIds.includes(link.centerId))) {
    throw new DomainError('not_found', 'SHARE_LINK_NOT_FOUND', 'No such share link in this center.');
  }
  if (link.revokedAt) return { id: link.id, revokedAt: link.revokedAt };
  const revoked = await db
    .updateTable('reportShareLinks')
    .set({ revokedAt: options.now ?? new Date() })
    .where('id', '=', linkId)
    .where('revokedAt', 'is', null)
    .returning('revokedAt')
    .executeTakeFirst();
  if (revoked?.revokedAt) return { id: link.id, revokedAt: revoked.revokedAt };
  // revoked in the meantime by someone else: their time stands
  const current = await db
    .selectFrom('reportShareLinks')
    .select('revokedAt')
    .where('id', '=', linkId)
    .executeTakeFirstOrThrow();
  return { id: link.id, revokedAt: current.revokedAt ?? new Date() };
}

/** What a share link shows: whitelisted, nothing else of the platform. */
export interface SharedReport {
  centerName: string;
  /** the report month, 'YYYY-MM' */
  month: string;
  /** the months the channels cover: the report month and the 12 before it */
  from: string;
  to: string;
  expiresAt: Date;
  channels: ClientReportingChannelResult[];
}

/** The report a share token opens, or a DomainError naming why not (unknown, revoked, expired). */
export async function readSharedReport(
  db: Kysely<Database>,
  token: string,
  options: { now?: Date; live?: LiveReportingSources } = {},
): Promise<SharedReport> {
  const unknown = () => new DomainError('not_found', 'SHARE_LINK_UNKNOWN', 'This report link is not valid.');
  if (typeof token !== 'string' || !TOKEN.test(token)) throw unknown();
  const link = await db
    .selectFrom('reportShareLinks as l')
    .innerJoin('clientReports as r', 'r.id', 'l.clientReportId')
    .innerJoin('centers as c', 'c.id', 'r.centerId')
    .select(['l.expiresAt', 'l.revokedAt', 'r.centerId', 'r.month', 'c.name as centerName'])
    .where('l.tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!link) throw unknown();
  if (link.revokedAt) {
    throw new DomainError('not_found', 'SHARE_LINK_REVOKED', 'This report link has been withdrawn.');
  }
  if (link.expiresAt <= (options.now ?? new Date())) {
    throw new DomainError('not_found', 'SHARE_LINK_EXPIRED', 'This report link has expired.');
  }
  const month = String(link.month).slice(0, 7);
  const reporting = await readClientReporting(
    db,
    link.centerId,
    { from: addReportingMonths(month, -SHARED_REPORT_HISTORY_MONTHS), to: month },
    options.live,
  );
  return {
    centerName: link.centerName,
    month,
    from: reporting.from,
    to: reporting.to,
    expiresAt: link.expiresAt,
    // field by field: a field added to the reporting later is not shared until it is named here
    channels: reporting.channels.map((channel) => ({
      channel: channel.channel,
      label: channel.label,
      source: channel.source,
      historyOnly: channel.historyOnly,
      months: channel.months.map((m) => ({
        month: m.month,
        metrics: m.metrics,
        source: m.source,
        badge: m.badge,
        ...(m.terms ? { terms: m.terms } : {}),
      })),
    })),
  };
}
