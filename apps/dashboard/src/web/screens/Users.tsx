import {
  spansOrganization,
  USER_SORT_KEYS,
  USER_STATES,
  type UserSortKey,
  type UserState,
} from '@center-platform/core/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useReactTable } from '@tanstack/react-table';
import { KeyRound, MailPlus, Pencil, Trash2, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ListFilter, ListToolbar } from '../center-work/list-toolbar';
import { PagedBody, pageCaption, SortHeader, sortStateOf, useListRequest } from '../center-work/server-pages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { fieldProblem } from '../components/field-problems';
import {
  CheckboxField,
  ErrorMessage,
  type Notice,
  NoticeView,
  SelectField,
  SubmitButton,
  TextField,
} from '../components/forms';
import { NameField } from '../components/NameField';
import { RowAction, RowActions } from '../components/RowActions';
import { formatDateTime, type MessageKey, useI18n } from '../i18n';
import { ROLES, type Role } from '../registry';
import { useSession } from '../session';
import { useCurrentCenter } from '../shell/current-center';
import { trpc } from '../trpc';
import { PlaceFields } from '../users/PlaceFields';
import { UserSheet } from '../users/UserSheet';
import {
  assignableRoles,
  type ListedUser,
  type NewUser,
  newUserResolver,
  placeOf,
  roleName,
  USER_PROBLEMS,
} from '../users/user-form';

// `/dashboard/users` (spec 3, 4.5): admins list the users a page at a time with their center and state (invited until
// the setup link is used), create or invite one for a center, edit name, role and center in a sheet, deactivate or
// reactivate, delete and send reset links. Whatever signs a person out or mails them asks first.

const STATE_LABELS: Record<UserState, MessageKey> = {
  active: 'users.status.active',
  invited: 'users.status.invited',
  inactive: 'users.status.inactive',
};
const stateOf = (user: ListedUser): UserState => (!user.isActive ? 'inactive' : user.invited ? 'invited' : 'active');
const STATE_BADGES: Record<UserState, string> = {
  active: 'badge badge-ok',
  invited: 'badge badge-warn',
  inactive: 'badge badge-off',
};

function CreateUser() {
  const { t } = useI18n();
  const [notice, onNotice] = useState<Notice | null>(null);
  const { me } = useSession();
  const current = useCurrentCenter();
  const utils = trpc.useUtils();
  const create = trpc.users.create.useMutation({ onSettled: () => utils.users.page.invalidate() });
  const form = useForm<NewUser>({
    resolver: newUserResolver,
    defaultValues: {
      name: '',
      email: '',
      role: 'VIEWER',
      invite: false,
      center: current ? { id: current.id, name: current.name } : null,
      organization: '',
    },
  });
  const problem = (field: 'name' | 'email' | 'center' | 'organization') =>
    fieldProblem(t, USER_PROBLEMS, form.formState.errors, field);
  // a SUPER_ADMIN places the user anywhere (PlaceFields); a CENTER_ADMIN creates users of its own center
  const placesUser = me.role === 'SUPER_ADMIN';
  const role = form.watch('role');

  function onValid(user: NewUser) {
    const { name, email, role, invite } = user;
    onNotice(null);
    create.mutate(
      { name, email, role, invite, ...(placesUser ? placeOf(user) : {}) },
      {
        onSuccess: (answer) => {
          onNotice(
            answer.emailSent
              ? { kind: 'status', text: t('users.created', { email }) }
              : { kind: 'warning', text: t('users.createdNoMail', { email }) },
          );
          form.reset({ ...form.getValues(), name: '', email: '', invite: false });
        },
      },
    );
  }

  return (
    <section aria-labelledby="create-user-title" className="panel">
      <h2 id="create-user-title">{t('users.create.title')}</h2>
      <p className="hint">{t('users.create.intro')}</p>
      <form onSubmit={form.handleSubmit(onValid)} className="form form-grid" noValidate>
        <NameField label={t('users.create.name')} error={problem('name')} {...form.register('name')} />
        <TextField
          label={t('users.create.email')}
          error={problem('email')}
          type="email"
          required
          maxLength={320}
          autoComplete="off"
          {...form.register('email')}
        />
        <SelectField label={t('users.create.role')} {...form.register('role')}>
          {assignableRoles(me.role).map((option) => (
            <option key={option} value={option}>
              {roleName(t, option)}
            </option>
          ))}
        </SelectField>
        {placesUser ? (
          <PlaceFields
            role={role}
            center={form.watch('center')}
            onCenter={(center) =>
              form.setValue('center', center, { shouldValidate: form.formState.isSubmitted, shouldDirty: true })
            }
            organization={form.register('organization')}
            problem={problem}
          />
        ) : (
          <p className="hint">{t('users.create.ownCenter', { center: current?.name ?? '' })}</p>
        )}
        <CheckboxField label={t('users.create.invite')} {...form.register('invite')} />
        <ErrorMessage error={create.error} />
        <NoticeView notice={notice} />
        <SubmitButton busy={create.isPending} label={t('users.create.submit')} busyLabel={t('users.create.busy')} />
      </form>
    </section>
  );
}

