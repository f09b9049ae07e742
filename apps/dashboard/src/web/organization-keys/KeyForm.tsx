// Creates an organization key: a name, its scopes (read and write, both by default, at least one) and an
// optional last day of validity. The answer carries the key itself, which the screen shows once.
import { AGENCY_KEY_SCOPES, ORGANIZATION_KEY_NAME_MAX_LENGTH } from '@center-platform/core/shared';
import { useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { ErrorMessage, StatusMessage, SubmitButton, TextField } from '../components/forms';
import { problemMessage } from '../components/problem-resolver';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { EMPTY_KEY_DRAFT, type KeyDraft, type KeyInput, keyResolver } from './logic';
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
  const form = useForm<KeyDraft, unknown, KeyInput>({ defaultValues: EMPTY_KEY_DRAFT, resolver: keyResolver });
  const draft = form.watch();
  const [status, setStatus] = useState<string | null>(null);
  const create = trpc.organizationKeys.create.useMutation();
  const set = (patch: Partial<KeyDraft>) => {
    for (const [field, value] of Object.entries(patch))
      form.setValue(field as keyof KeyDraft, value, { shouldValidate: form.formState.isSubmitted });
  };

  const onSubmit = form.handleSubmit((data) => {
    setStatus(null);
    create.reset();
    create.mutate(
      { organizationId: organization.id, data },
      {
        onSuccess: (result) => {
          form.reset(EMPTY_KEY_DRAFT);
          setStatus(t('orgKeys.created', { name: result.name }));
          props.onCreated({ keyName: result.name, organizationName: organization.name, key: result.key });
          void utils.organizationKeys.page.invalidate({ organizationId: organization.id });
        },
      },
    );
  });

  const problem = (field: keyof KeyDraft) => problemMessage(t, form.formState.errors[field] as FieldError | undefined);
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
          maxLength={ORGANIZATION_KEY_NAME_MAX_LENGTH}
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
