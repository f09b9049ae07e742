import { LegacyImportRequest, ResumeImportRunInput } from '@center-platform/core/imports';
import { z } from 'zod';
import { actorOf } from '../auth/actor';
import { router, ruledProcedure, type TrpcContext } from '../trpc/init';
import { type LegacyImportDeps, legacyRun, legacyRuns, legacySources, queueLegacyImport } from './legacy-import';
import { resumeRun } from './resume';
import { IMPORT_RULE } from './rules';

// The tRPC twins of the legacy import routes (spec 4.7): the same rule (SUPER_ADMIN) and the same functions, so the
// same answers: `sources`, `runs`, `run`, `start` and `resume` answer what the REST routes carry (in `data` for
// `start` and `resume`).

const legacyDeps = (ctx: TrpcContext): LegacyImportDeps => ({
  db: ctx.services.db,
  legacyPlatformUrl: ctx.legacyPlatformUrl,
  jobs: ctx.jobs,
});

export const legacyImportRouter = router({
  sources: ruledProcedure(IMPORT_RULE).query(({ ctx }) => legacySources(legacyDeps(ctx))),
  runs: ruledProcedure(IMPORT_RULE).query(({ ctx }) => legacyRuns(legacyDeps(ctx))),
  run: ruledProcedure(IMPORT_RULE)
    .input(z.object({ runId: z.uuid() }))
    .query(({ ctx, input }) => legacyRun(legacyDeps(ctx), input.runId)),
  start: ruledProcedure(IMPORT_RULE)
    .input(LegacyImportRequest)
    .mutation(({ ctx, input }) => queueLegacyImport(legacyDeps(ctx), input, actorOf(ctx).userId)),
  resume: ruledProcedure(IMPORT_RULE)
    .input(ResumeImportRunInput)
    .mutation(({ ctx, input }) => resumeRun(legacyDeps(ctx), 'legacy', input)),
});
