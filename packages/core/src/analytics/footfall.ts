import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';

// Spec 4.6 `GET /api/analytics/footfall`: "prepared; live measurements to follow". The platform has no
// footfall source yet, so every valid request answers an empty series with the marker `no_live_data`; the
// range rules (days, order, length) already hold so clients are built against the final contract.

/** The longest range one footfall request may cover, in days (inclusive). */
export const MAX_FOOTFALL_DAYS = 366;
const DEFAULT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const Day = z.iso.date('expected a day as YYYY-MM-DD');

export const FootfallQuery = z
  .object({ centerId: z.uuid('expected a uuid'), from: Day.optional(), to: Day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not lie after to', path: ['from'] });
export type FootfallQuery = z.input<typeof FootfallQuery>;

export type FootfallStatus = 'no_live_data';

export interface FootfallAnswer {
  centerId: string;
  from: string;
  to: string;
  /** one entry per day once live measurements exist: `{ day, visitors }` */
  series: { day: string; visitors: number }[];
  status: FootfallStatus;
  message: string;
}

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
  const center = await db.selectFrom('centers').select('id').where('id', '=', centerId).executeTakeFirst();
  if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  return {
    centerId,
    from,
    to,
    series: [],
    status: 'no_live_data',
    message: 'Footfall is prepared: no live measurements are connected for this center yet.',
  };
}
