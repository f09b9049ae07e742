// The stored module switches of spec 2.11: one switch per tenant (organization) and module, and role
// overrides per role and module, either for one tenant or as the platform default (organizationId null).
import { type Kysely, sql } from 'kysely';
import type { Role } from '../accounts/roles';
import type { Database } from '../db/schema';
import {
  ALWAYS_ON_MODULES,
  type AreaId,
  effectiveModules,
  isModuleId,
  type ModuleId,
  type ModuleSwitches,
  visibleAreas,
} from './registry';

/** What `GET /api/role-module-config` answers for the caller's role. */
export interface RoleModuleConfig {
  role: Role;
  /** the stored overrides of the role (tenant rows over platform defaults); modules without one are absent */
  overrides: ModuleSwitches;
  /** the effective modules of the role in the tenant */
  modules: Record<ModuleId, boolean>;
  /** the ids of the navigation areas the role sees */
  areas: AreaId[];
}

function assertSwitchable(moduleId: ModuleId, enabled: boolean): void {
  if (!isModuleId(moduleId)) throw new RangeError(`unknown module: ${String(moduleId)}`);
  if (!enabled && ALWAYS_ON_MODULES.includes(moduleId)) {
    throw new RangeError(`module ${moduleId} is always on and cannot be switched off`);
  }
}

function toSwitches(rows: readonly { moduleId: string; enabled: boolean }[]): ModuleSwitches {
  const switches: ModuleSwitches = {};
  for (const row of rows) if (isModuleId(row.moduleId)) switches[row.moduleId] = row.enabled;
  return switches;
}

/** The tenant's stored switches; a module without a row is on. A platform-wide caller (null) has none. */
export async function getTenantModules(db: Kysely<Database>, organizationId: string | null): Promise<ModuleSwitches> {
  if (organizationId === null) return {};
  return toSwitches(await tenantSwitchRows(db, organizationId).execute());
}

function tenantSwitchRows(db: Kysely<Database>, organizationId: string) {
  return db
    .selectFrom('moduleTenantSettings')
    .select([sql<Source>`'tenant'`.as('source'), 'organizationId', 'moduleId', 'enabled'])
    .where('organizationId', '=', organizationId);
}

/** Switches a module on or off for every role of a tenant (insert or update). */
export async function setTenantModule(
  db: Kysely<Database>,
  organizationId: string,
  moduleId: ModuleId,
  enabled: boolean,
): Promise<void> {
  assertSwitchable(moduleId, enabled);
  await db
    .insertInto('moduleTenantSettings')
    .values({ organizationId, moduleId, enabled })
    .onConflict((oc) => oc.columns(['organizationId', 'moduleId']).doUpdateSet({ enabled, updatedAt: sql`now()` }))
    .execute();
}

/**
 * The overrides of a role in a tenant: the platform default rows (organizationId null), with the tenant's own
 * row winning for every module it has one for. With organizationId null only the platform defaults apply.
 */
export async function getRoleModuleOverrides(
  db: Kysely<Database>,
  input: { organizationId: string | null; role: Role },
): Promise<ModuleSwitches> {
  return overridesOf(await roleOverrideRows(db, input).execute());
}

function roleOverrideRows(
  db: Kysely<Database>,
  { organizationId, role }: { organizationId: string | null; role: Role },
) {
  return db
    .selectFrom('roleModuleOverrides')
    .select([sql<Source>`'role'`.as('source'), 'organizationId', 'moduleId', 'enabled'])
    .where('role', '=', role)
    .where((eb) =>
      organizationId === null
        ? eb('organizationId', 'is', null)
        : eb.or([eb('organizationId', 'is', null), eb('organizationId', '=', organizationId)]),
    );
}

type Source = 'role' | 'tenant';
type SwitchRow = { source: Source; organizationId: string | null; moduleId: string; enabled: boolean };

function overridesOf(rows: readonly SwitchRow[]): ModuleSwitches {
  // platform defaults first, so the tenant's rows overwrite them
  const ordered = [...rows.filter((r) => r.organizationId === null), ...rows.filter((r) => r.organizationId !== null)];
  return toSwitches(ordered);
}

/**
 * The tenant's switches and the role's overrides in one round trip: every staff request reads them to build
 * its Principal.
 */
async function getModuleSwitches(
  db: Kysely<Database>,
  input: { organizationId: string | null; role: Role },
): Promise<{ tenant: ModuleSwitches; roleOverrides: ModuleSwitches }> {
  const roleRows = roleOverrideRows(db, input);
  const { organizationId } = input;
  const rows =
    organizationId === null
      ? await roleRows.execute()
      : await roleRows.unionAll(tenantSwitchRows(db, organizationId)).execute();
  return {
    tenant: toSwitches(rows.filter((row) => row.source === 'tenant')),
    roleOverrides: overridesOf(rows.filter((row) => row.source === 'role')),
  };
}

/** Stores a role's override for a tenant, or the platform default with organizationId null (insert or update). */
export async function setRoleModuleOverride(
  db: Kysely<Database>,
  input: { organizationId: string | null; role: Role; moduleId: ModuleId; enabled: boolean },
): Promise<void> {
  const { organizationId, role, moduleId, enabled } = input;
  assertSwitchable(moduleId, enabled);
  await db
    .insertInto('roleModuleOverrides')
    .values({ organizationId, role, moduleId, enabled })
    .onConflict((oc) =>
      // the unique index role_module_overrides_key of migration 0002
      oc
        .expression(sql`coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid), role, module_id`)
        .doUpdateSet({ enabled, updatedAt: sql`now()` }),
    )
    .execute();
}

/** Removes a role's override (tenant row, or the platform default with organizationId null). */
export async function clearRoleModuleOverride(
  db: Kysely<Database>,
  input: { organizationId: string | null; role: Role; moduleId: ModuleId },
): Promise<void> {
  const { organizationId, role, moduleId } = input;
  await db
    .deleteFrom('roleModuleOverrides')
    .where('role', '=', role)
    .where('moduleId', '=', moduleId)
    .where((eb) =>
      organizationId === null ? eb('organizationId', 'is', null) : eb('organizationId', '=', organizationId),
    )
    .execute();
}

/** The effective modules of a role in a tenant (what a Principal carries). */
export async function getEffectiveModules(
  db: Kysely<Database>,
  input: { organizationId: string | null; role: Role },
): Promise<Record<ModuleId, boolean>> {
  return effectiveModules(await getModuleSwitches(db, input));
}

/** The answer of `GET /api/role-module-config` for the caller's role and tenant. */
export async function getRoleModuleConfig(
  db: Kysely<Database>,
  input: { organizationId: string | null; role: Role },
): Promise<RoleModuleConfig> {
  const { tenant, roleOverrides: overrides } = await getModuleSwitches(db, input);
  const modules = effectiveModules({ tenant, roleOverrides: overrides });
  return { role: input.role, overrides, modules, areas: visibleAreas(input.role, modules).map((area) => area.id) };
}
