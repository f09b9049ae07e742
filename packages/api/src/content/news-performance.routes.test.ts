// Spec 4.6, 8: news performance over HTTP: one item and the batch of up to 40, center scope, rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;
const json = async (res: Response): Promise<Json> => res.json();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('news performance routes', () => {
  let t: AccountsApp;
  const cookie: Record<string, string> = {};
  let newsId: string;
  let otherNewsId: string;

  beforeAll(async () => {
    t = await openAccountsApp();
    await t.db.deleteFrom('contentMetrics').execute(); // the demo's figures; these tests write their own
    newsId = (await t.db.selectFrom('news').select('id').where('centerId', '=', t.centerId).executeTakeFirstOrThrow())
      .id;
    otherNewsId = (
      await t.db
        .insertInto('news')
        .values({ centerId: t.otherCenterId, title: 'Elsewhere' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('contentMetrics')
      .values([
        {
          contentType: 'news',
          contentId: newsId,
          centerId: t.centerId,
          day: '2026-04-01',
          views: 12,
          shares: 3,
          score: 4,
        },
        {
          contentType: 'news',
          contentId: newsId,
          centerId: t.centerId,
          day: '2026-04-02',
          views: 8,
          shares: 1,
          score: 2,
        },
      ])
      .execute();
    for (const role of ['CONTENT_EDITOR', 'ANALYTICS_VIEWER', 'FACILITY_MANAGER'] as const) {
      cookie[role] = await t.signIn((await t.createUser(role)).email);
    }
    cookie.SUPER_ADMIN = await t.signIn((await t.createUser('SUPER_ADMIN', { centerId: null })).email);
  });
  afterAll(() => t.close());

  const one = (id: string, who?: string, query = '') =>
    t.request('GET', `/api/content/news/${id}/performance${query}`, who ? { cookie: who } : {});
  const batch = (body: unknown, who?: string) =>
    t.request('POST', '/api/content/news/performance', { body, ...(who ? { cookie: who } : {}) });

  it('sums one item, optionally over a day range', async () => {
    const res = await one(newsId, cookie.CONTENT_EDITOR);
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ newsId, views: 20, shares: 4, score: 6, days: 2 });
    const ranged = await json(await one(newsId, cookie.ANALYTICS_VIEWER, '?from=2026-04-02&to=2026-04-30'));
    expect(ranged.data).toMatchObject({ views: 8, shares: 1, days: 1 });
  });

  it('answers the POST of one item with the range in the body, as the spec lists it (issue 22)', async () => {
    const post = (body: unknown) =>
      t.request('POST', `/api/content/news/${newsId}/performance`, { body, cookie: cookie.CONTENT_EDITOR });
    expect((await json(await post({}))).data).toMatchObject({ newsId, views: 20, shares: 4, days: 2 });
    expect((await json(await post({ from: '2026-04-02' }))).data).toMatchObject({ views: 8, days: 1 });
    const wrong = await post({ from: '2026-04-30', to: '2026-04-01' });
    expect(wrong.status).toBe(400);
  });

  it('answers a batch with the unknown ids named, up to 40 ids', async () => {
    const res = await batch({ ids: [newsId, otherNewsId, UNKNOWN] }, cookie.CONTENT_EDITOR);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.data.items).toHaveLength(1);
    expect(body.data.items[0]).toMatchObject({ newsId, views: 20 });
    expect(body.data.notFound).toEqual([otherNewsId, UNKNOWN]);

    const ids = Array.from({ length: 41 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await batch({ ids: ids.slice(0, 40) }, cookie.CONTENT_EDITOR)).status).toBe(200);
    const tooMany = await batch({ ids }, cookie.CONTENT_EDITOR);
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).error.message).toMatch(/body\.ids: at most 40/);
  });

  it('answers 400 and 404 naming the problem', async () => {
    const badId = await one('nope', cookie.CONTENT_EDITOR);
    expect(badId.status).toBe(400);
    expect((await json(badId)).error.message).toMatch(/param\.id/);
    const badDay = await one(newsId, cookie.CONTENT_EDITOR, '?from=2026-13-01');
    expect(badDay.status).toBe(400);
    expect((await json(badDay)).error.message).toMatch(/query\.from/);
    const reversed = await one(newsId, cookie.CONTENT_EDITOR, '?from=2026-04-05&to=2026-04-01');
    expect((await json(reversed)).error.message).toMatch(/query\.from: must not lie after to/);
    expect((await batch({ ids: ['x'] }, cookie.CONTENT_EDITOR)).status).toBe(400);
    expect((await batch({ ids: [] }, cookie.CONTENT_EDITOR)).status).toBe(400);
    const missing = await one(UNKNOWN, cookie.CONTENT_EDITOR);
    expect(missing.status).toBe(404);
    expect((await json(missing)).error.code).toBe('NOT_FOUND');
  });

  it('answers the same through the tRPC twin the News screen calls, on the center it names', async () => {
    const query = (input: unknown, who?: string) =>
      t.app.request(`/trpc/analytics.newsPerformance?input=${encodeURIComponent(JSON.stringify(input))}`, {
        headers: who ? { cookie: who } : {},
      });
    const res = await query({ centerId: t.centerId, ids: [newsId, otherNewsId] }, cookie.CONTENT_EDITOR);
    expect(res.status).toBe(200);
    const rest = await json(await batch({ ids: [newsId, otherNewsId] }, cookie.CONTENT_EDITOR));
    expect((await json(res)).result.data).toEqual(rest.data);
    // SUPER_ADMIN reads the center it names: another center's news stay not found there
    const admin = await json(await query({ centerId: t.centerId, ids: [otherNewsId] }, cookie.SUPER_ADMIN));
    expect(admin.result.data).toEqual({ items: [], notFound: [otherNewsId] });
    const ids = Array.from({ length: 41 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await query({ centerId: t.centerId, ids }, cookie.CONTENT_EDITOR)).status).toBe(400);
    expect((await query({ centerId: t.otherCenterId, ids: [newsId] }, cookie.CONTENT_EDITOR)).status).toBe(403);
    expect((await query({ centerId: t.centerId, ids: [newsId] }, cookie.FACILITY_MANAGER)).status).toBe(403);
    expect((await query({ centerId: t.centerId, ids: [newsId] })).status).toBe(401);
  });

  it("keeps to the session center: another center's news is 404, SUPER_ADMIN reads it", async () => {
    expect((await one(otherNewsId, cookie.CONTENT_EDITOR)).status).toBe(404);
    expect((await one(otherNewsId, cookie.SUPER_ADMIN)).status).toBe(200);
  });

  it('answers 401 without a session and 403 to a role outside the rule', async () => {
    expect((await one(newsId)).status).toBe(401);
    expect((await batch({ ids: [newsId] })).status).toBe(401);
    const refused = await one(newsId, cookie.FACILITY_MANAGER);
    expect(refused.status).toBe(403);
    expect((await json(refused)).error.code).toBe('FORBIDDEN_ROLE');
  });
});
