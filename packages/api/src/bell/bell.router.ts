import { BellQuery, MarkBellReadInput, markBellRead, readBell } from '@center-platform/core/bell';
import { ANY_STAFF_RULE } from '../auth/rules';
import { principalOf, router, ruledProcedure } from '../trpc/init';

/** Spec 6.4: the signed-in user's bell (its own notifications only). */
export const bellRouter = router({
  read: ruledProcedure(ANY_STAFF_RULE)
    .input(BellQuery)
    .query(({ ctx, input }) => readBell(ctx.services.db, principalOf(ctx).userId, input)),
  markRead: ruledProcedure(ANY_STAFF_RULE)
    .input(MarkBellReadInput)
    .mutation(({ ctx, input }) => markBellRead(ctx.services.db, principalOf(ctx).userId, input)),
});
