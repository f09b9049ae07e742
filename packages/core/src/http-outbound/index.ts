export * from './given-url';
export * from './guarded-lookup';
export * from './outbound-url';
export * from './public-address';
export * from './send-outbound';
export * from './web-address';
