import { z } from 'zod';

// "Publish now" and "Schedule" of news, events, offers and jobs (browser-safe: `@center-platform/core/shared`).
// Publishing makes an entry Active and visible from the chosen moment (now: at once); a news item's publish date
// is that moment too, so the public list, newest first, places it where its readers expect it.

export const PublishInput = z.strictObject({
  /** when the entry becomes visible; absent or null: now */
  at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type PublishInput = z.input<typeof PublishInput>;

/** When an Active entry becomes visible, if that lies ahead (the later of its window's start and publish date). */
export function scheduledFor(row: Record<string, unknown>, now = Date.now()): Date | null {
  if (row.status !== 'Active') return null;
  const moments = [row.visibleFrom, row.publishDate]
    .filter((value): value is string | Date => typeof value === 'string' || value instanceof Date)
    .map((value) => new Date(value).getTime())
    .filter((time) => time > now);
  return moments.length > 0 ? new Date(Math.max(...moments)) : null;
}

/** Whether an entry is Active but not visible yet (its window or publish date lies ahead). */
export const isScheduled = (row: Record<string, unknown>, now = Date.now()) => scheduledFor(row, now) !== null;
