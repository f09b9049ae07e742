import { USER_SORT_KEYS, UserFields, type UserSortKey } from '@center-platform/core/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData } from '@tanstack/react-query';
import { useReactTable } from '@tanstack/react-table';
import { KeyRound, Trash2, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  FilterSelect,
  ListSearch,
  PagedBody,
  SortHeader,
  sortStateOf,
  useListRequest,
} from '../center-work/server-pages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { fieldProblem, type ProblemTable } from '../components/field-problems';
import {
  CheckboxField,
  ErrorMessage,
  type Notice,
  NoticeView,
  SelectField,
  SubmitButton,
  TextField,
} from '../components/forms';
import { RowAction, RowActions } from '../components/RowActions';
import { formatDateTime, type Translate, useI18n } from '../i18n';
import { ROLES, type Role, roleLabelKey } from '../registry';
import { useSession } from '../session';
import { type RouterInputs, type RouterOutputs, trpc } from '../trpc';

// `/dashboard/users` (spec 3, 4.5): admins list, create or invite, change roles, deactivate or reactivate,
// delete and send reset links. Role changes and (de)activation show at once and roll back on an error.

type User = RouterOutputs['users']['page']['rows'][number];
type UserPageInput = RouterInputs['users']['page'];
const ACTIVE_STATES = ['active', 'inactive'] as const;

function roleName(t: Translate, role: string) {
  const key = roleLabelKey(role);
  return key ? t(key) : role;
}

/** The roles the acting admin may hand out: a CENTER_ADMIN never makes a SUPER_ADMIN. */
function assignableRoles(actorRole: string): readonly Role[] {
  return actorRole === 'SUPER_ADMIN' ? ROLES : ROLES.filter((role) => role !== 'SUPER_ADMIN');
}

/** The form's values; core's schema of a user checks name, e-mail and role. */
interface NewUser {
  name: string;
  email: string;
  role: Role;
  invite: boolean;
  center: 'session' | 'none';
}
const NEW_USER_PROBLEMS: ProblemTable<'name' | 'email' | 'role'> = {
  name: { too_small: 'cw.problem.required' },
  email: { invalid_format: 'cw.problem.email', too_big: 'cw.problem.email' },
  role: {},
};
// the form's other values (invite, center) pass unchecked: the schema is not strict
const newUserResolver = zodResolver(UserFields.pick({ name: true, email: true, role: true }), undefined, {
  raw: true,
});

