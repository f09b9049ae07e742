// Issue 25.4: the live bell as server-sent events: the user's bell at once, again when a notification arrives or is
// marked read, never another user's; bounded per user; a clear 401/429/503 JSON answer otherwise; ended when the
// process stops.
import { type BellFeed, openBellFeed } from '@center-platform/core/bell';
import { createLogger } from '@center-platform/core/logging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';
import { eventsOf } from '../testing/sse-events';
import { MAX_STREAMS_PER_USER } from './bell-stream';

const STREAM = '/api/users/me/notifications/stream';

describe('the live bell', { timeout: 60_000 }, () => {
  let t: AccountsApp;
  let feed: BellFeed;
  let editor: { id: string; cookie: string };
  let other: { id: string; cookie: string };

  beforeAll(async () => {
    t = await openAccountsApp(
      {},
      {
        deps: async (database) => {
          feed = await openBellFeed(database);
          return { bellFeed: feed };
        },
      },
    );
    const make = async (email: string) => {
      const user = await t.createUser('CONTENT_EDITOR', { email });
      return { id: user.id, cookie: await t.signIn(user.email) };
    };
    editor = await make('live-editor@example.com');
    other = await make('live-other@example.com');
  });
  afterAll(async () => {
    await feed?.close();
    await t?.close();
  });

  const notify = (userId: string, title: string) =>
    t.db
      .insertInto('bellNotifications')
      .values({ userId, centerId: t.centerId, kind: 'social_new_comment', title })
      .execute();

  it('sends the bell at once and again on each change, only the user’s own', async () => {
    const res = await t.request('GET', STREAM, { cookie: editor.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = eventsOf(res);
    expect(await events.next()).toEqual({ event: 'bell', data: { items: [], unread: 0 } });

    await notify(editor.id, 'Sommerfest');
    const arrived = await events.next();
    expect(arrived?.data.unread).toBe(1);
    expect(arrived?.data.items.map((item: { title: string }) => item.title)).toEqual(['Sommerfest']);

    // another user's notification sends nothing here: the next event is the user's own that follows it
    await notify(other.id, 'Fremd');
    await notify(editor.id, 'Flohmarkt');
    const next = await events.next();
    expect(next?.data.unread).toBe(2);
    expect(next?.data.items.map((item: { title: string }) => item.title)).toEqual(['Flohmarkt', 'Sommerfest']);

    // marking read (here over REST, as another tab would) is sent too
    await t.request('POST', '/api/users/me/notifications/read', { cookie: editor.cookie, body: { all: true } });
    expect((await events.next())?.data.unread).toBe(0);
    await events.close();
  });

  it('answers strangers 401, a user with too many open bells 429, and ends its streams when the feed closes', async () => {
    const anonymous = await t.request('GET', STREAM);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe('UNAUTHENTICATED');

    const open = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
      const res = await t.request('GET', STREAM, { cookie: other.cookie });
      expect(res.status).toBe(200);
      const events = eventsOf(res);
      expect((await events.next())?.event).toBe('bell');
      open.push(events);
    }
    const refused = await t.request('GET', STREAM, { cookie: other.cookie });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('TOO_MANY_STREAMS');
    // one closed: room for one more
    await open.pop()?.close();
    await expect
      .poll(async () => {
        const res = await t.request('GET', STREAM, { cookie: other.cookie });
        if (res.status === 200) open.push(eventsOf(res));
        return res.status;
      })
      .toBe(200);

    await feed.close();
    for (const events of open) {
      // the stream ends (a pending read finishes as done), so the browser reconnects elsewhere
      let ended = false;
      for (let i = 0; i < 3 && !ended; i++) ended = (await events.next(2_000)) === null;
      expect(ended).toBe(true);
    }
  });

  it('answers 503 on a server without the live feed', async () => {
    const call = t.requestTo(createApp({ db: t.db, config: t.config, logger: createLogger({ level: 'silent' }) }));
    const res = await call('GET', STREAM, { cookie: editor.cookie });
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe('BELL_STREAM_UNAVAILABLE');
  });
});
