// The legacy import screen's reading of a run (spec 4.7): which parts were chosen, how far the run is, and the
// counts per part. A run's `options`, `progress` and `counts` are free-form JSON, so they are read field by field.
import type { ImportRunView } from '@center-platform/core/imports';
import { LEGACY_READ_FLAGS, LEGACY_READ_PATHS, type LegacyReadFlag } from '@center-platform/core/shared';

/** A part of an import: the center's own data (always imported) or one read of the legacy platform. */
export type LegacyPart = 'center' | LegacyReadFlag;

export interface PartCounts {
  part: LegacyPart;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
}

export interface LegacyProgress {
  /** parts with their counts, of `partsTotal` (the center's data and every chosen read) */
  partsDone: number;
  partsTotal: number;
  /** the read being applied now, with its records done of total */
  current: { part: LegacyReadFlag; done: number; total: number } | null;
}

type RunFields = Pick<ImportRunView, 'options' | 'progress' | 'counts'>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const PART_BY_PATH = new Map<string, LegacyReadFlag>(LEGACY_READ_FLAGS.map((flag) => [LEGACY_READ_PATHS[flag], flag]));

/** The reads a run imports: every flag not switched off (a missing flag is on, as the API defaults it). */
export function chosenReads(options: unknown): LegacyReadFlag[] {
  const record = isObject(options) ? options : {};
  return LEGACY_READ_FLAGS.filter((flag) => record[flag] !== false);
}

/** The counts of each part the run has finished, in the order of the parts. */
export function partCounts(counts: unknown): PartCounts[] {
  const record = isObject(counts) ? counts : {};
  return (['center', ...LEGACY_READ_FLAGS] as const).flatMap((part) => {
    const value = record[part];
    if (!isObject(value)) return [];
    return [
      {
        part,
        created: count(value.created),
        updated: count(value.updated),
        unchanged: count(value.unchanged),
        failed: count(value.failed),
      },
    ];
  });
}

export function legacyProgress(run: RunFields): LegacyProgress {
  const parts = new Set<string>(['center', ...chosenReads(run.options)]);
  const partsDone = partCounts(run.counts).filter((row) => parts.has(row.part)).length;
  const progress = isObject(run.progress) ? run.progress : {};
  const part = typeof progress.read === 'string' ? PART_BY_PATH.get(progress.read) : undefined;
  const done = count(progress.done);
  const total = count(progress.total);
  return {
    partsDone,
    partsTotal: parts.size,
    current: part && done < total ? { part, done, total } : null,
  };
}

/** Warnings the run counted but did not keep (more than the run keeps). */
export function moreWarnings(run: Pick<ImportRunView, 'progress'>): number {
  return isObject(run.progress) ? count(run.progress.moreWarnings) : 0;
}
