import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type ChangeKind, kindOfTable } from './change-kinds';

/** The channel a committed change announces its center on (migration 0022). */
export const CHANGE_CHANNEL = 'center_content_change';

/**
 * One bump of a center's content version, as a website or kiosk sees it: which public reads changed and which of
 * their records (at most CHANGE_IDS_MAX per kind). `kinds` empty: the save wrote nothing the history records (e.g.
 * the walkable graph), so any read may have changed.
 */
export interface ContentChange {
  /** the event id: send it back as Last-Event-ID to resume after it */
  id: string;
  version: number;
  kinds: ChangeKind[];
  ids: Partial<Record<ChangeKind, string[]>>;
  /** when the save was committed (UTC, ISO 8601) */
  at: string;
}

/**
 * At most this many ids of a kind in one event; a save of more (an import, a bulk change) names the kind without its
 * ids: read the kind again.
 */
export const CHANGE_IDS_MAX = 100;

/** At most this many events per read; a stream reads again until it has caught up. */
export const CHANGE_PAGE_SIZE = 200;

/** The center's events after `after` (an event id), oldest first. */
export async function listContentChanges(
  db: Kysely<Database>,
  centerId: string,
  after: string | undefined,
  limit = CHANGE_PAGE_SIZE,
): Promise<ContentChange[]> {
  let query = db
    .selectFrom('contentChanges')
    .select(['id', 'version', 'records', 'createdAt'])
    .where('centerId', '=', centerId)
    .orderBy('id')
    .limit(limit);
  if (after !== undefined) query = query.where('id', '>', after);
  return (await query.execute()).map(({ id, version, records, createdAt }) => {
    const byKind = new Map<ChangeKind, Set<string>>();
    for (const [table, recordId] of records) {
      const kind = kindOfTable(table);
      if (kind) byKind.set(kind, (byKind.get(kind) ?? new Set()).add(recordId));
    }
    const ids: Partial<Record<ChangeKind, string[]>> = {};
    for (const [kind, set] of byKind) if (set.size <= CHANGE_IDS_MAX) ids[kind] = [...set];
    return { id: String(id), version, kinds: [...byKind.keys()], ids, at: createdAt.toISOString() };
  });
}

/**
 * Where a stream of the center starts: the newest event id (none before the first save), and whether `known` (a
 * client's Last-Event-ID) is still kept. An id no longer kept (pruned, or never the center's) means the client may
 * have missed events that are gone: it has to read everything again.
 */
export async function changeStreamStart(
  db: Kysely<Database>,
  centerId: string,
  known: string | undefined,
): Promise<{ latest: string | undefined; knownKept: boolean }> {
  const row = await db
    .selectFrom('contentChanges')
    .select([sql<string | null>`max(id)`.as('latest'), sql<boolean>`bool_or(id = ${known ?? null})`.as('kept')])
    .where('centerId', '=', centerId)
    .executeTakeFirst();
  return { latest: row?.latest == null ? undefined : String(row.latest), knownKept: row?.kept === true };
}

/** Removes the events older than `before` (the retention, CHANGE_RETENTION_DAYS); answers how many. */
export async function pruneContentChanges(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('contentChanges').where('createdAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
