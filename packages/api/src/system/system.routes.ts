import { type AccountServices, getVectorSyncHealth, migrateToLatest } from '@center-platform/core';
import { Hono } from 'hono';
import { staffRoute } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { SYSTEM_RULE } from './rules';

/**
 * `GET /api/system/vector-sync/health` (spec 4.6; the sync check is `needsSync === 0`) and the one maintenance
 * route, `POST /api/system/maintenance/migrate`: applies pending migrations (idempotent: none pending, none run).
 */
export function systemRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  staffRoute(app, { method: 'get', path: '/api/system/vector-sync/health', rule: SYSTEM_RULE }, async (c) =>
    c.json({ success: true, data: await getVectorSyncHealth(services.db) }),
  );
  staffRoute(app, { method: 'post', path: '/api/system/maintenance/migrate', rule: SYSTEM_RULE }, async (c) => {
    const applied = await migrateToLatest(services.db);
    c.get('log')?.info({ applied, userId: c.get('principal')?.userId }, 'migrations applied by maintenance route');
    return c.json({ success: true, data: { applied, upToDate: true } });
  });
  return app;
}
