import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

// Spec 4.6 `GET /api/dashboard/home?centerId=`: approvals, dispatch, social, planner, content counters and
// center health of one center, in a handful of set-based queries. Shapes beyond the spec's words are ours.

const DAY = 24 * 60 * 60 * 1000;
const EDITORIAL = ['news', 'events', 'offers', 'jobs'] as const;

export async function getDashboardHome(db: Kysely<Database>, centerId: string, now = new Date()) {
  const soon = new Date(now.getTime() + 7 * DAY);
  const [social, dispatch, planner, health, ...content] = await Promise.all([
    db
      .selectFrom('socialPosts')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('centerId', '=', centerId)
      .groupBy('state')
      .execute(),
    db
      .selectFrom('emailLog')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('centerId', '=', centerId)
      .where('createdAt', '>=', new Date(now.getTime() - DAY))
      .groupBy('status')
      .execute(),
    db
      .selectFrom('events')
      .select(['id', 'title', 'startsAt'])
      .where('centerId', '=', centerId)
      .where('status', '=', 'Active')
      .where('startsAt', '>=', now)
      .where('startsAt', '<', new Date(now.getTime() + 14 * DAY))
      .orderBy('startsAt')
      .limit(10)
      .execute(),
    sql<{
      shops: number;
      shopsWithoutLogo: number;
      shopsWithoutHours: number;
      floors: number;
      floorsWithoutSvg: number;
      activeHotPicks: number;
    }>`select
        (select count(*) from shops where center_id = ${centerId} and status = 'Active') as shops,
        (select count(*) from shops where center_id = ${centerId} and status = 'Active' and logo is null) as shops_without_logo,
        (select count(*) from shops where center_id = ${centerId} and status = 'Active' and opening_hours = 'null'::jsonb) as shops_without_hours,
        (select count(*) from map_floors where center_id = ${centerId} and is_active) as floors,
        (select count(*) from map_floors where center_id = ${centerId} and is_active and map_svg = '') as floors_without_svg,
        (select count(*) from hot_picks where center_id = ${centerId} and is_active) as active_hot_picks`.execute(db),
    ...EDITORIAL.map((table) =>
      sql<{ active: number; draft: number; scheduled: number; expiringSoon: number }>`select
          count(*) filter (where status = 'Active') as active,
          count(*) filter (where status = 'Draft') as draft,
          count(*) filter (where status = 'Active' and visible_from > ${now}) as scheduled,
          count(*) filter (where status = 'Active' and visible_until between ${now} and ${soon}) as expiring_soon
        from ${sql.table(table)} where center_id = ${centerId}`.execute(db),
    ),
  ]);
  const byState = Object.fromEntries(social.map((r) => [r.state, Number(r.n)]));
  const numbers = <T extends object>(row: T | undefined) =>
    Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)])) as { [K in keyof T]: number };
  return {
    centerId,
    approvals: { pending: byState.pending_approval ?? 0 },
    social: {
      drafts: byState.draft ?? 0,
      scheduled: byState.scheduled ?? 0,
      published: byState.published ?? 0,
      failed: byState.publish_failed ?? 0,
    },
    dispatch: Object.fromEntries(dispatch.map((r) => [r.status, Number(r.n)])) as Partial<
      Record<'sent' | 'failed' | 'outbox', number>
    >,
    planner: { upcomingEvents: planner },
    content: Object.fromEntries(EDITORIAL.map((table, i) => [table, numbers(content[i]?.rows[0])])) as Record<
      (typeof EDITORIAL)[number],
      { active: number; draft: number; scheduled: number; expiringSoon: number }
    >,
    health: numbers(health.rows[0]),
  };
}
export type DashboardHome = Awaited<ReturnType<typeof getDashboardHome>>;
