import { CenterPerformanceBatchInput, getNewsPerformance } from '@center-platform/core/content';
import { NEWS_PERFORMANCE_RULE } from '../content/rules';
import { router, ruledProcedure } from '../trpc/init';

/** The tRPC twin of `POST /api/content/news/performance` (spec 4.6, 8): same rule, same core function. */
export const analyticsRouter = router({
  newsPerformance: ruledProcedure(NEWS_PERFORMANCE_RULE)
    .input(CenterPerformanceBatchInput)
    .query(({ ctx, input }) =>
      getNewsPerformance(
        ctx.services.db,
        input.ids,
        { from: input.from, to: input.to },
        { centerIds: [input.centerId] },
      ),
    ),
});
