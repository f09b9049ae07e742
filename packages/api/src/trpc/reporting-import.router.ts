import { z } from 'zod';
import {
  REPORTING_IMPORT_RULE,
  type ReportingImportDeps,
  reportingExecute,
  reportingPreview,
  reportingRun,
  reportingRuns,
} from '../imports/reporting-import.routes';
import { principalOf, router, ruledProcedure, type TrpcContext } from './init';

// The tRPC twins of the reporting import routes (spec 4.8): the same rule (SUPER_ADMIN) and the same functions,
// so the same answers: `preview`, `run` and `runs` answer what the REST routes carry in `data`; `execute` answers
// the REST body itself (`{ success, data }` for a dry run, `{ success, runId, data }` for a queued run). Upstream
// failures are BAD_GATEWAY (not configured: SERVICE_UNAVAILABLE) with the upstream's code in `data.appCode`.

const reportingDeps = (ctx: TrpcContext): ReportingImportDeps => ({
  db: ctx.services.db,
  reportingExport: ctx.reportingExport,
  jobs: ctx.jobs,
});

export const reportingImportRouter = router({
  preview: ruledProcedure(REPORTING_IMPORT_RULE).query(({ ctx }) => reportingPreview(reportingDeps(ctx))),
  // strict: a mistyped flag must not start a real import
  execute: ruledProcedure(REPORTING_IMPORT_RULE)
    .input(z.strictObject({ dryRun: z.boolean().optional(), skipTestClients: z.boolean().optional() }))
    .mutation(
      async ({ ctx, input }) => (await reportingExecute(reportingDeps(ctx), input, principalOf(ctx).userId)).body,
    ),
  run: ruledProcedure(REPORTING_IMPORT_RULE)
    .input(z.object({ runId: z.uuid() }))
    .query(({ ctx, input }) => reportingRun(reportingDeps(ctx), input.runId)),
  runs: ruledProcedure(REPORTING_IMPORT_RULE).query(({ ctx }) => reportingRuns(reportingDeps(ctx))),
});
