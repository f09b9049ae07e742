import { z } from 'zod';

// "Publish now" and "Schedule" of news, events, offers and jobs (browser-safe: `@center-platform/core/shared`).
// Publishing makes an entry Active and visible from the chosen moment (now: at once); a news item's publish date
// is that moment too, so the public list, newest first, places it where its readers expect it.

export const PublishInput = z.strictObject({
  /** when the entry becomes visible; absent or null: now */
  at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type PublishInput = z.input<typeof PublishInput>;

/** Whether an entry is Active but not visible yet (its window or publish date lies ahead). */
export function isScheduled(row: Record<string, unknown>, now = Date.now()): boolean {
  if (row.status !== 'Active') return false;
  const ahead = (value: unknown) =>
    (typeof value === 'string' || value instanceof Date) && new Date(value).getTime() > now;
  return ahead(row.visibleFrom) || ahead(row.publishDate);
}
