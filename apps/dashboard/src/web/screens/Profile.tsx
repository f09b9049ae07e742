import { type FormEvent, useState } from 'react';
import {
  CheckboxField,
  ErrorMessage,
  LoadError,
  Loading,
  SelectField,
  StatusMessage,
  SubmitButton,
  TextField,
} from '../components/forms';
import { NewPasswordFields, useNewPassword } from '../components/NewPasswordFields';
import { useI18n } from '../i18n';
import { DIGEST_HOURS } from '../registry';
import { type RouterOutputs, trpc } from '../trpc';

function ChangePassword() {
  const { t } = useI18n();
  const change = trpc.profile.changePassword.useMutation();
  const [current, setCurrent] = useState('');
  const next = useNewPassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.reset();
    if (!next.check()) return;
    change.mutate(
      { currentPassword: current, newPassword: next.password },
      {
        onSuccess: () => {
          setCurrent('');
          next.clear();
        },
      },
    );
  }

  return (
    <section aria-labelledby="password-title" className="panel">
      <h2 id="password-title">{t('profile.password.title')}</h2>
      <form onSubmit={onSubmit} className="form">
        <TextField
          label={t('password.current')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <NewPasswordFields state={next} names={{ password: 'newPassword', repeat: 'newPasswordRepeat' }} />
        <ErrorMessage error={change.error} />
        {change.isSuccess && <StatusMessage>{t('profile.password.done')}</StatusMessage>}
        <SubmitButton busy={change.isPending} label={t('profile.password.submit')} busyLabel={t('common.saving')} />
      </form>
    </section>
  );
}

type Preferences = RouterOutputs['profile']['notificationPreferences'];

function DigestForm({ saved }: { saved: Preferences }) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const [enabled, setEnabled] = useState(saved.emailDigestEnabled);
  const [hour, setHour] = useState(saved.emailDigestHour);
  const save = trpc.profile.setNotificationPreferences.useMutation({
    onSuccess: (answer) => utils.profile.notificationPreferences.setData(undefined, answer),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({ emailDigestEnabled: enabled, emailDigestHour: hour });
  }

  return (
    <form onSubmit={onSubmit} className="form">
      <CheckboxField
        label={t('profile.digest.enabled')}
        name="emailDigestEnabled"
        checked={enabled}
        onChange={(e) => {
          setEnabled(e.target.checked);
          save.reset();
        }}
      />
      <SelectField
        label={t('profile.digest.hour')}
        name="emailDigestHour"
        value={String(hour)}
        disabled={!enabled}
        onChange={(e) => {
          setHour(Number(e.target.value));
          save.reset();
        }}
      >
        {DIGEST_HOURS.map((h) => (
          <option key={h} value={h}>
            {t('profile.digest.hourOption', { hour: String(h).padStart(2, '0') })}
          </option>
        ))}
      </SelectField>
      <ErrorMessage error={save.error} />
      {save.isSuccess && <StatusMessage>{t('profile.digest.saved')}</StatusMessage>}
      <SubmitButton busy={save.isPending} label={t('common.save')} busyLabel={t('common.saving')} />
    </form>
  );
}

function Digest() {
  const { t } = useI18n();
  const preferences = trpc.profile.notificationPreferences.useQuery();
  return (
    <section aria-labelledby="digest-title" className="panel">
      <h2 id="digest-title">{t('profile.digest.title')}</h2>
      <p className="hint">{t('profile.digest.intro')}</p>
      {preferences.isPending ? (
        <Loading />
      ) : preferences.error ? (
        <LoadError error={preferences.error} onRetry={() => preferences.refetch()} />
      ) : (
        <DigestForm saved={preferences.data} />
      )}
    </section>
  );
}

/** `/dashboard/profile`: the own password and the daily digest (spec 2.9, 4.5, 6.2). */
export default function ProfileScreen() {
  const { t } = useI18n();
  return (
    <div className="screen">
      <h1>{t('profile.title')}</h1>
      <ChangePassword />
      <Digest />
    </div>
  );
}
