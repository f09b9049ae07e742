import { readClientReporting } from '@center-platform/core';
import { z } from 'zod';
import { REPORTING_RULES } from '../reporting/rules';
import { router, ruledProcedure } from './init';

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use YYYY-MM.');

/** Spec 4.8: the client reporting of a center (the twin of `GET /api/centers/{centerId}/reporting`). */
export const clientReportingRouter = router({
  read: ruledProcedure(REPORTING_RULES.read)
    .input(z.object({ centerId: z.uuid(), from: month, to: month }))
    .query(({ ctx, input }) =>
      readClientReporting(ctx.services.db, input.centerId, { from: input.from, to: input.to }),
    ),
});
