// Roles (spec 2.9) and the declarative access rule (spec 2.11, 5): every role against a set of rules, with
// center scoping, disabled modules, legacy aliases and the 401 without a principal.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Role as SchemaRole } from '../db/schema';
import { effectiveModules, type ModuleId } from '../modules/registry';
import {
  type AccessDecision,
  type AccessRule,
  allModulesOn,
  checkAccess,
  type Principal,
  rolesOf,
  rule,
  toPrincipal,
} from './access';
import { ADMIN_ROLES, FACILITY_ROLES, isFacilityRole, normalizeRole, ROLE_ALIASES, ROLES, type Role } from './roles';

const CENTER = '11111111-1111-4111-8111-111111111111';
const OTHER_CENTER = '22222222-2222-4222-8222-222222222222';

const principal = (role: Role, overrides: Partial<Principal> = {}): Principal => ({
  userId: `user-${role}`,
  role,
  organizationId: 'org-1',
  centerId: CENTER,
  modules: allModulesOn(),
  ...overrides,
});

describe('roles', () => {
  it('are the 14 roles of the data model', () => {
    expect(ROLES).toHaveLength(14);
    expect(new Set(ROLES).size).toBe(14);
    expectTypeOf<(typeof ROLES)[number]>().toEqualTypeOf<SchemaRole>();
    expectTypeOf<Role>().toEqualTypeOf<SchemaRole>();
  });

  it('groups the admins and the facility roles', () => {
    expect(ADMIN_ROLES).toEqual(['SUPER_ADMIN', 'CENTER_ADMIN']);
    expect(FACILITY_ROLES).toEqual(['FACILITY_MANAGER', 'FACILITY_TECHNICIAN', 'FACILITY_ASSISTANT']);
    expect(ROLES.filter(isFacilityRole)).toEqual(FACILITY_ROLES);
  });

  it.each(ROLES)('normalizes %s in any case and with surrounding blanks', (role) => {
    expect(normalizeRole(role)).toBe(role);
    expect(normalizeRole(`  ${role.toLowerCase()}\n`)).toBe(role);
  });

  it('maps the legacy aliases', () => {
    expect(ROLE_ALIASES).toEqual({ ORGANIZATION_ADMIN: 'CENTER_ADMIN', MARKETING_MANAGER: 'ORG_MARKETING_MANAGER' });
    expect(normalizeRole('ORGANIZATION_ADMIN')).toBe('CENTER_ADMIN');
    expect(normalizeRole(' organization_admin ')).toBe('CENTER_ADMIN');
    expect(normalizeRole('Marketing_Manager')).toBe('ORG_MARKETING_MANAGER');
  });

  it('rejects unknown names, including FACILITY_* roles this platform does not have', () => {
    for (const name of [
      '',
      ' ',
      'ADMIN',
      'FACILITY_',
      'FACILITY_CLEANER',
      'facility_security',
      'toString',
      '__proto__',
    ]) {
      expect(normalizeRole(name)).toBeUndefined();
    }
  });
});

describe('rolesOf and rule', () => {
  it('takes the roles of an area row, or of all areas of a module, in ROLES order', () => {
    expect(rolesOf('editorial')).toEqual([
      'SUPER_ADMIN',
      'CENTER_ADMIN',
      'ORG_MARKETING_MANAGER',
      'CONTENT_EDITOR',
      'CENTER_MANAGER',
    ]);
    expect(rolesOf('mall-core')).toEqual(rolesOf('editorial'));
    expect(rolesOf('digital-experience')).toEqual([
      'SUPER_ADMIN',
      'CENTER_ADMIN',
      'ORG_MARKETING_MANAGER',
      'CONTENT_EDITOR',
      'CENTER_MANAGER',
      'FACILITY_MANAGER',
    ]);
    expect(rolesOf('digital-apps-hardware')).toEqual(['SUPER_ADMIN', 'CENTER_MANAGER', 'FACILITY_MANAGER']);
    expect(rolesOf('integration-credentials')).toEqual(['SUPER_ADMIN']);
    expect(rolesOf('system-integration')).toEqual(['SUPER_ADMIN', 'CENTER_MANAGER']);
    expect(rolesOf('finance', 'analytics')).toEqual([
      'SUPER_ADMIN',
      'CENTER_ADMIN',
      'ORG_MARKETING_MANAGER',
      'FINANCE_MANAGER',
      'ANALYTICS_VIEWER',
    ]);
    expect(rolesOf('users')).toEqual(['SUPER_ADMIN', 'CENTER_ADMIN']);
  });

  it('refuses a module without an area instead of admitting nobody', () => {
    expect(() => rolesOf('settings')).toThrow(RangeError);
    expect(() => rolesOf('ai-automation')).toThrow(RangeError);
  });

  it('builds frozen rules, center-scoped unless stated', () => {
    const scoped = rule('mall-core', rolesOf('mall-core'));
    expect(scoped).toEqual({ module: 'mall-core', roles: rolesOf('mall-core'), centerScoped: true });
    expect(Object.isFrozen(scoped)).toBe(true);
    expect(rule(null, 'any', { centerScoped: false })).toEqual({ module: null, roles: 'any', centerScoped: false });
  });
});

