// The visitor SDK's main entry. The typed client and the helpers of spec 4.9 and 2.6 are the next step of
// the visitor-SDK issue; the center plan renderer is exported from `@center-platform/visitor-sdk/centerplan`.
export type { CenterplanOptions, PlanFloor, PlanLocation, PointOfInterest } from './centerplan/index';
