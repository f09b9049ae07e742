import type { Kysely } from 'kysely';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import type { Database } from '../db/schema';
import { hashToken } from './one-time-tokens';

/**
 * lucia's session store on Kysely. Sessions are kept under the SHA-256 of their id, so a copy of the
 * database holds no usable session.
 */
export class KyselySessionStore implements Adapter {
  constructor(private readonly db: Kysely<Database>) {}

  async getSessionAndUser(sessionId: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select([
        'sessions.userId',
        'sessions.expiresAt',
        'sessions.centerId as sessionCenterId',
        'sessions.ipAddress',
        'sessions.userAgent',
        'users.email',
        'users.name',
        'users.role',
        'users.organizationId',
        'users.centerId',
        'users.isActive',
      ])
      .where('sessions.id', '=', hashToken(sessionId))
      .executeTakeFirst();
    if (!row) return [null, null];
    return [
      {
        id: sessionId,
        userId: row.userId,
        expiresAt: row.expiresAt,
        attributes: { centerId: row.sessionCenterId, ipAddress: row.ipAddress, userAgent: row.userAgent },
      },
      {
        id: row.userId,
        attributes: {
          email: row.email,
          name: row.name,
          role: row.role,
          organizationId: row.organizationId,
          centerId: row.centerId,
          isActive: row.isActive,
        },
      },
    ];
  }

  async getUserSessions(userId: string): Promise<DatabaseSession[]> {
    // ids are stored hashed, so the sessions of a user can be counted and ended, not handed out
    const rows = await this.db
      .selectFrom('sessions')
      .select(['id', 'expiresAt', 'centerId', 'ipAddress', 'userAgent'])
      .where('userId', '=', userId)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      userId,
      expiresAt: r.expiresAt,
      attributes: { centerId: r.centerId, ipAddress: r.ipAddress, userAgent: r.userAgent },
    }));
  }

  async setSession(session: DatabaseSession): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        id: hashToken(session.id),
        userId: session.userId,
        expiresAt: session.expiresAt,
        centerId: session.attributes.centerId,
        ipAddress: session.attributes.ipAddress,
        userAgent: session.attributes.userAgent,
      })
      .execute();
  }

  async updateSessionExpiration(sessionId: string, expiresAt: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ expiresAt }).where('id', '=', hashToken(sessionId)).execute();
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', hashToken(sessionId)).execute();
  }

  async deleteUserSessions(userId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('userId', '=', userId).execute();
  }

  async deleteExpiredSessions(): Promise<void> {
    await this.db.deleteFrom('sessions').where('expiresAt', '<=', new Date()).execute();
  }
}
