import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { ErrorMessage, StatusMessage, SubmitButton, TextField } from '../components/forms';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';

/** `/auth/forgot-password`: the same answer whatever the address, so it reveals no accounts. */
export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const forgot = trpc.auth.forgotPassword.useMutation();
  const [email, setEmail] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    forgot.mutate({ email });
  }

  return (
    <AuthLayout title={t('forgot.title')}>
      {forgot.isSuccess ? (
        <StatusMessage>{t('forgot.sent')}</StatusMessage>
      ) : (
        <form onSubmit={onSubmit} className="form">
          <p>{t('forgot.intro')}</p>
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={320}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <ErrorMessage error={forgot.error} />
          <SubmitButton busy={forgot.isPending} label={t('forgot.submit')} busyLabel={t('forgot.busy')} />
        </form>
      )}
      <p>
        <Link to="/auth/signin">{t('auth.backToSignIn')}</Link>
      </p>
    </AuthLayout>
  );
}
