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
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type AccountServices, nowOf } from '../accounts/account-services';
import { hashToken } from '../accounts/one-time-tokens';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { renderMail } from '../mail/templates';
import {
  addReportingMonths,
  type ClientReportingChannelResult,
  isReportingMonth,
  type LiveReportingSources,
  NO_LIVE_REPORTING_SOURCES,
  readClientReporting,
  reportingMonthOf,
} from './client-reporting';

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
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requireMonth(month: unknown): string {
  if (!isReportingMonth(month)) throw new DomainError('invalid', 'INVALID_MONTH', 'month must be a month as YYYY-MM.');
  return month;
}

function requireUuid(value: string, what: string): void {
  if (!UUID.test(value)) throw new DomainError('invalid', 'INVALID_ID', `${what} must be a uuid.`);
}

const firstDay = (month: string) => `${month}-01`;

/** The link of a share token, on this platform (a path; the mail makes it absolute with the base URL). */
export const reportSharePath = (token: string) => `${REPORT_SHARE_PAGE}/${encodeURIComponent(token)}`;

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

// ---------------------------------------------------------------- share links

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
 * Revokes a share link (idempotent: a revoked link keeps its first revocation time). With `centerId`, only a
 * link of that center's reports: another center's link is NOT_FOUND, as an unknown one.
 */
export async function revokeReportShareLink(
  db: Kysely<Database>,
  linkId: string,
  options: { centerId?: string; now?: Date } = {},
): Promise<{ id: string; revokedAt: Date }> {
  requireUuid(linkId, 'linkId');
  const link = await db
    .selectFrom('reportShareLinks as l')
    .innerJoin('clientReports as r', 'r.id', 'l.clientReportId')
    .select(['l.id', 'l.revokedAt', 'r.centerId'])
    .where('l.id', '=', linkId)
    .executeTakeFirst();
  if (!link || (options.centerId !== undefined && link.centerId !== options.centerId)) {
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

// ---------------------------------------------------------------- the shared report

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

// ---------------------------------------------------------------- sending

export interface ReportSendOutcome {
  reportId: string;
  centerId: string;
  month: string;
  /** sent: every recipient got the mail; no_recipients: nothing sent, still ready; failed: still ready */
  status: 'sent' | 'no_recipients' | 'failed' | 'skipped';
  /** the number of recipients mailed (or attempted) */
  recipients: number;
  /** the share link of this run (absent when none was made or it reached nobody) */
  linkId?: string;
  expiresAt?: Date;
  /** why mails failed (provider messages, no addresses) */
  errors?: string[];
}

export interface SendReadyReportsResult {
  sent: number;
  failed: number;
  withoutRecipients: number;
  reports: ReportSendOutcome[];
}

export interface SendReadyReportsOptions {
  now?: Date;
  /** only the reports of this center */
  centerId?: string;
  /** only the reports of this month ('YYYY-MM') */
  month?: string;
  /** also send reports already sent (a manual resend: a new link, mailed to every recipient) */
  resend?: boolean;
  /** validity of the links of this run (default REPORT_SHARE_LINK_DAYS) */
  expiresInDays?: number;
}

/** The recipients of a center: trimmed, without empties and duplicates (case-insensitive). */
function recipientList(addresses: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of addresses ?? []) {
    const address = raw.trim();
    if (!address || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    out.push(address);
  }
  return out;
}

/**
 * Mails every ready, unsent report (spec 6.1 CLIENT_REPORT_AVAILABLE) to its center's report recipients with a
 * new share link, and marks it sent. Never throws for a delivery problem: the outcome of each report says it.
 */
export async function sendReadyReports(
  services: AccountServices,
  options: SendReadyReportsOptions = {},
): Promise<SendReadyReportsResult> {
  const { db, logger } = services;
  const now = options.now ?? nowOf(services);
  if (options.centerId !== undefined) requireUuid(options.centerId, 'centerId');
  if (options.month !== undefined) requireMonth(options.month);

  let query = db
    .selectFrom('clientReports as r')
    .innerJoin('centers as c', 'c.id', 'r.centerId')
    .leftJoin('centerSecrets as s', 's.centerId', 'r.centerId')
    .select(['r.id', 'r.centerId', 'r.month', 'r.status', 'r.sentAt', 'c.name as centerName', 's.reportRecipients'])
    .where('r.status', 'in', options.resend ? ['ready', 'sent'] : ['ready'])
    .orderBy('r.month')
    .orderBy('r.centerId');
  if (options.centerId) query = query.where('r.centerId', '=', options.centerId);
  if (options.month) query = query.where('r.month', '=', firstDay(options.month));
  const reports = await query.execute();

  const result: SendReadyReportsResult = { sent: 0, failed: 0, withoutRecipients: 0, reports: [] };
  for (const report of reports) {
    const month = String(report.month).slice(0, 7);
    const base = { reportId: report.id, centerId: report.centerId, month };
    const recipients = recipientList(report.reportRecipients);
    if (!recipients.length) {
      result.withoutRecipients++;
      result.reports.push({ ...base, status: 'no_recipients', recipients: 0 });
      continue;
    }
    // the claim: of two overlapping runs only one gets the report
    const claimed = await db
      .updateTable('clientReports')
      .set({ status: 'sent', sentAt: now })
      .where('id', '=', report.id)
      .where('status', '=', report.status)
      .where((eb) => (report.sentAt ? eb('sentAt', '=', report.sentAt) : eb('sentAt', 'is', null)))
      .returning('id')
      .executeTakeFirst();
    if (!claimed) {
      result.reports.push({ ...base, status: 'skipped', recipients: recipients.length });
      continue;
    }

    let link: ReportShareLink | undefined;
    const errors: string[] = [];
    let delivered = 0;
    try {
      link = await createReportShareLink(db, report.id, {
        now,
        ...(options.expiresInDays !== undefined ? { expiresInDays: options.expiresInDays } : {}),
      });
      const rendered = renderMail(
        {
          templateId: 'CLIENT_REPORT_AVAILABLE',
          recipientName: null,
          centerName: report.centerName,
          reportMonth: month,
          shareUrl: reportSharePath(link.token),
          shareExpiresAt: link.expiresAt,
        },
        { baseUrl: services.baseUrl },
      );
      for (const to of recipients) {
        const sent = await services.mailer.send({ to, rendered, centerId: report.centerId });
        if (sent.ok) delivered++;
        else errors.push(sent.error);
      }
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
      logger?.error({ err: error, reportId: report.id }, 'client report could not be sent');
    }

    if (!errors.length && link) {
      result.sent++;
      result.reports.push({
        ...base,
        status: 'sent',
        recipients: recipients.length,
        linkId: link.id,
        expiresAt: link.expiresAt,
      });
      continue;
    }
    // give the claim back: the next run sends again
    await db
      .updateTable('clientReports')
      .set({ status: report.status, sentAt: report.sentAt })
      .where('id', '=', report.id)
      .where('status', '=', 'sent')
      .where('sentAt', '=', now)
      .execute();
    if (link && delivered === 0) await db.deleteFrom('reportShareLinks').where('id', '=', link.id).execute();
    result.failed++;
    logger?.warn({ reportId: report.id, delivered, failed: errors.length }, 'client report mail not sent');
    result.reports.push({
      ...base,
      status: 'failed',
      recipients: recipients.length,
      ...(link && delivered > 0 ? { linkId: link.id, expiresAt: link.expiresAt } : {}),
      errors,
    });
  }
  if (reports.length) {
    logger?.info(
      { sent: result.sent, failed: result.failed, withoutRecipients: result.withoutRecipients },
      'client reports sent',
    );
  }
  return result;
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
