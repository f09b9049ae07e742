import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type Redis from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { errorBody } from './errors';

/** Per-IP limits of the public visitor routes (spec 8: thresholds not shown; chosen here). */
export const VISITOR_LIMITS = {
  chatbot: { points: 20, duration: 60 },
  routing: { points: 60, duration: 60 },
} as const;

export type VisitorLimiters = Record<keyof typeof VISITOR_LIMITS, RateLimiterAbstract>;

/**
 * The limiters on the shared store: Redis when a client is given (every API process counts together),
 * else process memory. A Redis outage falls back to per-process memory limits rather than failing open.
 */
export function createVisitorLimiters(redis?: Redis): VisitorLimiters {
  const make = (name: keyof typeof VISITOR_LIMITS) =>
    createLimiter(redis, { ...VISITOR_LIMITS[name], keyPrefix: `rl:visitor:${name}` });
  return { chatbot: make('chatbot'), routing: make('routing') };
}

/** A limiter on Redis when a client is given, else in process memory (also the fallback when Redis fails). */
export function createLimiter(
  redis: Redis | undefined,
  options: { keyPrefix: string; points: number; duration: number },
) {
  return redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        // while Redis is not connected the memory limiter answers at once, without a command that must fail first
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
}

/** The client IP: the socket's address, or the first X-Forwarded-For entry behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // no socket (in-process requests)
  }
}

/** 429 with Retry-After (and CORS for public routes) once the caller's IP used up its points. */
export function rateLimit(
  limiter: RateLimiterAbstract,
  options: { enabled: boolean; trustProxy: boolean; cors?: boolean },
): MiddlewareHandler {
  return async (c, next) => {
    if (!options.enabled || c.req.method === 'OPTIONS') return next();
    try {
      await limiter.consume(clientIp(c, options.trustProxy));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      c.header('Retry-After', String(seconds));
      if (options.cors !== false) {
        c.header('Access-Control-Allow-Origin', '*');
        c.header('Access-Control-Expose-Headers', 'Retry-After');
      }
      return c.json(errorBody('RATE_LIMITED', `Too many requests; try again in ${seconds} s.`), 429);
    }
    await next();
  };
}
