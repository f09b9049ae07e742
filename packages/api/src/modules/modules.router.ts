import * as modules from '@center-platform/core/modules';
import { SYSTEM_RULE } from '../system/rules';
import { router, ruledProcedure } from '../trpc/init';

/** Spec 2.11: the SUPER_ADMIN switches modules per organization and sets role overrides. */
export const modulesRouter = router({
  overview: ruledProcedure(SYSTEM_RULE)
    .input(modules.ModuleOverviewQuery)
    .query(({ ctx, input }) => modules.getModuleOverview(ctx.services.db, input)),
  setTenant: ruledProcedure(SYSTEM_RULE)
    .input(modules.SetTenantModuleInput)
    .mutation(({ ctx, input }) => modules.switchTenantModule(ctx.services.db, input)),
  setRoleOverride: ruledProcedure(SYSTEM_RULE)
    .input(modules.SetRoleOverrideInput)
    .mutation(({ ctx, input }) => modules.switchRoleModule(ctx.services.db, input)),
});
