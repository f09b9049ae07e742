import { HistoryQuery, listRevisions, RestoreRevisionInput, restoreRevision } from '@center-platform/core/history';
import { z } from 'zod';
import { router, ruledProcedure } from '../trpc/init';
import { HISTORY_RULE, PLATFORM_HISTORY_RULE } from './rules';

// The tRPC twins of the history routes (issue 25.7): the same rule and core functions, so the same answers.

const center = { centerId: z.uuid() };

export const historyRouter = router({
  list: ruledProcedure(HISTORY_RULE)
    .input(HistoryQuery.and(z.object(center)))
    .query(({ ctx, input: { centerId, ...query } }) => listRevisions(ctx.services.db, centerId, query)),
  platform: ruledProcedure(PLATFORM_HISTORY_RULE)
    .input(HistoryQuery)
    .query(({ ctx, input }) => listRevisions(ctx.services.db, null, input)),
  restore: ruledProcedure(HISTORY_RULE)
    .input(RestoreRevisionInput.extend(center))
    .mutation(({ ctx, input: { centerId, ...revision } }) => restoreRevision(ctx.services.db, centerId, revision)),
});
