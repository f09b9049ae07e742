import { getWayfindingGraphForStaff, rolesOf, rule, SaveFloorGraphInput, saveFloorGraph } from '@center-platform/core';
import { z } from 'zod';
import { router, ruledProcedure } from './init';

/**
 * The wayfinding graph is part of the center plan (spec 2.7): the digital-experience module (2.11), open to the
 * roles of its areas (center website and digital apps and hardware), on their own center only.
 */
export const WAYFINDING_RULE = rule('digital-experience', rolesOf('center-website', 'digital-apps-hardware'), {
  centerScoped: true,
});

/** Staff maintenance of a center's walkable graph: read it whole, replace it floor by floor. */
export const wayfindingRouter = router({
  graph: ruledProcedure(WAYFINDING_RULE)
    .input(z.object({ centerId: z.uuid() }))
    .query(({ ctx, input }) => getWayfindingGraphForStaff(ctx.services.db, input.centerId)),
  saveGraph: ruledProcedure(WAYFINDING_RULE)
    .input(z.object({ centerId: z.uuid(), data: SaveFloorGraphInput }))
    .mutation(({ ctx, input }) => saveFloorGraph(ctx.services.db, input.centerId, input.data)),
});
