// A user's editor in a side sheet: name, role and center. A change of role or center asks first, because it signs
// the person out everywhere (and a role change mails them); closing with unsaved changes asks too.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LeaveDialog, useSheetGuard } from '../center-work/LeaveDialog';
import { useSaveShortcut } from '../center-work/unsaved-guard';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { fieldProblem } from '../components/field-problems';
import { type Notice, SaveOrCancel, SelectField, TextField } from '../components/forms';
import { useI18n } from '../i18n';
import { useSession } from '../session';
import { CenterPicker } from '../shell/CenterPicker';
import { trpc } from '../trpc';
import {
  assignableRoles,
  type EditedUser,
  editedUserResolver,
  type ListedUser,
  roleName,
  USER_PROBLEMS,
} from './user-form';

export function UserSheet(props: { user: ListedUser; onClose: () => void; onNotice: (notice: Notice) => void }) {
  const { user } = props;
  const { t } = useI18n();
  const { me } = useSession();
  const utils = trpc.useUtils();
  const update = trpc.users.update.useMutation({ onSettled: () => utils.users.page.invalidate() });
  const heading = useRef<HTMLHeadingElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const initial: EditedUser = {
    name: user.name,
    role: user.role,
    center: user.centerId ? { id: user.centerId, name: user.centerName ?? user.centerId } : null,
  };
  const form = useForm<EditedUser>({ resolver: editedUserResolver, defaultValues: initial });
  const values = form.watch();
  const problem = (field: 'name' | 'role' | 'center') => fieldProblem(t, USER_PROBLEMS, form.formState.errors, field);
  const changes = {
    ...(values.name.trim() !== user.name ? { name: values.name } : {}),
    ...(values.role !== user.role ? { role: values.role } : {}),
    ...((values.center?.id ?? null) !== user.centerId ? { centerId: values.center?.id ?? null } : {}),
  };
  const dirty = Object.keys(changes).length > 0;
  const roles = assignableRoles(me.role);
  const roleChoices = roles.includes(user.role) ? roles : [user.role, ...roles];
  const signsOut = 'role' in changes || 'centerId' in changes;
  const guard = useSheetGuard(dirty && !update.isPending, props.onClose);
  const { requestClose } = guard;
  const [saveAsked, setSaveAsked] = useState(false);
  useSaveShortcut(formElement);

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

  const asking = guard.asking || saveAsked;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && requestClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          className="sheet"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            heading.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (asking) event.preventDefault();
          }}
        >
          <form ref={formElement} onSubmit={onSubmit} className="sheet-form" noValidate>
            <header className="sheet-head">
              <Dialog.Title ref={heading} tabIndex={-1}>
                {t('users.edit.title', { name: user.name })}
              </Dialog.Title>
              <button type="button" className="icon-button" aria-label={t('common.close')} onClick={requestClose}>
                <X size={18} aria-hidden="true" />
              </button>
            </header>
            <div className="sheet-body">
              <p className="hint">{user.email}</p>
              <div className="form form-grid form-wide">
                <TextField
                  label={t('users.create.name')}
                  error={problem('name')}
                  changed={'name' in changes}
                  required
                  maxLength={200}
                  autoComplete="off"
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
                  <CenterPicker
                    value={values.center}
                    onChange={(center) =>
                      form.setValue('center', center, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
                    }
                    error={problem('center')}
                    changed={'centerId' in changes}
                    noneAllowed={values.role === 'SUPER_ADMIN'}
                  />
                )}
              </div>
            </div>
            <footer className="save-bar">
              <SaveOrCancel
                nothing={false}
                error={update.error}
                busy={update.isPending}
                canSave={dirty}
                state={dirty ? t('cw.unsaved', { count: Object.keys(changes).length }) : t('cw.noChanges')}
                onCancel={requestClose}
              />
            </footer>
            <ConfirmDialog
              open={saveAsked}
              title={t('users.changeConfirm.title')}
              body={t('role' in changes ? 'users.changeConfirm.role' : 'users.changeConfirm.center', {
                name: user.name,
                role: roleName(t, values.role),
                center: values.center?.name ?? t('users.center.none'),
              })}
              confirmLabel={t('users.changeConfirm.confirm')}
              busy={update.isPending}
              onConfirm={save}
              onCancel={() => setSaveAsked(false)}
            />
            <LeaveDialog guard={guard} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
