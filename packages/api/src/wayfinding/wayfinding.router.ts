import { getWayfindingGraphForStaff, SaveFloorGraphInput, saveFloorGraph } from '@center-platform/core/wayfinding';
import { z } from 'zod';
import { CENTERPLAN_READ_RULE, CENTERPLAN_RULE } from '../centerplan/rules';
import { router, ruledProcedure } from '../trpc/init';

/**
 * Staff maintenance of a center's walkable graph: read it whole, replace it floor by floor. The graph is part of
 * the center plan (spec 2.7): its rule, on the own center only.
 */
export const wayfindingRouter = router({
  graph: ruledProcedure(CENTERPLAN_READ_RULE)
    .input(z.object({ centerId: z.uuid() }))
    .query(({ ctx, input }) => getWayfindingGraphForStaff(ctx.services.db, input.centerId)),
  saveGraph: ruledProcedure(CENTERPLAN_RULE)
    .input(z.object({ centerId: z.uuid(), data: SaveFloorGraphInput }))
    .mutation(({ ctx, input }) => saveFloorGraph(ctx.services.db, input.centerId, input.data)),
});
