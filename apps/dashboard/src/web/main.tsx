import './styles.css';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './App';
import { errorCodes, isSessionMissing } from './errors';
import { getLanguage } from './i18n';
import { createTrpcClient, trpc } from './trpc';

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

document.documentElement.lang = getLanguage();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
