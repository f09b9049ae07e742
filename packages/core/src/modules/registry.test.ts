// The module registry of spec 2.11: module ids, dependencies, tenant and role switches, the area table.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ROLES, type Role } from '../accounts/roles';
import {
  AREAS,
  effectiveModules,
  MODULE_DEPENDENCIES,
  MODULE_IDS,
  type ModuleId,
  type ModuleSwitches,
  visibleAreas,
  writesIn,
} from './registry';

const allOn = (): Record<ModuleId, boolean> => effectiveModules({ tenant: {}, roleOverrides: {} });
const offOnly = (modules: Record<ModuleId, boolean>) =>
  MODULE_IDS.filter((id) => !modules[id]).sort((a, b) => a.localeCompare(b));

// The 2.11 table written out independently of AREAS (id, module, roles as the spec names them).
const EDITORIAL: Role[] = ['SUPER_ADMIN', 'CONTENT_EDITOR', 'CENTER_MANAGER', 'ORG_MARKETING_MANAGER', 'CENTER_ADMIN'];
const SPEC_TABLE: { id: string; module: ModuleId; roles: Role[] }[] = [
  { id: 'dashboard', module: 'dashboard', roles: [...ROLES] },
  { id: 'editorial', module: 'mall-core', roles: EDITORIAL },
  { id: 'social', module: 'social-core', roles: EDITORIAL },
  { id: 'property', module: 'property-core', roles: ['SUPER_ADMIN', 'FACILITY_MANAGER', 'CENTER_MANAGER'] },
  { id: 'center-website', module: 'digital-experience', roles: EDITORIAL },
  {
    id: 'digital-apps-hardware',
    module: 'digital-experience',
    roles: ['SUPER_ADMIN', 'CENTER_MANAGER', 'FACILITY_MANAGER'],
  },
  { id: 'plugin-integration', module: 'cms-integration', roles: ['SUPER_ADMIN', 'CENTER_MANAGER'] },
  {
    id: 'organization-center',
    module: 'organization-management',
    roles: ['SUPER_ADMIN', 'CENTER_MANAGER', 'CENTER_ADMIN', 'ORG_MARKETING_MANAGER'],
  },
  { id: 'marketing', module: 'marketing-core', roles: ['SUPER_ADMIN', 'ORG_MARKETING_MANAGER', 'CENTER_ADMIN'] },
  { id: 'finance', module: 'finance-core', roles: ['SUPER_ADMIN', 'FINANCE_MANAGER'] },
  {
    id: 'analytics',
    module: 'analytics-core',
    roles: ['SUPER_ADMIN', 'ANALYTICS_VIEWER', 'ORG_MARKETING_MANAGER', 'CENTER_ADMIN'],
  },
  { id: 'community', module: 'community-core', roles: EDITORIAL },
  {
    id: 'center-manager-app',
    module: 'center-manager-app',
    roles: ['SUPER_ADMIN', 'CENTER_MANAGER', 'FACILITY_MANAGER'],
  },
  { id: 'integrations', module: 'system-integration', roles: ['SUPER_ADMIN', 'CENTER_MANAGER'] },
  { id: 'integration-credentials', module: 'system-integration', roles: ['SUPER_ADMIN'] },
  { id: 'system', module: 'system-integration', roles: ['SUPER_ADMIN'] },
  { id: 'users', module: 'users', roles: ['SUPER_ADMIN', 'CENTER_ADMIN'] },
];

describe('module ids', () => {
  it('are the 18 ids of spec 2.11', () => {
    expect(MODULE_IDS).toEqual([
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
    ]);
    expectTypeOf<ModuleId>().toEqualTypeOf<(typeof MODULE_IDS)[number]>();
  });

  it('has exactly the dependencies of spec 2.11', () => {
    expect(MODULE_DEPENDENCIES).toEqual({ 'social-core': ['mall-core'], 'marketing-core': ['mall-core'] });
  });
});

