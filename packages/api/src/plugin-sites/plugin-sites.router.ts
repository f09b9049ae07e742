import {
  disconnectPluginSite,
  listPluginSites,
  listPluginSyncRuns,
  PluginSiteInput,
  PluginSitePatch,
  RequestPluginSyncInput,
  registerPluginSite,
  requestPluginSync,
  rotatePluginSiteKey,
  updatePluginSite,
} from '@center-platform/core/plugin-sites';
import { z } from 'zod';
import { ApiError } from '../http/errors';
import { router, ruledProcedure, type TrpcContext } from '../trpc/init';
import { PLUGIN_SITES_RULE } from './rules';

// Spec 4.10: the plugin sites of a center and their syncs. A registration or key rotation answers the inbound key
// once; no read ever carries a key.

const center = { centerId: z.uuid() };
const site = z.object({ ...center, siteId: z.uuid() });

const secretsOf = (ctx: TrpcContext) =>
  ctx.pluginSites ?? { encryptionKey: undefined, urlPolicy: { allowPrivate: false, httpsOnly: true } };

export const pluginSitesRouter = router({
  list: ruledProcedure(PLUGIN_SITES_RULE)
    .input(z.object(center))
    .query(({ ctx, input }) => listPluginSites(ctx.services.db, input.centerId)),
  register: ruledProcedure(PLUGIN_SITES_RULE)
    .input(z.object({ ...center, data: PluginSiteInput }))
    .mutation(({ ctx, input }) => registerPluginSite(ctx.services.db, secretsOf(ctx), input.centerId, input.data)),
  update: ruledProcedure(PLUGIN_SITES_RULE)
    .input(site.extend({ data: PluginSitePatch }))
    .mutation(({ ctx, input }) =>
      updatePluginSite(ctx.services.db, secretsOf(ctx), input.centerId, input.siteId, input.data),
    ),
  rotateKey: ruledProcedure(PLUGIN_SITES_RULE)
    .input(site)
    .mutation(({ ctx, input }) => rotatePluginSiteKey(ctx.services.db, input.centerId, input.siteId)),
  disconnect: ruledProcedure(PLUGIN_SITES_RULE)
    .input(site)
    .mutation(({ ctx, input }) => disconnectPluginSite(ctx.services.db, input.centerId, input.siteId)),
  sync: ruledProcedure(PLUGIN_SITES_RULE)
    .input(RequestPluginSyncInput)
    .mutation(({ ctx, input }) => {
      const jobs = ctx.jobs;
      if (!jobs) throw new ApiError(503, 'JOBS_UNAVAILABLE', 'This server cannot queue jobs.');
      return requestPluginSync(ctx.services.db, input, (runId) => jobs.send('plugin-sync', { runId }));
    }),
  runs: ruledProcedure(PLUGIN_SITES_RULE)
    .input(site)
    .query(({ ctx, input }) => listPluginSyncRuns(ctx.services.db, input.centerId, input.siteId)),
});