type Expected = 'ok' | 'FORBIDDEN_ROLE' | 'MODULE_DISABLED' | 'FORBIDDEN_CENTER';

interface Case {
  name: string;
  rule: AccessRule;
  /** the roles the spec admits, written out (SUPER_ADMIN always passes) */
  admitted: readonly Role[] | 'any';
  /** the outcome for an admitted role */
  whenAdmitted: Expected;
  principal?: Partial<Principal>;
  target?: { centerId?: string | null };
}

const EDITORIAL: Role[] = ['SUPER_ADMIN', 'CONTENT_EDITOR', 'CENTER_MANAGER', 'ORG_MARKETING_MANAGER', 'CENTER_ADMIN'];
const modulesWithout = (...off: ModuleId[]) =>
  effectiveModules({ tenant: Object.fromEntries(off.map((id) => [id, false])), roleOverrides: {} });

const CASES: Case[] = [
  {
    name: 'editorial content in the session center',
    rule: rule('mall-core', rolesOf('editorial'), { centerScoped: true }),
    admitted: EDITORIAL,
    whenAdmitted: 'ok',
    target: { centerId: CENTER },
  },
  {
    name: 'editorial content of another center',
    rule: rule('mall-core', rolesOf('editorial'), { centerScoped: true }),
    admitted: EDITORIAL,
    whenAdmitted: 'FORBIDDEN_CENTER',
    target: { centerId: OTHER_CENTER },
  },
  {
    name: 'editorial content with mall-core switched off',
    rule: rule('mall-core', rolesOf('editorial'), { centerScoped: true }),
    admitted: EDITORIAL,
    whenAdmitted: 'MODULE_DISABLED',
    principal: { modules: modulesWithout('mall-core') },
    target: { centerId: CENTER },
  },
  {
    name: 'social with mall-core (its dependency) switched off',
    rule: rule('social-core', rolesOf('social'), { centerScoped: true }),
    admitted: EDITORIAL,
    whenAdmitted: 'MODULE_DISABLED',
    principal: { modules: modulesWithout('mall-core') },
  },
  {
    name: 'property in the session center (no explicit target)',
    rule: rule('property-core', rolesOf('property'), { centerScoped: true }),
    admitted: ['SUPER_ADMIN', 'FACILITY_MANAGER', 'CENTER_MANAGER'],
    whenAdmitted: 'ok',
  },
  {
    name: 'center-scoped function without a center in the session',
    rule: rule('property-core', rolesOf('property'), { centerScoped: true }),
    admitted: ['SUPER_ADMIN', 'FACILITY_MANAGER', 'CENTER_MANAGER'],
    whenAdmitted: 'FORBIDDEN_CENTER',
    principal: { centerId: null },
  },
  {
    name: 'center-scoped function on a record of no center',
    rule: rule('digital-experience', rolesOf('center-website'), { centerScoped: true }),
    admitted: EDITORIAL,
    whenAdmitted: 'FORBIDDEN_CENTER',
    target: { centerId: null },
  },
  {
    name: 'center settings of the session center',
    rule: rule('organization-management', rolesOf('organization-center'), { centerScoped: true }),
    admitted: ['SUPER_ADMIN', 'CENTER_MANAGER', 'CENTER_ADMIN', 'ORG_MARKETING_MANAGER'],
    whenAdmitted: 'ok',
    target: { centerId: CENTER },
  },
  {
    name: 'center settings of another center',
    rule: rule('organization-management', rolesOf('organization-center'), { centerScoped: true }),
    admitted: ['SUPER_ADMIN', 'CENTER_MANAGER', 'CENTER_ADMIN', 'ORG_MARKETING_MANAGER'],
    whenAdmitted: 'FORBIDDEN_CENTER',
    target: { centerId: OTHER_CENTER },
  },
  {
    name: 'finance, not center-scoped, other center named',
    rule: rule('finance-core', rolesOf('finance'), { centerScoped: false }),
    admitted: ['SUPER_ADMIN', 'FINANCE_MANAGER'],
    whenAdmitted: 'ok',
    target: { centerId: OTHER_CENTER },
  },
  {
    name: 'analytics with analytics-core switched off for the role',
    rule: rule('analytics-core', rolesOf('analytics'), { centerScoped: false }),
    admitted: ['SUPER_ADMIN', 'ANALYTICS_VIEWER', 'ORG_MARKETING_MANAGER', 'CENTER_ADMIN'],
    whenAdmitted: 'MODULE_DISABLED',
    principal: { modules: effectiveModules({ tenant: {}, roleOverrides: { 'analytics-core': false } }) },
  },
  {
    name: 'marketing',
    rule: rule('marketing-core', rolesOf('marketing'), { centerScoped: true }),
    admitted: ['SUPER_ADMIN', 'ORG_MARKETING_MANAGER', 'CENTER_ADMIN'],
    whenAdmitted: 'ok',
    target: { centerId: CENTER },
  },
  {
    name: 'plugin integration with cms-integration inactive',
    rule: rule('cms-integration', rolesOf('plugin-integration'), { centerScoped: true }),
    admitted: ['SUPER_ADMIN', 'CENTER_MANAGER'],
    whenAdmitted: 'MODULE_DISABLED',
    principal: { modules: modulesWithout('cms-integration') },
  },
  {
    name: 'integration credentials',
    rule: rule('system-integration', rolesOf('integration-credentials'), { centerScoped: false }),
    admitted: ['SUPER_ADMIN'],
    whenAdmitted: 'ok',
  },
  {
    name: 'system',
    rule: rule('system-integration', rolesOf('system'), { centerScoped: false }),
    admitted: ['SUPER_ADMIN'],
    whenAdmitted: 'ok',
  },
  {
    name: 'user management of the session center',
    rule: rule('users', rolesOf('users'), { centerScoped: true }),
    admitted: ['SUPER_ADMIN', 'CENTER_ADMIN'],
    whenAdmitted: 'ok',
    target: { centerId: CENTER },
  },
  {
    name: 'user management of another center',
    rule: rule('users', rolesOf('users'), { centerScoped: true }),
    admitted: ['SUPER_ADMIN', 'CENTER_ADMIN'],
    whenAdmitted: 'FORBIDDEN_CENTER',
    target: { centerId: OTHER_CENTER },
  },
  {
    name: 'user management with the users module off',
    rule: rule('users', ADMIN_ROLES, { centerScoped: true }),
    admitted: ['SUPER_ADMIN', 'CENTER_ADMIN'],
    whenAdmitted: 'MODULE_DISABLED',
    principal: { modules: modulesWithout('users') },
    target: { centerId: OTHER_CENTER },
  },
  {
    name: 'self-service profile (any role, no module, not center-scoped)',
    rule: rule(null, 'any', { centerScoped: false }),
    admitted: 'any',
    whenAdmitted: 'ok',
    principal: { centerId: null, organizationId: null },
  },
  {
    name: 'dashboard home of the session center with every other module off',
    rule: rule('dashboard', 'any', { centerScoped: true }),
    admitted: 'any',
    whenAdmitted: 'ok',
    principal: { modules: modulesWithout(...(['mall-core', 'users', 'settings'] as const)) },
    target: { centerId: CENTER },
  },
];

