// `/dashboard/modules` (spec 2.11, SUPER_ADMIN): the modules of an organization switched on or off for every role,
// with what each needs (`social-core` and `marketing-core` need `mall-core`) and why one is off; switching off a
// module others need asks first and names them. Below, a role's exceptions within what the organization enabled.
import { ROLES, type Role } from '@center-platform/core/shared';
import { useId, useMemo, useState } from 'react';
import { SortHeader, sortStateOf } from '../center-work/server-pages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useClientTable } from '../components/client-table';
import { DataTable } from '../components/DataTable';
import { LoadError, Loading, type Notice, NoticeView, SelectField } from '../components/forms';
import { useI18n } from '../i18n';
import { OrganizationChoice } from '../organization-keys/OrganizationChoice';
import { type RouterOutputs, trpc } from '../trpc';
import { roleName } from '../users/user-form';

type Overview = RouterOutputs['modules']['overview'];
type ModuleRow = Overview['modules'][number];

const MODULE_SORT = {
  module: (row: ModuleRow) => row.id,
  // always on, on, switched on but off for a module it needs, off
  state: (row: ModuleRow) => (row.alwaysOn ? 0 : row.effective ? 1 : row.switchedOn ? 2 : 3),
};
/** the sortable columns, in the table's order */
const MODULE_SORT_COLUMNS = ['module', undefined, 'state', undefined];
const OVERRIDE_SORT = { module: MODULE_SORT.module };
const OVERRIDE_SORT_COLUMNS = ['module', undefined];

