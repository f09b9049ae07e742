// The public entry of the modules area: `@center-platform/core/modules`.
export {
  getModuleOverview,
  ModuleOverviewQuery,
  SetRoleOverrideInput,
  SetTenantModuleInput,
  switchRoleModule,
  switchTenantModule,
} from './module-admin';
export { getEffectiveModules, getRoleModuleConfig, setTenantModule } from './module-settings';
