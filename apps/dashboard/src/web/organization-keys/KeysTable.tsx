// The keys of an organization a page at a time, newest first unless sorted otherwise, revoked and expired ones
// included (filtered and searched on the server): name with prefix, scopes, dates with who created it, status; an active
// key can be revoked behind a confirm dialog. No read carries a key.
import { ORGANIZATION_KEY_STATES, type OrganizationKeySortKey } from '@center-platform/core/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useReactTable } from '@tanstack/react-table';
import { useState } from 'react';
import { ListFilter, ListToolbar } from '../center-work/list-toolbar';
import { PagedBody, SortHeader, sortStateOf, useListRequest } from '../center-work/server-pages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { type Notice, NoticeView } from '../components/forms';
import { RowAction } from '../components/RowActions';
import { formatDateTime, useI18n } from '../i18n';
import { trpc } from '../trpc';
import {
  KEY_STATUS_LABELS,
  type KeyStatus,
  keyPrefixLabel,
  keyStatus,
  keyStatusBadgeClass,
  scopesLabel,
} from './logic';
import type { Organization, OrganizationKey } from './types';

/** The key list a page at a time: search, state filter, order and page go to the server. */
function useKeyPages(organizationId: string) {
  const list = useListRequest([{ id: 'created' as OrganizationKeySortKey, desc: true }], {
    state: '' as KeyStatus | '',
  });
  const query = trpc.organizationKeys.page.useQuery(
    { organizationId, ...list.request },
    { placeholderData: keepPreviousData },
  );
  return { ...list, query, table: useReactTable<OrganizationKey>(list.tableOf(query.data)) };
}
type KeyPages = ReturnType<typeof useKeyPages>;

/** the sortable columns, in the table's order */
const SORT_COLUMNS: (OrganizationKeySortKey | undefined)[] = [
  'name',
  undefined,
  'created',
  'lastUsed',
  'expires',
  undefined,
  undefined,
];

export function OrganizationKeyList({ organization }: { organization: Organization }) {
  const { t } = useI18n();
  const list = useKeyPages(organization.id);
  return (
    <>
      <ListToolbar list={list} search={t('orgKeys.search')}>
        <ListFilter
          list={list}
          name="state"
          label={t('orgKeys.col.status')}
          options={ORGANIZATION_KEY_STATES}
          labelOf={(state) => t(KEY_STATUS_LABELS[state])}
        />
      </ListToolbar>
      <PagedBody list={list} empty={t('orgKeys.keys.empty')}>
        <KeysTable organization={organization} list={list} />
      </PagedBody>
    </>
  );
}

function KeysTable(props: { organization: Organization; list: KeyPages }) {
  const { t, lang } = useI18n();
  const utils = trpc.useUtils();
  const { organization, list } = props;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirm, setConfirm] = useState<OrganizationKey | null>(null);
  const revoke = trpc.organizationKeys.revoke.useMutation();
  const now = new Date();
  const date = (value: string | Date | null, none: string) => (value ? formatDateTime(lang, value) : none);
  const answer = list.query.data;
  if (!answer) return null;

  function onConfirm() {
    if (!confirm) return;
    const key = confirm;
    revoke.mutate(
      { organizationId: organization.id, keyId: key.id },
      {
        onSuccess: () => setNotice({ kind: 'status', text: t('orgKeys.revoked', { name: key.name }) }),
        onError: (error) => setNotice({ kind: 'error', error }),
        onSettled: () => {
          setConfirm(null);
          void utils.organizationKeys.page.invalidate({ organizationId: organization.id });
        },
      },
    );
  }

  return (
    <>
      <DataTable
        caption={t('orgKeys.keys.caption', {
          count: answer.total,
          shown: answer.rows.length,
          organization: organization.name,
        })}
        headers={[
          <SortHeader key="name" pages={list} sortKey="name" label={t('orgKeys.col.name')} />,
          t('orgKeys.col.scopes'),
          <SortHeader key="created" pages={list} sortKey="created" label={t('orgKeys.col.created')} />,
          <SortHeader key="lastUsed" pages={list} sortKey="lastUsed" label={t('orgKeys.col.lastUsed')} />,
          <SortHeader key="expires" pages={list} sortKey="expires" label={t('orgKeys.col.expires')} />,
          t('orgKeys.col.status'),
          t('orgKeys.col.actions'),
        ]}
        sort={(index) => sortStateOf(list, SORT_COLUMNS[index])}
      >
        {answer.rows.map((key) => {
          const status = keyStatus(key, now);
          return (
            <tr key={key.id} className={status === 'active' ? undefined : 'row-inactive'}>
              <th scope="row">
                {key.name}
                <div className="row-detail">
                  <code>{keyPrefixLabel(key.keyPrefix)}</code>
                </div>
              </th>
              <td>{scopesLabel(key.scopes, t)}</td>
              <td>
                {date(key.createdAt, '—')}
                {key.createdBy && <div className="row-detail">{t('orgKeys.createdBy', { email: key.createdBy })}</div>}
              </td>
              <td>{date(key.lastUsedAt, t('orgKeys.never'))}</td>
              <td>{date(key.expiresAt, t('orgKeys.noExpiry'))}</td>
              <td>
                <span className={keyStatusBadgeClass(status)}>{t(KEY_STATUS_LABELS[status])}</span>
                {status === 'revoked' && key.revokedAt && (
                  <span className="hint"> {formatDateTime(lang, key.revokedAt)}</span>
                )}
              </td>
              <td>
                {status === 'active' && (
                  <div className="row-actions">
                    <RowAction
                      label={t('orgKeys.action.revoke')}
                      named={t('orgKeys.action.revokeNamed', { name: key.name })}
                      danger
                      disabled={revoke.isPending}
                      onClick={() => {
                        setNotice(null);
                        setConfirm(key);
                      }}
                    />
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <NoticeView notice={notice} />
      <ConfirmDialog
        open={confirm !== null}
        title={t('orgKeys.revokeConfirm.title')}
        body={t('orgKeys.revokeConfirm.body', { name: confirm?.name ?? '' })}
        confirmLabel={t('orgKeys.revokeConfirm.confirm')}
        busy={revoke.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}
