// Spec 6.4: the bell of a signed-in user over REST and tRPC: the newest notifications first with the unread count,
// marking some or all read, and never another user's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

const json = async (res: Response) => (await res.json()) as any;

describe('the bell', () => {
  let t: AccountsApp;
  let editor: { id: string; cookie: string };
  let other: { id: string; cookie: string };

  beforeAll(async () => {
    t = await openAccountsApp();
    const make = async (email: string) => {
      const user = await t.createUser('CONTENT_EDITOR', { email, centerId: t.centerId });
      return { id: user.id, cookie: await t.signIn(user.email) };
    };
    editor = await make('bell-editor@example.com');
    other = await make('bell-other@example.com');
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 9, minutes));
    await t.db
      .insertInto('bellNotifications')
      .values([
        {
          userId: editor.id,
          centerId: t.centerId,
          kind: 'social_review_approved',
          title: 'Sommerfest',
          createdAt: at(1),
        },
        {
          userId: editor.id,
          centerId: t.centerId,
          kind: 'social_new_comment',
          title: 'Sommerfest',
          body: 'Ina: Super!',
          createdAt: at(2),
        },
        { userId: other.id, centerId: t.centerId, kind: 'social_new_comment', title: 'Fremd', createdAt: at(3) },
      ])
      .execute();
  }, 60_000);
  afterAll(() => t?.close(), 30_000);

  it('shows a user its own notifications, newest first, with the unread count (REST and tRPC alike)', async () => {
    const rest = await json(await t.request('GET', '/api/users/me/notifications', { cookie: editor.cookie }));
    expect(rest.data.unread).toBe(2);
    expect(rest.data.items.map((item: { kind: string }) => item.kind)).toEqual([
      'social_new_comment',
      'social_review_approved',
    ]);
    const input = encodeURIComponent(JSON.stringify({ limit: 1 }));
    const trpc = await json(await t.request('GET', `/trpc/bell.read?input=${input}`, { cookie: editor.cookie }));
    expect(trpc.result.data).toMatchObject({ unread: 2, items: [{ body: 'Ina: Super!' }] });
    expect((await t.request('GET', '/api/users/me/notifications')).status).toBe(401);
  });

  it("marks the given notifications or all read, and never touches another user's", async () => {
    const mine = await json(await t.request('GET', '/api/users/me/notifications', { cookie: editor.cookie }));
    const [newest] = mine.data.items as { id: string }[];
    const theirs = await json(await t.request('GET', '/api/users/me/notifications', { cookie: other.cookie }));
    const foreign = (theirs.data.items as { id: string }[])[0]?.id;
    const stolen = await t.request('POST', '/trpc/bell.markRead', { cookie: editor.cookie, body: { ids: [foreign] } });
    expect((await json(stolen)).result.data).toEqual({ marked: 0, unread: 2 });
    const one = await t.request('POST', '/api/users/me/notifications/read', {
      cookie: editor.cookie,
      body: { ids: [newest?.id] },
    });
    expect((await json(one)).data).toEqual({ marked: 1, unread: 1 });
    const all = await t.request('POST', '/api/users/me/notifications/read', {
      cookie: editor.cookie,
      body: { all: true },
    });
    expect((await json(all)).data).toEqual({ marked: 1, unread: 0 });
    const bad = await t.request('POST', '/api/users/me/notifications/read', {
      cookie: editor.cookie,
      body: { ids: [] },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).success).toBe(false);
    const untouched = await json(await t.request('GET', '/api/users/me/notifications', { cookie: other.cookie }));
    expect(untouched.data.unread).toBe(1);
  });
});
