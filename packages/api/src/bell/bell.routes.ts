import { MarkBellReadInput, markBellRead, readBell } from '@center-platform/core/bell';
import type { Database } from '@center-platform/core/db';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { actorOf } from '../auth/actor';
import { ANY_STAFF_RULE } from '../auth/rules';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { route } from '../http/route';

/** Spec 6.4: the signed-in user's bell over REST, the same core functions as tRPC `bell.*`. */
export function bellRoutes(db: Kysely<Database>) {
  const app = new Hono<AppEnv>();
  route(
    app,
    {
      method: 'get',
      path: '/api/users/me/notifications',
      tag: 'Accounts',
      summary: 'The own bell: the newest notifications and the unread count',
      access: { staff: ANY_STAFF_RULE },
    },
    async (c) => c.json({ success: true, data: await readBell(db, actorOf(c).userId) }),
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/users/me/notifications/read',
      tag: 'Accounts',
      summary: 'Mark own notifications read (the given ids, or all)',
      access: { staff: ANY_STAFF_RULE },
    },
    async (c) => {
      const body = await parseBody(c, MarkBellReadInput);
      return c.json({ success: true, data: await markBellRead(db, actorOf(c).userId, body) });
    },
  );
  return app;
}
