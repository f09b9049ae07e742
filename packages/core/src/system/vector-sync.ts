import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

// Spec 4.6 `GET /api/system/vector-sync/health`: "index health; sync check uses needsSync === 0". The platform
// keeps no vector index (and so no record of an index run). Health is defined honestly against that: the
// public content an index would hold is the Active news, events, offers, jobs and shops; `needsSync` counts
// those changed since the last index run, which, with no run ever, is all of them; `indexed` stays false.

export const VECTOR_CONTENT_TABLES = ['news', 'events', 'offers', 'jobs', 'shops'] as const;
export type VectorContentTable = (typeof VECTOR_CONTENT_TABLES)[number];

export interface VectorSyncHealth {
  /** whether an index exists at all: false on this platform */
  indexed: boolean;
  /** `never_indexed`: no index run ever; `in_sync`: nothing changed since the run; `needs_sync`: changes wait */
  status: 'never_indexed' | 'in_sync' | 'needs_sync';
  lastIndexedAt: string | null;
  /** public content items changed since the last index run (all of them when never indexed) */
  needsSync: number;
  /** public content items an index would hold */
  total: number;
  byType: Record<VectorContentTable, { total: number; needsSync: number }>;
}

/** The index health; `lastIndexedAt` null (the platform's case): never indexed. */
export async function getVectorSyncHealth(
  db: Kysely<Database>,
  options: { lastIndexedAt?: Date | null } = {},
): Promise<VectorSyncHealth> {
  const since = options.lastIndexedAt ?? null;
  const rows = await Promise.all(
    VECTOR_CONTENT_TABLES.map((table) =>
      db
        .selectFrom(table)
        .select([
          sql<string>`count(*)`.as('total'),
          (since === null ? sql<string>`count(*)` : sql<string>`count(*) filter (where updated_at > ${since})`).as(
            'changed',
          ),
        ])
        .where('status', '=', 'Active')
        .executeTakeFirstOrThrow(),
    ),
  );
  const byType = Object.fromEntries(
    VECTOR_CONTENT_TABLES.map((table, i) => [
      table,
      { total: Number(rows[i]?.total ?? 0), needsSync: Number(rows[i]?.changed ?? 0) },
    ]),
  ) as VectorSyncHealth['byType'];
  const total = Object.values(byType).reduce((n, t) => n + t.total, 0);
  const needsSync = Object.values(byType).reduce((n, t) => n + t.needsSync, 0);
  return {
    indexed: since !== null,
    status: since === null ? 'never_indexed' : needsSync === 0 ? 'in_sync' : 'needs_sync',
    lastIndexedAt: since ? since.toISOString() : null,
    needsSync,
    total,
    byType,
  };
}
