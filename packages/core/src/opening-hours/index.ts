export {
  isOpenAt,
  type OpeningState,
  type OpeningStatus,
  openingStatusAt,
  openingStatusesAt,
  openNowOf,
} from './opening-status';
export type { OpeningHoursView } from './read';
export { readOpeningHours } from './read';
export type { DayHours, OpeningHoursTarget } from './serialize';
export { normalizeDay, serializeOpeningHours } from './serialize';
export * from './text';
export type { Weekday } from './weekdays';
export { toWeekday, WEEKDAYS } from './weekdays';
