import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';

// Spec 4.6 `GET /api/analytics/footfall`: "prepared; live measurements to follow". The measurements arrive from the
// center's counting system (issue 25.8): visitors per day, pushed with `recordFootfall`. A center no counter has
// reported for answers an empty series with the marker `no_live_data`, as before; the range rules (days, order,
// length) hold either way.

/** The longest range one footfall request may cover, in days (inclusive). */
export const MAX_FOOTFALL_DAYS = 366;
const DEFAULT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const Day = z.iso.date('expected a day as YYYY-MM-DD');

export const FootfallQuery = z
  .object({ centerId: z.uuid('expected a uuid'), from: Day.optional(), to: Day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not lie after to', path: ['from'] });
export type FootfallQuery = z.input<typeof FootfallQuery>;

/** `measured`: a counter reports for the center; `no_live_data`: none has yet. */
export type FootfallStatus = 'measured' | 'no_live_data';

export interface FootfallAnswer {
  centerId: string;
  from: string;
  to: string;
  /** one entry per measured day of the range, in order: `{ day, visitors }` (a day without a count is missing) */
  series: { day: string; visitors: number }[];
  /** the visitors of the range */
  total: number;
  /** the last day any count was reported for (outside the range too); null: never */
  lastDay: string | null;
  status: FootfallStatus;
  message: string;
}

/** What a counting system reports: visitors per day, at most a year at once, each day once, none in the future. */
export const FootfallCountsInput = z.strictObject({
  days: z
    .array(z.strictObject({ day: Day, visitors: z.number().int().min(0).max(10_000_000) }))
    .min(1)
    .max(MAX_FOOTFALL_DAYS)
    .refine((days) => new Set(days.map((d) => d.day)).size === days.length, { message: 'each day at most once' }),
});
export type FootfallCountsInput = z.input<typeof FootfallCountsInput>;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The footfall of a center over a range (default: the 30 days up to today, UTC). */
export async function getFootfall(
  db: Kysely<Database>,
  query: { centerId: string; from?: string; to?: string },
  now = new Date(),
): Promise<FootfallAnswer> {
  const parsed = FootfallQuery.safeParse(query);
  if (!parsed.success) throw new DomainError('invalid', 'INVALID_REQUEST', z.prettifyError(parsed.error));
  const { centerId } = parsed.data;
  const to =
    parsed.data.to ??
    (parsed.data.from ? isoDay(Date.parse(parsed.data.from) + (DEFAULT_DAYS - 1) * DAY_MS) : isoDay(now.getTime()));
  const from = parsed.data.from ?? isoDay(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > MAX_FOOTFALL_DAYS) {
    throw new DomainError('invalid', 'RANGE_TOO_LONG', `from..to: at most ${MAX_FOOTFALL_DAYS} days per request.`);
  }
  const center = await db
    .selectFrom('centers')
    .select((eb) => [
      'id',
      eb
        .selectFrom('footfallCounts')
        .select(sql<string>`max(day)::text`.as('day'))
        .where('centerId', '=', centerId)
        .as('lastDay'),
    ])
    .where('id', '=', centerId)
    .executeTakeFirst();
  if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  const series = await db
    .selectFrom('footfallCounts')
    .select(['day', 'visitors'])
    .where('centerId', '=', centerId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  const total = series.reduce((sum, entry) => sum + entry.visitors, 0);
  const lastDay = center.lastDay ?? null;
  return {
    centerId,
    from,
    to,
    series,
    total,
    lastDay,
    status: lastDay ? 'measured' : 'no_live_data',
    message: lastDay
      ? `Measured up to ${lastDay}.`
      : 'Footfall is prepared: no live measurements are connected for this center yet.',
  };
}

/**
 * Records the visitors of the days given (a day reported again is replaced: counters correct themselves). No day may
 * lie after today (UTC): 400 DAY_IN_FUTURE.
 */
export async function recordFootfall(
  db: Kysely<Database>,
  centerId: string,
  input: FootfallCountsInput,
  now = new Date(),
): Promise<{ centerId: string; recorded: number }> {
  const parsed = FootfallCountsInput.safeParse(input);
  if (!parsed.success) throw new DomainError('invalid', 'INVALID_REQUEST', z.prettifyError(parsed.error));
  const today = isoDay(now.getTime());
  const future = parsed.data.days.find((entry) => entry.day > today);
  if (future) throw new DomainError('invalid', 'DAY_IN_FUTURE', `days: ${future.day} lies after today (${today}).`);
  await db
    .insertInto('footfallCounts')
    .values(parsed.data.days.map((entry) => ({ centerId, ...entry })))
    .onConflict((oc) =>
      oc
        .columns(['centerId', 'day'])
        .doUpdateSet((eb) => ({ visitors: eb.ref('excluded.visitors'), updatedAt: sql`now()` })),
    )
    .execute();
  return { centerId, recorded: parsed.data.days.length };
}
