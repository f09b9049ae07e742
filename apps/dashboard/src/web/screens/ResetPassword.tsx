import { TokenLinkPage } from '../components/TokenLinkPage';
import { trpc } from '../trpc';

/** `/auth/reset-password?token=`: a new password; no automatic sign-in. */
export default function ResetPasswordPage() {
  const reset = trpc.auth.resetPassword.useMutation();
  return (
    <TokenLinkPage
      purpose="reset"
      title="reset.title"
      intro="reset.intro"
      submit="reset.submit"
      needsPassword
      action={async (input) => {
        await reset.mutateAsync(input);
        return { redirectTo: '/auth/signin?message=password-reset-success' };
      }}
    />
  );
}
