import type { AccountServices } from '@center-platform/core/accounts';
import { listConnectedPluginSites } from '@center-platform/core/plugin-sites';
import { Hono } from 'hono';
import { requireAccess } from '../auth/guard';
import type { AppEnv } from '../context';
import { CenterQuery, route } from '../http/route';
import { PLUGIN_SITES_RULE } from './rules';

/**
 * Spec 4.6: `GET /api/wordpress/websites` — the connected plugin sites (never a key). `?centerId=` narrows to one
 * center; without it the caller's session center, or for SUPER_ADMIN every center.
 */
export function pluginWebsitesRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  route(
    app,
    {
      method: 'get',
      path: '/api/wordpress/websites',
      tag: 'Plugin sites',
      summary: 'The connected plugin sites (never a key)',
      access: { staff: PLUGIN_SITES_RULE },
      request: { query: CenterQuery.partial() },
    },
    (c, { query }) => {
      // the optional center is checked here: the rule without a target center admits the caller's own
      const principal = requireAccess(c, PLUGIN_SITES_RULE, query.centerId);
      const centerId = query.centerId ?? (principal.role === 'SUPER_ADMIN' ? null : principal.centerId);
      return listConnectedPluginSites(services.db, centerId);
    },
  );
  return app;
}
