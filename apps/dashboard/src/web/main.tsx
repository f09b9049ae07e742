import './styles.css';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './App';
import { errorCodes, isSessionMissing } from './errors';
import { getLanguage, restoreLanguage } from './i18n';
import { startTheme } from './theme/theme';
import { createTrpcClient, trpc } from './trpc';

// the style element of the dialogs' scroll lock carries the nonce the page's scripts came with (its CSP allows it)
setNonce(document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '');

startTheme();
const router = createRouter();

// A request that finds no session while a signed-in screen is open (expired, signed out elsewhere,
// deactivated) leads back to the sign-in, which returns to the same place afterwards.
function onError(error: unknown) {
  const { pathname, search } = window.location;
  if (isSessionMissing(error) && pathname.startsWith('/dashboard')) {
    queryClient.clear();
    void router.navigate(`/auth/signin?message=session-ended&next=${encodeURIComponent(pathname + search)}`, {
      replace: true,
    });
  }
}

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      // a refusal (4xx) does not get better by asking again; a network or server error may
      retry: (failures, error) => {
        const status = (error as { data?: { httpStatus?: number } }).data?.httpStatus;
        return failures < 2 && (status === undefined || status >= 500) && errorCodes(error).code !== 'UNAUTHORIZED';
      },
      refetchOnWindowFocus: false,
    },
  },
});
const trpcClient = createTrpcClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// the language of an earlier visit first: English is a download of its own
void restoreLanguage().then(() => {
  document.documentElement.lang = getLanguage();
  createRoot(root).render(
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>,
  );
});
