// The module registry of spec 2.11: which dashboard modules exist, what they depend on, and which
// navigation areas each module and role open. Everything here is pure data and pure functions; the stored
// switches live in ./module-settings.
import { ROLES, type Role } from '../accounts/roles';

export const MODULE_IDS = [
  'dashboard',
  'users',
  'settings',
  'system-integration',
  'communication',
  'cms-integration',
  'mall-core',
  'social-core',
  'property-core',
  'finance-core',
  'analytics-core',
  'community-core',
  'digital-experience',
  'staff-management',
  'center-manager-app',
  'organization-management',
  'marketing-core',
  'ai-automation',
] as const;

export type ModuleId = (typeof MODULE_IDS)[number];

const moduleIdSet: ReadonlySet<string> = new Set(MODULE_IDS);

export function isModuleId(value: unknown): value is ModuleId {
  return typeof value === 'string' && moduleIdSet.has(value);
}

/** The dashboard home (`/dashboard`) is always visible: this module can be switched off by nobody. */
export const ALWAYS_ON_MODULES: readonly ModuleId[] = ['dashboard'];

/** A module is off whenever one of the modules it needs is off. */
export const MODULE_DEPENDENCIES: Readonly<Partial<Record<ModuleId, readonly ModuleId[]>>> = {
  'social-core': ['mall-core'],
  'marketing-core': ['mall-core'],
};

export interface Area {
  id: string;
  label: string;
  /** the module whose switch shows or hides the whole navigation block */
  module: ModuleId;
  /** the roles that see the block (SUPER_ADMIN is named explicitly wherever the table names it) */
  roles: readonly Role[];
  /** roles beyond the table that see the block read-only: its reads admit them, its writes do not */
  readers?: readonly Role[];
}

const EDITORIAL_ROLES = [
  'SUPER_ADMIN',
  'CONTENT_EDITOR',
  'CENTER_MANAGER',
  'ORG_MARKETING_MANAGER',
  'CENTER_ADMIN',
] as const satisfies readonly Role[];

// The area table of spec 2.11, row by row. The dashboard home comes first: it is always visible (module
// `dashboard`, every role). "Integrations" names no module in the table; its block, its credential pages and
// the SUPER_ADMIN-only system block hang off `system-integration`.
const AREA_TABLE = [
  { id: 'dashboard', label: 'Dashboard', module: 'dashboard', roles: ROLES },
  {
    id: 'editorial',
    label: 'Editorial flow and content',
    module: 'mall-core',
    roles: EDITORIAL_ROLES,
    readers: ['VIEWER'],
  },
  { id: 'social', label: 'Social', module: 'social-core', roles: EDITORIAL_ROLES },
  {
    id: 'property',
    label: 'Property',
    module: 'property-core',
    roles: ['SUPER_ADMIN', 'FACILITY_MANAGER', 'CENTER_MANAGER'],
  },
  {
    id: 'center-website',
    label: 'Center website',
    module: 'digital-experience',
    roles: EDITORIAL_ROLES,
    readers: ['VIEWER'],
  },
  {
    id: 'digital-apps-hardware',
    label: 'Digital apps and hardware',
    module: 'digital-experience',
    roles: ['SUPER_ADMIN', 'CENTER_MANAGER', 'FACILITY_MANAGER'],
  },
  {
    id: 'plugin-integration',
    label: 'Plugin integration',
    module: 'cms-integration',
    roles: ['SUPER_ADMIN', 'CENTER_MANAGER'],
  },
  {
    id: 'organization-center',
    label: 'Organization and center',
    module: 'organization-management',
    roles: ['SUPER_ADMIN', 'CENTER_MANAGER', 'CENTER_ADMIN', 'ORG_MARKETING_MANAGER'],
  },
  {
    id: 'marketing',
    label: 'Marketing',
    module: 'marketing-core',
    roles: ['SUPER_ADMIN', 'ORG_MARKETING_MANAGER', 'CENTER_ADMIN'],
  },
  { id: 'finance', label: 'Finance', module: 'finance-core', roles: ['SUPER_ADMIN', 'FINANCE_MANAGER'] },
  {
    id: 'analytics',
    label: 'Analytics',
    module: 'analytics-core',
    roles: ['SUPER_ADMIN', 'ANALYTICS_VIEWER', 'ORG_MARKETING_MANAGER', 'CENTER_ADMIN'],
  },
  { id: 'community', label: 'Community', module: 'community-core', roles: EDITORIAL_ROLES },
  {
    id: 'center-manager-app',
    label: 'Center manager app',
    module: 'center-manager-app',
    roles: ['SUPER_ADMIN', 'CENTER_MANAGER', 'FACILITY_MANAGER'],
  },
  { id: 'integrations', label: 'Integrations', module: 'system-integration', roles: ['SUPER_ADMIN', 'CENTER_MANAGER'] },
  {
    id: 'integration-credentials',
    label: 'Integration credentials',
    module: 'system-integration',
    roles: ['SUPER_ADMIN'],
  },
  { id: 'system', label: 'System', module: 'system-integration', roles: ['SUPER_ADMIN'] },
  { id: 'users', label: 'Users', module: 'users', roles: ['SUPER_ADMIN', 'CENTER_ADMIN'] },
] as const satisfies readonly Area[];

