import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { fieldProblem, type ProblemTable } from '../components/field-problems';
import { ErrorMessage, StatusMessage, SubmitButton, TextField } from '../components/forms';
import { lazyResolver } from '../components/lazy-resolver';
import { isMessageKey, useI18n } from '../i18n';
import { trpc } from '../trpc';

/** Where to go after signing in: a dashboard path from `?next=`, never another site. */
export function safeNext(next: string | null): string {
  return next && /^\/dashboard(?:[/?#]|$)/.test(next) ? next : '/dashboard';
}

type Credentials = { email: string; password: string };
// the form checks itself with the sign-in endpoint's own schema: a blank field is named at the field
const CREDENTIALS = lazyResolver(() => import('./sign-in-check').then((check) => check.signInResolver));
const PROBLEMS: ProblemTable<keyof Credentials> = {
  email: { too_small: 'cw.problem.required' },
  password: { too_small: 'cw.problem.required' },
};

/** `/auth/signin`: e-mail and password; `?message=` shows the outcome of a link page. */
export default function SignInPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = trpc.auth.signIn.useMutation();
  const form = useForm<Credentials>({ resolver: CREDENTIALS, defaultValues: { email: '', password: '' } });
  const problem = (field: keyof Credentials) => fieldProblem(t, PROBLEMS, form.formState.errors, field);
  useEffect(() => CREDENTIALS.preload(), []);

  const messageKey = `signIn.message.${params.get('message') ?? ''}`;
  const message = isMessageKey(messageKey) ? t(messageKey) : undefined;

  function onValid(credentials: Credentials) {
    signIn.mutate(credentials, {
      onSuccess: () => {
        // nothing cached from before the sign-in belongs to the new session
        queryClient.clear();
        navigate(safeNext(params.get('next')), { replace: true });
      },
      onError: () => form.setValue('password', ''),
    });
  }

  return (
    <AuthLayout title={t('signIn.title')}>
      {message && !signIn.error && <StatusMessage>{message}</StatusMessage>}
      <form onSubmit={form.handleSubmit(onValid)} className="form" noValidate>
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          required
          maxLength={320}
          error={problem('email')}
          {...form.register('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
          error={problem('password')}
          {...form.register('password')}
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
