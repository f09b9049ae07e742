export type { OpeningHoursView } from './read';
export { readOpeningHours } from './read';
export type { DayHours, OpeningHoursTarget } from './serialize';
export { normalizeDay, serializeOpeningHours } from './serialize';
export type { Weekday } from './weekdays';
export { toWeekday, WEEKDAYS } from './weekdays';
