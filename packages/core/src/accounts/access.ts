// The declarative access rule every dashboard procedure and staff route states, and the one check that
// enforces it (spec 2.11, 5). Order of the checks: credentials (401), role, module, center (403).
//
// Decisions:
// - SUPER_ADMIN is platform-wide: it passes the role, module and center checks. Modules switch areas off for
//   a tenant's staff; they never lock the platform operator out (the navigation of ../modules/registry still
//   follows the effective modules, so a disabled module is hidden but reachable for it).
// - A center-scoped rule binds every other role, CENTER_ADMIN included, to the center of its session: a target
//   center other than `principal.centerId` is refused, a target with no center (`centerId: null`, a
//   platform-level record) is refused, and without a target the principal must have a center in its session.
// - An organization-wide principal (a role of ORGANIZATION_ROLES given an organization, no center) has no center in
//   its session: each request names its target, which must be one of the centers of its organization.
import { AREAS, type Area, type AreaId, MODULE_IDS, type ModuleId } from '../modules/registry';
import { normalizeRole, ROLES, type Role } from './roles';

export interface AccessRule {
  /** the module that must be on for the caller's role in its tenant; null: no module gate */
  module: ModuleId | null;
  /** the roles allowed; 'any' admits every authenticated role */
  roles: readonly Role[] | 'any';
  /** the target must be the center of the caller's session */
  centerScoped: boolean;
}

export interface Principal {
  userId: string;
  role: Role;
  organizationId: string | null;
  /** the center of the session */
  centerId: string | null;
  /** an organization-wide principal: the centers of its organization (its session has no center) */
  organizationCenters?: readonly string[];
  /** the effective modules of the role in the tenant (see `effectiveModules`) */
  modules: Record<ModuleId, boolean>;
}

export type AccessErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN_ROLE' | 'MODULE_DISABLED' | 'FORBIDDEN_CENTER';

export type AccessDecision = { ok: true } | { ok: false; status: 401 | 403; code: AccessErrorCode; message: string };

const ALLOWED: AccessDecision = { ok: true };

const deny = (status: 401 | 403, code: AccessErrorCode, message: string): AccessDecision => ({
  ok: false,
  status,
  code,
  message,
});

export function checkAccess(
  principal: Principal | null,
  rule: AccessRule,
  target?: { centerId?: string | null },
): AccessDecision {
  if (!principal) return deny(401, 'UNAUTHENTICATED', 'Staff credentials are required.');
  if (principal.role === 'SUPER_ADMIN') return ALLOWED;
  if (rule.roles !== 'any' && !rule.roles.includes(principal.role)) {
    return deny(403, 'FORBIDDEN_ROLE', 'Your role does not have access to this function.');
  }
  if (rule.module !== null && principal.modules[rule.module] !== true) {
    return deny(403, 'MODULE_DISABLED', `The module ${rule.module} is not enabled for your role.`);
  }
  if (rule.centerScoped) {
    const targetCenter = target?.centerId;
    const sessionCenter = principal.centerId;
    if (sessionCenter === null && principal.organizationCenters) {
      if (!targetCenter) {
        return deny(403, 'FORBIDDEN_CENTER', 'Select a center first: this function acts on one of your centers.');
      }
      if (!principal.organizationCenters.includes(targetCenter)) {
        return deny(403, 'FORBIDDEN_CENTER', 'This function is limited to the centers of your organization.');
      }
    } else if (sessionCenter === null) {
      return deny(403, 'FORBIDDEN_CENTER', 'Select a center first: this function acts on the center of the session.');
    } else if (targetCenter !== undefined && targetCenter !== sessionCenter) {
      return deny(403, 'FORBIDDEN_CENTER', 'This function is limited to the center of your session.');
    }
  }
  return ALLOWED;
}

/** Shorthand: `rule('mall-core', rolesOf('editorial'), { centerScoped: true })`. Center-scoped unless stated. */
export function rule(
  module: ModuleId | null,
  roles: readonly Role[] | 'any',
  options: { centerScoped?: boolean } = {},
): AccessRule {
  return Object.freeze({
    module,
    roles: roles === 'any' ? 'any' : Object.freeze([...roles]),
    centerScoped: options.centerScoped ?? true,
  });
}

/**
 * The roles of the 2.11 table: an area id gives that row's roles, a module id the roles of all its areas,
 * in ROLES order. Several keys give the union. Throws for a key with no roles (a module without an area), so
 * a rule can never silently admit nobody but SUPER_ADMIN.
 */
export function rolesOf(...keys: readonly (AreaId | ModuleId)[]): readonly Role[] {
  return rolesOfAreas(keys, (area) => area.roles);
}

/** The roles that see the areas of `keys`: those working in them and their readers (the rule of their reads). */
export function readersOf(...keys: readonly (AreaId | ModuleId)[]): readonly Role[] {
  return rolesOfAreas(keys, (area) => [...area.roles, ...(area.readers ?? [])]);
}

function rolesOfAreas(keys: readonly (AreaId | ModuleId)[], rolesOfArea: (area: Area) => readonly Role[]) {
  const wanted = new Set<Role>();
  for (const key of keys) {
    const byId = AREAS.filter((area) => area.id === key);
    const rows = byId.length > 0 ? byId : AREAS.filter((area) => area.module === key);
    if (rows.length === 0) throw new RangeError(`no area of spec 2.11 for ${key}: name the roles explicitly`);
    for (const row of rows) for (const role of rolesOfArea(row)) wanted.add(role);
  }
  return ROLES.filter((role) => wanted.has(role));
}

/** Every module on: the modules of a platform-wide caller or of a test principal. */
export function allModulesOn(): Record<ModuleId, boolean> {
  return Object.fromEntries(MODULE_IDS.map((id) => [id, true])) as Record<ModuleId, boolean>;
}

/**
 * A principal from a user record whose role may be a legacy or differently cased name; undefined when the
 * role is not one of ours (such a user gets no access at all).
 */
export function toPrincipal(input: {
  userId: string;
  role: string;
  organizationId: string | null;
  centerId: string | null;
  modules: Record<ModuleId, boolean>;
  organizationCenters?: readonly string[];
}): Principal | undefined {
  const role = normalizeRole(input.role);
  if (!role) return undefined;
  return {
    userId: input.userId,
    role,
    organizationId: input.organizationId,
    centerId: input.centerId,
    modules: input.modules,
    ...(input.organizationCenters ? { organizationCenters: input.organizationCenters } : {}),
  };
}
