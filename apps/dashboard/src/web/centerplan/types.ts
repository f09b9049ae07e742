// The rows of the centerplan procedures the center plan screen works with.
import type { RouterOutputs } from '../trpc';

export type FloorSummary = RouterOutputs['centerplan']['floors'][number];
export type MapLocation = RouterOutputs['centerplan']['locations'][number];
