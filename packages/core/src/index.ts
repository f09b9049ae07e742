// The public surface of @center-platform/core.
export * from './accounts/one-time-tokens';
export * from './centers/content-version';
export * from './config/env';
export * from './db/database';
export * from './db/json';
export * from './db/migrate';
export type * from './db/schema';
export { DEMO_CENTER_SLUG, SECRET_MARK } from './demo/catalog';
export * from './demo/seed';
export * from './logging/logger';
export * from './opening-hours';
export * from './shops/shop-values';
export * from './centers/domain';
export * from './centers/public-center';
export * from './centers/visitor-surface';
export * from './centers/template-public-content';
export * from './shops/public-shops';
