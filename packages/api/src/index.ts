export { type App, createApp } from './app';
export type { AppDeps, AppEnv } from './context';
export { ApiError, errorBody } from './http/errors';
export { connectRateLimitStore } from './http/redis';
export type { AppRouter } from './trpc/router';
