// The words a user's history uses: the labels of the user form for its fields and a role's name for a role (centers
// and organizations come with their names from the server).
import type { Translate } from '../i18n';
import { roleName } from './user-form';

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

export const userHistoryLabels = (t: Translate) => ({
  fieldLabel: (field: string) => (field in FIELDS ? t(FIELDS[field as keyof typeof FIELDS]) : undefined),
  valueLabel: (field: string, value: unknown) =>
    field === 'role' && typeof value === 'string' ? roleName(t, value) : undefined,
});
