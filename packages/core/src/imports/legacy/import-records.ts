import { writeForCenter } from '../../content/staff-write';
import { emptyCounts, type ImportContext, type ReadCounts, recordMedia } from './import-context';
import type { UpstreamRecord } from './legacy-client';
import { recordHash } from './record-hash';
import { type ImportedTable, loadImported, upsertByLegacyId } from './upsert-rows';

/** Records per transaction: short transactions keep the embedded database responsive during an import. */
const CHUNK = 100;

export interface RecordsSpec {
  /** the upstream read, e.g. `/shops` (for messages and progress) */
  read: string;
  table: ImportedTable;
  /** `legacy_id` of a record, or null when it has no usable id */
  legacyId(record: UpstreamRecord): string | null;
  /** the row to store, or a message why the record cannot be imported */
  map(
    record: UpstreamRecord,
    legacyId: string,
    media: ReturnType<typeof recordMedia>,
  ): Promise<Record<string, unknown> | string>;
  /** columns written on insert only */
  keep?: readonly string[];
}

/**
 * Imports the records of one list read. A record whose upstream hash equals the stored `legacy_hash` is
 * unchanged and not even mapped (no media requests); the others are mapped, their media re-hosted, and
 * upserted in committed chunks. A row whose media failed is stored with a null hash so the next run retries it.
 */
export async function importRecords(
  ctx: ImportContext,
  spec: RecordsSpec,
  records: UpstreamRecord[],
): Promise<ReadCounts> {
  const counts = emptyCounts();
  const existing = await loadImported(ctx.db, spec.table, ctx.centerId);
  const pending: { record: UpstreamRecord; legacyId: string; hash: string }[] = [];
  const seen = new Set<string>();
  for (const [index, record] of records.entries()) {
    const legacyId = spec.legacyId(record);
    if (legacyId === null) {
      counts.failed++;
      ctx.warn(`${spec.read}: record #${index + 1} has no id; skipped`);
      continue;
    }
    if (seen.has(legacyId)) {
      counts.failed++;
      ctx.warn(`${spec.read} ${legacyId}: the id appears twice; the later record was skipped`);
      continue;
    }
    seen.add(legacyId);
    const hash = recordHash(record);
    if (existing.get(legacyId)?.hash === hash) counts.unchanged++;
    else pending.push({ record, legacyId, hash });
  }

  let done = counts.unchanged + counts.failed;
  await ctx.progress(spec.read, done, records.length);
  for (let start = 0; start < pending.length; start += CHUNK) {
    const chunk = pending.slice(start, start + CHUNK);
    const mapped = await Promise.all(
      chunk.map(async ({ record, legacyId, hash }) => {
        const media = recordMedia(ctx, `${spec.read} ${legacyId}`);
        const row = await spec.map(record, legacyId, media);
        if (typeof row === 'string') return { legacyId, problem: row };
        return { legacyId, row: { ...row, centerId: ctx.centerId, legacyId, legacyHash: media.failed ? null : hash } };
      }),
    );
    const rows: Record<string, unknown>[] = [];
    for (const entry of mapped) {
      if ('row' in entry && entry.row) rows.push(entry.row);
      else {
        counts.failed++;
        ctx.warn(`${spec.read} ${entry.legacyId}: ${entry.problem}; skipped`);
      }
    }
    if (rows.length) {
      const written = await writeForCenter(ctx.db, ctx.centerId, (trx) =>
        upsertByLegacyId(trx, spec.table, rows, spec.keep),
      );
      counts.created += written.created;
      counts.updated += written.updated;
      counts.unchanged += rows.length - written.created - written.updated;
    }
    done += chunk.length;
    await ctx.progress(spec.read, done, records.length);
  }
  return counts;
}
