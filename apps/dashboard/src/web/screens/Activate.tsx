import { TokenLinkPage } from '../components/TokenLinkPage';
import { trpc } from '../trpc';

/** `/auth/activate?token=`: the first password; then the sign-in with `account-activated`. */
export default function ActivatePage() {
  const activate = trpc.auth.activate.useMutation();
  return (
    <TokenLinkPage
      purpose="setup"
      title="activate.title"
      intro="activate.intro"
      submit="activate.submit"
      needsPassword
      action={async (input) => {
        await activate.mutateAsync(input);
        return { redirectTo: '/auth/signin?message=account-activated' };
      }}
    />
  );
}
