// A user's editor in a side sheet: name, role and center. A change of role or center asks first, because it signs
// the person out everywhere (and a role change mails them); closing with unsaved changes asks too.
import { spansOrganization } from '@center-platform/core/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormSheet } from '../center-work/FormSheet';
import { useSheetGuard } from '../center-work/LeaveDialog';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { fieldProblem } from '../components/field-problems';
import { type Notice, SaveOrCancel, SelectField } from '../components/forms';
import { NameField } from '../components/NameField';
import { HistoryPanel, useReadsHistory } from '../history/HistoryPanel';
import { useI18n } from '../i18n';
import { useSession } from '../session';
import { trpc } from '../trpc';
import { PlaceFields } from './PlaceFields';
import {
  assignableRoles,
  type EditedUser,
  editedUserResolver,
  type ListedUser,
  placeOf,
  roleName,
  USER_PROBLEMS,
} from './user-form';
import { userHistoryLabels } from './user-history-labels';

export function UserSheet(props: { user: ListedUser; onClose: () => void; onNotice: (notice: Notice) => void }) {
  const { user } = props;
  const { t } = useI18n();
  const { me } = useSession();
  const utils = trpc.useUtils();
  const update = trpc.users.update.useMutation({ onSettled: () => utils.users.page.invalidate() });
  const initial: EditedUser = {
    name: user.name,
    role: user.role,
    center: user.centerId ? { id: user.centerId, name: user.centerName ?? user.centerId } : null,
    organization: (spansOrganization(user) && user.organizationId) || '',
  };
  const form = useForm<EditedUser>({ resolver: editedUserResolver, defaultValues: initial });
  const values = form.watch();
  const problem = (field: 'name' | 'role' | 'center' | 'organization') =>
    fieldProblem(t, USER_PROBLEMS, form.formState.errors, field);
  const place = placeOf(values);
  const organizationWide = spansOrganization(user) ? user.organizationId : null;
  const changes = {
    ...(values.name.trim() !== user.name ? { name: values.name } : {}),
    ...(values.role !== user.role ? { role: values.role } : {}),
    ...(place.centerId !== user.centerId ? { centerId: place.centerId } : {}),
    ...(place.organizationId !== organizationWide ? { organizationId: place.organizationId } : {}),
  };
  const dirty = Object.keys(changes).length > 0;
  const readsHistory = useReadsHistory();
  const roles = assignableRoles(me.role);
  const roleChoices = roles.includes(user.role) ? roles : [user.role, ...roles];
  const organizations = trpc.users.organizations.useQuery(undefined, {
    enabled: place.organizationId !== null,
    staleTime: 60_000,
  });
  const organizationName = organizations.data?.find((o) => o.id === place.organizationId)?.name;
  const placeName =
    values.center?.name ??
    (place.organizationId
      ? t('users.organization.all', { organization: organizationName ?? '' })
      : t('users.center.none'));
  const signsOut = 'role' in changes || 'centerId' in changes || 'organizationId' in changes;
  const guard = useSheetGuard(dirty && !update.isPending, props.onClose);
  const [saveAsked, setSaveAsked] = useState(false);

  function save() {
    setSaveAsked(false);
    update.mutate(
      { userId: user.id, ...changes },
      {
        onSuccess: (answer) => {
          const text = t('users.saved', { name: values.name.trim() });
          props.onNotice(
            answer.emailSent || !('role' in changes)
              ? { kind: 'status', text }
              : { kind: 'warning', text: t('users.mailFailed', { email: user.email }) },
          );
          props.onClose();
        },
      },
    );
  }

  const onSubmit = form.handleSubmit(() => {
    if (!dirty || update.isPending) return;
    if (signsOut) setSaveAsked(true);
    else save();
  });

  return (
    <FormSheet
      title={t('users.edit.title', { name: user.name })}
      description={user.email}
      guard={guard}
      asking={saveAsked}
      onSubmit={onSubmit}
      footer={
        <SaveOrCancel
          nothing={false}
          error={update.error}
          busy={update.isPending}
          canSave={dirty}
          state={dirty ? t('cw.unsaved', { count: Object.keys(changes).length }) : t('cw.noChanges')}
          onCancel={guard.requestClose}
        />
      }
      questions={
        <ConfirmDialog
          open={saveAsked}
          title={t('users.changeConfirm.title')}
          body={t('role' in changes ? 'users.changeConfirm.role' : 'users.changeConfirm.center', {
            name: user.name,
            role: roleName(t, values.role),
            center: placeName,
          })}
          confirmLabel={t('users.changeConfirm.confirm')}
          busy={update.isPending}
          onConfirm={save}
          onCancel={() => setSaveAsked(false)}
        />
      }
    >
      <div className="form form-grid form-wide">
        <NameField
          label={t('users.create.name')}
          error={problem('name')}
          changed={'name' in changes}
          {...form.register('name')}
        />
        <SelectField label={t('users.create.role')} changed={'role' in changes} {...form.register('role')}>
          {roleChoices.map((option) => (
            <option key={option} value={option}>
              {roleName(t, option)}
            </option>
          ))}
        </SelectField>
        {me.role === 'SUPER_ADMIN' && (
          <PlaceFields
            role={values.role}
            center={values.center}
            onCenter={(center) =>
              form.setValue('center', center, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
            }
            organization={form.register('organization')}
            problem={problem}
            changed={{ center: 'centerId' in changes, organization: 'organizationId' in changes }}
          />
        )}
      </div>
      {readsHistory && (
        <HistoryPanel
          centerId={me.role === 'SUPER_ADMIN' ? null : user.centerId}
          kind="users"
          recordId={user.id}
          dirty={dirty}
          {...userHistoryLabels(t)}
        />
      )}
    </FormSheet>
  );
}
