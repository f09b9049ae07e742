import { ReportingRange, readClientReporting } from '@center-platform/core/reporting';
import { z } from 'zod';
import { router, ruledProcedure } from '../trpc/init';
import { REPORTING_RULES } from './rules';

/** Spec 4.8: the client reporting of a center (the twin of `GET /api/centers/{centerId}/reporting`). */
export const clientReportingRouter = router({
  read: ruledProcedure(REPORTING_RULES.read)
    .input(ReportingRange.extend({ centerId: z.uuid() }))
    .query(({ ctx, input: { centerId, ...range } }) => readClientReporting(ctx.services.db, centerId, range)),
});
