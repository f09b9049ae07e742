// Dashboard roles (spec 2.9). The stored set is the `Role` type of the data model; the migration's check
// constraint holds the same list. Legacy names are accepted on the way in and never stored.
import type { Role } from '../db/schema';

export type { Role };

/** Every role a user can hold, in the order of spec 2.9 (the FACILITY_* roles grouped after FACILITY_MANAGER). */
export const ROLES = [
  'SUPER_ADMIN',
  'CENTER_ADMIN',
  'ORG_MARKETING_MANAGER',
  'CONTENT_EDITOR',
  'AGENCY_CONTENT_EDITOR',
  'CENTER_MANAGER',
  'CM_ASSISTANT',
  'FACILITY_MANAGER',
  'FACILITY_TECHNICIAN',
  'FACILITY_ASSISTANT',
  'TENANT',
  'VIEWER',
  'FINANCE_MANAGER',
  'ANALYTICS_VIEWER',
] as const satisfies readonly Role[];

/** Legacy role names and the role each is treated as (spec 2.9). */
export const ROLE_ALIASES: Readonly<Record<string, Role>> = {
  ORGANIZATION_ADMIN: 'CENTER_ADMIN',
  MARKETING_MANAGER: 'ORG_MARKETING_MANAGER',
};

/**
 * Administrators. SUPER_ADMIN is platform-wide; CENTER_ADMIN is center-scoped: it sees and edits only the
 * center of its session (spec 2.11).
 */
export const ADMIN_ROLES = ['SUPER_ADMIN', 'CENTER_ADMIN'] as const satisfies readonly Role[];

/**
 * The roles of organization-level areas (marketing, finance, analytics): a user of one of them works on one center
 * or, given an organization instead, on every center of that organization (it picks the center in the dashboard).
 */
export const ORGANIZATION_ROLES = [
  'ORG_MARKETING_MANAGER',
  'FINANCE_MANAGER',
  'ANALYTICS_VIEWER',
] as const satisfies readonly Role[];

/** The FACILITY_* roles of this platform. */
export const FACILITY_ROLES = ROLES.filter((role): role is Extract<Role, `FACILITY_${string}`> =>
  role.startsWith('FACILITY_'),
);

const roleSet: ReadonlySet<string> = new Set(ROLES);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && roleSet.has(value);
}

/**
 * The role a stored, imported or typed name stands for: trimmed, case-insensitive, legacy aliases mapped.
 * Unknown names, including FACILITY_* roles this platform does not have, give undefined.
 */
export function normalizeRole(input: string): Role | undefined {
  const name = input.trim().toUpperCase();
  const role = Object.hasOwn(ROLE_ALIASES, name) ? ROLE_ALIASES[name] : name;
  return isRole(role) ? role : undefined;
}

export function isFacilityRole(role: Role): boolean {
  return role.startsWith('FACILITY_');
}

export function isAdminRole(role: Role): boolean {
  return (ADMIN_ROLES as readonly Role[]).includes(role);
}
