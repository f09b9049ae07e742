import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { MAX_PERFORMANCE_BATCH } from './performance-batch';

// Spec 4.6 `GET / POST /api/content/news/{id}/performance` and spec 8 ("up to 40 contents per single analytics
// call"): views, shares and score of news items, summed from content_metrics (one row per item and day).
// Decisions: `from`/`to` are inclusive calendar days (YYYY-MM-DD); an item with no metrics answers zeros;
// a news item of another center is not found (the caller learns nothing about it).

const Day = z.iso.date('expected a day as YYYY-MM-DD');

const rangeOrdered = (r: { from?: string | undefined; to?: string | undefined }) => !r.from || !r.to || r.from <= r.to;
const RANGE_ORDER = { message: 'must not lie after to', path: ['from'] };

export const PerformanceRange = z
  .object({ from: Day.optional(), to: Day.optional() })
  .refine(rangeOrdered, RANGE_ORDER);
export type PerformanceRange = z.output<typeof PerformanceRange>;

const PerformanceIds = z
  .array(z.uuid())
  .min(1, 'name at least one news id')
  .max(MAX_PERFORMANCE_BATCH, `at most ${MAX_PERFORMANCE_BATCH} news items per call`);

/** The body of `POST /api/content/news/performance` (the center is the session's). */
export const PerformanceBatchInput = z
  .object({ ids: PerformanceIds, from: Day.optional(), to: Day.optional() })
  .strict()
  .refine(rangeOrdered, RANGE_ORDER);

/** The dashboard's batch (tRPC `analytics.newsPerformance`): the same, on the center it names. */
export const CenterPerformanceBatchInput = z
  .object({ centerId: z.uuid(), ids: PerformanceIds, from: Day.optional(), to: Day.optional() })
  .strict()
  .refine(rangeOrdered, RANGE_ORDER);

export interface NewsPerformance {
  newsId: string;
  centerId: string;
  title: string;
  views: number;
  shares: number;
  score: number;
  /** days with a metrics row in the range */
  days: number;
}

/** `centerIds` undefined: any center (a platform-wide caller); else only news of those centers count as found. */
export interface PerformanceScope {
  centerIds?: readonly string[];
}

/**
 * The summed metrics of the named news items, in the order asked (duplicates once); ids that are no news item
 * (of the scope's center) are listed in `notFound`.
 */
export async function getNewsPerformance(
  db: Kysely<Database>,
  ids: readonly string[],
  range: PerformanceRange = {},
  scope: PerformanceScope = {},
): Promise<{ items: NewsPerformance[]; notFound: string[] }> {
  const unique = [...new Set(ids)];
  if (unique.length > MAX_PERFORMANCE_BATCH) {
    throw new DomainError(
      'invalid',
      'TOO_MANY_IDS',
      `ids: at most ${MAX_PERFORMANCE_BATCH} news items per performance call (got ${unique.length}).`,
    );
  }
  if (unique.length === 0 || scope.centerIds?.length === 0) return { items: [], notFound: unique };
  let newsQuery = db.selectFrom('news').select(['id', 'centerId', 'title']).where('id', 'in', unique);
  if (scope.centerIds !== undefined) newsQuery = newsQuery.where('centerId', 'in', scope.centerIds);
  const news = await newsQuery.execute();
  const found = new Map(news.map((n) => [n.id, n]));

  const sums = new Map<string, { views: number; shares: number; score: number; days: number }>();
  if (news.length > 0) {
    let metrics = db
      .selectFrom('contentMetrics')
      .select([
        'contentId',
        sql<string>`coalesce(sum(views), 0)`.as('views'),
        sql<string>`coalesce(sum(shares), 0)`.as('shares'),
        sql<string>`coalesce(sum(score), 0)`.as('score'),
        sql<string>`count(*)`.as('days'),
      ])
      .where('contentType', '=', 'news')
      .where('contentId', 'in', [...found.keys()])
      .groupBy('contentId');
    if (range.from) metrics = metrics.where('day', '>=', range.from);
    if (range.to) metrics = metrics.where('day', '<=', range.to);
    for (const row of await metrics.execute()) {
      sums.set(row.contentId, {
        views: Number(row.views),
        shares: Number(row.shares),
        score: Number(row.score),
        days: Number(row.days),
      });
    }
  }
  const items: NewsPerformance[] = [];
  const notFound: string[] = [];
  for (const id of unique) {
    const item = found.get(id);
    if (!item) {
      notFound.push(id);
      continue;
    }
    const sum = sums.get(id) ?? { views: 0, shares: 0, score: 0, days: 0 };
    items.push({ newsId: id, centerId: item.centerId, title: item.title, ...sum });
  }
  return { items, notFound };
}

/** One news item's performance; NOT_FOUND when it is no news item (of the scope's center). */
export async function getOneNewsPerformance(
  db: Kysely<Database>,
  id: string,
  range: PerformanceRange = {},
  scope: PerformanceScope = {},
): Promise<NewsPerformance> {
  const { items } = await getNewsPerformance(db, [id], range, scope);
  const item = items[0];
  if (!item) throw new DomainError('not_found', 'NOT_FOUND', 'No news item with this id in this center.');
  return item;
}
