import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';

// Spec 6.4: the dashboard bell of a signed-in user: its newest notifications (social_review_approved,
// social_new_comment) with the number still unread, and marking them read. A user reads only its own rows; the
// daily digest reads the same rows by their creation time, so reading them here does not take them from the digest.

/** How many of the newest notifications the bell shows. */
export const BellQuery = z.strictObject({ limit: z.number().int().min(1).max(50).default(20) });
export type BellQuery = z.input<typeof BellQuery>;

/** Which notifications to mark read: the given ones, or every one. */
export const MarkBellReadInput = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(50) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkBellReadInput = z.input<typeof MarkBellReadInput>;

async function unreadCount(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('bellNotifications')
    .select((eb) => eb.fn.countAll<string>().as('unread'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** The bell of a user: its newest notifications, newest first, and how many are unread in all. */
export async function readBell(db: Kysely<Database>, userId: string, input: BellQuery = {}) {
  const { limit } = BellQuery.parse(input);
  const [items, unread] = await Promise.all([
    db
      .selectFrom('bellNotifications')
      .select(['id', 'kind', 'centerId', 'title', 'body', 'link', 'readAt', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    unreadCount(db, userId),
  ]);
  return { items, unread };
}

/** Marks notifications of the user read (another user's ids change nothing); answers the unread count after. */
export async function markBellRead(db: Kysely<Database>, userId: string, input: MarkBellReadInput, now = new Date()) {
  const which = MarkBellReadInput.parse(input);
  let query = db
    .updateTable('bellNotifications')
    .set({ readAt: now })
    .where('userId', '=', userId)
    .where('readAt', 'is', null);
  if ('ids' in which) query = query.where('id', 'in', which.ids);
  const result = await query.executeTakeFirst();
  return { marked: Number(result.numUpdatedRows), unread: await unreadCount(db, userId) };
}
