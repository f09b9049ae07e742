export * from './example-graph';
export * from './graph';
export * from './route';
export * from './save-graph';
