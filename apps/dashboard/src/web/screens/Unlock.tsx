import { TokenLinkPage } from '../components/TokenLinkPage';
import { trpc } from '../trpc';

/** `/auth/unlock?token=`: lifts the lock after failed sign-ins. */
export default function UnlockPage() {
  const unlock = trpc.auth.unlock.useMutation();
  return (
    <TokenLinkPage
      purpose="unlock"
      title="unlock.title"
      intro="unlock.intro"
      submit="unlock.submit"
      needsPassword={false}
      action={async ({ token }) => {
        await unlock.mutateAsync({ token });
        return { redirectTo: '/auth/signin?message=account-unlocked' };
      }}
    />
  );
}