const STATUS: Record<Exclude<Expected, 'ok'>, 401 | 403> = {
  FORBIDDEN_ROLE: 403,
  MODULE_DISABLED: 403,
  FORBIDDEN_CENTER: 403,
};

function expectDecision(decision: AccessDecision, expected: Expected): void {
  if (expected === 'ok') {
    expect(decision).toEqual({ ok: true });
    return;
  }
  expect(decision).toMatchObject({ ok: false, status: STATUS[expected], code: expected });
  if (!decision.ok) expect(decision.message).not.toBe('');
}

describe('checkAccess', () => {
  const rows = CASES.flatMap((c) => ROLES.map((role) => ({ ...c, role, label: `${role}: ${c.name}` })));

  it.each(rows)('$label', (row) => {
    const expected: Expected =
      row.role === 'SUPER_ADMIN'
        ? 'ok'
        : row.admitted === 'any' || row.admitted.includes(row.role)
          ? row.whenAdmitted
          : 'FORBIDDEN_ROLE';
    expectDecision(checkAccess(principal(row.role, row.principal), row.rule, row.target), expected);
  });

  it.each(CASES)('answers 401 without a principal: $name', (c) => {
    expect(checkAccess(null, c.rule, c.target)).toEqual({
      ok: false,
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Staff credentials are required.',
    });
  });

  it('lets SUPER_ADMIN through every module switch and every center (platform-wide)', () => {
    const nothingOn = modulesWithout(...(Object.keys(allModulesOn()) as ModuleId[]));
    const root = principal('SUPER_ADMIN', { centerId: null, organizationId: null, modules: nothingOn });
    for (const c of CASES) expect(checkAccess(root, c.rule, { centerId: OTHER_CENTER })).toEqual({ ok: true });
  });

  it('checks the role before the module and the module before the center', () => {
    const editorialOff = rule('mall-core', rolesOf('editorial'), { centerScoped: true });
    const modules = modulesWithout('mall-core');
    expect(
      checkAccess(principal('FINANCE_MANAGER', { modules }), editorialOff, { centerId: OTHER_CENTER }),
    ).toMatchObject({ code: 'FORBIDDEN_ROLE' });
    expect(checkAccess(principal('CENTER_ADMIN', { modules }), editorialOff, { centerId: OTHER_CENTER })).toMatchObject(
      {
        code: 'MODULE_DISABLED',
      },
    );
  });

  it('keeps an organization-wide principal to the centers of its organization, each request naming one', () => {
    const editorial = rule('mall-core', rolesOf('editorial'));
    const wide = principal('ORG_MARKETING_MANAGER', { centerId: null, organizationCenters: [CENTER, OTHER_CENTER] });
    expect(checkAccess(wide, editorial, { centerId: CENTER })).toEqual({ ok: true });
    expect(checkAccess(wide, editorial, { centerId: OTHER_CENTER })).toEqual({ ok: true });
    const foreign = '33333333-3333-4333-8333-333333333333';
    expect(checkAccess(wide, editorial, { centerId: foreign })).toMatchObject({ code: 'FORBIDDEN_CENTER' });
    expect(checkAccess(wide, editorial, { centerId: null })).toMatchObject({ code: 'FORBIDDEN_CENTER' });
    expect(checkAccess(wide, editorial)).toMatchObject({ code: 'FORBIDDEN_CENTER' });
    // an organization with no centers: nothing center-scoped
    const empty = principal('ORG_MARKETING_MANAGER', { centerId: null, organizationCenters: [] });
    expect(checkAccess(empty, editorial, { centerId: CENTER })).toMatchObject({ code: 'FORBIDDEN_CENTER' });
  });

  it('treats a principal built from a legacy role name like its role', () => {
    const users = rule('users', rolesOf('users'), { centerScoped: true });
    const legacyAdmin = toPrincipal({
      userId: 'u1',
      role: 'organization_admin',
      organizationId: 'org-1',
      centerId: CENTER,
      modules: allModulesOn(),
    });
    expect(legacyAdmin?.role).toBe('CENTER_ADMIN');
    expect(legacyAdmin && checkAccess(legacyAdmin, users, { centerId: CENTER })).toEqual({ ok: true });
    expect(legacyAdmin && checkAccess(legacyAdmin, users, { centerId: OTHER_CENTER })).toMatchObject({
      code: 'FORBIDDEN_CENTER',
    });

    const legacyMarketing = toPrincipal({
      userId: 'u2',
      role: 'MARKETING_MANAGER',
      organizationId: 'org-1',
      centerId: CENTER,
      modules: allModulesOn(),
    });
    expect(legacyMarketing?.role).toBe('ORG_MARKETING_MANAGER');
    expect(legacyMarketing && checkAccess(legacyMarketing, rule('marketing-core', rolesOf('marketing')))).toEqual({
      ok: true,
    });

    expect(
      toPrincipal({
        userId: 'u3',
        role: 'FACILITY_CLEANER',
        organizationId: null,
        centerId: null,
        modules: allModulesOn(),
      }),
    ).toBeUndefined();
  });
});
