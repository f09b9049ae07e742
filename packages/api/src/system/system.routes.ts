import type { AccountServices } from '@center-platform/core/accounts';
import { migrateToLatest } from '@center-platform/core/db';
import { getVectorSyncHealth } from '@center-platform/core/system';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { route } from '../http/route';
import { SYSTEM_RULE } from './rules';

/**
 * `GET /api/system/vector-sync/health` (spec 4.6; the sync check is `needsSync === 0`) and the one maintenance
 * route, `POST /api/system/maintenance/migrate`: applies pending migrations (idempotent: none pending, none run).
 */
export function systemRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  route(
    app,
    {
      method: 'get',
      path: '/api/system/vector-sync/health',
      tag: 'System',
      summary: 'The vector sync check (in sync when needsSync is 0)',
      access: { staff: SYSTEM_RULE },
    },
    () => getVectorSyncHealth(services.db),
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/system/maintenance/migrate',
      tag: 'System',
      summary: 'Apply pending migrations (idempotent)',
      access: { staff: SYSTEM_RULE },
    },
    async (c) => {
      const applied = await migrateToLatest(services.db);
      c.get('log')?.info({ applied, userId: c.get('principal')?.userId }, 'migrations applied by maintenance route');
      return { applied, upToDate: true };
    },
  );
  return app;
}
