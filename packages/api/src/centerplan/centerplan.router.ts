import {
  COORDINATE_SHAPES,
  deleteFloor,
  getFloor,
  LinkLocationInput,
  LocationPageQuery,
  linkLocation,
  listFloors,
  listLocationPage,
  listLocationsOfCenter,
  listUnlinkedElements,
  listUnplacedShops,
  SaveFloorSvgInput,
  saveFloorSvg,
  setDefaultFloor,
  unlinkLocation,
} from '@center-platform/core/centerplan';
import { z } from 'zod';
import { router, ruledProcedure } from '../trpc/init';
import { CENTERPLAN_READ_RULE, CENTERPLAN_RULE } from './rules';

// The staff side of the center plan (spec 2.7, 4.10): floors with their SVG plans and the map locations that
// link shops and services to SVG elements. Every input carries its `centerId` (center-scoped rule); the core
// functions scope every floor, location, shop and service id to that center.

const center = { centerId: z.uuid() };
const floor = z.object({ ...center, floorId: z.uuid() });

export const centerplanRouter = router({
  floors: ruledProcedure(CENTERPLAN_READ_RULE)
    .input(z.object(center))
    .query(({ ctx, input }) => listFloors(ctx.services.db, input.centerId)),
  floor: ruledProcedure(CENTERPLAN_READ_RULE)
    .input(floor)
    .query(({ ctx, input }) => getFloor(ctx.services.db, input.centerId, input.floorId)),
  saveFloorSvg: ruledProcedure(CENTERPLAN_RULE)
    .input(z.object({ ...center, data: SaveFloorSvgInput }))
    .mutation(({ ctx, input }) => saveFloorSvg(ctx.services.db, input.centerId, input.data)),
  setDefaultFloor: ruledProcedure(CENTERPLAN_RULE)
    .input(floor)
    .mutation(({ ctx, input }) => setDefaultFloor(ctx.services.db, input.centerId, input.floorId)),
  deleteFloor: ruledProcedure(CENTERPLAN_RULE)
    .input(floor)
    .mutation(({ ctx, input }) => deleteFloor(ctx.services.db, input.centerId, input.floorId)),
  locations: ruledProcedure(CENTERPLAN_READ_RULE)
    .input(floor)
    .query(({ ctx, input }) => listLocationsOfCenter(ctx.services.db, input.centerId, input.floorId)),
  /** a page of the floor's locations with the names they link (the plan's markers read `locations`) */
  locationPage: ruledProcedure(CENTERPLAN_READ_RULE)
    .input(LocationPageQuery.extend(center))
    .query(({ ctx, input: { centerId, ...query } }) => listLocationPage(ctx.services.db, centerId, query)),
  linkLocation: ruledProcedure(CENTERPLAN_RULE)
    .input(z.object({ ...center, data: LinkLocationInput }))
    .mutation(({ ctx, input }) => linkLocation(ctx.services.db, input.centerId, input.data)),
  unlinkLocation: ruledProcedure(CENTERPLAN_RULE)
    .input(z.object({ ...center, locationId: z.uuid() }))
    .mutation(({ ctx, input }) => unlinkLocation(ctx.services.db, input.centerId, input.locationId)),
  unlinkedElements: ruledProcedure(CENTERPLAN_READ_RULE)
    .input(floor)
    .query(({ ctx, input }) => listUnlinkedElements(ctx.services.db, input.centerId, input.floorId)),
  unplacedShops: ruledProcedure(CENTERPLAN_READ_RULE)
    .input(z.object(center))
    .query(({ ctx, input }) => listUnplacedShops(ctx.services.db, input.centerId)),
  /** the shapes the coordinate method can locate */
  coordinateShapes: ruledProcedure(CENTERPLAN_READ_RULE)
    .input(z.object(center))
    .query(() => [...COORDINATE_SHAPES]),
});
