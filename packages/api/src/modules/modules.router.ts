import {
  getModuleOverview,
  ModuleOverviewQuery,
  SetRoleOverrideInput,
  SetTenantModuleInput,
  switchRoleModule,
  switchTenantModule,
} from '@center-platform/core/modules';
import { SYSTEM_RULE } from '../system/rules';
import { router, ruledProcedure } from '../trpc/init';

/** Spec 2.11: the SUPER_ADMIN switches modules per organization and sets role overrides. */
export const modulesRouter = router({
  overview: ruledProcedure(SYSTEM_RULE)
    .input(ModuleOverviewQuery)
    .query(({ ctx, input }) => getModuleOverview(ctx.services.db, input)),
  setTenant: ruledProcedure(SYSTEM_RULE)
    .input(SetTenantModuleInput)
    .mutation(({ ctx, input }) => switchTenantModule(ctx.services.db, input)),
  setRoleOverride: ruledProcedure(SYSTEM_RULE)
    .input(SetRoleOverrideInput)
    .mutation(({ ctx, input }) => switchRoleModule(ctx.services.db, input)),
});
