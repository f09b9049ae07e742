import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { ErrorMessage, StatusMessage, SubmitButton, TextField } from '../components/forms';
import { isMessageKey, useI18n } from '../i18n';
import { trpc } from '../trpc';

/** Where to go after signing in: a dashboard path from `?next=`, never another site. */
export function safeNext(next: string | null): string {
  return next && /^\/dashboard(?:[/?#]|$)/.test(next) ? next : '/dashboard';
}

/** `/auth/signin`: e-mail and password; `?message=` shows the outcome of a link page. */
export default function SignInPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = trpc.auth.signIn.useMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const messageKey = `signIn.message.${params.get('message') ?? ''}`;
  const message = isMessageKey(messageKey) ? t(messageKey) : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.mutate(
      { email, password },
      {
        onSuccess: () => {
          // nothing cached from before the sign-in belongs to the new session
          queryClient.clear();
          navigate(safeNext(params.get('next')), { replace: true });
        },
        onError: () => setPassword(''),
      },
    );
  }

  return (
    <AuthLayout title={t('signIn.title')}>
      {message && !signIn.error && <StatusMessage>{message}</StatusMessage>}
      <form onSubmit={onSubmit} className="form">
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={320}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <ErrorMessage error={signIn.error} />
        <SubmitButton busy={signIn.isPending} label={t('signIn.submit')} busyLabel={t('signIn.busy')} />
      </form>
      <p>
        <Link to="/auth/forgot-password">{t('signIn.forgot')}</Link>
      </p>
    </AuthLayout>
  );
}
