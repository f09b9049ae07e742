import { RequestReportingExecuteInput, ResumeImportRunInput } from '@center-platform/core/imports';
import { z } from 'zod';
import { actorOf } from '../auth/actor';
import { router, ruledProcedure, type TrpcContext } from '../trpc/init';
import { reportingExecute, reportingPreview, reportingRun, reportingRuns } from './reporting-import';
import { resumeRun } from './resume';
import { IMPORT_RULE } from './rules';

// The tRPC twins of the reporting import routes (spec 4.8): the same rule (SUPER_ADMIN) and the same functions,
// so the same answers: `preview`, `run` and `runs` answer what the REST routes carry in `data`; `execute` answers
// the REST body itself (`{ success, data }` for a dry run, `{ success, runId, data }` for a queued run). Upstream
// failures are BAD_GATEWAY (not configured: SERVICE_UNAVAILABLE) with the upstream's code in `data.appCode`.

const reportingDeps = (ctx: TrpcContext) => ({
  db: ctx.services.db,
  reportingExport: ctx.reportingExport,
  jobs: ctx.jobs,
});

export const reportingImportRouter = router({
  preview: ruledProcedure(IMPORT_RULE).query(({ ctx }) => reportingPreview(reportingDeps(ctx))),
  execute: ruledProcedure(IMPORT_RULE)
    .input(RequestReportingExecuteInput)
    .mutation(async ({ ctx, input }) => (await reportingExecute(reportingDeps(ctx), input, actorOf(ctx).userId)).body),
  run: ruledProcedure(IMPORT_RULE)
    .input(z.object({ runId: z.uuid() }))
    .query(({ ctx, input }) => reportingRun(reportingDeps(ctx), input.runId)),
  runs: ruledProcedure(IMPORT_RULE).query(({ ctx }) => reportingRuns(reportingDeps(ctx))),
  resume: ruledProcedure(IMPORT_RULE)
    .input(ResumeImportRunInput)
    .mutation(({ ctx, input }) => resumeRun(reportingDeps(ctx), 'reporting', input)),
});
