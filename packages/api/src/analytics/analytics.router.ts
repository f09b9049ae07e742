import { FootfallQuery, getFootfall } from '@center-platform/core/analytics';
import { CenterPerformanceBatchInput, getNewsPerformance } from '@center-platform/core/content';
import { NEWS_PERFORMANCE_RULE } from '../content/rules';
import { router, ruledProcedure } from '../trpc/init';
import { FOOTFALL_RULE } from './rules';

/** The tRPC twins of `POST /api/content/news/performance` (spec 4.6, 8) and of the footfall read: same rules and core functions. */
export const analyticsRouter = router({
  /** the twin of `GET /api/analytics/footfall` */
  footfall: ruledProcedure(FOOTFALL_RULE)
    .input(FootfallQuery)
    .query(({ ctx, input }) => getFootfall(ctx.services.db, input)),
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
