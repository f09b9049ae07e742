import {
  getReportRecipients,
  listClientReports,
  ReportingRange,
  readClientReporting,
  revokeReportShareLink,
  SendClientReportInput,
  SetReportRecipientsInput,
  setReportRecipients,
} from '@center-platform/core/reporting';
import { z } from 'zod';
import { router, ruledProcedure } from '../trpc/init';
import { sendClientReport } from './client-reports';
import { REPORTING_RULES } from './rules';

const center = { centerId: z.uuid() };

/**
 * Spec 4.8, 6.1: the client reporting of a center (the twin of `GET /api/centers/{centerId}/reporting`) and its
 * monthly client reports (the twins of the `.../client-reports` routes: the same rules and functions).
 */
export const clientReportingRouter = router({
  read: ruledProcedure(REPORTING_RULES.read)
    .input(ReportingRange.extend(center))
    .query(({ ctx, input: { centerId, ...range } }) => readClientReporting(ctx.services.db, centerId, range)),
  reports: ruledProcedure(REPORTING_RULES.manageReports)
    .input(z.object(center))
    .query(({ ctx, input }) => listClientReports(ctx.services.db, input.centerId)),
  recipients: ruledProcedure(REPORTING_RULES.manageReports)
    .input(z.object(center))
    .query(({ ctx, input }) => getReportRecipients(ctx.services.db, input.centerId)),
  setRecipients: ruledProcedure(REPORTING_RULES.manageReports)
    .input(SetReportRecipientsInput.extend(center))
    .mutation(({ ctx, input }) => setReportRecipients(ctx.services.db, input.centerId, input.recipients)),
  send: ruledProcedure(REPORTING_RULES.manageReports)
    .input(SendClientReportInput.extend(center))
    .mutation(({ ctx, input }) => sendClientReport(ctx.services, input.centerId, input.month, input.resend)),
  revokeLink: ruledProcedure(REPORTING_RULES.manageReports)
    .input(z.object({ ...center, linkId: z.uuid() }))
    .mutation(({ ctx, input }) =>
      revokeReportShareLink(ctx.services.db, input.linkId, { centerIds: [input.centerId] }),
    ),
});
