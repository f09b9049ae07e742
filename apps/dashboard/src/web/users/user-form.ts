// The checks of the user forms (create and edit): core's schema of a user's name, e-mail and role, and core's rule
// that every role but SUPER_ADMIN works on a center, each problem at its field.
import { roleNeedsCenter, UserFields } from '@center-platform/core/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { ProblemTable } from '../components/field-problems';
import type { PickedRecord } from '../components/RecordPicker';
import type { Translate } from '../i18n';
import { ROLES, type Role, roleLabelKey } from '../registry';
import type { RouterOutputs } from '../trpc';

const Center = z.object({ id: z.string(), name: z.string() }).nullable();
const hasCenterIfNeeded = (user: { role: string; center: PickedRecord | null }) =>
  !roleNeedsCenter(user.role) || user.center !== null;
// checked while other fields still have problems too (all of them show at once), unless the role itself is wrong
const centerRule = {
  path: ['center'],
  when: (payload: z.core.ParsePayload) => payload.issues.every((issue) => issue.path?.[0] !== 'role'),
};

export const NewUserSchema = UserFields.pick({ name: true, email: true, role: true })
  .extend({ center: Center, invite: z.boolean() })
  .refine(hasCenterIfNeeded, centerRule);
export type NewUser = z.input<typeof NewUserSchema>;

export const EditedUserSchema = UserFields.pick({ name: true, role: true })
  .extend({ center: Center })
  .refine(hasCenterIfNeeded, centerRule);
export type EditedUser = z.input<typeof EditedUserSchema>;

export const newUserResolver = zodResolver(NewUserSchema, undefined, { raw: true });
export const editedUserResolver = zodResolver(EditedUserSchema, undefined, { raw: true });

export const USER_PROBLEMS: ProblemTable<'name' | 'email' | 'role' | 'center'> = {
  name: { too_small: 'cw.problem.required' },
  email: { invalid_format: 'cw.problem.email', too_big: 'cw.problem.email' },
  role: {},
  center: { custom: 'users.problem.centerRequired' },
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
