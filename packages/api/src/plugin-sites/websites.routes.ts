import { type AccountServices, listConnectedPluginSites } from '@center-platform/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAccess } from '../auth/guard';
import { staffRoute } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { PLUGIN_SITES_RULE } from './rules';

/**
 * Spec 4.6: `GET /api/wordpress/websites` — the connected plugin sites (never a key). `?centerId=` narrows to one
 * center; without it the caller's session center, or for SUPER_ADMIN every center.
 */
export function pluginWebsitesRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  staffRoute(app, { method: 'get', path: '/api/wordpress/websites', rule: PLUGIN_SITES_RULE }, async (c) => {
    const query = c.req.query('centerId');
    if (query !== undefined && !z.uuid().safeParse(query).success) {
      throw new ApiError(400, 'INVALID_REQUEST', 'query.centerId: expected a uuid');
    }
    // the optional center is checked here: the rule without a target center admits the caller's own
    const principal = requireAccess(c, PLUGIN_SITES_RULE, query);
    const centerId = query ?? (principal.role === 'SUPER_ADMIN' ? null : principal.centerId);
    return c.json({ success: true, data: await listConnectedPluginSites(services.db, centerId) });
  });
  return app;
}
