// Mailing the ready client reports (spec 6.1 CLIENT_REPORT_AVAILABLE), each with a share link of its own run
// (see client-reports.ts for the decisions).
import { type AccountServices, nowOf } from '../accounts/account-services';
import { renderMail } from '../mail/templates';
import { firstDay, requireMonth, requireUuid } from './report-arguments';
import { createReportShareLink, type ReportShareLink, reportSharePath } from './report-share-links';

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
