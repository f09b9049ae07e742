// Issue 25.4: a change of a user's notifications (one added, one marked read) is announced to that user's listeners
// once it is committed, through the database (so every API process hears it), and to nobody else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { markBellRead } from './bell';
import { type BellFeed, openBellFeed } from './bell-feed';

describe('the bell feed', { timeout: 60_000 }, () => {
  let handle: DatabaseHandle;
  let feed: BellFeed;
  let userId: string;
  let otherId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedTestDemo(handle.db);
    const users = await handle.db
      .insertInto('users')
      .values([
        { email: 'feed-a@example.com', name: 'A', role: 'CONTENT_EDITOR' },
        { email: 'feed-b@example.com', name: 'B', role: 'CONTENT_EDITOR' },
      ])
      .returning('id')
      .execute();
    [userId, otherId] = users.map((user) => user.id) as [string, string];
    feed = await openBellFeed(handle);
  });
  afterAll(async () => {
    await feed?.close();
    await handle?.close();
  });

  /** Resolves with how often the user's listener was called once `calls` arrived (or after `ms`). */
  const heard = (user: string, calls = 1, ms = 3_000) =>
    new Promise<number>((resolve) => {
      let count = 0;
      const stop = feed.subscribe(user, () => {
        if (++count === calls) done();
      });
      const timer = setTimeout(() => done(), ms);
      const done = () => {
        clearTimeout(timer);
        stop();
        resolve(count);
      };
    });

  const notify = (user: string) =>
    handle.db
      .insertInto('bellNotifications')
      .values({ userId: user, kind: 'social_new_comment', title: 'Neu' })
      .execute();

  it('announces a new notification to its user’s listeners, not to another user’s', async () => {
    const mine = heard(userId);
    const theirs = heard(otherId, 1, 1_000);
    await notify(userId);
    expect(await mine).toBe(1);
    expect(await theirs).toBe(0);
  });

  it('announces marking read, and nothing happens in a transaction that rolls back', async () => {
    const marked = heard(userId);
    await markBellRead(handle.db, userId, { all: true });
    expect(await marked).toBe(1);

    const rolledBack = heard(userId, 1, 1_000);
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('bellNotifications')
          .values({ userId, kind: 'social_new_comment', title: 'Nie' })
          .execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await rolledBack).toBe(0);
  });

  it('tells every listener once when it closes', async () => {
    const other = await openBellFeed(handle);
    let told = 0;
    other.subscribe(userId, () => told++);
    expect(other.closed).toBe(false);
    await other.close();
    expect(other.closed).toBe(true);
    expect(told).toBe(1);
  });
});
