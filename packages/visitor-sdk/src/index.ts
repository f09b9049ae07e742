// @center-platform/visitor-sdk: the typed client of the Center Platform's public visitor API (spec 4.1,
// 4.3, 4.4), the fallback helpers of spec 7 and the pure helpers of spec 4.9 (media URLs) and 2.6
// (opening hours). No runtime dependencies. The center plan renderer is `@center-platform/visitor-sdk/centerplan`,
// the React hooks are `@center-platform/visitor-sdk/react`.
export type { CenterplanOptions, PlanFloor, PlanLocation, PointOfInterest } from './centerplan/index';
export { createVisitorClient } from './client';
export type { AnswerStore, OfflineAnswers, VisitorClient, VisitorClientOptions } from './client-api';
export {
  isVisitorApiError,
  type MessageLocale,
  orFallback,
  type SafeReadResult,
  safeRead,
  VisitorApiError,
  type VisitorErrorCode,
  visitorMessage,
} from './errors';
export {
  type MediaPresetName,
  type MediaUrlOptions,
  type MediaVariantOptions,
  mediaUrl,
  resolveMediaUrl,
} from './media';
export {
  type DayHours,
  formatOpeningHours,
  isOpenNow,
  type OpeningHours,
  type OpeningHoursLocale,
  type OpeningState,
  type OpeningStatus,
  type OpenNowOptions,
  openingStatus,
  parseOpeningHours,
  WEEKDAYS,
  type Weekday,
} from './opening-hours';
export type * from './types';
