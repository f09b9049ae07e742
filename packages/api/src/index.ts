export { type App, createApp } from './app';
export type { AppDeps, AppEnv } from './context';
export { ApiError, errorBody } from './http/errors';
export { connectRateLimitStore } from './http/redis';
export { createPublicReadCache, type PublicReadCache, withPublicReadFastPath } from './public';
export type { AppRouter } from './trpc/router';
