// The pages behind the links of the account mails (spec 3, 4.5): first ask the API whether the link is
// usable (nothing changes), say which case applies when it is not, else offer the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorCodes } from '../errors';
import { isMessageKey, type MessageKey, useI18n } from '../i18n';
import { trpc } from '../trpc';
import { AuthLayout } from './AuthLayout';
import { ErrorMessage, LoadError, Loading, StatusMessage, SubmitButton } from './forms';
import { type NewPassword, NewPasswordFields, withNewPassword } from './NewPasswordFields';

const PASSWORD_FORM = zodResolver(withNewPassword({}));

export type LinkPurpose = 'setup' | 'reset' | 'unlock' | 'mail_alias_verify';

export interface TokenLinkPageProps {
  purpose: LinkPurpose;
  title: MessageKey;
  intro: MessageKey;
  submit: MessageKey;
  needsPassword: boolean;
  /** sends the form; answers where to go next, or what to show in place of the form */
  action: (input: { token: string; password: string }) => Promise<{ redirectTo: string } | { done: ReactNode }>;
}

function linkFailureKey(code: string | undefined): MessageKey {
  const key = `link.${code}`;
  return isMessageKey(key) ? key : 'link.TOKEN_INVALID';
}

export function TokenLinkPage({ purpose, title, intro, submit, needsPassword, action }: TokenLinkPageProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const status = trpc.auth.linkStatus.useQuery(
    { token, purpose },
    { enabled: token !== '', retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
  );
  // a link without a password (unlock, mail alias) sends the form as it is
  const form = useForm<NewPassword>({
    defaultValues: { password: '', repeat: '' },
    ...(needsPassword ? { resolver: PASSWORD_FORM } : {}),
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<ReactNode>(null);

  async function onValid({ password }: NewPassword) {
    setError(null);
    setBusy(true);
    try {
      const result = await action({ token, password });
      if ('redirectTo' in result) navigate(result.redirectTo, { replace: true });
      else setDone(result.done);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  const requestNew = purpose !== 'mail_alias_verify' && (
    <p>
      <Link to="/auth/forgot-password">{t('link.requestNew')}</Link>
    </p>
  );
  const backToSignIn = (
    <p>
      <Link to="/auth/signin">{t('auth.backToSignIn')}</Link>
    </p>
  );

  let body: ReactNode;
  if (token === '') {
    body = (
      <>
        <p role="alert" className="message message-error">
          {t('link.TOKEN_INVALID')}
        </p>
        {backToSignIn}
      </>
    );
  } else if (status.isPending) {
    body = <Loading label={t('link.checking')} />;
  } else if (status.error) {
    body = <LoadError error={status.error} onRetry={() => status.refetch()} />;
  } else if (!status.data.ok) {
    body = (
      <>
        <p role="alert" className="message message-error" data-code={status.data.code}>
          {t(linkFailureKey(status.data.code))}
        </p>
        {status.data.code !== 'TOKEN_USED' && requestNew}
        {backToSignIn}
      </>
    );
  } else if (done) {
    body = <StatusMessage>{done}</StatusMessage>;
  } else {
    // a link that went bad between the check and the submit (used elsewhere, expired) names its case too
    const submitError =
      error && errorCodes(error).appCode?.startsWith('TOKEN_') ? (
        <p role="alert" className="message message-error">
          {t(linkFailureKey(errorCodes(error).appCode))}
        </p>
      ) : (
        <ErrorMessage error={error} />
      );
    body = (
      <form onSubmit={form.handleSubmit(onValid)} className="form" noValidate>
        <p>{t(intro)}</p>
        {needsPassword && <NewPasswordFields register={form.register} errors={form.formState.errors} />}
        {submitError}
        <SubmitButton busy={busy} label={t(submit)} busyLabel={t('link.busy')} />
      </form>
    );
  }

  return <AuthLayout title={t(title)}>{body}</AuthLayout>;
}
