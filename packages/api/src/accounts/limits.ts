import type Redis from 'ioredis';
import { createLimiter } from '../http/rate-limit';

/** Per-IP limits of the account routes anyone can call (thresholds not shown in the spec; chosen here). */
export function createAccountLimiters(redis?: Redis) {
  return {
    signIn: createLimiter(redis, { keyPrefix: 'rl:account:sign-in', points: 30, duration: 60 }),
    forgotPassword: createLimiter(redis, { keyPrefix: 'rl:account:forgot', points: 5, duration: 15 * 60 }),
  };
}
export type AccountLimiters = ReturnType<typeof createAccountLimiters>;
