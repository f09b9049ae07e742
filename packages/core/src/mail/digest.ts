// The daily e-mail digest (spec 6.1 EMAIL_DIGEST, 6.2, 8): run by the hourly cron. A user gets it when opted in
// and active, in the chosen Europe/Berlin hour, at most once per Berlin calendar day, and only with something to
// report. Security mails are never part of it (6.2 rule 6): it carries only the bell kinds of 6.4 and two counts.
//
// Decisions:
// - The statement count does not grow with the number of users: users are taken in batches of 500 (keyset on
//   the id, so memory stays bounded), and each batch costs a constant number of statements: one select of the
//   candidates with their bell items and post counts, one claim, one e-mail log insert (inside
//   `mailer.sendBatch`, one Postmark batch request), and one release statement only when sends were refused.
// - The claim is one `update ... where (email_digest_last_sent_at is null or < start of the Berlin day)
//   returning id`: of two overlapping runs only one gets a user, so nobody receives two digests a day.
// - A mail the provider certainly refused (`notSent`) releases the claim (the previous timestamp is restored):
//   a rerun in the same hour retries and the items stay in the next digest's window. A failure with an unknown
//   outcome (timeout, provider error) keeps the claim: "at most once a day" wins over delivery.
// - Items: the bell notifications of the two kinds created after the last digest (or in the last 24 h) and not
//   after `now`, so consecutive digests neither repeat nor skip one; at most the newest 50 per mail (the bell in
//   the dashboard keeps them all). Read notifications are included: the digest summarises, it is not an inbox.
// - Counts: posts of the user's center in `pending_approval` and in `draft`; all centers for a SUPER_ADMIN; none
//   for a user without a center.
import { type Kysely, sql } from 'kysely';
import { type AccountServices, nowOf } from '../accounts/account-services';
import { DIGEST_HOURS } from '../accounts/digest-hours';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import type { OutgoingMail } from './mailer';
import { type DigestItem, renderMail } from './templates';

export const DIGEST_TIME_ZONE = 'Europe/Berlin';
/** the bell kinds a digest reports (6.2 rule 4, 6.4) */
export const DIGEST_ITEM_KINDS = ['social_review_approved', 'social_new_comment'] as const;
/** users per batch (memory stays bounded): one select, one claim and one log insert each, whatever the size */
export const DIGEST_BATCH_SIZE = 25_000;
/** bell items per mail (the newest) */
export const DIGEST_MAX_ITEMS = 50;

export interface EmailDigestOptions {
  /** users per batch (tests); default DIGEST_BATCH_SIZE */
  batchSize?: number;
  /** the time of the run (default: the services' clock) */
  now?: Date;
  /** find who would get what; write and send nothing */
  dryRun?: boolean;
  /** only this user (still subject to every rule) */
  userId?: string;
}

