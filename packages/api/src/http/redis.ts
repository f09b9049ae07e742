import type { Logger } from '@center-platform/core/logging';
import Redis from 'ioredis';

const WARNING_INTERVAL_MS = 60_000;

/**
 * The client of the shared rate-limit store. While Redis is away a command fails at once (no offline queue, no
 * retries per request), so the limiters answer from process memory instead of waiting out the reconnect; the
 * outage is logged once a minute, not at every reconnect attempt, and again when Redis is back.
 */
export function connectRateLimitStore(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  let lastWarning = 0;
  redis.on('error', (error) => {
    if (Date.now() - lastWarning < WARNING_INTERVAL_MS) return;
    lastWarning = Date.now();
    logger.warn({ err: error }, 'redis unavailable: rate limits fall back to process memory');
  });
  redis.on('ready', () => {
    if (lastWarning) logger.info('redis is back: rate limits are shared again');
    lastWarning = 0;
  });
  return redis;
}

/** How the shared store is doing, for readiness: `ok`, `degraded` (limits per process meanwhile) or `absent`. */
export function rateLimitStoreState(redis: Redis | undefined): 'ok' | 'degraded' | 'absent' {
  if (!redis) return 'absent';
  return redis.status === 'ready' ? 'ok' : 'degraded';
}
