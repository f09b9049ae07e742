// The public entry of the modules area: `@center-platform/core/modules`.
export { getEffectiveModules, getRoleModuleConfig, setTenantModule } from './module-settings';
