// The words a user's history uses: the labels of the user form for its fields, a role's name for a role, the center's
// name for the user's center (other centers, and organizations, by their id: the history keeps ids).
import type { Translate } from '../i18n';
import { type ListedUser, roleName } from './user-form';

const FIELDS = {
  name: 'users.create.name',
  email: 'users.create.email',
  role: 'users.create.role',
  centerId: 'users.center',
  organizationId: 'users.organization',
  isActive: 'users.status.active',
  emailDigestEnabled: 'profile.digest.enabled',
  emailDigestHour: 'profile.digest.hour',
  passwordChangedAt: 'users.history.passwordChanged',
} as const;

/** A user's field and value in any history list (the user's own names unknown). */
export const userHistoryWords = (t: Translate) => ({
  fieldLabel: (field: string) => (field in FIELDS ? t(FIELDS[field as keyof typeof FIELDS]) : undefined),
  valueLabel: (field: string, value: unknown) =>
    field === 'role' && typeof value === 'string' ? roleName(t, value) : undefined,
});

/** In the user's sheet: its center and organization by their names too. */
export function userHistoryLabels(t: Translate, user: ListedUser) {
  const words = userHistoryWords(t);
  return {
    fieldLabel: words.fieldLabel,
    valueLabel: (field: string, value: unknown) => {
      if (field === 'centerId' && value === user.centerId && user.centerName) return user.centerName;
      if (field === 'organizationId' && value === user.organizationId && user.organizationName)
        return user.organizationName;
      return words.valueLabel(field, value);
    },
  };
}
