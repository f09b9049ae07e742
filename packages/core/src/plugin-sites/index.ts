export * from './bundle';
export * from './diff';
export * from './plugin-sites';
export * from './run-plugin-sync';
export * from './secret-box';
export * from './site-url';
export * from './sync-runs';