export interface EmailDigestResult {
  /** the hour of the run in Europe/Berlin */
  hour: number;
  /** opted-in active users of this hour without a digest today */
  candidates: number;
  sent: number;
  /** candidates with nothing to report: not sent, not claimed */
  skippedNothingToReport: number;
  failed: number;
  dryRun: boolean;
  /** dry run only: the addresses a digest would go to */
  recipients?: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const berlinClock = new Intl.DateTimeFormat('en-US', {
  timeZone: DIGEST_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The wall clock in Berlin at an instant (daylight saving included). */
function berlinWallClock(instant: Date) {
  const parts: Record<string, number> = {};
  for (const part of berlinClock.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const at = (type: string) => parts[type] ?? 0;
  return {
    year: at('year'),
    month: at('month'),
    day: at('day'),
    hour: at('hour'),
    minute: at('minute'),
    second: at('second'),
  };
}

/** How far Berlin's wall clock is ahead of UTC at an instant, in ms (1 h in winter, 2 h in summer). */
function berlinOffsetMs(instant: Date): number {
  const w = berlinWallClock(instant);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The Berlin hour of `now` and the UTC instant at which its Berlin calendar day began. */
function berlinDay(now: Date): { hour: number; dayStart: Date } {
  const { year, month, day, hour } = berlinWallClock(now);
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  // Berlin switches at 02:00/03:00, never at midnight: the offset at (about) midnight is unambiguous
  const first = midnightAsUtc - berlinOffsetMs(new Date(midnightAsUtc));
  return { hour, dayStart: new Date(midnightAsUtc - berlinOffsetMs(new Date(first))) };
}

interface Candidate {
  id: string;
  email: string;
  name: string;
  centerId: string | null;
  emailDigestLastSentAt: Date | null;
  openApprovals: number;
  workflowDrafts: number;
  items: { kind: DigestItem['kind']; title: string; body: string | null; link: string | null }[];
}

/** One batch of candidates with their content, in one statement. */
async function selectCandidates(
  db: Kysely<Database>,
  q: { hour: number; now: Date; dayStart: Date; after: string | null; userId?: string; limit: number },
): Promise<Candidate[]> {
  const kinds = sql.join(DIGEST_ITEM_KINDS.map((kind) => sql.lit(kind)));
  const result = await sql<Candidate>`
    with batch as (
      select id, email, name, role, center_id, email_digest_last_sent_at
      from users
      where email_digest_enabled and is_active and email_digest_hour = ${q.hour}
        and (email_digest_last_sent_at is null or email_digest_last_sent_at < ${q.dayStart})
        ${q.after ? sql`and id > ${q.after}` : sql``}
        ${q.userId ? sql`and id = ${q.userId}` : sql``}
      order by id
      limit ${q.limit}
    ),
    post_counts as materialized (
      select center_id,
        count(*) filter (where state = 'pending_approval')::int as open_approvals,
        count(*) filter (where state = 'draft')::int as workflow_drafts
      from social_posts
      where state in ('pending_approval', 'draft')
        and (center_id in (select center_id from batch) or exists (select 1 from batch where role = 'SUPER_ADMIN'))
      group by center_id
    ),
    totals as (
      select coalesce(sum(open_approvals), 0)::int as open_approvals,
        coalesce(sum(workflow_drafts), 0)::int as workflow_drafts
      from post_counts
    )
    select b.id, b.email, b.name, b.center_id, b.email_digest_last_sent_at,
      case when b.role = 'SUPER_ADMIN' then t.open_approvals else coalesce(pc.open_approvals, 0) end as open_approvals,
      case when b.role = 'SUPER_ADMIN' then t.workflow_drafts else coalesce(pc.workflow_drafts, 0) end as workflow_drafts,
      coalesce(i.items, '[]'::json) as items
    from batch b
    cross join totals t
    left join post_counts pc on pc.center_id = b.center_id
    left join lateral (
      select json_agg(
          json_build_object('kind', n.kind, 'title', n.title, 'body', n.body, 'link', n.link)
          order by n.created_at, n.id
        ) as items
      from (
        select n.id, n.kind, n.title, n.body, n.link, n.created_at
        from bell_notifications n
        where n.user_id = b.id
          and n.kind in (${kinds})
          and n.created_at > coalesce(b.email_digest_last_sent_at, ${q.now}::timestamptz - interval '24 hours')
          and n.created_at <= ${q.now}
        order by n.created_at desc, n.id desc
        limit ${DIGEST_MAX_ITEMS}
      ) n
    ) i on true
    order by b.id`.execute(db);
  return result.rows;
}

/** Sets today's digest on the given users unless a digest went out today already; answers the ids it got. */
async function claim(db: Kysely<Database>, ids: string[], q: { hour: number; now: Date; dayStart: Date }) {
  const rows = await db
    .updateTable('users')
    .set({ emailDigestLastSentAt: q.now })
    // one array parameter, however many users
    .where('id', '=', sql<string>`any(${ids}::uuid[])`)
    .where('emailDigestEnabled', '=', true)
    .where('isActive', '=', true)
    .where('emailDigestHour', '=', q.hour)
    .where((eb) => eb.or([eb('emailDigestLastSentAt', 'is', null), eb('emailDigestLastSentAt', '<', q.dayStart)]))
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Gives claims back (the previous timestamp), where this run's claim is still in place. */
async function release(db: Kysely<Database>, users: Candidate[], now: Date) {
  const rows = JSON.stringify(
    users.map((u) => ({ id: u.id, previous: u.emailDigestLastSentAt?.toISOString() ?? null })),
  );
  await sql`
    update users as u set email_digest_last_sent_at = r.previous
    from json_to_recordset(${rows}::json) as r(id uuid, previous timestamptz)
    where u.id = r.id and u.email_digest_last_sent_at = ${now}`.execute(db);
}

/** A bell link the mail may carry: a dashboard path or an absolute http(s) URL; anything else is dropped. */
function safeLink(link: string | null): string | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? link : null;
  } catch {
    return null;
  }
}

const hasSomethingToReport = (c: Candidate) => c.items.length > 0 || c.openApprovals > 0 || c.workflowDrafts > 0;

/** Runs the digest of the current hour (spec 6.2). Never throws for a delivery problem: `failed` counts those. */
export async function runEmailDigest(
  services: AccountServices,
  options: EmailDigestOptions = {},
): Promise<EmailDigestResult> {
  const now = options.now ?? nowOf(services);
  const dryRun = options.dryRun === true;
  const batchSize = options.batchSize ?? DIGEST_BATCH_SIZE;
  if (options.userId !== undefined && !UUID.test(options.userId)) {
    throw new DomainError('invalid', 'INVALID_USER_ID', 'userId must be a uuid.');
  }
  const { hour, dayStart } = berlinDay(now);
  const result: EmailDigestResult = { hour, candidates: 0, sent: 0, skippedNothingToReport: 0, failed: 0, dryRun };
  const recipients: string[] = [];
  if (dryRun) result.recipients = recipients;
  if (!(DIGEST_HOURS as readonly number[]).includes(hour)) return result;

  const { db, logger } = services;
  let after: string | null = null;
  for (;;) {
    // one row more than a batch tells whether another batch follows (no trailing empty select)
    const rows = await selectCandidates(db, {
      hour,
      now,
      dayStart,
      after,
      limit: batchSize + 1,
      ...(options.userId ? { userId: options.userId } : {}),
    });
    const batch = rows.slice(0, batchSize);
    result.candidates += batch.length;
    const due = batch.filter(hasSomethingToReport);
    result.skippedNothingToReport += batch.length - due.length;

    // rendered before the claim: a mail that cannot be rendered does not use up the day
    const mails: { user: Candidate; mail: OutgoingMail }[] = [];
    for (const user of due) {
      try {
        const rendered = renderMail(
          {
            templateId: 'EMAIL_DIGEST',
            recipientName: user.name,
            items: user.items.map((item) => ({ ...item, link: safeLink(item.link) })),
            openApprovals: user.openApprovals,
            workflowDrafts: user.workflowDrafts,
            date: now,
          },
          { baseUrl: services.baseUrl },
        );
        mails.push({ user, mail: { to: user.email, rendered, userId: user.id, centerId: user.centerId } });
      } catch (error) {
        result.failed++;
        logger?.error({ err: error, userId: user.id }, 'e-mail digest could not be rendered');
      }
    }

    if (dryRun) {
      recipients.push(...mails.map(({ user }) => user.email));
    } else if (mails.length) {
      const claimed = await claim(
        db,
        mails.map(({ user }) => user.id),
        { hour, now, dayStart },
      );
      const ours = mails.filter(({ user }) => claimed.has(user.id));
      const sent = ours.length ? await services.mailer.sendBatch(ours.map(({ mail }) => mail)) : [];
      const refused: Candidate[] = [];
      sent.forEach((outcome, i) => {
        if (outcome.ok) result.sent++;
        else {
          result.failed++;
          const user = ours[i]?.user;
          if (outcome.notSent && user) refused.push(user);
        }
      });
      if (refused.length) await release(db, refused, now);
    }

    const last = batch.at(-1);
    if (!last || rows.length <= batchSize) break;
    after = last.id;
  }
  logger?.info({ ...result, recipients: undefined }, 'e-mail digest run');
  return result;
}
