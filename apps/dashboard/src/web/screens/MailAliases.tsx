import {
  MAIL_ALIAS_STATES,
  MailAliasInput,
  type MailAliasSortKey,
  type MailAliasState,
} from '@center-platform/core/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData } from '@tanstack/react-query';
import { useReactTable } from '@tanstack/react-table';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ListFilter, ListToolbar } from '../center-work/list-toolbar';
import { CenterScope } from '../center-work/scope';
import { PagedBody, SortHeader, sortStateOf, useListRequest } from '../center-work/server-pages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { fieldProblem, type ProblemTable } from '../components/field-problems';
import { ErrorMessage, type Notice, NoticeView, SubmitButton, TextField } from '../components/forms';
import { RowAction } from '../components/RowActions';
import { formatDateTime, useI18n } from '../i18n';
import { type RouterOutputs, trpc } from '../trpc';

// `/dashboard/mail-aliases` (spec 3, 4.5): forwarding aliases of the chosen center: create one, list them a page at
// a time (searched, filtered and sorted on the server), resend a pending one's confirmation, remove one after a confirm.

type ListedAlias = RouterOutputs['mailAliases']['page']['rows'][number];
const STATUS_LABELS = { pending: 'aliases.status.pending', verified: 'aliases.status.verified' } as const;

type AliasDraft = { alias: string; targetEmail: string };
const ALIAS_PROBLEMS: ProblemTable<keyof AliasDraft> = {
  alias: { invalid_format: 'cw.problem.email', too_big: 'cw.problem.email' },
  targetEmail: { invalid_format: 'cw.problem.email', too_big: 'cw.problem.email' },
};
const aliasResolver = zodResolver(MailAliasInput);

function AliasForm({ centerId, onCreated }: { centerId: string; onCreated: () => void }) {
  const { t } = useI18n();
  const create = trpc.mailAliases.create.useMutation();
  // core's schema of an alias checks both addresses, at their fields, in the interface language
  const form = useForm<AliasDraft>({ resolver: aliasResolver, defaultValues: { alias: '', targetEmail: '' } });
  const [notice, setNotice] = useState<Notice | null>(null);
  const problem = (field: keyof AliasDraft) => fieldProblem(t, ALIAS_PROBLEMS, form.formState.errors, field);

  function onValid({ alias, targetEmail }: AliasDraft) {
    setNotice(null);
    create.mutate(
      { centerId, alias, targetEmail },
      {
        onSuccess: (created) => {
          onCreated();
          setNotice(
            created.status === 'verified'
              ? { kind: 'status', text: t('aliases.createdVerified') }
              : created.emailSent
                ? { kind: 'status', text: t('aliases.createdPending', { target: created.targetEmail }) }
                : { kind: 'warning', text: t('aliases.mailFailed', { target: created.targetEmail }) },
          );
          form.reset();
        },
      },
    );
  }

  return (
    <section aria-labelledby="alias-create-title" className="panel">
      <h2 id="alias-create-title">{t('aliases.create.title')}</h2>
      <form onSubmit={form.handleSubmit(onValid)} className="form form-grid" noValidate>
        <TextField
          label={t('aliases.alias')}
          hint={t('aliases.aliasHint')}
          error={problem('alias')}
          type="email"
          required
          maxLength={320}
          autoComplete="off"
          {...form.register('alias')}
        />
        <TextField
          label={t('aliases.target')}
          hint={t('aliases.targetHint')}
          error={problem('targetEmail')}
          type="email"
          required
          maxLength={320}
          autoComplete="off"
          {...form.register('targetEmail')}
        />
        <ErrorMessage error={create.error} />
        <NoticeView notice={notice} />
        <SubmitButton busy={create.isPending} label={t('aliases.submit')} busyLabel={t('aliases.busy')} />
      </form>
    </section>
  );
}

/** The center's aliases a page at a time: search, state filter, order and page go to the server. */
function useAliasPages(centerId: string) {
  const list = useListRequest([{ id: 'alias' as MailAliasSortKey, desc: false }], {
    status: '' as MailAliasState | '',
  });
  const query = trpc.mailAliases.page.useQuery({ centerId, ...list.request }, { placeholderData: keepPreviousData });
  return { ...list, query, table: useReactTable<ListedAlias>(list.tableOf(query.data)) };
}
type AliasPages = ReturnType<typeof useAliasPages>;

/** the sortable columns, in the table's order */
const SORT_COLUMNS: (MailAliasSortKey | undefined)[] = ['alias', 'target', 'status', 'created', undefined];

