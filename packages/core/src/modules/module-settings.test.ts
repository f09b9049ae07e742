// Stored module switches (spec 2.11): tenant switches, role overrides (tenant row over platform default) and
// the answer of GET /api/role-module-config.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '../accounts/roles';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import {
  clearRoleModuleOverride,
  getEffectiveModules,
  getRoleModuleConfig,
  getRoleModuleOverrides,
  getTenantModules,
  setRoleModuleOverride,
  setTenantModule,
} from './module-settings';
import { MODULE_IDS, type ModuleId } from './registry';

describe('module settings', () => {
  let handle: DatabaseHandle;
  let orgId: string;
  let otherOrgId: string;

  const createOrganization = async (slug: string) => {
    const row = await handle.db
      .insertInto('organizations')
      .values({ name: slug, slug })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    orgId = await createOrganization('module-org');
    otherOrgId = await createOrganization('module-other-org');
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.deleteFrom('roleModuleOverrides').execute();
    await handle.db.deleteFrom('moduleTenantSettings').execute();
  });

  it('accepts every role and module id of the registry (the migration check constraints agree)', async () => {
    for (const role of ROLES) {
      await setRoleModuleOverride(handle.db, { organizationId: null, role, moduleId: 'finance-core', enabled: false });
    }
    for (const moduleId of MODULE_IDS) await setTenantModule(handle.db, orgId, moduleId, true);
    const roles = await handle.db.selectFrom('roleModuleOverrides').select('role').execute();
    expect(roles.map((r) => r.role).sort()).toEqual([...ROLES].sort());
    expect(Object.keys(await getTenantModules(handle.db, orgId)).sort()).toEqual([...MODULE_IDS].sort());
  });

  it('upserts tenant switches: one row per tenant and module, the last write wins', async () => {
    expect(await getTenantModules(handle.db, orgId)).toEqual({});
    await setTenantModule(handle.db, orgId, 'finance-core', false);
    await setTenantModule(handle.db, orgId, 'finance-core', true);
    await setTenantModule(handle.db, orgId, 'finance-core', false);
    await setTenantModule(handle.db, orgId, 'social-core', true);
    await setTenantModule(handle.db, otherOrgId, 'analytics-core', false);
    expect(await getTenantModules(handle.db, orgId)).toEqual({ 'finance-core': false, 'social-core': true });
    expect(await getTenantModules(handle.db, otherOrgId)).toEqual({ 'analytics-core': false });
    expect(await getTenantModules(handle.db, null)).toEqual({});
    const rows = await handle.db.selectFrom('moduleTenantSettings').selectAll().execute();
    expect(rows).toHaveLength(3);
  });

  it('upserts role overrides for a tenant and for the platform default, one row each', async () => {
    const base = { role: 'CONTENT_EDITOR', moduleId: 'community-core' } as const;
    await setRoleModuleOverride(handle.db, { ...base, organizationId: null, enabled: false });
    await setRoleModuleOverride(handle.db, { ...base, organizationId: null, enabled: true });
    await setRoleModuleOverride(handle.db, { ...base, organizationId: orgId, enabled: true });
    await setRoleModuleOverride(handle.db, { ...base, organizationId: orgId, enabled: false });
    const rows = await handle.db
      .selectFrom('roleModuleOverrides')
      .select(['organizationId', 'enabled'])
      .orderBy('organizationId')
      .execute();
    expect(rows).toEqual([
      { organizationId: orgId, enabled: false },
      { organizationId: null, enabled: true },
    ]);
  });

  it("lets the tenant's row for the role win over the platform default", async () => {
    await setRoleModuleOverride(handle.db, {
      organizationId: null,
      role: 'CENTER_MANAGER',
      moduleId: 'finance-core',
      enabled: false,
    });
    await setRoleModuleOverride(handle.db, {
      organizationId: null,
      role: 'CENTER_MANAGER',
      moduleId: 'analytics-core',
      enabled: false,
    });
    await setRoleModuleOverride(handle.db, {
      organizationId: orgId,
      role: 'CENTER_MANAGER',
      moduleId: 'finance-core',
      enabled: true,
    });
    await setRoleModuleOverride(handle.db, {
      organizationId: otherOrgId,
      role: 'CENTER_MANAGER',
      moduleId: 'analytics-core',
      enabled: true,
    });
    await setRoleModuleOverride(handle.db, {
      organizationId: orgId,
      role: 'CONTENT_EDITOR',
      moduleId: 'mall-core',
      enabled: false,
    });

    expect(await getRoleModuleOverrides(handle.db, { organizationId: orgId, role: 'CENTER_MANAGER' })).toEqual({
      'finance-core': true,
      'analytics-core': false,
    });
    expect(await getRoleModuleOverrides(handle.db, { organizationId: otherOrgId, role: 'CENTER_MANAGER' })).toEqual({
      'finance-core': false,
      'analytics-core': true,
    });
    expect(await getRoleModuleOverrides(handle.db, { organizationId: null, role: 'CENTER_MANAGER' })).toEqual({
      'finance-core': false,
      'analytics-core': false,
    });
    expect(await getRoleModuleOverrides(handle.db, { organizationId: orgId, role: 'CONTENT_EDITOR' })).toEqual({
      'mall-core': false,
    });
    expect(await getRoleModuleOverrides(handle.db, { organizationId: otherOrgId, role: 'CONTENT_EDITOR' })).toEqual({});

    await clearRoleModuleOverride(handle.db, {
      organizationId: orgId,
      role: 'CENTER_MANAGER',
      moduleId: 'finance-core',
    });
    expect(await getRoleModuleOverrides(handle.db, { organizationId: orgId, role: 'CENTER_MANAGER' })).toEqual({
      'finance-core': false,
      'analytics-core': false,
    });
  });

  it('refuses to switch the dashboard off', async () => {
    await expect(setTenantModule(handle.db, orgId, 'dashboard', false)).rejects.toThrow(RangeError);
    await expect(
      setRoleModuleOverride(handle.db, { organizationId: null, role: 'VIEWER', moduleId: 'dashboard', enabled: false }),
    ).rejects.toThrow(RangeError);
    await expect(setTenantModule(handle.db, orgId, 'bogus' as ModuleId, true)).rejects.toThrow(RangeError);
  });

  it('answers the role-module-config: overrides, effective modules and visible areas', async () => {
    const empty = await getRoleModuleConfig(handle.db, { organizationId: orgId, role: 'CENTER_ADMIN' });
    expect(empty).toEqual({
      role: 'CENTER_ADMIN',
      overrides: {},
      modules: Object.fromEntries(MODULE_IDS.map((id) => [id, true])),
      areas: [
        'dashboard',
        'editorial',
        'social',
        'center-website',
        'organization-center',
        'marketing',
        'analytics',
        'community',
        'users',
      ],
    });

    await setTenantModule(handle.db, orgId, 'mall-core', false);
    await setTenantModule(handle.db, orgId, 'analytics-core', false);
    // a role override cannot enable what the tenant switched off
    await setRoleModuleOverride(handle.db, {
      organizationId: orgId,
      role: 'CENTER_ADMIN',
      moduleId: 'analytics-core',
      enabled: true,
    });
    await setRoleModuleOverride(handle.db, {
      organizationId: null,
      role: 'CENTER_ADMIN',
      moduleId: 'users',
      enabled: false,
    });
    const config = await getRoleModuleConfig(handle.db, { organizationId: orgId, role: 'CENTER_ADMIN' });
    expect(config.role).toBe('CENTER_ADMIN');
    expect(config.overrides).toEqual({ 'analytics-core': true, users: false });
    expect(MODULE_IDS.filter((id) => !config.modules[id]).sort()).toEqual([
      'analytics-core',
      'mall-core',
      'marketing-core',
      'social-core',
      'users',
    ]);
    expect(config.areas).toEqual(['dashboard', 'center-website', 'organization-center', 'community']);
    expect(await getEffectiveModules(handle.db, { organizationId: orgId, role: 'CENTER_ADMIN' })).toEqual(
      config.modules,
    );

    // another tenant and another role are untouched
    const other = await getRoleModuleConfig(handle.db, { organizationId: otherOrgId, role: 'CENTER_MANAGER' });
    expect(Object.values(other.modules).every(Boolean)).toBe(true);
    expect(other.overrides).toEqual({});

    // a platform-wide caller sees no tenant switches, only the platform defaults of its role
    const platform = await getRoleModuleConfig(handle.db, { organizationId: null, role: 'SUPER_ADMIN' });
    expect(platform.areas).toHaveLength(17);
    expect(JSON.parse(JSON.stringify(platform))).toEqual(platform);
  });
});
