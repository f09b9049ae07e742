import { type FormEvent, useState } from 'react';
import { DataTable } from '../components/DataTable';
import { ErrorMessage, type Notice, NoticeView, SubmitButton, TextField } from '../components/forms';
import { RowAction } from '../components/RowActions';
import { useI18n } from '../i18n';
import { useSession } from '../session';
import { type RouterOutputs, trpc } from '../trpc';

// `/dashboard/mail-aliases` (spec 3, 4.5): forwarding aliases of the session's center. The API has no list
// of aliases yet, so the screen lists what was created during this visit, with "resend" for pending ones.

type CreatedAlias = RouterOutputs['mailAliases']['create'];

function AliasForm({ centerId, onCreated }: { centerId: string; onCreated: (alias: CreatedAlias) => void }) {
  const { t } = useI18n();
  const create = trpc.mailAliases.create.useMutation();
  const [alias, setAlias] = useState('');
  const [targetEmail, setTargetEmail] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
          setAlias('');
          setTargetEmail('');
        },
      },
    );
  }

  return (
    <section aria-labelledby="alias-create-title" className="panel">
      <h2 id="alias-create-title">{t('aliases.create.title')}</h2>
      <form onSubmit={onSubmit} className="form form-grid">
        <TextField
          label={t('aliases.alias')}
          hint={t('aliases.aliasHint')}
          name="alias"
          type="email"
          required
          maxLength={320}
          autoComplete="off"
          value={alias}
          onChange={(e) => setAlias(e.target.value)}
        />
        <TextField
          label={t('aliases.target')}
          hint={t('aliases.targetHint')}
          name="targetEmail"
          type="email"
          required
          maxLength={320}
          autoComplete="off"
          value={targetEmail}
          onChange={(e) => setTargetEmail(e.target.value)}
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
  const { me } = useSession();
  const [created, setCreated] = useState<CreatedAlias[]>([]);
  return (
    <div className="screen">
      <h1>{t('aliases.title')}</h1>
      <p>{t('aliases.intro')}</p>
      {me.centerId === null ? (
        <p role="status" className="message message-status">
          {t('aliases.noCenter')}
        </p>
      ) : (
        <>
          <AliasForm centerId={me.centerId} onCreated={(alias) => setCreated((list) => [alias, ...list])} />
          {created.length > 0 && <CreatedAliases centerId={me.centerId} aliases={created} />}
        </>
      )}
    </div>
  );
}
