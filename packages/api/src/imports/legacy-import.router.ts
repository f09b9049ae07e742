import { ResumeImportRunInput } from '@center-platform/core/imports';
import { router, ruledProcedure } from '../trpc/init';
import { resumeRun } from './resume';
import { IMPORT_RULE } from './rules';

// The tRPC twins of the legacy import routes (spec 4.7): the same rule (SUPER_ADMIN) and the same functions, so the
// same answers. `resume` answers the resumed run (what `POST /api/import/mec/{runId}/resume` carries in `data`).

export const legacyImportRouter = router({
  resume: ruledProcedure(IMPORT_RULE)
    .input(ResumeImportRunInput)
    .mutation(({ ctx, input }) => resumeRun({ db: ctx.services.db, jobs: ctx.jobs }, 'legacy', input)),
});
