// The performance figures of the News screen (spec 4.6 views, shares, scores; spec 8: up to 40 contents per
// single analytics call). The listed news are cut into runs of 40 in list order; every row of a run asks
// with the same ids, so React Query makes one call per run, whatever the number of cells.
import { MAX_PERFORMANCE_BATCH } from '@center-platform/core/shared';
import type { Lang } from '../i18n';

const STORED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids one row's performance is read with; null for a row not stored yet (no id of the server). */
export function performanceBatch(
  listedIds: readonly string[],
  id: string,
  size = MAX_PERFORMANCE_BATCH,
): string[] | null {
  const stored = listedIds.filter((listed) => STORED_ID.test(listed));
  const index = stored.indexOf(id);
  if (index < 0) return null;
  const start = index - (index % size);
  return stored.slice(start, start + size);
}

export function formatCount(lang: Lang, value: number): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(value);
}
