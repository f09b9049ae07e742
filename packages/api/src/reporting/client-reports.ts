import type { AccountServices } from '@center-platform/core/accounts';
import { isReportingMonth, prepareMonthlyReports, sendReadyReports } from '@center-platform/core/reporting';
import { ApiError } from '../http/errors';

// Spec 4.8, 6.1: sending a center's client report of a month now, as the REST route and the tRPC procedure both
// answer it.

/**
 * Prepares the report of the month and mails it to the center's recipients now (the manual twin of the
 * `client-reports` job); `resend` mails a sent report again with a new link. 400 for a month that is not YYYY-MM;
 * 404 NO_REPORTING_DATA; 409 REPORT_ALREADY_SENT, NO_REPORT_RECIPIENTS or REPORT_BEING_SENT; 502 REPORT_MAIL_FAILED.
 */
export async function sendClientReport(services: AccountServices, centerId: string, month: string, resend: boolean) {
  if (!isReportingMonth(month)) throw new ApiError(400, 'INVALID_REQUEST', 'param.month: expected YYYY-MM');
  const prepared = await prepareMonthlyReports(services.db, month, { centerId });
  if (!prepared.reports.length) {
    throw new ApiError(404, 'NO_REPORTING_DATA', 'This center has no reporting data for this month.');
  }
  const { reports } = await sendReadyReports(services, { centerId, month, resend });
  const outcome = reports[0];
  if (!outcome) {
    throw new ApiError(409, 'REPORT_ALREADY_SENT', 'This report has been sent; add ?resend=1 to send it again.');
  }
  if (outcome.status === 'no_recipients') {
    throw new ApiError(409, 'NO_REPORT_RECIPIENTS', 'The center has no report recipients; the report stays ready.');
  }
  if (outcome.status === 'skipped') {
    throw new ApiError(409, 'REPORT_BEING_SENT', 'This report is being sent by another run right now.');
  }
  if (outcome.status === 'failed') {
    throw new ApiError(
      502,
      'REPORT_MAIL_FAILED',
      'The report could not be mailed to every recipient; it stays ready for the next run.',
    );
  }
  const { reportId, linkId, expiresAt, recipients } = outcome;
  return { reportId, month, status: outcome.status, recipients, linkId, expiresAt };
}
