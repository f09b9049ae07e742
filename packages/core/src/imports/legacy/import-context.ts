import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AssetKind } from '../../media/media-types';
import type { RehostResult } from '../../media/rehost';

/** What the readers of one run share: the database, the target center, media re-hosting and the run's log. */
export interface ImportContext {
  db: Kysely<Database>;
  centerId: string;
  /** re-hosts a remote asset; null (and a warning) when it was refused or failed */
  rehost(url: string | null, kind: AssetKind): Promise<RehostResult>;
  /** legacy shop id -> shop id of the center, read once per run (after the shops read, by the reads that name shops) */
  importedShops(): Promise<Map<string, { id: string }>>;
  warn(message: string): void;
  progress(read: string, done: number, total: number): Promise<void>;
}

/** The media of one record: every asset re-hosted, and whether one of them failed (the row is retried next run). */
export function recordMedia(ctx: ImportContext, label: string) {
  let failed = false;
  return {
    async get(url: unknown, kind: AssetKind): Promise<string | null> {
      if (typeof url !== 'string' || url.trim() === '') return null;
      const result = await ctx.rehost(url.trim(), kind);
      if (result.path === null && result.error) {
        failed = true;
        ctx.warn(`${label}: ${kind} not re-hosted (${result.error})`);
      }
      return result.path;
    },
    get failed() {
      return failed;
    },
  };
}

export interface ReadCounts {
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
}
export const emptyCounts = (): ReadCounts => ({ created: 0, updated: 0, unchanged: 0, failed: 0 });
