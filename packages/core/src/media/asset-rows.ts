import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MediaAssetsTable } from '../db/schema/imports';

// The media_assets rows of re-hosted assets, written in batches: a legacy import re-hosts thousands of assets, and
// one insert each made 6,122 of the 7,137 statements of the hostile-upstream test. A save still resolves only once
// its row is written; rows saved within WINDOW_MS of the first share one insert.

const WINDOW_MS = 10;
const MAX_ROWS = 200;

export type AssetRow = Insertable<MediaAssetsTable> & { sourceUrl: string };

type Queued = { row: AssetRow; resolve(): void; reject(error: unknown): void };

/** Saves the row of a source URL (one row per center and source URL: a later save points it at its new file). */
export function createAssetRowWriter(db: Kysely<Database>): (row: AssetRow) => Promise<void> {
  let queued: Queued[] = [];
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = queued;
    queued = [];
    // a source saved twice in one batch (asked for as two kinds): the later file wins, as with one upsert after the other
    const rows = [...new Map(batch.map(({ row }) => [`${row.centerId} ${row.sourceUrl}`, row])).values()];
    db.insertInto('mediaAssets')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['centerId', 'sourceUrl']).doUpdateSet((eb) => ({
          storageKey: eb.ref('excluded.storageKey'),
          contentHash: eb.ref('excluded.contentHash'),
          mimeType: eb.ref('excluded.mimeType'),
          byteSize: eb.ref('excluded.byteSize'),
        })),
      )
      .execute()
      .then(
        () => {
          for (const saved of batch) saved.resolve();
        },
        (error: unknown) => {
          for (const saved of batch) saved.reject(error);
        },
      );
  };

  return (row) =>
    new Promise<void>((resolve, reject) => {
      queued.push({ row, resolve, reject });
      if (queued.length >= MAX_ROWS) flush();
      else timer ??= setTimeout(flush, WINDOW_MS);
    });
}
