// The public entry of the logging area: `@center-platform/core/logging`.
export { createLogger, type Logger } from './logger';
