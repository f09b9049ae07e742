import { MarkBellReadInput, markBellRead, readBell } from '@center-platform/core/bell';
import { Hono } from 'hono';
import { actorOf } from '../auth/actor';
import { ANY_STAFF_RULE } from '../auth/rules';
import type { AppDeps, AppEnv } from '../context';
import { parseBody } from '../http/body';
import { route } from '../http/route';
import { bellStream } from './bell-stream';

/**
 * Spec 6.4: the signed-in user's bell over REST, the same core functions as tRPC `bell.*`, and its live stream
 * (issue 25.4).
 */
export function bellRoutes({ db, bellFeed }: Pick<AppDeps, 'db' | 'bellFeed'>) {
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
  route(
    app,
    {
      method: 'get',
      path: '/api/users/me/notifications/stream',
      tag: 'Accounts',
      summary: 'The own bell, live (server-sent events)',
      description:
        'A `bell` event with what GET /api/users/me/notifications answers, at once and again whenever a ' +
        'notification arrives or is marked read (in any tab, on any API process); a comment line every 25 s keeps ' +
        'the connection open. The stream ends after 10 minutes or when the server stops (EventSource reconnects). ' +
        '429 TOO_MANY_STREAMS beyond 5 streams per user; 503 BELL_STREAM_UNAVAILABLE on a server without the live ' +
        'feed (read the bell instead).',
      access: { staff: ANY_STAFF_RULE },
    },
    (c) => bellStream(c, db, bellFeed),
  );
  return app;
}
