import { getDashboardHome } from '@center-platform/core/dashboard';
import { z } from 'zod';
import { router, ruledProcedure } from '../trpc/init';
import { HOME_RULE } from './rules';

/** The twin of `GET /api/dashboard/home?centerId=` (spec 4.6). */
export const dashboardRouter = router({
  home: ruledProcedure(HOME_RULE)
    .input(z.object({ centerId: z.uuid() }))
    .query(({ ctx, input }) => getDashboardHome(ctx.services.db, input.centerId)),
});
