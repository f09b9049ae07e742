// The public entry of the bell area: `@center-platform/core/bell`.
export { BellQuery, MarkBellReadInput, markBellRead, readBell } from './bell';
