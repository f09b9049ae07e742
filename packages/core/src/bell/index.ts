// The public entry of the bell area: `@center-platform/core/bell`.
export { BellQuery, MarkBellReadInput, markBellRead, readBell } from './bell';
export { BELL_CHANNEL, type BellFeed, openBellFeed } from './bell-feed';
