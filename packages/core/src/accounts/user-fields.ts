import { z } from 'zod';
import { typedName } from '../content/characters';
import { ORGANIZATION_ROLES, type Role } from './roles';

// A user's fields as an admin enters them (browser-safe: `@center-platform/core/shared`). The dashboard's user form
// checks them with this schema; the server's CreateUserInput and UpdateUserInput (users.ts) are built from it, the
// name's markup stripped before its checks.

/**
 * A role name as sent: legacy names and any case are accepted (spec 2.9). Letters and underscores only (400
 * INVALID_REQUEST otherwise, so no markup is ever stored); an unknown name of that form is UNKNOWN_ROLE.
 */
export const RoleName = z
  .string()
  .max(60)
  .regex(/^\s*[A-Za-z_]+\s*$/, 'A role name has letters and underscores only.');

export const UserFields = z.object({
  email: z.email().max(320),
  name: typedName(),
  role: RoleName,
  centerId: z.uuid().nullable().optional(),
  /** an organization-wide user (a role of ORGANIZATION_ROLES without a center): the organization it works for */
  organizationId: z.uuid().nullable().optional(),
  invite: z.boolean().optional(),
});

/**
 * Where a user of a role works: SUPER_ADMIN on the whole platform (no center), a role of ORGANIZATION_ROLES on one
 * center or on all centers of an organization, every other role on one center. The forms ask with this rule; the
 * server refuses a user without the center (or organization) its role needs as CENTER_REQUIRED.
 */
export function roleWorksOn(role: string): 'platform' | 'center-or-organization' | 'center' {
  const name = role.trim().toUpperCase();
  if (name === 'SUPER_ADMIN') return 'platform';
  return (ORGANIZATION_ROLES as readonly string[]).includes(name) ? 'center-or-organization' : 'center';
}

/** The user works on every center of its organization: its role allows it and it has an organization, no center. */
export const spansOrganization = (user: { role: Role; centerId: string | null; organizationId: string | null }) =>
  roleWorksOn(user.role) === 'center-or-organization' && user.centerId === null && user.organizationId !== null;

/** The states of a user the list shows and filters by: invited (no password set yet), active, deactivated. */
export const USER_STATES = ['active', 'invited', 'inactive'] as const;
export type UserState = (typeof USER_STATES)[number];

/** What the user list sorts by. */
export const USER_SORT_KEYS = ['name', 'email', 'role', 'createdAt'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
