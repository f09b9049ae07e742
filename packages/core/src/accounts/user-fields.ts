import { z } from 'zod';
import { CLEAN_TEXT } from '../content/characters';

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
  name: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine(...CLEAN_TEXT),
  role: RoleName,
  centerId: z.uuid().nullable().optional(),
  invite: z.boolean().optional(),
});

/**
 * Every role but SUPER_ADMIN works on a center: a user of such a role without one could open no screen. The form
 * asks for the center with this rule; the server refuses the same case as CENTER_REQUIRED.
 */
export const roleNeedsCenter = (role: string) => role.trim().toUpperCase() !== 'SUPER_ADMIN';

/** The states of a user the list shows and filters by: invited (no password set yet), active, deactivated. */
export const USER_STATES = ['active', 'invited', 'inactive'] as const;
export type UserState = (typeof USER_STATES)[number];

/** What the user list sorts by. */
export const USER_SORT_KEYS = ['name', 'email', 'role', 'createdAt'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
