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

export function userHistoryLabels(t: Translate, user: ListedUser) {
  return {
    fieldLabel: (field: string) => (field in FIELDS ? t(FIELDS[field as keyof typeof FIELDS]) : undefined),
    valueLabel: (field: string, value: unknown) => {
      if (field === 'role' && typeof value === 'string') return roleName(t, value);
      if (field === 'centerId' && value === user.centerId && user.centerName) return user.centerName;
      if (field === 'organizationId' && value === user.organizationId && user.organizationName)
        return user.organizationName;
      return undefined;
    },
  };
}
