import { TokenLinkPage } from '../components/TokenLinkPage';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';

function Verified({ alias, target }: { alias: string; target: string }) {
  const { t } = useI18n();
  return t('verifyAlias.done', { alias, target });
}

/** `/mail-alias/verify?token=` (no sign-in): the forwarding target confirms. */
export default function MailAliasVerifyPage() {
  const verify = trpc.auth.verifyMailAlias.useMutation();
  return (
    <TokenLinkPage
      purpose="mail_alias_verify"
      title="verifyAlias.title"
      intro="verifyAlias.intro"
      submit="verifyAlias.submit"
      needsPassword={false}
      action={async ({ token }) => {
        const alias = await verify.mutateAsync({ token });
        return { done: <Verified alias={alias.alias} target={alias.targetEmail} /> };
      }}
    />
  );
}