export type AreaId = (typeof AREA_TABLE)[number]['id'];

export const AREAS: readonly (Area & { id: AreaId })[] = AREA_TABLE;

export const AREA_IDS: readonly AreaId[] = AREAS.map((area) => area.id);

export function isAreaId(value: unknown): value is AreaId {
  return typeof value === 'string' && (AREA_IDS as readonly string[]).includes(value);
}

export type ModuleSwitches = Partial<Record<ModuleId, boolean>>;

/**
 * The modules one role of one tenant works with.
 * - Every module is on unless switched off.
 * - `tenant` (the organization's switch) off turns a module off for every role.
 * - `roleOverrides` act only within what the tenant enabled: `false` turns a module off for the role, `true`
 *   keeps (or brings back) it on; an override can never enable a module the tenant switched off.
 * - A module whose dependency is off is off (transitively).
 * - `dashboard` is never off.
 */
export function effectiveModules(input: {
  tenant: ModuleSwitches;
  roleOverrides: ModuleSwitches;
}): Record<ModuleId, boolean> {
  const switchedOn = (id: ModuleId): boolean => input.tenant[id] !== false && input.roleOverrides[id] !== false;
  const result = {} as Record<ModuleId, boolean>;
  const resolve = (id: ModuleId, path: readonly ModuleId[]): boolean => {
    if (ALWAYS_ON_MODULES.includes(id)) return true;
    if (path.includes(id)) throw new Error(`module dependency cycle: ${[...path, id].join(' -> ')}`);
    const known = result[id];
    if (known !== undefined) return known;
    const on = switchedOn(id) && (MODULE_DEPENDENCIES[id] ?? []).every((dep) => resolve(dep, [...path, id]));
    result[id] = on;
    return on;
  };
  for (const id of MODULE_IDS) result[id] = resolve(id, []);
  return result;
}

/** Whether a role sees an area: it works in it, or reads it (a VIEWER reads the content of its center). */
const seesArea = (area: Area, role: Role) => area.roles.includes(role) || (area.readers ?? []).includes(role);

/** Whether a role may change what an area shows (a reader of the area may not). */
export function writesIn(areaId: AreaId, role: Role): boolean {
  return AREAS.find((area) => area.id === areaId)?.roles.includes(role) ?? false;
}

/** The areas a role sees with the given (effective) modules, in table order. */
export function visibleAreas(role: Role, modules: Partial<Record<ModuleId, boolean>>): (Area & { id: AreaId })[] {
  return AREAS.filter(
    (area) => seesArea(area, role) && (ALWAYS_ON_MODULES.includes(area.module) || modules[area.module] === true),
  );
}