function AliasList({ centerId }: { centerId: string }) {
  const { t } = useI18n();
  const list = useAliasPages(centerId);
  // above the list: the last row's removal can empty it
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <section aria-labelledby="alias-list-title" className="panel">
      <h2 id="alias-list-title">{t('aliases.list.title')}</h2>
      <ListToolbar list={list} search={t('aliases.search')}>
        <ListFilter
          list={list}
          name="status"
          label={t('aliases.col.status')}
          options={MAIL_ALIAS_STATES}
          labelOf={(state) => t(STATUS_LABELS[state])}
        />
      </ListToolbar>
      <NoticeView notice={notice} />
      <PagedBody list={list} empty={t('aliases.list.empty')}>
        <AliasTable centerId={centerId} list={list} setNotice={setNotice} />
      </PagedBody>
    </section>
  );
}

function AliasTable(props: { centerId: string; list: AliasPages; setNotice: (notice: Notice | null) => void }) {
  const { centerId, list, setNotice } = props;
  const { t, lang } = useI18n();
  const utils = trpc.useUtils();
  const resend = trpc.mailAliases.resendVerification.useMutation();
  const remove = trpc.mailAliases.remove.useMutation();
  const [confirm, setConfirm] = useState<ListedAlias | null>(null);
  const answer = list.query.data;
  if (!answer) return null;

  function resendFor(alias: ListedAlias) {
    setNotice(null);
    resend.mutate(
      { centerId, aliasId: alias.id },
      {
        onSuccess: (sent) =>
          setNotice(
            sent.status !== 'pending'
              ? { kind: 'status', text: t('aliases.alreadyVerified', { target: alias.targetEmail }) }
              : sent.emailSent
                ? { kind: 'status', text: t('aliases.resent', { target: alias.targetEmail }) }
                : { kind: 'warning', text: t('aliases.mailFailed', { target: alias.targetEmail }) },
          ),
        onError: (error) => setNotice({ kind: 'error', error }),
      },
    );
  }

  function onConfirmRemove() {
    if (!confirm) return;
    const alias = confirm;
    remove.mutate(
      { centerId, aliasId: alias.id },
      {
        onSuccess: () => setNotice({ kind: 'status', text: t('aliases.removed', { alias: alias.alias }) }),
        onError: (error) => setNotice({ kind: 'error', error }),
        onSettled: () => {
          setConfirm(null);
          void utils.mailAliases.page.invalidate({ centerId });
        },
      },
    );
  }

  return (
    <>
      <DataTable
        caption={t('aliases.list.caption', { count: answer.total, shown: answer.rows.length })}
        headers={[
          <SortHeader key="alias" pages={list} sortKey="alias" label={t('aliases.col.alias')} />,
          <SortHeader key="target" pages={list} sortKey="target" label={t('aliases.col.target')} />,
          <SortHeader key="status" pages={list} sortKey="status" label={t('aliases.col.status')} />,
          <SortHeader key="created" pages={list} sortKey="created" label={t('aliases.col.created')} />,
          t('aliases.col.actions'),
        ]}
        sort={(index) => sortStateOf(list, SORT_COLUMNS[index])}
      >
        {answer.rows.map((alias) => (
          <tr key={alias.id}>
            <th scope="row">{alias.alias}</th>
            <td>{alias.targetEmail}</td>
            <td>
              <span className={alias.status === 'verified' ? 'badge badge-ok' : 'badge badge-warn'}>
                {t(STATUS_LABELS[alias.status])}
              </span>
            </td>
            <td>{formatDateTime(lang, alias.createdAt)}</td>
            <td>
              <div className="row-actions">
                {alias.status === 'pending' && (
                  <RowAction
                    label={t('aliases.action.resend')}
                    named={t('aliases.resend', { target: alias.targetEmail })}
                    disabled={resend.isPending}
                    onClick={() => resendFor(alias)}
                  />
                )}
                <RowAction
                  label={t('aliases.action.remove')}
                  named={t('aliases.action.removeNamed', { alias: alias.alias })}
                  danger
                  disabled={remove.isPending}
                  onClick={() => {
                    setNotice(null);
                    setConfirm(alias);
                  }}
                />
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <ConfirmDialog
        open={confirm !== null}
        title={t('aliases.removeConfirm.title')}
        body={t('aliases.removeConfirm.body', { alias: confirm?.alias ?? '', target: confirm?.targetEmail ?? '' })}
        confirmLabel={t('aliases.removeConfirm.confirm')}
        busy={remove.isPending}
        onConfirm={onConfirmRemove}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}

export default function MailAliasesScreen() {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  return (
    <div className="screen">
      <h1>{t('aliases.title')}</h1>
      <p>{t('aliases.intro')}</p>
      <CenterScope>
        {(centerId) => (
          <>
            <AliasForm centerId={centerId} onCreated={() => void utils.mailAliases.page.invalidate({ centerId })} />
            <AliasList centerId={centerId} />
          </>
        )}
      </CenterScope>
    </div>
  );
}
