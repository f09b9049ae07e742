// The public entry of the analytics area: `@center-platform/core/analytics`.
export { FootfallCountsInput, FootfallQuery, getFootfall, recordFootfall } from './footfall';
