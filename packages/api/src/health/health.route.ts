import { pingDatabase } from '@center-platform/core/system';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { rateLimitStoreState } from '../http/redis';

/**
 * The probes of an orchestrator or load balancer:
 * - `GET /api/health/live`: 200 while the process answers (liveness: a database outage restarts nothing);
 * - `GET /api/health/ready` and `GET /api/health`: 200 when the database answers and the process is not draining,
 *   else 503 (readiness: send no traffic here). Redis is reported, never fatal: without it the rate limits count
 *   per process (`degraded`).
 */
export function healthRoutes({ db, redis, lifecycle }: AppDeps) {
  const ready = new Hono<AppEnv>().get('/', async (c) => {
    const draining = lifecycle?.draining ?? false;
    const store = { redis: rateLimitStoreState(redis), ...(draining ? { draining } : {}) };
    try {
      await pingDatabase(db);
    } catch (error) {
      c.get('log').warn({ err: error }, 'health check: database unreachable');
      return c.json({ success: false, status: 'unavailable', database: 'unreachable', ...store }, 503);
    }
    if (draining) return c.json({ success: false, status: 'draining', database: 'ok', ...store }, 503);
    return c.json({ success: true, status: 'ok', database: 'ok', ...store });
  });
  return new Hono<AppEnv>()
    .get('/api/health/live', (c) => c.json({ success: true, status: 'ok' }))
    .route('/api/health/ready', ready)
    .route('/api/health', ready);
}