describe('effectiveModules', () => {
  it('turns every module on by default', () => {
    expect(offOnly(allOn())).toEqual([]);
    expect(Object.keys(allOn()).sort()).toEqual([...MODULE_IDS].sort());
  });

  it('turns a module off for everyone when the tenant switches it off, which no role override brings back', () => {
    expect(offOnly(effectiveModules({ tenant: { 'finance-core': false }, roleOverrides: {} }))).toEqual([
      'finance-core',
    ]);
    expect(
      offOnly(effectiveModules({ tenant: { 'finance-core': false }, roleOverrides: { 'finance-core': true } })),
    ).toEqual(['finance-core']);
  });

  it('keeps a tenant-enabled module on unless the role override turns it off', () => {
    expect(offOnly(effectiveModules({ tenant: { 'finance-core': true }, roleOverrides: {} }))).toEqual([]);
    expect(
      offOnly(effectiveModules({ tenant: { 'finance-core': true }, roleOverrides: { 'finance-core': false } })),
    ).toEqual(['finance-core']);
    expect(offOnly(effectiveModules({ tenant: {}, roleOverrides: { 'analytics-core': false } }))).toEqual([
      'analytics-core',
    ]);
    expect(offOnly(effectiveModules({ tenant: {}, roleOverrides: { 'analytics-core': true } }))).toEqual([]);
  });

  describe.each(Object.entries(MODULE_DEPENDENCIES) as [ModuleId, ModuleId[]][])('%s', (module, deps) => {
    it.each(deps)('is off when its dependency %s is switched off by the tenant', (dep) => {
      const modules = effectiveModules({ tenant: { [dep]: false }, roleOverrides: {} });
      expect(modules[dep]).toBe(false);
      expect(modules[module]).toBe(false);
    });

    it.each(deps)('is off when its dependency %s is switched off for the role', (dep) => {
      const modules = effectiveModules({ tenant: {}, roleOverrides: { [dep]: false, [module]: true } });
      expect(modules[module]).toBe(false);
    });

    it.each(deps)('does not switch %s off when it is switched off itself', (dep) => {
      const modules = effectiveModules({ tenant: { [module]: false }, roleOverrides: {} });
      expect(modules[module]).toBe(false);
      expect(modules[dep]).toBe(true);
    });
  });

  it('turns off social-core and marketing-core, and nothing else, when mall-core is off', () => {
    expect(offOnly(effectiveModules({ tenant: { 'mall-core': false }, roleOverrides: {} }))).toEqual([
      'mall-core',
      'marketing-core',
      'social-core',
    ]);
  });

  it('never turns dashboard off', () => {
    const everythingOff = Object.fromEntries(MODULE_IDS.map((id) => [id, false])) as ModuleSwitches;
    const modules = effectiveModules({ tenant: everythingOff, roleOverrides: everythingOff });
    expect(modules.dashboard).toBe(true);
    expect(offOnly(modules)).toEqual(MODULE_IDS.filter((id) => id !== 'dashboard').sort((a, b) => a.localeCompare(b)));
  });
});

describe('areas', () => {
  it('are the rows of the 2.11 table, in order, each with its module and roles', () => {
    expect(AREAS.map((a) => ({ id: a.id, module: a.module, roles: [...a.roles].sort() }))).toEqual(
      SPEC_TABLE.map((row) => ({ ...row, roles: [...row.roles].sort() })),
    );
    expect(new Set(AREAS.map((a) => a.id)).size).toBe(AREAS.length);
    for (const area of AREAS) expect(area.label).not.toBe('');
  });

  it('give SUPER_ADMIN every area, and the credential and system pages to SUPER_ADMIN only', () => {
    expect(visibleAreas('SUPER_ADMIN', allOn()).map((a) => a.id)).toEqual(SPEC_TABLE.map((row) => row.id));
    for (const role of ROLES.filter((r) => r !== 'SUPER_ADMIN')) {
      const ids = visibleAreas(role, allOn()).map((a) => a.id);
      expect(ids).not.toContain('integration-credentials');
      expect(ids).not.toContain('system');
    }
  });

  // beyond the table: a VIEWER reads the content areas of its center (issue 25)
  const READ_ONLY: Record<string, readonly string[]> = { VIEWER: ['editorial', 'center-website'] };
  const seen = (row: (typeof SPEC_TABLE)[number], role: Role) =>
    row.roles.includes(role) || (READ_ONLY[role] ?? []).includes(row.id);

  it.each(ROLES)('shows %s the areas of its rows in the table when every module is on', (role) => {
    const expected = SPEC_TABLE.filter((row) => seen(row, role)).map((row) => row.id);
    expect(visibleAreas(role, allOn()).map((a) => a.id)).toEqual(expected);
    expect(expected[0]).toBe('dashboard');
  });

  it.each(ROLES)('hides from %s every block of a switched-off module, but never the dashboard home', (role) => {
    for (const module of MODULE_IDS) {
      const modules = effectiveModules({ tenant: { [module]: false }, roleOverrides: {} });
      const expected = SPEC_TABLE.filter((row) => seen(row, role) && modules[row.module]).map((row) => row.id);
      expect(visibleAreas(role, modules).map((a) => a.id)).toEqual(expected);
      expect(expected).toContain('dashboard');
    }
  });

  it('hides the plugin integration unless cms-integration is active', () => {
    const off = effectiveModules({ tenant: { 'cms-integration': false }, roleOverrides: {} });
    expect(visibleAreas('CENTER_MANAGER', off).map((a) => a.id)).not.toContain('plugin-integration');
    expect(visibleAreas('CENTER_MANAGER', allOn()).map((a) => a.id)).toContain('plugin-integration');
  });

  it('hides social and marketing when mall-core is off (dependency)', () => {
    const modules = effectiveModules({ tenant: { 'mall-core': false }, roleOverrides: {} });
    expect(visibleAreas('CENTER_ADMIN', modules).map((a) => a.id)).toEqual([
      'dashboard',
      'center-website',
      'organization-center',
      'analytics',
      'community',
      'users',
    ]);
  });

  it('shows a VIEWER the content areas to read, and writes in none of them', () => {
    expect(visibleAreas('VIEWER', allOn()).map((a) => a.id)).toEqual(['dashboard', 'editorial', 'center-website']);
    for (const area of AREAS.filter((row) => row.id !== 'dashboard')) expect(writesIn(area.id, 'VIEWER')).toBe(false);
    expect(writesIn('editorial', 'CONTENT_EDITOR')).toBe(true);
  });

  it('shows only the dashboard home to roles of no row (e.g. TENANT, FACILITY_TECHNICIAN)', () => {
    for (const role of ['TENANT', 'FACILITY_TECHNICIAN', 'CM_ASSISTANT'] as const) {
      expect(visibleAreas(role, allOn()).map((a) => a.id)).toEqual(['dashboard']);
    }
  });
});
