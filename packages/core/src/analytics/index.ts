// The public entry of the analytics area: `@center-platform/core/analytics`.
export { FootfallQuery, getFootfall } from './footfall';
