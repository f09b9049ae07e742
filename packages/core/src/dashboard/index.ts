// The public entry of the dashboard area: `@center-platform/core/dashboard`.
export { getDashboardHome } from './home';
