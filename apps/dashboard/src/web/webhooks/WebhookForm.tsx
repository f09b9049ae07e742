// Makes a webhook (URL, description, the kinds it wants) or edits one. react-hook-form with core's schema of a
// webhook (logic.ts); problems show at their fields in the interface language. Making one answers its signing
// secret, which the screen shows once.
import { CHANGE_KINDS, WEBHOOK_DESCRIPTION_MAX_LENGTH } from '@center-platform/core/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldProblem } from '../components/field-problems';
import { CreateOrSave, TextField } from '../components/forms';
import { WebAddressField } from '../components/WebAddressField';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import {
  EMPTY_WEBHOOK_DRAFT,
  KIND_LABELS,
  WEBHOOK_PROBLEMS,
  type WebhookDraft,
  WebhookFormSchema,
  webhookPatch,
} from './logic';
import type { IssuedSecret, Webhook } from './types';

export function WebhookForm(props: {
  centerId: string;
  /** the webhook being edited; none: a new one is made */
  webhook: Webhook | null;
  onCreated: (issued: IssuedSecret) => void;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const id = useId();
  const { centerId, webhook } = props;
  const form = useForm<WebhookDraft>({
    resolver: zodResolver(WebhookFormSchema, undefined, { raw: true }) as never,
    defaultValues: webhook
      ? { url: webhook.url, description: webhook.description, kinds: webhook.kinds as WebhookDraft['kinds'] }
      : EMPTY_WEBHOOK_DRAFT,
  });
  const [status, setStatus] = useState<string | null>(null);
  const create = trpc.webhooks.create.useMutation();
  const update = trpc.webhooks.update.useMutation();

  const onValid = (draft: WebhookDraft) => {
    setStatus(null);
    create.reset();
    update.reset();
    const done = () => void utils.webhooks.list.invalidate({ centerId });
    if (!webhook) {
      create.mutate(
        { centerId, data: { url: draft.url.trim(), description: draft.description.trim(), kinds: draft.kinds } },
        {
          onSuccess: (result) => {
            form.reset(EMPTY_WEBHOOK_DRAFT);
            setStatus(t('webhooks.created'));
            props.onCreated({ url: result.webhook.url, secret: result.secret });
            done();
          },
        },
      );
      return;
    }
    const patch = webhookPatch(webhook, draft);
    if (Object.keys(patch).length === 0) {
      setStatus(t('webhooks.form.unchanged'));
      return;
    }
    update.mutate(
      { centerId, webhookId: webhook.id, data: patch },
      {
        onSuccess: () => {
          setStatus(t('webhooks.updated'));
          done();
          props.onDone();
        },
      },
    );
  };

  const problem = (field: keyof WebhookDraft) => fieldProblem(t, WEBHOOK_PROBLEMS, form.formState.errors, field);
  const busy = create.isPending || update.isPending;
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{webhook ? t('webhooks.form.editTitle') : t('webhooks.form.createTitle')}</h2>
      <form onSubmit={form.handleSubmit(onValid)} className="form form-grid form-wide" noValidate>
        <WebAddressField
          label={t('webhooks.form.url')}
          hint={t('webhooks.form.urlHint')}
          error={problem('url')}
          {...form.register('url')}
        />
        <TextField
          label={t('webhooks.form.description')}
          hint={t('webhooks.form.descriptionHint')}
          error={problem('description')}
          maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
          autoComplete="off"
          {...form.register('description')}
        />
        <fieldset className="field field-wide">
          <legend>{t('webhooks.form.kinds')}</legend>
          <p className="hint">{t('webhooks.form.kindsHint')}</p>
          <div className="checkbox-columns">
            {CHANGE_KINDS.map((kind) => (
              <div key={kind} className="field field-checkbox">
                <input id={`${id}-kind-${kind}`} type="checkbox" value={kind} {...form.register('kinds')} />
                <label htmlFor={`${id}-kind-${kind}`}>{t(KIND_LABELS[kind])}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <CreateOrSave
          editing={webhook !== null}
          busy={busy}
          error={create.error ?? update.error}
          status={status}
          createLabel={t('webhooks.form.create')}
          creatingLabel={t('webhooks.form.creating')}
          onCancel={props.onDone}
        />
      </form>
    </section>
  );
}