function TenantModules({ overview, onNotice }: { overview: Overview; onNotice: (notice: Notice) => void }) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const organizationId = overview.organization.id;
  const [asking, setAsking] = useState<ModuleRow | null>(null);
  // unsorted at first: the modules in the registry's order, the basic ones first
  const modules = useClientTable(overview.modules, MODULE_SORT);
  const setTenant = trpc.modules.setTenant.useMutation({
    onSuccess: (next, input) => {
      utils.modules.overview.setData({ organizationId }, next);
      onNotice({
        kind: 'status',
        text: t('modules.switched', {
          module: input.moduleId,
          state: t(input.enabled ? 'modules.state.on' : 'modules.state.off'),
        }),
      });
    },
    onError: (error) => onNotice({ kind: 'error', error }),
    onSettled: () => setAsking(null),
  });
  const byId = new Map(overview.modules.map((row) => [row.id, row]));
  const stateOf = (row: ModuleRow) => {
    if (row.alwaysOn) return t('modules.state.alwaysOn');
    if (row.effective) return t('modules.state.on');
    const blocking = row.needs.filter((id) => byId.get(id)?.effective === false);
    return row.switchedOn && blocking.length > 0
      ? t('modules.state.offBecause', { needs: blocking.join(', ') })
      : t('modules.state.off');
  };
  const toggle = (row: ModuleRow, on: boolean) => {
    if (!on && row.neededBy.some((id) => byId.get(id)?.effective)) setAsking(row);
    else setTenant.mutate({ organizationId, moduleId: row.id, enabled: on });
  };
  return (
    <>
      <DataTable
        caption={t('modules.tenant.title', { organization: overview.organization.name })}
        headers={[
          <SortHeader key="module" pages={modules} sortKey="module" label={t('modules.col.module')} />,
          t('modules.col.switch'),
          <SortHeader key="state" pages={modules} sortKey="state" label={t('modules.col.state')} />,
          t('modules.col.needs'),
        ]}
        sort={(index) => sortStateOf(modules, MODULE_SORT_COLUMNS[index])}
      >
        {modules.rows.map((row) => (
          <tr key={row.id} className={row.effective ? undefined : 'row-inactive'}>
            <th scope="row">
              <code>{row.id}</code>
            </th>
            <td>
              <input
                type="checkbox"
                aria-label={t('modules.switchNamed', { module: row.id })}
                checked={row.switchedOn}
                disabled={row.alwaysOn || setTenant.isPending}
                onChange={(e) => toggle(row, e.target.checked)}
              />
            </td>
            <td>
              <span className={row.effective ? 'badge badge-ok' : 'badge badge-off'}>{stateOf(row)}</span>
            </td>
            <td>{row.needs.length > 0 ? row.needs.join(', ') : t('modules.none')}</td>
          </tr>
        ))}
      </DataTable>
      <ConfirmDialog
        open={asking !== null}
        title={t('modules.offConfirm.title')}
        body={
          asking
            ? t('modules.offConfirm.body', {
                module: asking.id,
                organization: overview.organization.name,
                dependents: asking.neededBy.join(', '),
              })
            : ''
        }
        confirmLabel={t('modules.offConfirm.confirm')}
        busy={setTenant.isPending}
        onConfirm={() => asking && setTenant.mutate({ organizationId, moduleId: asking.id, enabled: false })}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

/** SUPER_ADMIN is never bound by modules: its exceptions would change nothing. */
const OVERRIDABLE_ROLES = ROLES.filter((role) => role !== 'SUPER_ADMIN');

function RoleOverrides({ overview, onNotice }: { overview: Overview; onNotice: (notice: Notice) => void }) {
  const { t } = useI18n();
  const id = useId();
  const utils = trpc.useUtils();
  const organizationId = overview.organization.id;
  const [role, setRole] = useState<Role>('CONTENT_EDITOR');
  const setOverride = trpc.modules.setRoleOverride.useMutation({
    onSuccess: (next) => {
      utils.modules.overview.setData({ organizationId }, next);
      onNotice({ kind: 'status', text: t('modules.overrideSaved', { role: roleName(t, role) }) });
    },
    onError: (error) => onNotice({ kind: 'error', error }),
  });
  const current = new Map(
    overview.overrides.filter((row) => row.role === role).map((row) => [row.moduleId, row.enabled]),
  );
  const overridable = useMemo(() => overview.modules.filter((row) => !row.alwaysOn), [overview.modules]);
  // unsorted at first: the modules in the registry's order
  const modules = useClientTable(overridable, OVERRIDE_SORT);
  return (
    <section className="panel" aria-labelledby={`${id}-roles`}>
      <h2 id={`${id}-roles`}>{t('modules.roles.title')}</h2>
      <p className="hint">{t('modules.roles.intro')}</p>
      <div className="toolbar">
        <SelectField label={t('modules.role')} value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {OVERRIDABLE_ROLES.map((option) => (
            <option key={option} value={option}>
              {roleName(t, option)}
            </option>
          ))}
        </SelectField>
      </div>
      <DataTable
        caption={t('modules.roles.title')}
        captionHidden
        headers={[
          <SortHeader key="module" pages={modules} sortKey="module" label={t('modules.col.module')} />,
          roleName(t, role),
        ]}
        sort={(index) => sortStateOf(modules, OVERRIDE_SORT_COLUMNS[index])}
      >
        {modules.rows.map((row) => {
          const value = current.get(row.id);
          return (
            <tr key={row.id}>
              <th scope="row">
                <code>{row.id}</code>
              </th>
              <td>
                <select
                  aria-label={t('modules.overrideOf', { module: row.id, role: roleName(t, role) })}
                  value={value === undefined ? '' : value ? 'on' : 'off'}
                  disabled={setOverride.isPending}
                  onChange={(e) =>
                    setOverride.mutate({
                      organizationId,
                      role,
                      moduleId: row.id,
                      enabled: e.target.value === '' ? null : e.target.value === 'on',
                    })
                  }
                >
                  <option value="">{t('modules.override.default')}</option>
                  <option value="on">{t('modules.override.on')}</option>
                  <option value="off">{t('modules.override.off')}</option>
                </select>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}

function OrganizationModules({ organizationId }: { organizationId: string }) {
  const overview = trpc.modules.overview.useQuery({ organizationId });
  const [notice, setNotice] = useState<Notice | null>(null);
  if (overview.isPending) return <Loading />;
  if (overview.error) return <LoadError error={overview.error} onRetry={() => overview.refetch()} />;
  return (
    <>
      <NoticeView notice={notice} />
      <TenantModules overview={overview.data} onNotice={setNotice} />
      <RoleOverrides overview={overview.data} onNotice={setNotice} />
    </>
  );
}

export default function ModulesScreen() {
  const { t } = useI18n();
  return (
    <div className="screen">
      <h1>{t('modules.title')}</h1>
      <p className="hint intro">{t('modules.intro')}</p>
      <OrganizationChoice>
        {(organization) => <OrganizationModules key={organization.id} organizationId={organization.id} />}
      </OrganizationChoice>
    </div>
  );
}
