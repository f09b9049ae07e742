import type { Kysely } from 'kysely';
import { Lucia, TimeSpan } from 'lucia';
import type { Database, Role } from '../db/schema';
import { KyselySessionStore } from './session-store';

export const SESSION_COOKIE = 'cp_session';

/** lucia over the platform's sessions table: HttpOnly, SameSite=Lax, Secure in production, 7 days sliding
 * (the cookie's Max-Age the same). */
export function createSessions(db: Kysely<Database>, options: { secureCookies: boolean }) {
  return new Lucia(new KyselySessionStore(db), {
    sessionExpiresIn: new TimeSpan(7, 'd'),
    sessionCookie: {
      name: SESSION_COOKIE,
      // the cookie lives as long as the session (Max-Age 7 days, renewed with it), not lucia's 400-day default
      expires: true,
      attributes: { secure: options.secureCookies, sameSite: 'lax' },
    },
    getUserAttributes: (attributes) => attributes,
    getSessionAttributes: (attributes) => attributes,
  });
}
export type Sessions = ReturnType<typeof createSessions>;

declare module 'lucia' {
  interface Register {
    Lucia: Sessions;
    DatabaseUserAttributes: {
      email: string;
      name: string;
      role: Role;
      organizationId: string | null;
      centerId: string | null;
      isActive: boolean;
    };
    DatabaseSessionAttributes: { centerId: string | null; ipAddress: string | null; userAgent: string | null };
  }
}
