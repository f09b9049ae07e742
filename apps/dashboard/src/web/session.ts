// The signed-in session as the dashboard layout loaded it: who is signed in and what their role sees.
// Every signed-in screen reads it with `useSession()`.
import { type AreaId, isRole, MEDIA_WRITE_AREAS, writesIn } from '@center-platform/core/shared';
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

/** Whether the signed-in role may change what the screens of `area` show (a VIEWER reads them only). */
export function useWrites(area: AreaId): boolean {
  const { me } = useSession();
  return isRole(me.role) && writesIn(area, me.role);
}

/** Whether the signed-in role uploads, describes and deletes the center's files (the server's MEDIA_WRITE_RULE). */
export function useWritesMedia(): boolean {
  const { role } = useSession().me;
  return isRole(role) && MEDIA_WRITE_AREAS.some((area) => writesIn(area, role));
}

/**
 * Whether the signed-in user picks the center it works on: a SUPER_ADMIN (any center) and an organization-wide user
 * (the centers of its organization). Everyone else works on the one center of its session.
 */
export function choosesCenter(me: Session['me']): boolean {
  return me.role === 'SUPER_ADMIN' || me.organizationCenters !== undefined;
}
