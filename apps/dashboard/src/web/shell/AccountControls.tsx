// Who is signed in, the language and signing out: in the header on wide screens, at the foot of the drawer on a phone.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ErrorMessage } from '../components/forms';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useI18n } from '../i18n';
import { roleLabelKey } from '../registry';
import { useSession } from '../session';
import { ThemeSwitch } from '../theme/ThemeSwitch';
import { trpc } from '../trpc';

function SignOutButton() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = trpc.auth.signOut.useMutation({
    onSuccess: () => {
      queryClient.clear();
      navigate('/auth/signin?message=signed-out', { replace: true });
    },
  });
  return (
    <>
      <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        {signOut.isPending ? t('layout.signingOut') : t('layout.signOut')}
      </button>
      <ErrorMessage error={signOut.error} />
    </>
  );
}

export function AccountControls() {
  const { t } = useI18n();
  const { me } = useSession();
  const roleKey = roleLabelKey(me.role);
  return (
    <>
      <span className="topbar-user">{t('layout.user', { name: me.name, role: roleKey ? t(roleKey) : me.role })}</span>
      <LanguageSwitch />
      <ThemeSwitch />
      <SignOutButton />
    </>
  );
}
