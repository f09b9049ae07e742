// The public entry of the demo area: `@center-platform/core/demo`.
export { DEMO_CENTER_SLUG, SECRET_MARK } from './catalog';
export { isDatabaseEmpty, seedDemo } from './seed';
