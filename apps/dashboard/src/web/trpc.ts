// The typed tRPC client of the dashboard. Only the router's *type* comes from the API package; nothing of
// the server is bundled (vite.config.ts refuses a runtime import of @center-platform/api or core).
import type { AppRouter } from '@center-platform/api';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
      }),
    ],
  });
}
