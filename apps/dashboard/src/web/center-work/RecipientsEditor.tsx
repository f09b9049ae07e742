// The recipients of the website forms (spec 6.3) in a form of their own, with its own load and save: kept with the
// center's secrets, so never part of the settings.
import { MAX_FORM_RECIPIENTS, WEBSITE_FORM_KEYS } from '@center-platform/core/shared';
import type { FormRecipientSetting, WebsiteFormKey } from '@center-platform/core/website-forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoadError, Loading, type Notice, NoticeView, StatusMessage, SubmitButton } from '../components/forms';
import { problemResolver } from '../components/problem-resolver';
import { type MessageKey, useI18n } from '../i18n';
import { trpc } from '../trpc';
import { type RecipientTexts, recipientProblems, recipientSetting, recipientTexts } from './form-recipients';
import { TextAreaField } from './inputs';

const RECIPIENT_LABELS: Record<WebsiteFormKey, MessageKey> = {
  kontakt: 'settings.recipients.form.kontakt',
  vermietung: 'settings.recipients.form.vermietung',
  promotionflaeche: 'settings.recipients.form.promotionflaeche',
};

const sameSetting = (a: FormRecipientSetting, b: FormRecipientSetting) =>
  WEBSITE_FORM_KEYS.every((key) => (a[key] ?? []).join('\n') === (b[key] ?? []).join('\n'));

function RecipientsEditor({ centerId, stored }: { centerId: string; stored: FormRecipientSetting }) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const form = useForm<RecipientTexts, unknown, FormRecipientSetting>({
    defaultValues: recipientTexts(stored),
    resolver: problemResolver(recipientProblems, recipientSetting),
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const save = trpc.websiteForms.setRecipients.useMutation();
  const problem = (key: WebsiteFormKey) => {
    const type = form.formState.errors[key]?.type;
    return typeof type === 'string' ? t(type as MessageKey, { max: String(MAX_FORM_RECIPIENTS) }) : undefined;
  };

  const onSubmit = form.handleSubmit((recipients) => {
    setNotice(null);
    if (sameSetting(recipients, stored)) {
      setNotice({ kind: 'status', text: t('cw.nothingChanged') });
      return;
    }
    save.mutate(
      { centerId, recipients },
      {
        onSuccess: (saved) => {
          // the answer is the stored map (addresses in lower case, each once): the form shows it
          utils.websiteForms.recipients.setData({ centerId }, saved);
          form.reset(recipientTexts(saved));
          setNotice({ kind: 'status', text: t('settings.recipients.saved') });
        },
        onError: (error) => setNotice({ kind: 'error', error }),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} className="form form-grid form-wide settings-form" noValidate>
      <fieldset className="field field-wide">
        <legend>{t('settings.recipients.title')}</legend>
        <p className="hint">{t('settings.recipients.intro', { max: String(MAX_FORM_RECIPIENTS) })}</p>
        <p className="hint">{t('settings.recipients.fallback')}</p>
        <div className="form-grid form-wide">
          {WEBSITE_FORM_KEYS.map((key) => (
            <TextAreaField
              key={key}
              label={t(RECIPIENT_LABELS[key])}
              hint={t('settings.recipients.hint')}
              error={problem(key)}
              wide
              rows={4}
              spellCheck={false}
              autoComplete="off"
              {...form.register(key)}
            />
          ))}
        </div>
      </fieldset>
      {notice?.kind === 'status' ? <StatusMessage>{notice.text}</StatusMessage> : <NoticeView notice={notice} />}
      <div className="form-actions">
        <SubmitButton busy={save.isPending} label={t('settings.recipients.save')} busyLabel={t('common.saving')} />
      </div>
    </form>
  );
}

export function RecipientsLoader({ centerId }: { centerId: string }) {
  const recipients = trpc.websiteForms.recipients.useQuery({ centerId });
  if (recipients.isPending) return <Loading />;
  if (recipients.error) return <LoadError error={recipients.error} onRetry={() => recipients.refetch()} />;
  return <RecipientsEditor key={centerId} centerId={centerId} stored={recipients.data} />;
}
