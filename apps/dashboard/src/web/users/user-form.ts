// The checks of the user forms (create and edit): core's schema of a user's name, e-mail and role, and core's rule
// of where a role works (SUPER_ADMIN on the platform, the organization-level roles on a center or on all centers of an
// organization, every other role on a center), each problem at its field.
import { roleWorksOn, UserFields } from '@center-platform/core/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { ProblemTable } from '../components/field-problems';
import type { PickedRecord } from '../components/RecordPicker';
import type { Translate } from '../i18n';
import { ROLES, type Role, roleLabelKey } from '../registry';
import type { RouterOutputs } from '../trpc';

const Center = z.object({ id: z.string(), name: z.string() }).nullable();
/** the organization of an organization-wide user ('' for none: the select's empty choice) */
const Organization = z.string();
type Place = { role: string; center: PickedRecord | null; organization: string };
// checked while other fields still have problems too (all of them show at once), unless the role itself is wrong
const roleIsValid = (payload: z.core.ParsePayload) => payload.issues.every((issue) => issue.path?.[0] !== 'role');
const centerRule = { path: ['center'], when: roleIsValid };
const organizationRule = { path: ['organization'], when: roleIsValid };
const centerIfNeeded = (user: Place) => roleWorksOn(user.role) !== 'center' || user.center !== null;
const placeIfNeeded = (user: Place) =>
  roleWorksOn(user.role) !== 'center-or-organization' || user.center !== null || user.organization !== '';

/** Whether the user works on all centers of an organization (its role allows it and no center is chosen). */
export const worksOnOrganization = (user: Place) =>
  roleWorksOn(user.role) === 'center-or-organization' && user.center === null;

/** The place fields of a create or update: a center, or for an organization-wide user its organization. */
export function placeOf(user: Place): { centerId: string | null; organizationId: string | null } {
  return {
    centerId: user.center?.id ?? null,
    organizationId: worksOnOrganization(user) && user.organization ? user.organization : null,
  };
}

export const NewUserSchema = UserFields.pick({ name: true, email: true, role: true })
  .extend({ center: Center, organization: Organization, invite: z.boolean() })
  .refine(centerIfNeeded, centerRule)
  .refine(placeIfNeeded, organizationRule);
export type NewUser = z.input<typeof NewUserSchema>;

export const EditedUserSchema = UserFields.pick({ name: true, role: true })
  .extend({ center: Center, organization: Organization })
  .refine(centerIfNeeded, centerRule)
  .refine(placeIfNeeded, organizationRule);
export type EditedUser = z.input<typeof EditedUserSchema>;

export const newUserResolver = zodResolver(NewUserSchema, undefined, { raw: true });
export const editedUserResolver = zodResolver(EditedUserSchema, undefined, { raw: true });

export const USER_PROBLEMS: ProblemTable<'name' | 'email' | 'role' | 'center' | 'organization'> = {
  name: { too_small: 'cw.problem.required' },
  email: { invalid_format: 'cw.problem.email', too_big: 'cw.problem.email' },
  role: {},
  center: { custom: 'users.problem.centerRequired' },
  organization: { custom: 'users.problem.placeRequired' },
};

/** A user as the list shows it. */
export type ListedUser = RouterOutputs['users']['page']['rows'][number];

export function roleName(t: Translate, role: string) {
  const key = roleLabelKey(role);
  return key ? t(key) : role;
}

/** The roles the acting admin may hand out: a CENTER_ADMIN never makes a SUPER_ADMIN. */
export function assignableRoles(actorRole: string): readonly Role[] {
  return actorRole === 'SUPER_ADMIN' ? ROLES : ROLES.filter((role) => role !== 'SUPER_ADMIN');
}
