import { TypedPassword } from '@center-platform/core/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { fieldProblem, type ProblemTable } from '../components/field-problems';
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
import { type NewPassword, NewPasswordFields, withNewPassword } from '../components/NewPasswordFields';
import { useI18n } from '../i18n';
import { DIGEST_HOURS } from '../registry';
import { type RouterOutputs, trpc } from '../trpc';

type PasswordChange = NewPassword & { currentPassword: string };
const PASSWORD_CHANGE = zodResolver(withNewPassword({ currentPassword: TypedPassword }));
const CURRENT_PROBLEMS: ProblemTable<'currentPassword'> = { currentPassword: { too_small: 'cw.problem.required' } };

function ChangePassword() {
  const { t } = useI18n();
  const change = trpc.profile.changePassword.useMutation();
  const form = useForm<PasswordChange>({
    resolver: PASSWORD_CHANGE,
    defaultValues: { currentPassword: '', password: '', repeat: '' },
  });

  function onValid({ currentPassword, password }: PasswordChange) {
    change.reset();
    change.mutate({ currentPassword, newPassword: password }, { onSuccess: () => form.reset() });
  }

  return (
    <section aria-labelledby="password-title" className="panel">
      <h2 id="password-title">{t('profile.password.title')}</h2>
      <form onSubmit={form.handleSubmit(onValid)} className="form" noValidate>
        <TextField
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          required
          error={fieldProblem(t, CURRENT_PROBLEMS, form.formState.errors, 'currentPassword')}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields register={form.register} errors={form.formState.errors} />
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
  const form = useForm<Preferences>({ defaultValues: saved });
  const save = trpc.profile.setNotificationPreferences.useMutation({
    onSuccess: (answer) => {
      utils.profile.notificationPreferences.setData(undefined, answer);
      form.reset(answer);
    },
  });
  // a change hides the last confirmation
  const changes = { onChange: () => save.reset() };

  return (
    <form onSubmit={form.handleSubmit((preferences) => save.mutate(preferences))} className="form">
      <CheckboxField label={t('profile.digest.enabled')} {...form.register('emailDigestEnabled', changes)} />
      <SelectField
        label={t('profile.digest.hour')}
        disabled={!form.watch('emailDigestEnabled')}
        {...form.register('emailDigestHour', { ...changes, setValueAs: Number })}
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
