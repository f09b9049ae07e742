// The keys of an organization, newest first, revoked and expired ones included: name, prefix, scopes, dates,
// status and who created it; an active key can be revoked behind a confirm dialog. No read carries a key.
import { useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { type Notice, NoticeView } from '../components/forms';
import { RowAction } from '../components/RowActions';
import { formatDateTime, useI18n } from '../i18n';
import { trpc } from '../trpc';
import { KEY_STATUS_LABELS, keyPrefixLabel, keyStatus, keyStatusBadgeClass, scopesLabel } from './logic';
import type { Organization, OrganizationKey } from './types';

export function KeysTable(props: { organization: Organization; keys: OrganizationKey[] }) {
  const { t, lang } = useI18n();
  const utils = trpc.useUtils();
  const { organization } = props;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirm, setConfirm] = useState<OrganizationKey | null>(null);
  const revoke = trpc.organizationKeys.revoke.useMutation();
  const now = new Date();
  const date = (value: string | Date | null, none: string) => (value ? formatDateTime(lang, value) : none);

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
          void utils.organizationKeys.list.invalidate({ organizationId: organization.id });
        },
      },
    );
  }

  return (
    <>
      {props.keys.length === 0 ? (
        <p>{t('orgKeys.keys.empty')}</p>
      ) : (
        <DataTable
          caption={t('orgKeys.keys.caption', { count: props.keys.length, organization: organization.name })}
          headers={[
            t('orgKeys.col.name'),
            t('orgKeys.col.prefix'),
            t('orgKeys.col.scopes'),
            t('orgKeys.col.created'),
            t('orgKeys.col.lastUsed'),
            t('orgKeys.col.expires'),
            t('orgKeys.col.status'),
            t('orgKeys.col.createdBy'),
            t('orgKeys.col.actions'),
          ]}
        >
          {props.keys.map((key) => {
            const status = keyStatus(key, now);
            return (
              <tr key={key.id} className={status === 'active' ? undefined : 'row-inactive'}>
                <th scope="row">{key.name}</th>
                <td>
                  <code>{keyPrefixLabel(key.keyPrefix)}</code>
                </td>
                <td>{scopesLabel(key.scopes, t)}</td>
                <td>{date(key.createdAt, '—')}</td>
                <td>{date(key.lastUsedAt, t('orgKeys.never'))}</td>
                <td>{date(key.expiresAt, t('orgKeys.noExpiry'))}</td>
                <td>
                  <span className={keyStatusBadgeClass(status)}>{t(KEY_STATUS_LABELS[status])}</span>
                  {status === 'revoked' && key.revokedAt && (
                    <span className="hint"> {formatDateTime(lang, key.revokedAt)}</span>
                  )}
                </td>
                <td>{key.createdBy ?? '—'}</td>
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
      )}
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
