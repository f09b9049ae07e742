import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SortHeader, sortStateOf } from '../center-work/server-pages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useClientTable } from '../components/client-table';
import { DataTable } from '../components/DataTable';
import { type Notice, NoticeView, SubmitButton, TextField } from '../components/forms';
import { problemMessage, problemResolver } from '../components/problem-resolver';
import { RowAction, RowActions } from '../components/RowActions';
import { formatDateTime, useI18n } from '../i18n';
import { trpc } from '../trpc';
import {
  ACCOUNT_STATUS_LABELS,
  type AccountDraft,
  accountBadgeClass,
  accountInput,
  accountName,
  accountProblems,
  EMPTY_ACCOUNT_DRAFT,
} from './logic';
import type { SocialAccount } from './types';

// The center's social accounts on the hub (spec 6.4). Approvers connect one (after authorizing it at the
// publishing provider), reconnect one whose token expired, and disconnect one (after a question); the others see
// the list.

const PROVIDERS = ['instagram', 'facebook', 'linkedin', 'tiktok', 'youtube'];

const ACCOUNT_SORT = {
  name: (account: SocialAccount) => accountName(account),
  provider: (account: SocialAccount) => account.provider,
  status: (account: SocialAccount) => account.status,
  updated: (account: SocialAccount) => account.updatedAt,
};
/** the sortable columns, in the table's order (actions last, for those who manage) */
const ACCOUNT_SORT_COLUMNS = ['name', 'provider', 'status', 'updated', undefined];

function ConnectForm({ centerId, onNotice }: { centerId: string; onNotice: (notice: Notice) => void }) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const connect = trpc.social.connectAccount.useMutation();
  const form = useForm<AccountDraft, unknown, ReturnType<typeof accountInput>>({
    defaultValues: EMPTY_ACCOUNT_DRAFT,
    resolver: problemResolver(accountProblems, accountInput),
  });
  const problem = (field: keyof AccountDraft) => problemMessage(t, form.formState.errors[field]);

  const onSubmit = form.handleSubmit((account) =>
    connect.mutate(
      { centerId, account },
      {
        onSuccess: (saved) => {
          onNotice({
            kind: 'status',
            text: t('social.accounts.connected', { name: accountName(saved) }),
          });
          form.reset();
        },
        onError: (error) => onNotice({ kind: 'error', error }),
        onSettled: () => void utils.social.hub.invalidate({ centerId }),
      },
    ),
  );

  return (
    <form
      onSubmit={onSubmit}
      className="form form-grid form-wide"
      aria-label={t('social.accounts.connectTitle')}
      noValidate
    >
      <TextField
        label={t('social.accounts.provider')}
        error={problem('provider')}
        required
        list="social-providers"
        autoComplete="off"
        {...form.register('provider')}
      />
      <datalist id="social-providers">
        {PROVIDERS.map((provider) => (
          <option key={provider} value={provider} />
        ))}
      </datalist>
      <TextField
        label={t('social.accounts.externalId')}
        hint={t('social.accounts.externalIdHint')}
        error={problem('externalAccountId')}
        required
        maxLength={200}
        autoComplete="off"
        {...form.register('externalAccountId')}
      />
      <TextField
        label={t('social.accounts.displayName')}
        error={problem('name')}
        maxLength={200}
        autoComplete="off"
        {...form.register('name')}
      />
      <div className="form-actions">
        <SubmitButton busy={connect.isPending} label={t('social.accounts.connect')} busyLabel={t('common.saving')} />
      </div>
    </form>
  );
}

export function AccountsPanel(props: { centerId: string; accounts: readonly SocialAccount[]; canManage: boolean }) {
  const { t, lang } = useI18n();
  const { centerId, accounts, canManage } = props;
  const utils = trpc.useUtils();
  const setStatus = trpc.social.setAccountStatus.useMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toDisconnect, setToDisconnect] = useState<SocialAccount | null>(null);
  const sorted = useClientTable(accounts, ACCOUNT_SORT, [{ id: 'name', desc: false }]);

  function change(account: SocialAccount, status: 'connected' | 'disconnected') {
    setNotice(null);
    setStatus.mutate(
      { centerId, accountId: account.id, status },
      {
        onSuccess: () =>
          setNotice({
            kind: 'status',
            text: t(status === 'connected' ? 'social.accounts.reconnected' : 'social.accounts.disconnected', {
              name: accountName(account),
            }),
          }),
        onError: (error) => setNotice({ kind: 'error', error }),
        onSettled: () => {
          setToDisconnect(null);
          void utils.social.hub.invalidate({ centerId });
        },
      },
    );
  }

  return (
    <>
      <NoticeView notice={notice} />
      {accounts.length === 0 ? (
        <p>{t('social.accounts.empty')}</p>
      ) : (
        <DataTable
          caption={t('social.accounts.caption', { count: accounts.length })}
          headers={[
            <SortHeader key="name" pages={sorted} sortKey="name" label={t('social.accounts.name')} />,
            <SortHeader key="provider" pages={sorted} sortKey="provider" label={t('social.accounts.provider')} />,
            <SortHeader key="status" pages={sorted} sortKey="status" label={t('social.accounts.status')} />,
            <SortHeader key="updated" pages={sorted} sortKey="updated" label={t('social.col.updated')} />,
            ...(canManage ? [t('cw.col.actions')] : []),
          ]}
          sort={(index) => sortStateOf(sorted, ACCOUNT_SORT_COLUMNS[index])}
        >
          {sorted.rows.map((account) => {
            const label = ACCOUNT_STATUS_LABELS[account.status];
            const name = accountName(account);
            return (
              <tr key={account.id} className={account.status === 'disconnected' ? 'row-inactive' : undefined}>
                <th scope="row">{name}</th>
                <td>{account.provider}</td>
                <td>
                  <span className={accountBadgeClass(account.status)}>{label ? t(label) : account.status}</span>
                  {account.status === 'token_expired' && (
                    <span className="hint"> {t('social.accounts.tokenExpiredHint')}</span>
                  )}
                </td>
                <td>{formatDateTime(lang, account.updatedAt)}</td>
                {canManage && (
                  <RowActions>
                    {account.status !== 'connected' && (
                      <RowAction
                        label={t('social.accounts.reconnect')}
                        named={t('social.accounts.reconnectNamed', { name })}
                        disabled={setStatus.isPending}
                        onClick={() => change(account, 'connected')}
                      />
                    )}
                    {account.status !== 'disconnected' && (
                      <RowAction
                        label={t('social.accounts.disconnect')}
                        named={t('social.accounts.disconnectNamed', { name })}
                        danger
                        disabled={setStatus.isPending}
                        onClick={() => setToDisconnect(account)}
                      />
                    )}
                  </RowActions>
                )}
              </tr>
            );
          })}
        </DataTable>
      )}
      {canManage && (
        <>
          <h3>{t('social.accounts.connectTitle')}</h3>
          <p className="hint">{t('social.accounts.connectHint')}</p>
          <ConnectForm centerId={centerId} onNotice={setNotice} />
        </>
      )}
      <ConfirmDialog
        open={toDisconnect !== null}
        title={t('social.accounts.disconnectConfirm.title')}
        body={toDisconnect ? t('social.accounts.disconnectConfirm.body', { name: accountName(toDisconnect) }) : ''}
        confirmLabel={t('social.accounts.disconnect')}
        busy={setStatus.isPending}
        onConfirm={() => toDisconnect && change(toDisconnect, 'disconnected')}
        onCancel={() => setToDisconnect(null)}
      />
    </>
  );
}
