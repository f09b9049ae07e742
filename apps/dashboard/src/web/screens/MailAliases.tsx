import { MailAliasInput } from '@center-platform/core/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CenterScope } from '../center-work/scope';
import { DataTable } from '../components/DataTable';
import { fieldProblem, type ProblemTable } from '../components/field-problems';
import { ErrorMessage, type Notice, NoticeView, SubmitButton, TextField } from '../components/forms';
import { RowAction } from '../components/RowActions';
import { useI18n } from '../i18n';
import { type RouterOutputs, trpc } from '../trpc';

// `/dashboard/mail-aliases` (spec 3, 4.5): forwarding aliases of the session's center. The API has no list
// of aliases yet, so the screen lists what was created during this visit, with "resend" for pending ones.

type CreatedAlias = RouterOutputs['mailAliases']['create'];

type AliasDraft = { alias: string; targetEmail: string };
const ALIAS_PROBLEMS: ProblemTable<keyof AliasDraft> = {
  alias: { invalid_format: 'cw.problem.email', too_big: 'cw.problem.email' },
  targetEmail: { invalid_format: 'cw.problem.email', too_big: 'cw.problem.email' },
};
const aliasResolver = zodResolver(MailAliasInput);

function AliasForm({ centerId, onCreated }: { centerId: string; onCreated: (alias: CreatedAlias) => void }) {
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
          onCreated(created);
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

function CreatedAliases({ centerId, aliases }: { centerId: string; aliases: CreatedAlias[] }) {
  const { t } = useI18n();
  const resend = trpc.mailAliases.resendVerification.useMutation();
  const [notice, setNotice] = useState<Notice | null>(null);

  function resendFor(alias: CreatedAlias) {
    setNotice(null);
    resend.mutate(
      { centerId, aliasId: alias.id },
      {
        onSuccess: (answer) =>
          setNotice(
            answer.status !== 'pending'
              ? { kind: 'status', text: t('aliases.alreadyVerified', { target: alias.targetEmail }) }
              : answer.emailSent
                ? { kind: 'status', text: t('aliases.resent', { target: alias.targetEmail }) }
                : { kind: 'warning', text: t('aliases.mailFailed', { target: alias.targetEmail }) },
          ),
        onError: (error) => setNotice({ kind: 'error', error }),
      },
    );
  }

  return (
    <section aria-labelledby="alias-session-title" className="panel">
      <h2 id="alias-session-title">{t('aliases.session.title')}</h2>
      <NoticeView notice={notice} />
      <DataTable
        caption={t('aliases.session.caption')}
        captionHidden
        headers={[t('aliases.col.alias'), t('aliases.col.target'), t('aliases.col.status'), t('aliases.col.actions')]}
      >
        {aliases.map((alias) => (
          <tr key={alias.id}>
            <th scope="row">{alias.alias}</th>
            <td>{alias.targetEmail}</td>
            <td>
              <span className={alias.status === 'verified' ? 'badge badge-ok' : 'badge badge-warn'}>
                {alias.status === 'verified' ? t('aliases.status.verified') : t('aliases.status.pending')}
              </span>
            </td>
            <td>
              {alias.status === 'pending' && (
                <RowAction
                  label={t('aliases.action.resend')}
                  named={t('aliases.resend', { target: alias.targetEmail })}
                  disabled={resend.isPending}
                  onClick={() => resendFor(alias)}
                />
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

export default function MailAliasesScreen() {
  const { t } = useI18n();
  const [created, setCreated] = useState<CreatedAlias[]>([]);
  return (
    <div className="screen">
      <h1>{t('aliases.title')}</h1>
      <p>{t('aliases.intro')}</p>
      <CenterScope>
        {(centerId) => (
          <>
            <AliasForm centerId={centerId} onCreated={(alias) => setCreated((list) => [alias, ...list])} />
            {created.length > 0 && <CreatedAliases centerId={centerId} aliases={created} />}
          </>
        )}
      </CenterScope>
    </div>
  );
}