function CreateUser() {
  const { t } = useI18n();
  const [notice, onNotice] = useState<Notice | null>(null);
  const { me } = useSession();
  const utils = trpc.useUtils();
  const create = trpc.users.create.useMutation({ onSettled: () => utils.users.page.invalidate() });
  const form = useForm<NewUser>({
    resolver: newUserResolver as never,
    defaultValues: { name: '', email: '', role: 'VIEWER', invite: false, center: me.centerId ? 'session' : 'none' },
  });
  const problem = (field: 'name' | 'email') => fieldProblem(t, NEW_USER_PROBLEMS, form.formState.errors, field);
  // only a SUPER_ADMIN may create platform-wide users; a CENTER_ADMIN creates them in its own center
  const mayChooseCenter = me.role === 'SUPER_ADMIN' && me.centerId !== null;

  function onValid({ name, email, role, invite, center }: NewUser) {
    onNotice(null);
    const centerId = me.role === 'SUPER_ADMIN' ? (center === 'session' ? me.centerId : null) : undefined;
    create.mutate(
      { name, email, role, invite, ...(centerId !== undefined ? { centerId } : {}) },
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
        <TextField
          label={t('users.create.name')}
          error={problem('name')}
          required
          maxLength={200}
          autoComplete="off"
          {...form.register('name')}
        />
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
        {mayChooseCenter && (
          <SelectField label={t('users.create.center')} {...form.register('center')}>
            <option value="session">{t('users.create.center.session')}</option>
            <option value="none">{t('users.create.center.none')}</option>
          </SelectField>
        )}
        <CheckboxField label={t('users.create.invite')} {...form.register('invite')} />
        <ErrorMessage error={create.error} />
        <NoticeView notice={notice} />
        <SubmitButton busy={create.isPending} label={t('users.create.submit')} busyLabel={t('users.create.busy')} />
      </form>
    </section>
  );
}

function StatusCell({ user }: { user: User }) {
  const { t, lang } = useI18n();
  const locked = user.lockedUntil && new Date(user.lockedUntil) > new Date();
  return (
    <>
      <span className={user.isActive ? 'badge badge-ok' : 'badge badge-off'}>
        {user.isActive ? t('users.status.active') : t('users.status.inactive')}
      </span>
      {locked && user.lockedUntil && (
        <span className="badge badge-warn">
          {t('users.status.locked', { time: formatDateTime(lang, user.lockedUntil) })}
        </span>
      )}
    </>
  );
}

function UserTable({ list, onNotice }: { list: ReturnType<typeof useUserPages>; onNotice: (notice: Notice) => void }) {
  const { input } = list;
  const users = list.query.data?.rows ?? [];
  const { t } = useI18n();
  const { me } = useSession();
  const utils = trpc.useUtils();
  const [toDelete, setToDelete] = useState<User | null>(null);

  // optimistic: the list shows the change at once; an error puts the previous list back
  const update = trpc.users.update.useMutation({
    onMutate: async (change) => {
      await utils.users.page.cancel();
      const previous = utils.users.page.getData(input);
      utils.users.page.setData(input, (page) =>
        page
          ? {
              ...page,
              rows: page.rows.map((user) =>
                user.id === change.userId
                  ? {
                      ...user,
                      ...(change.role !== undefined ? { role: change.role as Role } : {}),
                      ...(change.isActive !== undefined ? { isActive: change.isActive } : {}),
                    }
                  : user,
              ),
            }
          : page,
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) utils.users.page.setData(input, context.previous);
    },
    onSettled: () => utils.users.page.invalidate(),
  });
  const remove = trpc.users.delete.useMutation({ onSettled: () => utils.users.page.invalidate() });
  const sendReset = trpc.users.sendResetLink.useMutation();

  const mailNotice = (emailSent: boolean, user: User, text: string): Notice =>
    emailSent ? { kind: 'status', text } : { kind: 'warning', text: t('users.mailFailed', { email: user.email }) };

  function changeRole(user: User, role: Role) {
    update.mutate(
      { userId: user.id, role },
      {
        onSuccess: (answer) =>
          onNotice(
            mailNotice(answer.emailSent, user, t('users.roleChanged', { name: user.name, role: roleName(t, role) })),
          ),
        onError: (error) => onNotice({ kind: 'error', error }),
      },
    );
  }

  function setActive(user: User, isActive: boolean) {
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
      },
    );
  }

  function sendResetLink(user: User) {
    sendReset.mutate(
      { userId: user.id },
      {
        onSuccess: (answer) =>
          onNotice(mailNotice(answer.emailSent, user, t('users.resetSent', { email: user.email }))),
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
        onSuccess: (answer) => {
          setToDelete(null);
          onNotice(mailNotice(answer.emailSent, user, t('users.deleted', { name: user.name })));
        },
        onError: (error) => {
          setToDelete(null);
          onNotice({ kind: 'error', error });
        },
      },
    );
  }

  const roles = assignableRoles(me.role);
  return (
    <>
      <DataTable
        caption={`${me.role === 'SUPER_ADMIN' ? t('users.caption.all') : t('users.caption.center')}: ${t('cw.caption', {
          shown: users.length,
          total: list.query.data?.total ?? 0,
          count: list.query.data?.total ?? 0,
        })}`}
        headers={[
          <SortHeader key="name" pages={list} sortKey="name" label={t('users.col.name')} />,
          <SortHeader key="email" pages={list} sortKey="email" label={t('users.col.email')} />,
          <SortHeader key="role" pages={list} sortKey="role" label={t('users.col.role')} />,
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
              <td>
                <select
                  aria-label={t('users.roleOf', { name: user.name })}
                  value={user.role}
                  disabled={untouchable}
                  onChange={(e) => changeRole(user, e.target.value as Role)}
                >
                  {(roles.includes(user.role) ? roles : [user.role, ...roles]).map((option) => (
                    <option key={option} value={option}>
                      {roleName(t, option)}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <StatusCell user={user} />
              </td>
              <RowActions>
                <RowAction
                  icon={user.isActive ? UserX : UserCheck}
                  label={t(user.isActive ? 'users.action.deactivate' : 'users.action.reactivate')}
                  named={t(user.isActive ? 'users.deactivate' : 'users.reactivate', { name: user.name })}
                  disabled={untouchable}
                  onClick={() => setActive(user, !user.isActive)}
                />
                <RowAction
                  icon={KeyRound}
                  label={t('users.action.sendReset')}
                  named={t('users.sendReset', { name: user.name })}
                  disabled={untouchable && !isSelf}
                  onClick={() => sendResetLink(user)}
                />
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

/** The user list a page at a time: search, role and status filters, order and page go to the server. */
function useUserPages() {
  const unset = { role: '' as Role | '', active: '' as '' | (typeof ACTIVE_STATES)[number] };
  const list = useListRequest([{ id: 'name' as UserSortKey, desc: false }], unset);
  const { active, ...set } = list.request.filters;
  const input: UserPageInput = {
    ...list.request,
    filters: { ...set, ...(active ? { isActive: active === 'active' } : {}) },
  };
  const query = trpc.users.page.useQuery(input, { placeholderData: keepPreviousData });
  return { ...list, input, query, table: useReactTable<User>(list.tableOf(query.data)) };
}

function UserFilters({ list }: { list: ReturnType<typeof useUserPages> }) {
  const { t } = useI18n();
  return (
    <div className="toolbar">
      <ListSearch list={list} label={t('users.search')} />
      <FilterSelect
        label={t('users.col.role')}
        value={list.filters.role}
        options={ROLES}
        labelOf={(role) => roleName(t, role)}
        onChange={(role) => list.setFilter('role', role)}
      />
      <FilterSelect
        label={t('users.col.status')}
        value={list.filters.active}
        options={ACTIVE_STATES}
        labelOf={(state) => t(`users.status.${state}`)}
        onChange={(state) => list.setFilter('active', state)}
      />
    </div>
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
