import { pingDatabase } from '@center-platform/core/system';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export function healthRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/api/health', async (c) => {
    try {
      await pingDatabase(db);
      return c.json({ success: true, status: 'ok', database: 'ok' });
    } catch (error) {
      c.get('log').warn({ err: error }, 'health check: database unreachable');
      return c.json({ success: false, status: 'unavailable', database: 'unreachable' }, 503);
    }
  });
}
