// Creates an organization key: a name, its scopes (read and write, both by default, at least one) and an
// optional last day of validity. The answer carries the key itself, which the screen shows once.
import { AGENCY_KEY_SCOPES } from '@center-platform/core/shared';
import { type FormEvent, useId, useState } from 'react';
import { ErrorMessage, StatusMessage, SubmitButton, TextField } from '../components/forms';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { EMPTY_KEY_DRAFT, type KeyDraft, type KeyDraftProblems, keyDraftProblems, keyInput } from './logic';
import type { IssuedOrganizationKey, Organization } from './types';

const SCOPE_CHOICES = {
  read: { label: 'orgKeys.scope.readChoice', hint: 'orgKeys.scope.readHint' },
  write: { label: 'orgKeys.scope.writeChoice', hint: 'orgKeys.scope.writeHint' },
} as const;

export function KeyForm(props: { organization: Organization; onCreated: (issued: IssuedOrganizationKey) => void }) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const id = useId();
  const { organization } = props;
  const [draft, setDraft] = useState<KeyDraft>(EMPTY_KEY_DRAFT);
  const [problems, setProblems] = useState<KeyDraftProblems>({});
  const [status, setStatus] = useState<string | null>(null);
  const create = trpc.organizationKeys.create.useMutation();
  const set = (patch: Partial<KeyDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    create.reset();
    const found = keyDraftProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { organizationId: organization.id, data: keyInput(draft) },
      {
        onSuccess: (result) => {
          setDraft(EMPTY_KEY_DRAFT);
          setStatus(t('orgKeys.created', { name: result.name }));
          props.onCreated({ keyName: result.name, organizationName: organization.name, key: result.key });
          void utils.organizationKeys.list.invalidate({ organizationId: organization.id });
        },
      },
    );
  }

  const problem = (field: keyof KeyDraft) => {
    const key = problems[field];
    return key ? t(key) : undefined;
  };
  const scopesProblem = problem('scopes');
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('orgKeys.form.title', { organization: organization.name })}</h2>
      <form onSubmit={onSubmit} className="form form-grid form-wide" noValidate>
        <TextField
          label={t('orgKeys.form.name')}
          hint={t('orgKeys.form.nameHint')}
          error={problem('name')}
          name="name"
          required
          maxLength={100}
          autoComplete="off"
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextField
          label={t('orgKeys.form.expiresOn')}
          hint={t('orgKeys.form.expiresOnHint')}
          error={problem('expiresOn')}
          name="expiresOn"
          type="date"
          value={draft.expiresOn}
          onChange={(e) => set({ expiresOn: e.target.value })}
        />
        <fieldset
          className="field field-wide"
          aria-describedby={scopesProblem ? `${id}-scopes-error` : undefined}
          aria-invalid={scopesProblem ? true : undefined}
        >
          <legend>{t('orgKeys.form.scopes')}</legend>
          {AGENCY_KEY_SCOPES.map((scope) => (
            <div key={scope} className="field field-checkbox">
              <input
                id={`${id}-scope-${scope}`}
                type="checkbox"
                name="scopes"
                value={scope}
                checked={draft.scopes[scope]}
                aria-describedby={`${id}-scope-${scope}-hint`}
                onChange={(e) => set({ scopes: { ...draft.scopes, [scope]: e.target.checked } })}
              />
              <label htmlFor={`${id}-scope-${scope}`}>{t(SCOPE_CHOICES[scope].label)}</label>
              <p id={`${id}-scope-${scope}-hint`} className="hint">
                {t(SCOPE_CHOICES[scope].hint)}
              </p>
            </div>
          ))}
          {scopesProblem && (
            <p id={`${id}-scopes-error`} className="field-error" role="alert">
              {scopesProblem}
            </p>
          )}
        </fieldset>
        <ErrorMessage error={create.error} />
        {status && <StatusMessage>{status}</StatusMessage>}
        <div className="form-actions">
          <SubmitButton
            busy={create.isPending}
            label={t('orgKeys.form.create')}
            busyLabel={t('orgKeys.form.creating')}
          />
        </div>
      </form>
    </section>
  );
}
