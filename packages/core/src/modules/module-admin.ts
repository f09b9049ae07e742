import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ROLES } from '../accounts/roles';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { clearRoleModuleOverride, getTenantModules, setRoleModuleOverride, setTenantModule } from './module-settings';
import { ALWAYS_ON_MODULES, effectiveModules, MODULE_DEPENDENCIES, MODULE_IDS, type ModuleId } from './registry';

// The SUPER_ADMIN's module switches of spec 2.11 for one organization (tenant): each module on or off for every
// role, and per role an override within what the tenant enabled. A module whose dependency is off is off too
// (`social-core` and `marketing-core` need `mall-core`); the overview says which and why. Sessions read the
// effective modules on every request, so navigation and role-module-config follow at once.

export const ModuleOverviewQuery = z.strictObject({ organizationId: z.uuid() });

export const SetTenantModuleInput = z.strictObject({
  organizationId: z.uuid(),
  moduleId: z.enum(MODULE_IDS),
  enabled: z.boolean(),
});

/** A role's override of one module in the tenant; `enabled: null` removes it (the tenant's switch applies). */
export const SetRoleOverrideInput = z.strictObject({
  organizationId: z.uuid(),
  role: z.enum(ROLES),
  moduleId: z.enum(MODULE_IDS),
  enabled: z.boolean().nullable(),
});

async function organizationOf(db: Kysely<Database>, organizationId: string) {
  const organization = await db
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!organization) throw new DomainError('not_found', 'ORGANIZATION_NOT_FOUND', 'No such organization.');
  return organization;
}

function assertSwitchable(moduleId: ModuleId, enabled: boolean | null) {
  if (enabled === false && ALWAYS_ON_MODULES.includes(moduleId)) {
    throw new DomainError('invalid', 'MODULE_ALWAYS_ON', `The module ${moduleId} is always on.`);
  }
}

/**
 * The modules of an organization: each with its stored switch, whether it is in effect (off when a module it needs
 * is off), what it needs and what needs it; and the tenant's role overrides.
 */
export async function getModuleOverview(db: Kysely<Database>, input: z.input<typeof ModuleOverviewQuery>) {
  const { organizationId } = ModuleOverviewQuery.parse(input);
  return overviewOf(db, await organizationOf(db, organizationId));
}

async function overviewOf(db: Kysely<Database>, organization: { id: string; name: string }) {
  const organizationId = organization.id;
  const [tenant, overrides] = await Promise.all([
    getTenantModules(db, organizationId),
    db
      .selectFrom('roleModuleOverrides')
      .select(['role', 'moduleId', 'enabled'])
      .where('organizationId', '=', organizationId)
      .orderBy('role')
      .orderBy('moduleId')
      .execute(),
  ]);
  const effective = effectiveModules({ tenant, roleOverrides: {} });
  const modules = MODULE_IDS.map((id) => ({
    id,
    switchedOn: tenant[id] !== false,
    effective: effective[id],
    alwaysOn: ALWAYS_ON_MODULES.includes(id),
    needs: [...(MODULE_DEPENDENCIES[id] ?? [])],
    neededBy: MODULE_IDS.filter((other) => MODULE_DEPENDENCIES[other]?.includes(id)),
  }));
  return { organization, modules, overrides };
}

/** Switches a module of the organization on or off for every role. */
export async function switchTenantModule(db: Kysely<Database>, input: z.input<typeof SetTenantModuleInput>) {
  const { organizationId, moduleId, enabled } = SetTenantModuleInput.parse(input);
  const organization = await organizationOf(db, organizationId);
  assertSwitchable(moduleId, enabled);
  await setTenantModule(db, organizationId, moduleId, enabled);
  return overviewOf(db, organization);
}

/** Sets or removes a role's override of a module in the organization. */
export async function switchRoleModule(db: Kysely<Database>, input: z.input<typeof SetRoleOverrideInput>) {
  const { organizationId, role, moduleId, enabled } = SetRoleOverrideInput.parse(input);
  const organization = await organizationOf(db, organizationId);
  assertSwitchable(moduleId, enabled);
  if (enabled === null) await clearRoleModuleOverride(db, { organizationId, role, moduleId });
  else await setRoleModuleOverride(db, { organizationId, role, moduleId, enabled });
  return overviewOf(db, organization);
}
