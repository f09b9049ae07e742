import { UserFields } from '@center-platform/core/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { fieldProblem, type ProblemTable } from '../components/field-problems';
import { ErrorMessage, StatusMessage, SubmitButton, TextField } from '../components/forms';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';

// the endpoint takes any text (its answer never tells whether an account exists); the form asks for an address as
// a user's e-mail is written
const ADDRESS = zodResolver(UserFields.pick({ email: true }));
const PROBLEMS: ProblemTable<'email'> = { email: { invalid_format: 'cw.problem.email', too_big: 'cw.problem.email' } };

/** `/auth/forgot-password`: the same answer whatever the address, so it reveals no accounts. */
export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const forgot = trpc.auth.forgotPassword.useMutation();
  const form = useForm<{ email: string }>({ resolver: ADDRESS, defaultValues: { email: '' } });

  return (
    <AuthLayout title={t('forgot.title')}>
      {forgot.isSuccess ? (
        <StatusMessage>{t('forgot.sent')}</StatusMessage>
      ) : (
        <form onSubmit={form.handleSubmit((values) => forgot.mutate(values))} className="form" noValidate>
          <p>{t('forgot.intro')}</p>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={320}
            error={fieldProblem(t, PROBLEMS, form.formState.errors, 'email')}
            {...form.register('email')}
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