function StatusCell({ user }: { user: ListedUser }) {
  const { t, lang } = useI18n();
  const locked = user.lockedUntil && new Date(user.lockedUntil) > new Date();
  const state = stateOf(user);
  return (
    <>
      <span className={STATE_BADGES[state]}>{t(STATE_LABELS[state])}</span>
      {locked && user.lockedUntil && (
        <span className="badge badge-warn">
          {t('users.status.locked', { time: formatDateTime(lang, user.lockedUntil) })}
        </span>
      )}
    </>
  );
}

type UserPages = ReturnType<typeof useUserPages>;

function UserTable({ list, onNotice }: { list: UserPages; onNotice: (notice: Notice) => void }) {
  const answer = list.query.data ?? { rows: [], total: 0, page: 1, pageSize: 0 };
  const users = answer.rows;
  const { t } = useI18n();
  const { me } = useSession();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<ListedUser | null>(null);
  const [toDeactivate, setToDeactivate] = useState<ListedUser | null>(null);
  const [toDelete, setToDelete] = useState<ListedUser | null>(null);
  const update = trpc.users.update.useMutation({ onSettled: () => utils.users.page.invalidate() });
  const remove = trpc.users.delete.useMutation({ onSettled: () => utils.users.page.invalidate() });
  const sendReset = trpc.users.sendResetLink.useMutation();
  const resendInvite = trpc.users.resendInvitation.useMutation();

  const mailNotice = (emailSent: boolean, user: ListedUser, text: string): Notice =>
    emailSent ? { kind: 'status', text } : { kind: 'warning', text: t('users.mailFailed', { email: user.email }) };

  function setActive(user: ListedUser, isActive: boolean) {
    update.mutate(
      { userId: user.id, isActive },
      {
        onSuccess: (answer) =>
          onNotice(
            mailNotice(
              answer.emailSent,
              user,
              t(isActive ? 'users.reactivated' : 'users.deactivated', { name: user.name }),
            ),
          ),
        onError: (error) => onNotice({ kind: 'error', error }),
        onSettled: () => setToDeactivate(null),
      },
    );
  }

  function sendResetLink(user: ListedUser) {
    sendReset.mutate(
      { userId: user.id },
      {
        onSuccess: (answer) =>
          onNotice(mailNotice(answer.emailSent, user, t('users.resetSent', { email: user.email }))),
        onError: (error) => onNotice({ kind: 'error', error }),
      },
    );
  }

  function resendInvitation(user: ListedUser) {
    resendInvite.mutate(
      { userId: user.id },
      {
        onSuccess: (answer) =>
          onNotice(mailNotice(answer.emailSent, user, t('users.invitationSent', { email: user.email }))),
        onError: (error) => onNotice({ kind: 'error', error }),
      },
    );
  }

  function confirmDelete() {
    const user = toDelete;
    if (!user) return;
    remove.mutate(
      { userId: user.id },
      {
        onSuccess: (answer) => onNotice(mailNotice(answer.emailSent, user, t('users.deleted', { name: user.name }))),
        onError: (error) => onNotice({ kind: 'error', error }),
        onSettled: () => setToDelete(null),
      },
    );
  }

  return (
    <>
      <DataTable
        caption={`${me.role === 'SUPER_ADMIN' ? t('users.caption.all') : t('users.caption.center')}: ${pageCaption(t, answer, { filtering: list.filtering })}`}
        headers={[
          <SortHeader key="name" pages={list} sortKey="name" label={t('users.col.name')} />,
          <SortHeader key="email" pages={list} sortKey="email" label={t('users.col.email')} />,
          <SortHeader key="role" pages={list} sortKey="role" label={t('users.col.role')} />,
          t('users.center'),
          t('users.col.status'),
          t('users.col.actions'),
        ]}
        sort={(index) => sortStateOf(list, USER_SORT_KEYS.slice(0, 3)[index])}
      >
        {users.map((user) => {
          const isSelf = user.id === me.userId;
          // a CENTER_ADMIN cannot touch a SUPER_ADMIN (the API refuses it as well)
          const untouchable = isSelf || (me.role !== 'SUPER_ADMIN' && user.role === 'SUPER_ADMIN');
          return (
            <tr key={user.id} className={user.isActive ? undefined : 'row-inactive'}>
              <th scope="row">
                {user.name} {isSelf && <span className="hint">{t('users.you')}</span>}
              </th>
              <td>{user.email}</td>
              <td>{roleName(t, user.role)}</td>
              <td>
                {user.centerName ??
                  (user.organizationName && spansOrganization(user) ? (
                    t('users.organization.all', { organization: user.organizationName })
                  ) : (
                    <span className="hint">{t('users.center.none')}</span>
                  ))}
              </td>
              <td>
                <StatusCell user={user} />
              </td>
              <RowActions>
                <RowAction
                  icon={Pencil}
                  label={t('users.action.edit')}
                  named={t('users.edit', { name: user.name })}
                  disabled={untouchable}
                  onClick={() => setEditing(user)}
                />
                <RowAction
                  icon={user.isActive ? UserX : UserCheck}
                  label={t(user.isActive ? 'users.action.deactivate' : 'users.action.reactivate')}
                  named={t(user.isActive ? 'users.deactivate' : 'users.reactivate', { name: user.name })}
                  disabled={untouchable || update.isPending}
                  onClick={() => (user.isActive ? setToDeactivate(user) : setActive(user, true))}
                />
                {stateOf(user) === 'invited' ? (
                  // still invited: a new setup link, not a reset of a password never set
                  <RowAction
                    icon={MailPlus}
                    label={t('users.action.resendInvitation')}
                    named={t('users.resendInvitation', { name: user.name })}
                    disabled={untouchable || resendInvite.isPending}
                    onClick={() => resendInvitation(user)}
                  />
                ) : (
                  <RowAction
                    icon={KeyRound}
                    label={t('users.action.sendReset')}
                    named={t('users.sendReset', { name: user.name })}
                    disabled={untouchable && !isSelf}
                    onClick={() => sendResetLink(user)}
                  />
                )}
                <RowAction
                  icon={Trash2}
                  label={t('users.action.delete')}
                  named={t('users.delete', { name: user.name })}
                  danger
                  disabled={untouchable}
                  onClick={() => setToDelete(user)}
                />
              </RowActions>
            </tr>
          );
        })}
      </DataTable>
      {users.some((user) => user.id === me.userId) && <p className="hint">{t('users.selfHint')}</p>}
      {editing && <UserSheet user={editing} onClose={() => setEditing(null)} onNotice={onNotice} />}
      <ConfirmDialog
        open={toDeactivate !== null}
        title={t('users.deactivateConfirm.title')}
        body={toDeactivate ? t('users.deactivateConfirm.body', { name: toDeactivate.name }) : ''}
        confirmLabel={t('users.deactivateConfirm.confirm')}
        busy={update.isPending}
        onConfirm={() => toDeactivate && setActive(toDeactivate, false)}
        onCancel={() => setToDeactivate(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('users.deleteConfirm.title')}
        body={toDelete ? t('users.deleteConfirm.body', { name: toDelete.name, email: toDelete.email }) : ''}
        confirmLabel={t('users.deleteConfirm.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

/** The user list a page at a time: search, role and state filters, order and page go to the server. */
function useUserPages() {
  const unset = { role: '' as Role | '', state: '' as UserState | '' };
  const list = useListRequest([{ id: 'name' as UserSortKey, desc: false }], unset);
  const query = trpc.users.page.useQuery(list.request, { placeholderData: keepPreviousData });
  return { ...list, query, table: useReactTable<ListedUser>(list.tableOf(query.data)) };
}

function UserFilters({ list }: { list: UserPages }) {
  const { t } = useI18n();
  return (
    <ListToolbar list={list} search={t('users.search')}>
      <ListFilter
        list={list}
        name="role"
        label={t('users.col.role')}
        options={ROLES}
        labelOf={(role) => roleName(t, role)}
      />
      <ListFilter
        list={list}
        name="state"
        label={t('users.col.status')}
        options={USER_STATES}
        labelOf={(state) => t(STATE_LABELS[state])}
      />
    </ListToolbar>
  );
}

export default function UsersScreen() {
  const { t } = useI18n();
  const list = useUserPages();
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <div className="screen">
      <h1>{t('users.title')}</h1>
      <NoticeView notice={notice} />
      <UserFilters list={list} />
      <PagedBody list={list} empty={t('users.empty')} noMatch="users.noMatch">
        <UserTable list={list} onNotice={setNotice} />
      </PagedBody>
      <CreateUser />
    </div>
  );
}
