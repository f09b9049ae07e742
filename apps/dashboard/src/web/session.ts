// The signed-in session as the dashboard layout loaded it: who is signed in and what their role sees.
// Every signed-in screen reads it with `useSession()`.
import { createContext, useContext } from 'react';
import type { RouterOutputs } from './trpc';

export interface Session {
  me: RouterOutputs['profile']['me'];
  config: RouterOutputs['profile']['roleModuleConfig'];
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() is for the screens inside the signed-in layout');
  return session;
}
