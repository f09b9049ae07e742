// Spec 4.6, 8: news performance summed from content_metrics, optional day range, center scope, batch limit 40.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { DomainError } from '../errors';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { getNewsPerformance, getOneNewsPerformance, PerformanceBatchInput } from './news-performance';
import { MAX_PERFORMANCE_BATCH } from './performance-batch';

describe('news performance', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let newsId: string;
  let quietNewsId: string;
  let otherNewsId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    const { db } = handle;
    await db.deleteFrom('contentMetrics').execute(); // the demo's figures; these tests write their own
    const news = await db
      .selectFrom('news')
      .select('id')
      .where('centerId', '=', centerId)
      .orderBy('id')
      .limit(2)
      .execute();
    newsId = news[0]?.id ?? '';
    quietNewsId = news[1]?.id ?? '';
    const otherCenter = await db
      .selectFrom('centers')
      .select('id')
      .where('id', '<>', centerId)
      .executeTakeFirstOrThrow();
    const other = await db
      .insertInto('news')
      .values({ centerId: otherCenter.id, title: 'Elsewhere' })
      .returning(['id', 'centerId'])
      .executeTakeFirstOrThrow();
    otherNewsId = other.id;
    await db
      .insertInto('contentMetrics')
      .values([
        { contentType: 'news', contentId: newsId, centerId, day: '2026-03-01', views: 10, shares: 1, score: 1.5 },
        { contentType: 'news', contentId: newsId, centerId, day: '2026-03-02', views: 20, shares: 2, score: 2.5 },
        { contentType: 'news', contentId: newsId, centerId, day: '2026-03-05', views: 5, shares: 0, score: 1 },
        // an event with the same id never counts as news
        { contentType: 'event', contentId: newsId, centerId, day: '2026-03-01', views: 999, shares: 9, score: 9 },
        { contentType: 'news', contentId: otherNewsId, centerId: other.centerId, day: '2026-03-01', views: 7 },
      ])
      .execute();
  });
  afterAll(() => handle.close());

  it('sums views, shares and score over all days, or over an inclusive range', async () => {
    expect(await getOneNewsPerformance(handle.db, newsId)).toMatchObject({
      newsId,
      centerId,
      views: 35,
      shares: 3,
      score: 5,
      days: 3,
    });
    expect(await getOneNewsPerformance(handle.db, newsId, { from: '2026-03-02', to: '2026-03-05' })).toMatchObject({
      views: 25,
      shares: 2,
      days: 2,
    });
    expect(await getOneNewsPerformance(handle.db, quietNewsId)).toMatchObject({
      views: 0,
      shares: 0,
      score: 0,
      days: 0,
    });
  });

  it("keeps to the center of the scope: another center's news is not found", async () => {
    await expect(getOneNewsPerformance(handle.db, otherNewsId, {}, { centerIds: [centerId] })).rejects.toMatchObject({
      kind: 'not_found',
    });
    const batch = await getNewsPerformance(handle.db, [newsId, otherNewsId, newsId], {}, { centerIds: [centerId] });
    expect(batch.items.map((i) => i.newsId)).toEqual([newsId]);
    expect(batch.notFound).toEqual([otherNewsId]);
    // a platform-wide scope reads every center
    expect((await getOneNewsPerformance(handle.db, otherNewsId)).views).toBe(7);
  });

  it('takes up to 40 items per call', async () => {
    const ids = Array.from(
      { length: MAX_PERFORMANCE_BATCH + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect((await getNewsPerformance(handle.db, ids.slice(0, 40))).notFound).toHaveLength(40);
    await expect(getNewsPerformance(handle.db, ids)).rejects.toBeInstanceOf(DomainError);
    const parsed = PerformanceBatchInput.safeParse({ ids });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('at most 40');
    expect(PerformanceBatchInput.safeParse({ ids: [newsId], from: '2026-03-05', to: '2026-03-01' }).success).toBe(
      false,
    );
  });
});
